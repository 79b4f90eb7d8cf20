import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Clock } from '../clock/clock.ts';
import type { MailMessage, MailProvider } from './mail.ts';

/**
 * Offline mailer: a message is "delivered" by recording it in mail_outbox as sent.
 * The dev mailbox (/dev/mail) reads it from there.
 */
export class LocalMailProvider implements MailProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Sender address; recorded for parity with SMTP, not needed to deliver locally. */
    readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const now = this.clock.now();
    await this.db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      provider: this.name,
      status: 'sent',
      createdAt: now,
      sentAt: now,
    });
  }
}
