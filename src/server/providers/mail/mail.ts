export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. Every implementation also records the message in the mail_outbox table. */
export interface MailProvider {
  readonly name: 'local' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
