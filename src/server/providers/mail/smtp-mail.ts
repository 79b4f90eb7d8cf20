import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Clock } from '../clock/clock.ts';
import type { MailMessage, MailProvider } from './mail.ts';

/**
 * SMTP mailer: records the message as queued, hands it to the SMTP server, then marks it
 * sent, or failed with the error text (and rethrows so the caller knows).
 */
export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        provider: this.name,
        status: 'queued',
        createdAt: this.clock.now(),
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('mail_outbox insert returned no row');
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      await this.db
        .update(mailOutbox)
        .set({ status: 'failed', error: text })
        .where(eq(mailOutbox.id, row.id));
      throw err;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: this.clock.now(), error: null })
      .where(eq(mailOutbox.id, row.id));
  }

  close(): void {
    this.transport.close();
  }
}
