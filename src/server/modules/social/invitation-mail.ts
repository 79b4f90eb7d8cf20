import type { MailMessage } from '../../providers/mail/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const INVITATION_MAIL_SUBJECT = 'You are invited to Potluck';

/** The link of an invitation e-mail: the accept screen, which sends guests to sign up first. */
export const acceptInvitationUrl = (publicBaseUrl: string, invitationId: string) =>
  `${publicBaseUrl}/invite/accept?invitation_id=${encodeURIComponent(invitationId)}`;

/**
 * The e-mail an invited person receives. The sender's name is theirs to choose: escaped in
 * HTML, and kept out of the subject, which inboxes show before anything else and where a name
 * such as "Win a prize at evil.example" would read as our own words.
 */
export function invitationMail(
  to: string,
  senderName: string,
  publicBaseUrl: string,
  invitationId: string,
): MailMessage {
  const who = senderName.trim() || 'A friend';
  const link = acceptInvitationUrl(publicBaseUrl, invitationId);
  const intro = `${who} invited you to Potluck, where people order home-cooked and local food from cooks near them.`;
  const outro =
    'Accepting lets you follow them on Potluck. If you do not know this person, ignore this message.';
  return {
    to,
    subject: INVITATION_MAIL_SUBJECT,
    text: `${intro}\n\nSee the invitation:\n${link}\n\n${outro}\n\n— Potluck`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">See the invitation</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>— Potluck</p>`,
  };
}
