import { complaintMessages } from './complaints';

// Social sign-in (spec §6: Google, Facebook, Twitter): the providers, and what a person is told
// when a sign-in through one of them does not work. Shared by the server (which redirects to
// /signin?error=<code>) and the web (which shows the message).

export const socialProviders = ['google', 'facebook', 'x'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const socialProviderNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  x: 'X',
};

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (socialProviders as readonly string[]).includes(value);
}

export const socialErrorCodes = [
  'denied',
  'state',
  'unavailable',
  'failed',
  'rate_limited',
  'account_unavailable',
  'suspended',
  'identity_taken',
  'already_linked',
  'sign_in_required',
  'disabled',
] as const;
export type SocialErrorCode = (typeof socialErrorCodes)[number];

export function isSocialErrorCode(value: unknown): value is SocialErrorCode {
  return typeof value === 'string' && (socialErrorCodes as readonly string[]).includes(value);
}

/** The message for a refused social sign-in; `provider` names the service when known. */
export function socialErrorMessage(code: SocialErrorCode, provider?: SocialProvider): string {
  const name = provider ? socialProviderNames[provider] : 'the other service';
  switch (code) {
    case 'denied':
      return `You did not allow Potluck to use your ${name} account, so you are not signed in. Try again, or sign in with your e-mail.`;
    case 'state':
      return 'That sign-in attempt expired or did not start here. Please try again.';
    case 'unavailable':
      return `${name} did not answer. Please try again in a moment, or sign in with your e-mail.`;
    case 'failed':
      return `Signing in with ${name} did not work. Please try again, or sign in with your e-mail.`;
    case 'rate_limited':
      return 'Too many sign-in attempts. Please wait a few minutes and try again.';
    case 'account_unavailable':
      return 'This account is no longer available.';
    case 'suspended':
      return complaintMessages.accountSuspended;
    case 'identity_taken':
      return `This ${name} account is already connected to another Potluck account.`;
    case 'already_linked':
      return `Your Potluck account is already connected to a ${name} account. Disconnect it first to connect another.`;
    case 'sign_in_required':
      return `Sign in first, then connect your ${name} account from your profile.`;
    case 'disabled':
      return `Signing in with ${name} is not available.`;
  }
}

export const socialMessages = {
  lastWayToSignIn:
    'This is the only way you can sign in. Set a password or connect another account before disconnecting it.',
  notLinked: 'This account is not connected.',
  passwordAlreadySet: 'This account already has a password. Change it instead.',
  passwordNeedsEmail:
    'Your account has no e-mail address, and a password signs in only with one. Keep signing in with your connected account.',
  recentSignInRequired:
    'For your safety, sign in again before setting a password (within the last 15 minutes).',
} as const;
