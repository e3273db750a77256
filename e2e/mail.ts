import { test } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../apps/api/src/integrations/mail/sink.ts';

/**
 * The API's mail, read where it arrives (E2E_SMTP_PORT, playwright.config.ts): a journey that
 * needs what only the recipient gets (a first or reset password) opens the sink for its file.
 */
export function useMailSink(): { sink(): SmtpSink } {
  let sink: SmtpSink | undefined;
  test.beforeAll(async () => {
    sink = await startSmtpSink(Number(process.env.E2E_SMTP_PORT));
  });
  test.afterAll(async () => {
    await sink?.close();
  });
  return {
    sink: () => {
      if (!sink) throw new Error('the mail sink is not open');
      return sink;
    },
  };
}

/** The password e-mailed to `email` after its first `after` messages. */
export async function mailedPassword(sink: SmtpSink, email: string, after = 0): Promise<string> {
  const mail = await sink.waitFor(email, { after, timeoutMs: 30_000 });
  const password = /^Password: (\S+)$/m.exec(mail.text)?.[1];
  if (!password) throw new Error(`the mail to ${email} carries no password`);
  return password;
}
