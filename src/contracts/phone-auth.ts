import { z } from 'zod';
import { PHONE_CODE_LENGTH, phoneMessages } from '#domain/phone-codes';
import { text } from '#contracts/strings';

// Phone sign-in and a verified phone on /profile (issue 15 point 2, decision 058). The number
// is checked and normalised by the server (country allow-list, E.164); the form only asks for
// something that could be one.

const phoneField = text()
  .trim()
  .min(1, 'Enter your mobile number.')
  .max(40, phoneMessages.invalidNumber);

const codeField = text()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), phoneMessages.codeFormat);

export const phoneCodeRequestSchema = z.object({ phone: phoneField });
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>;

/** A code is on its way to `phone`. */
export const phoneCodeSentResponseSchema = z.object({
  /** The number as normalised (E.164): the code step sends it back with the code. */
  phone: text(),
  /** The number as shown to its owner ("+1 415 555 0100"). */
  display: text(),
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: z.number().int(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PhoneCodeSentResponse = z.infer<typeof phoneCodeSentResponseSchema>;

export const phoneCodeCheckSchema = z.object({ phone: phoneField, code: codeField });
export type PhoneCodeCheck = z.infer<typeof phoneCodeCheckSchema>;

/** The signed-in person's own verified phone (not the profile's contact phone). */
export const accountPhoneResponseSchema = z.object({
  phone: text().nullable(),
  display: text().nullable(),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  /** False when the phone is the account's only way to sign in (it cannot be removed). */
  removable: z.boolean(),
});
export type AccountPhoneResponse = z.infer<typeof accountPhoneResponseSchema>;
