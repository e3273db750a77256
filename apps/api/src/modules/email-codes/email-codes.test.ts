import { randomBytes } from 'node:crypto';
import { EMAIL_CODE_MESSAGES, resendWaitMessage, wrongCodeMessage } from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { consumeEmailConfirmation, EMAIL_CODES_PER_USER_PER_HOUR, emailHashOf } from './service.ts';
import { emailCodes } from './table.ts';
import { userId } from '../records/test-support.ts';

let t: TestApp;
let registra: string;
let dcr: string;
let adhoc: string;

beforeAll(async () => {
  t = await createTestApp();
  registra = await signIn(t.app, 'registra');
  dcr = await signIn(t.app, 'dcr');
  adhoc = await signIn(t.app, 'adhoc');
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const freshEmail = () => `holder.${randomBytes(5).toString('hex')}@example.com`;

const ask = (token: string, email: string, purpose = 'reissuance') =>
  t.app.inject({
    method: 'POST',
    url: '/api/email-codes',
    headers: bearer(token),
    payload: { email, purpose },
  });

const verify = (token: string, email: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/email-codes/verify',
    headers: bearer(token),
    payload: { email, purpose: 'reissuance', code },
  });

/** Asks for a code and reads it from the mail the local SMTP sink received. */
async function codeSentTo(email: string, token = registra): Promise<string> {
  const sink = t.app.mailSink;
  if (!sink) throw new Error('no mail sink');
  const before = sink.messagesTo(email).length;
  const response = await ask(token, email);
  expect(response.statusCode).toBe(200);
  const mail = await sink.waitFor(email, { after: before });
  expect(mail.subject).toBe(EMAIL_CODE_MESSAGES.subject);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

const messageOf = (response: { json(): unknown }) =>
  (response.json() as { message: string }).message;

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time e-mail codes', () => {
  it('e-mails a code through SMTP; the right code gives a single-use confirmation token', async () => {
    const email = freshEmail();
    const code = await codeSentTo(email);
    const confirmed = await verify(registra, email.toUpperCase(), code);
    expect(confirmed.statusCode).toBe(200);
    const data = (confirmed.json() as { data: { confirmation_token: string; expires_at: string } })
      .data;
    expect(data.confirmation_token.length).toBeGreaterThanOrEqual(40);
    // Stored neither in clear: no row holds the address or the code.
    const rows = await t.database.handle.db.select().from(emailCodes);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(JSON.stringify(rows)).not.toContain(data.confirmation_token);
    // Nor logged.
    expect(t.logs.join('')).not.toContain(email);
    expect(t.logs.join('')).not.toContain(code);

    const use = (token: string, userId: number) =>
      t.app.db.transaction((tx) =>
        consumeEmailConfirmation(tx, {
          token,
          email,
          purpose: 'reissuance',
          userId,
          now: new Date(),
        }),
      );
    const [row] = await t.database.handle.db.select().from(emailCodes).limit(1);
    const userId = row?.requestedBy ?? 0;
    await expect(use(data.confirmation_token, userId + 1000)).rejects.toThrow(
      EMAIL_CODE_MESSAGES.tokenInvalid,
    );
    await expect(use(data.confirmation_token, userId)).resolves.toBeGreaterThan(0);
    await expect(use(data.confirmation_token, userId)).rejects.toThrow(
      EMAIL_CODE_MESSAGES.tokenInvalid,
    );
    // The code was used: it confirms nothing twice.
    const again = await verify(registra, email, code);
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe(EMAIL_CODE_MESSAGES.noCode);

    const audited = await t.database.handle.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'email_code.confirmed'));
    expect(audited.length).toBeGreaterThan(0);
    expect(JSON.stringify(audited)).not.toContain(email);
  });

  it('counts wrong codes and refuses every try after the fifth, even the right code', async () => {
    const email = freshEmail();
    const code = await codeSentTo(email);
    const wrong = otherThan(code);
    for (let left = 4; left >= 1; left--) {
      const response = await verify(registra, email, wrong);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(wrongCodeMessage(left));
      expect(response.json()).toMatchObject({
        code: 'EMAIL_CODE_WRONG',
        details: { triesLeft: left },
      });
    }
    const fifth = await verify(registra, email, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(messageOf(fifth)).toBe(EMAIL_CODE_MESSAGES.tooManyTries);
    expect(fifth.json().code).toBe('EMAIL_CODE_LOCKED');
    const right = await verify(registra, email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('EMAIL_CODE_LOCKED');
  });

  it('lets a code expire after 10 minutes (fake clock)', async () => {
    const email = freshEmail();
    const code = await codeSentTo(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const late = await verify(registra, email, code);
    expect(late.statusCode).toBe(400);
    expect(messageOf(late)).toBe(EMAIL_CODE_MESSAGES.expired);
    expect(late.json().code).toBe('EMAIL_CODE_EXPIRED');
  });

  it('refuses a new code within the 60-second countdown, saying how long is left', async () => {
    const email = freshEmail();
    const first = await codeSentTo(email);
    const soon = await ask(dcr, email);
    expect(soon.statusCode).toBe(429);
    const seconds = Number(soon.headers['retry-after']);
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(messageOf(soon)).toBe(resendWaitMessage(seconds));
    expect(soon.json()).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfter: seconds } });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 45_000);
    const later = await ask(registra, email);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(15);

    vi.setSystemTime(Date.now() + 16_000);
    const second = await codeSentTo(email);
    // The new code replaces the first.
    if (second !== first) {
      const old = await verify(registra, email, first);
      expect(old.statusCode).toBe(400);
    }
    const ok = await verify(registra, email, second);
    expect(ok.statusCode).toBe(200);
  });

  it('limits the codes one user sends in an hour, whatever the addresses', async () => {
    const clerk = await signIn(t.app, 'sub_admin');
    for (let i = 0; i < EMAIL_CODES_PER_USER_PER_HOUR; i += 1) {
      expect((await ask(clerk, freshEmail())).statusCode).toBe(200);
    }
    const beyond = await ask(clerk, freshEmail());
    expect(beyond.statusCode).toBe(429);
    expect(beyond.json()).toMatchObject({
      message: 'Too many e-mail codes. Try again in 60 minutes.',
      code: 'RATE_LIMITED',
      details: { retryAfter: expect.any(Number) },
    });
    // Refused requests are not counted; another user is not affected.
    expect((await ask(dcr, freshEmail())).statusCode).toBe(200);
  });

  it('checks the input and who may ask', async () => {
    const bad = await ask(registra, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    const purpose = await ask(registra, freshEmail(), 'marriage');
    expect(purpose.statusCode).toBe(400);
    expect(messageOf(purpose)).toContain(EMAIL_CODE_MESSAGES.purpose);
    const shortCode = await verify(registra, freshEmail(), '12ab');
    expect(shortCode.statusCode).toBe(400);
    expect(messageOf(shortCode)).toContain(EMAIL_CODE_MESSAGES.code);
    const none = await verify(registra, freshEmail(), '123456');
    expect(none.statusCode).toBe(400);
    expect(messageOf(none)).toBe(EMAIL_CODE_MESSAGES.noCode);
    expect((await ask(adhoc, freshEmail())).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/email-codes',
      payload: { email: freshEmail(), purpose: 'reissuance' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 502, keeps no new code and leaves the earlier one valid when the mail server is down', async () => {
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const token = await signIn(down.app, 'registra');
      const db = down.database.handle.db;
      // A code sent two minutes ago (when the mail server was up) and not used yet.
      const email = freshEmail();
      const sentAt = new Date(Date.now() - 120_000);
      await db.insert(emailCodes).values({
        purpose: 'reissuance',
        emailHash: emailHashOf(email),
        codeSalt: 'salt',
        codeHash: 'hash',
        requestedBy: await userId(db, 'registra'),
        createdAt: sentAt,
        expiresAt: new Date(sentAt.getTime() + 600_000),
      });
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/email-codes',
        headers: bearer(token),
        payload: { email, purpose: 'reissuance' },
      });
      expect(response.statusCode).toBe(502);
      expect(messageOf(response)).toBe(EMAIL_CODE_MESSAGES.mailFailed);
      expect(response.json()).toMatchObject({ code: 'MAIL_NOT_SENT', details: { retryAfter: 5 } });
      // No new code kept, and the earlier one still holds.
      const kept = await db.select().from(emailCodes);
      expect(kept).toHaveLength(1);
      expect(kept[0]?.replacedAt).toBeNull();
    } finally {
      await down.close();
    }
  });
});
