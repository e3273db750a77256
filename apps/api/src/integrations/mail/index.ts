import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { startSmtpSink, type SmtpSink } from './sink.ts';
import { createSmtpMailer } from './smtp.ts';

export * from './mailer.ts';
export { startSmtpSink, type SmtpSink } from './sink.ts';
export { createSmtpMailer } from './smtp.ts';

export const DEFAULT_MAIL_FROM = 'VitalReg <no-reply@vitalreg.local>';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail: SMTP_URL's server, or the local sink below. */
    mailer: Mailer;
    /** The local SMTP sink the API started itself (SMTP_URL unset: development and tests). */
    mailSink: SmtpSink | undefined;
  }
}

/**
 * Decorates the app with its mailer (app.ts). With SMTP_URL, mail goes to that server; without
 * it, the API starts a local sink on 127.0.0.1 (SMTP_SINK_PORT, or a free port), logs where,
 * and mail goes there: nothing leaves the machine. Both close with the app.
 */
export async function registerMail(app: FastifyInstance, config: AppConfig): Promise<void> {
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  let sink: SmtpSink | undefined;
  let url = config.smtpUrl;
  if (!url) {
    sink = await startSmtpSink(config.smtpSinkPort ?? 0);
    url = sink.url;
    // On a real server (its own database, no demo accounts) nobody would read the sink: say so.
    const level = config.databaseUrl && !config.demo ? 'warn' : 'info';
    app.log[level](
      { smtpSink: sink.url },
      `SMTP_URL is not set: e-mail goes to the local mail sink at ${sink.url} (nothing is delivered)`,
    );
  }
  const mailer = createSmtpMailer({ url, from });
  app.decorate('mailer', mailer);
  app.decorate('mailSink', sink);
  app.addHook('onClose', async () => {
    await mailer.close();
    await sink?.close();
  });
}
