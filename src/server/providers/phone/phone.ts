/**
 * Text messages and voice calls (the call robot rings a chef's business phone). The local
 * provider records them in phone_outbox; the Twilio adapter places them for real and records
 * them there too, with Twilio's id, so every call made is visible in one place.
 */
export interface PhoneSendOptions {
  /** The order the call or text is about, kept beside it in the outbox. */
  orderId?: string | null;
  /**
   * What phone_outbox keeps instead of the message (a sign-in code is sent, never stored). The
   * local provider keeps the message itself: the dev phone is where a developer reads the code.
   */
  outboxBody?: string;
}

export interface PhoneResult {
  /** The outbox row. */
  id: string;
  /** The provider's id of the call or message (local: the outbox id). */
  providerMessageId: string;
  /** The number as dialled (E.164). */
  to: string;
}

export interface PhoneProvider {
  readonly name: 'local' | 'twilio';
  /** Calls `to` and reads `message` out. */
  call(to: string, message: string, opts?: PhoneSendOptions): Promise<PhoneResult>;
  sendSms(to: string, message: string, opts?: PhoneSendOptions): Promise<PhoneResult>;
}

export type PhoneErrorCode = 'invalid_number' | 'provider_error';

export class PhoneProviderError extends Error {
  constructor(
    readonly code: PhoneErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PhoneProviderError';
  }
}

const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/**
 * The number in E.164 (+ and 8–15 digits), or null when it cannot be one. Spaces, dashes,
 * dots and brackets are dropped; ten digits without a country code are taken as North
 * American (the marketplace's home), as is 1 followed by ten digits.
 */
export function toE164(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+'))
    return digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS && digits[0] !== '0'
      ? `+${digits}`
      : null;
  if (digits.length === 10 && !/^[01]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1') && !/^[01]/.test(digits.slice(1)))
    return `+${digits}`;
  return null;
}

export const invalidNumberMessage = (raw: string) =>
  `"${raw.slice(0, 40)}" is not a phone number that can be called. Use the full number, e.g. +1 415 555 0100.`;
