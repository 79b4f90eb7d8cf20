import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock/clock.ts';
import { recordAndSend } from './phone-outbox.ts';
import type { PhoneProvider, PhoneSendOptions } from './phone.ts';

/**
 * Offline sms/voice: a call or text is "made" by recording it in phone_outbox as sent (the
 * dev outbox shows it). Numbers are checked exactly as a real provider would need them.
 */
export class LocalPhoneProvider implements PhoneProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  call(to: string, message: string, opts?: PhoneSendOptions) {
    return recordAndSend(this.db, this.clock, this.name, 'voice', to, message, opts, () =>
      Promise.resolve(null),
    );
  }

  sendSms(to: string, message: string, opts?: PhoneSendOptions) {
    const shown = { ...opts, outboxBody: message };
    return recordAndSend(this.db, this.clock, this.name, 'sms', to, message, shown, () =>
      Promise.resolve(null),
    );
  }
}
