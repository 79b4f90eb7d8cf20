import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

// Phone sign-in and phone verification by a code sent by text (issue 15 point 2, decision 058).
// The numbers here are the product's rules; the server enforces them and the web shows them.

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong tries before a code is dead and a new one must be asked for. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** The least time between two codes to the same number. */
export const PHONE_CODE_RESEND_SECONDS = 30;
/** Codes one number may receive in an hour, whoever asks. */
export const PHONE_CODES_PER_NUMBER_PER_HOUR = 5;
/** Codes one client address may ask for in an hour, to any numbers. */
export const PHONE_CODES_PER_IP_PER_HOUR = 10;
/** Code checks one client address may make in 15 minutes (every code also has its own 5). */
export const PHONE_CODE_CHECKS_PER_IP = 30;

/** Countries texts go to unless PHONE_ALLOWED_COUNTRIES says otherwise (ISO 3166 alpha-2). */
export const DEFAULT_PHONE_COUNTRIES = ['US', 'CA'] as const;
/**
 * Texts the whole service sends in an hour unless PHONE_TEXTS_PER_HOUR says otherwise: the
 * ceiling that makes SMS pumping (a script asking codes for thousands of premium numbers)
 * cheap to survive. Raise it with the traffic.
 */
export const DEFAULT_PHONE_TEXTS_PER_HOUR = 30;

export type PhonePurpose = 'sign_in' | 'verify';

export const phoneMessages = {
  invalidNumber: 'Enter a mobile number we can text, with its country code, e.g. +1 415 555 0100.',
  codeFormat: `Enter the ${PHONE_CODE_LENGTH}-digit code from the text.`,
  noCode: 'There is no code waiting for this number. Ask for a new code.',
  codeExpired: 'This code has expired. Ask for a new code.',
  codeUsed: 'This code has already been used. Ask for a new code.',
  codeDead: 'Too many wrong tries. Ask for a new code.',
  numberCodeLimit: 'Too many codes were sent to this number. Please try again in an hour.',
  ipCodeLimit: 'Too many codes were asked for from your network. Please try again later.',
  textsPaused:
    'We cannot send texts right now. Please try again later, or sign in with your e-mail.',
  sendFailed: 'We could not send a text to this number. Check the number and try again.',
  numberTaken: 'This number is already verified on another account.',
  onlySignInWay:
    'This number is how you sign in. Set a password or link another sign-in way before removing it.',
} as const;

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

const countryName = (code: string) => regionNames?.of(code) ?? code;

/** "Texts can be sent only to numbers in the United States and Canada." */
export function countryNotAllowedMessage(allowed: readonly string[]): string {
  const names = allowed.map(countryName);
  const list =
    names.length <= 1
      ? (names[0] ?? 'no country')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Texts can be sent only to numbers in ${list}.`;
}

export const resendTooEarlyMessage = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code.`;

export const wrongCodeMessage = (triesLeft: number) =>
  triesLeft > 0
    ? `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`
    : phoneMessages.codeDead;

/** Parses PHONE_ALLOWED_COUNTRIES ("US, CA") into upper-case ISO codes. */
export function parseAllowedCountries(raw: string | undefined): string[] {
  const codes = (raw ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z]{2}$/.test(c));
  return codes.length > 0 ? [...new Set(codes)] : [...DEFAULT_PHONE_COUNTRIES];
}

export type PhoneCheck =
  | { ok: true; e164: string; country: string }
  | { ok: false; reason: 'invalid' | 'country'; message: string };

/**
 * The number in E.164 if it is a valid number in an allowed country. A number without a
 * country code is read as one of the first allowed country (the marketplace's home).
 */
export function checkPhoneNumber(raw: string, allowed: readonly string[]): PhoneCheck {
  const trimmed = raw.trim();
  const invalid = { ok: false, reason: 'invalid', message: phoneMessages.invalidNumber } as const;
  if (trimmed.length === 0 || trimmed.length > 40 || !/^\+?[\d\s().-]+$/.test(trimmed))
    return invalid;
  const parsed = parsePhoneNumberFromString(trimmed, (allowed[0] ?? 'US') as CountryCode);
  if (!parsed?.isValid()) return invalid;
  const country = parsed.country;
  if (!country || !allowed.includes(country))
    return { ok: false, reason: 'country', message: countryNotAllowedMessage(allowed) };
  return { ok: true, e164: parsed.number, country };
}

/** "+1 415 555 0100": how a number is shown back to its owner. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** "+1 ••• ••• 0100": enough to recognise a number, for logs and screens others may see. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `+${digits.slice(0, Math.max(1, digits.length - 10))} ••• ••• ${digits.slice(-4)}`;
}

export const isCodeShaped = (code: string) => new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code);

/** Seconds before another code may go to a number whose last one was sent at `lastSentAt`. */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const waitMs = lastSentAt.getTime() + PHONE_CODE_RESEND_SECONDS * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export const codeExpiresAt = (sentAt: Date) =>
  new Date(sentAt.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);

export type CodeState = 'live' | 'used' | 'expired' | 'dead';

/** Whether a code can still be tried (the check itself compares the hash, in constant time). */
export function codeState(
  code: { usedAt: Date | null; expiresAt: Date; attempts: number },
  now: Date,
): CodeState {
  if (code.usedAt) return 'used';
  if (code.attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'dead';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'live';
}

export const codeStateMessage: Record<Exclude<CodeState, 'live'>, string> = {
  used: phoneMessages.codeUsed,
  expired: phoneMessages.codeExpired,
  dead: phoneMessages.codeDead,
};

/** The text message itself; the code first so phones can offer it (one-time-code). */
export const codeTextMessage = (code: string) =>
  `${code} is your Potluck code. It expires in ${PHONE_CODE_TTL_MINUTES} minutes. Never share it.`;
