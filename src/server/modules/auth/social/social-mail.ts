import { socialProviderNames, type SocialProvider } from '#domain/social-sign-in';
import type { MailMessage } from '../../../providers/mail/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The proof-by-e-mail of a pending link: following it connects the provider and signs in. */
export function identityLinkMail(
  to: string,
  publicBaseUrl: string,
  token: string,
  provider: SocialProvider,
): MailMessage {
  const name = socialProviderNames[provider];
  const link = `${publicBaseUrl}/signin#link=${token}`;
  const intro = `Someone signed in to Potluck with a ${name} account that uses this e-mail address, which already has a Potluck account. If it was you, connect ${name} to your account:`;
  const action = `Connect ${name} and sign in`;
  const outro =
    'The link is valid for 1 hour and works once. If it was not you, ignore this message: nothing changes.';
  return {
    to,
    subject: `Connect ${name} to your Potluck account`,
    text: `${intro}\n\n${action}:\n${link}\n\n${outro}\n\n— Potluck`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>— Potluck</p>`,
  };
}
