import nodemailer from 'nodemailer';
import { MailError, type Mailer, type MailMessage } from './mailer.ts';

export interface SmtpSettings {
  /** smtp://user:pass@host:port or smtps://... (nodemailer's connection URL). */
  url: string;
  /** The From header, e.g. "VitalReg <no-reply@dcr.example.gov.ng>". */
  from: string;
  timeoutMs?: number;
}

/** A Mailer over SMTP (nodemailer, a connection per mail: codes are few and short). */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const timeout = settings.timeoutMs ?? 10_000;
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    async send(message: MailMessage) {
      try {
        await transport.sendMail({ from: settings.from, ...message });
      } catch (error) {
        // The reason only: nodemailer's errors may quote the envelope (addresses).
        const code = (error as { code?: string }).code ?? 'unknown';
        throw new MailError(`The mail server did not take the message (${code}).`);
      }
    },
    async close() {
      transport.close();
    },
  };
}
