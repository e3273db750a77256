import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer, MailError, startSmtpSink, type SmtpSink } from './index.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

describe('mail over SMTP to the local sink', () => {
  it('delivers a message the sink decodes: sender, recipient, subject and text as written', async () => {
    const mailer = createSmtpMailer({ url: sink.url, from: 'VitalReg <no-reply@test.local>' });
    const before = sink.messagesTo('Ada@Example.com').length;
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Your code — Ọ̀ṣun',
      text: `Your code is 123456.\n${'A long line with Yoruba letters Ṣẹgun Ọbịa. '.repeat(4)}`,
    });
    const mail = await sink.waitFor('ADA@example.com', { after: before });
    await mailer.close();
    expect(mail.from).toBe('no-reply@test.local');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.subject).toBe('Your code — Ọ̀ṣun');
    expect(mail.text).toContain('Your code is 123456.');
    expect(mail.text).toContain('Ṣẹgun Ọbịa');
  });

  it('answers a MailError without the address when no server listens', async () => {
    const closed = await startSmtpSink();
    const url = closed.url;
    await closed.close();
    const mailer = createSmtpMailer({ url, from: 'no-reply@test.local', timeoutMs: 2000 });
    const error = await mailer
      .send({ to: 'someone@example.com', subject: 'x', text: 'y' })
      .catch((e: unknown) => e);
    await mailer.close();
    expect(error).toBeInstanceOf(MailError);
    expect(String((error as Error).message)).not.toContain('someone@example.com');
  });

  it('times out waiting for a message that never comes', async () => {
    await expect(sink.waitFor('nobody@example.com', { timeoutMs: 50 })).rejects.toThrow(
      /no mail arrived/,
    );
  });
});
