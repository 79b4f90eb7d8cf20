import type { MailMessage } from '../../providers/mail/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function message(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}:\n${link}\n\n${outro}\n\n— Potluck`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(outro)}</p><p>— Potluck</p>`,
  };
}

export function verificationMail(to: string, publicBaseUrl: string, token: string): MailMessage {
  return message(
    to,
    'Verify your e-mail address for Potluck',
    'Welcome to Potluck! Please confirm that this is your e-mail address.',
    'Verify my e-mail address',
    `${publicBaseUrl}/signin#verify=${token}`,
    'The link is valid for 48 hours. If you did not sign up for Potluck, ignore this message.',
  );
}

export function passwordResetMail(to: string, publicBaseUrl: string, token: string): MailMessage {
  return message(
    to,
    'Reset your Potluck password',
    'Someone asked to reset the password of your Potluck account.',
    'Choose a new password',
    `${publicBaseUrl}/forgot-password#token=${token}`,
    'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.',
  );
}
