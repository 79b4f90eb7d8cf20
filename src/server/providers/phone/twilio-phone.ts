import type { Database } from '../../db/client.ts';
import type { Clock } from '../clock/clock.ts';
import { recordAndSend } from './phone-outbox.ts';
import { PhoneProviderError, type PhoneProvider, type PhoneSendOptions } from './phone.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Our Twilio number (E.164) the calls and texts come from. */
  from: string;
  apiBase?: string;
}

const TIMEOUT_MS = 10_000;

/** The text as TwiML that reads it out (XML-escaped: order texts carry user input). */
export function sayTwiml(message: string): string {
  const escaped = message
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
  return `<Response><Say>${escaped}</Say></Response>`;
}

/**
 * Twilio's REST API over plain fetch: form-encoded bodies, basic auth with the account sid
 * and auth token; Calls.json with inline TwiML for voice, Messages.json for texts.
 */
export class TwilioPhoneProvider implements PhoneProvider {
  readonly name = 'twilio' as const;
  private readonly base: string;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly config: TwilioConfig,
  ) {
    this.base = (config.apiBase ?? 'https://api.twilio.com').replace(/\/$/, '');
  }

  call(to: string, message: string, opts?: PhoneSendOptions) {
    return recordAndSend(this.db, this.clock, this.name, 'voice', to, message, opts, (number) =>
      this.post('Calls.json', { To: number, From: this.config.from, Twiml: sayTwiml(message) }),
    );
  }

  sendSms(to: string, message: string, opts?: PhoneSendOptions) {
    return recordAndSend(this.db, this.clock, this.name, 'sms', to, message, opts, (number) =>
      this.post('Messages.json', { To: number, From: this.config.from, Body: message }),
    );
  }

  private async post(resource: string, form: Record<string, string>): Promise<string> {
    const sid = encodeURIComponent(this.config.accountSid);
    const auth = Buffer.from(`${this.config.accountSid}:${this.config.authToken}`).toString(
      'base64',
    );
    let res: Response;
    try {
      res = await fetch(`${this.base}/2010-04-01/Accounts/${sid}/${resource}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new PhoneProviderError(
        'provider_error',
        `Twilio could not be reached: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const body = (await res.json().catch(() => ({}))) as {
      sid?: string;
      message?: string;
      code?: number;
    };
    if (!res.ok || !body.sid) {
      // Twilio's 21211 and friends: the number itself was refused.
      const code = body.code !== undefined && body.code >= 21210 && body.code <= 21217;
      throw new PhoneProviderError(
        code ? 'invalid_number' : 'provider_error',
        `Twilio refused the request (${res.status}${body.code ? ` ${body.code}` : ''}): ${body.message ?? 'no message'}`,
      );
    }
    return body.sid;
  }
}
