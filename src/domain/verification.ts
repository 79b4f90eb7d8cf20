/** Verification e-mails per account, the sign-up e-mail included (spec §5, §9). */
export const MAX_VERIFICATION_EMAILS = 5;
