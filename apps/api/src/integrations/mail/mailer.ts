/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail (one-time codes, "your certificate is ready"). Never logs addresses or bodies. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The mail server did not take the message (down, refused, timed out). */
export class MailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailError';
  }
}
