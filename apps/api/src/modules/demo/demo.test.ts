import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoInfo, DemoMailbox } from '@vitalreg/domain';
import { createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { startSmtpSink, type SmtpSink } from '../../integrations/mail/sink.ts';
import { createUser } from '../records/test-support.ts';
import { NO_DEMO, NO_DEMO_MAILBOX } from './routes.ts';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describe('a demo server (the embedded database, demo accounts, the local mail sink)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the login page the demo accounts, sandbox numbers and references, signed in or not', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/demo' });
    expect(response.statusCode, response.body).toBe(200);
    const info = dataOf<DemoInfo>(response);
    expect(info.accounts.map((account) => account.userName)).toContain('registra');
    expect(info.accounts.find((account) => account.userName === 'dcr')).toMatchObject({
      role: 'DCR',
      worksOn: 'Ikeja LGA, Lagos',
    });
    expect(info.identityNumbers[0]).toEqual({
      number: '12345678901 or AB12CD34EF56GH1',
      answer: 'Folake Titilayo Adeyemi, born 1996-03-14 (mother)',
    });
    expect(info.paymentReferences[0]?.reference).toBe('SBX-PAID-REPRINT-1');
  });

  it("shows an administrator the sink's messages, newest first, with their text whole", async () => {
    await t.app.mailer.send({ to: 'first@example.com', subject: 'One', text: 'Code: 111111' });
    await t.app.mailer.send({
      to: 'second@example.com',
      subject: 'Your VitalReg account',
      text: 'User name: kemi\nPassword: Mango-Tree-42',
    });
    const token = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/demo/mailbox',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { messages } = dataOf<DemoMailbox>(response);
    expect(messages.slice(0, 2)).toMatchObject([
      {
        to: ['second@example.com'],
        subject: 'Your VitalReg account',
        text: expect.stringContaining('Password: Mango-Tree-42'),
      },
      { to: ['first@example.com'], subject: 'One', text: 'Code: 111111' },
    ]);
    expect(Date.parse(messages[0]!.receivedAt)).not.toBeNaN();
  });

  it('is refused to a registrar (403) and to nobody (401)', async () => {
    const token = await signIn(t.app, 'registra');
    const registrar = await t.app.inject({
      method: 'GET',
      url: '/api/demo/mailbox',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(registrar.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/demo/mailbox' })).statusCode).toBe(401);
  });
});

describe('a server without the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for the demo panel and the mailbox', async () => {
    const panel = await t.app.inject({ method: 'GET', url: '/api/demo' });
    expect(panel.statusCode).toBe(404);
    expect(panel.json()).toMatchObject({ message: NO_DEMO });
    // No demo accounts here: an administrator of its own.
    await createUser(t.app.db, 'chief', 'admin', { stateId: null, lgaId: null, centreId: null });
    const token = await signIn(t.app, 'chief');
    const mailbox = await t.app.inject({
      method: 'GET',
      url: '/api/demo/mailbox',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mailbox.statusCode).toBe(404);
    expect(mailbox.json()).toMatchObject({ message: NO_DEMO_MAILBOX });
  });
});

describe('a demo server whose mail goes to SMTP_URL', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('has no mailbox: the mail is not on this server', async () => {
    const token = await signIn(t.app, 'admin');
    const mailbox = await t.app.inject({
      method: 'GET',
      url: '/api/demo/mailbox',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mailbox.statusCode).toBe(404);
  });
});
