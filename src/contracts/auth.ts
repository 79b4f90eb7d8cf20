import { z } from 'zod';
import { nameText, text } from '#contracts/strings';
import { legalMessages, SIGN_UP_AGREEMENT_VERSION } from '#domain/legal';

// Shared by the server (validation, OpenAPI) and the web (types, forms).

export const profileTypeSchema = z.enum(['customer', 'chef']);

/** Who is signed in, as the web app needs it on every screen. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  /** Null for an account made by phone or by a provider that shares no e-mail. */
  email: text().nullable(),
  emailVerified: z.boolean(),
  verificationEmailCount: z.number().int(),
  isAdmin: z.boolean(),
  profile: z.object({
    id: z.uuid(),
    type: profileTypeSchema,
    name: text(),
    handle: text().nullable(),
    avatarUrl: text().nullable(),
    isNewProfile: z.boolean(),
  }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// --- Requests and responses of /api/v1/auth ---

const emailField = text()
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'This e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'));

/** Sign-in and change-password take any non-empty password; the policy applies on creation. */
const anyPassword = text().min(1, 'Enter your password.').max(1024, 'This password is too long.');

/** The sign-up agreement's version the person accepted: only the current one is accepted. */
export const agreementVersionField = text()
  .max(40)
  .refine((v): boolean => v !== '', legalMessages.acceptRequired)
  .refine((v): boolean => v === '' || v === SIGN_UP_AGREEMENT_VERSION, legalMessages.changed);

export const signUpRequestSchema = z.object({
  email: emailField,
  password: text().max(1024, 'This password is too long.'),
  name: nameText().trim().max(100, 'Use at most 100 characters.').optional(),
  agreementVersion: agreementVersionField,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({ email: emailField, password: anyPassword });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const tokenField = text().min(16, 'This link is not valid.').max(200, 'This link is not valid.');

export const resetPasswordRequestSchema = z.object({
  token: tokenField,
  password: text().max(1024, 'This password is too long.'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: text()
    .min(1, 'Enter your current password.')
    .max(1024, 'This password is too long.'),
  newPassword: text().max(1024, 'This password is too long.'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const verificationSendResponseSchema = z.object({
  verificationEmailCount: z.number().int(),
});
export type VerificationSendResponse = z.infer<typeof verificationSendResponseSchema>;

export const verificationConfirmRequestSchema = z.object({ token: tokenField });
export type VerificationConfirmRequest = z.infer<typeof verificationConfirmRequestSchema>;

export const verificationConfirmResponseSchema = z.object({ verified: z.literal(true) });
export type VerificationConfirmResponse = z.infer<typeof verificationConfirmResponseSchema>;

export const deletionRequestSchema = z.object({
  reason: text().trim().max(1000, 'Use at most 1000 characters.').optional(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export { MAX_VERIFICATION_EMAILS } from '#domain/verification';

/** Body of a 202: the request was taken (it never says whether an account exists). */
export const acceptedResponseSchema = z.object({ accepted: z.literal(true) });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;
