/**
 * Session tokens the API refuses (issue 19): expired, idle too long, revoked by logout,
 * malformed, another user's altered, without the "Bearer " scheme, empty: each 401 with the
 * error envelope. And the token the sidebar's Other Access links carry as `t`: never written
 * to the logs, and never sent on as a Referer (Referrer-Policy on every answer, pages included).
 */
import { errorEnvelopeSchema } from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { MESSAGES } from '../errors.ts';
import { hashSessionToken } from '../modules/auth/tokens.ts';
import { maskSecrets } from '../plugins/logging.ts';
import { bearer, signIn, type TestApp } from './helpers.ts';
import { createServingTestApp } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createServingTestApp();
});
afterAll(() => t?.close());

/** Protected routes a refused token is tried on. */
const PROTECTED = ['/api/auth/me', '/api/birth-registration/list/1', '/api/option/states'];

async function expectRefused(authorization: string | undefined, token?: string) {
  for (const url of PROTECTED) {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode, url).toBe(401);
    const answer = errorEnvelopeSchema.parse(response.json());
    expect(answer.message).toBe(MESSAGES.sessionExpired);
    if (token) expect(response.body).not.toContain(token);
  }
}

/** A fresh session of the user whose stored row `change` edits before its first use. */
async function sessionChanged(user: string, change: Record<string, Date>): Promise<string> {
  const token = await signIn(t.app, user);
  await t.database.handle.db
    .update(sessions)
    .set(change)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  return token;
}

/** Another character in the token's middle. */
function altered(token: string): string {
  const at = Math.floor(token.length / 2);
  const changed = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${changed}${token.slice(at + 1)}`;
}

describe('refused tokens: 401 with the envelope on protected routes', () => {
  it('accepts a live token (the cases below differ from it in one way each)', async () => {
    const token = await signIn(t.app, 'registra');
    for (const url of PROTECTED) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('an expired session (past its absolute end)', async () => {
    const token = await sessionChanged('registra', { expiresAt: new Date(Date.now() - 1000) });
    await expectRefused(`Bearer ${token}`, token);
  });

  it('a session idle longer than allowed', async () => {
    const token = await sessionChanged('registra', {
      lastSeenAt: new Date(Date.now() - 31 * 60_000),
    });
    await expectRefused(`Bearer ${token}`, token);
  });

  it('a session revoked by logout, at once', async () => {
    const token = await signIn(t.app, 'dcr');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    await expectRefused(`Bearer ${token}`, token);
  });

  it("another user's token with one character changed", async () => {
    const token = await signIn(t.app, 'admin');
    await expectRefused(`Bearer ${altered(token)}`);
    await expectRefused(`Bearer ${token}x`);
    await expectRefused(`Bearer ${token.slice(0, -1)}`);
  });

  it('malformed tokens', async () => {
    const token = await signIn(t.app, 'registra');
    for (const header of [
      'Bearer not-a-token',
      `Bearer ${token} ${token}`,
      `Bearer ${'x'.repeat(5000)}`,
      'Bearer \u00e9t\u00e9',
      `Bearer ${Buffer.from(token).toString('base64')}`,
      `Bearer "${token}"`,
    ]) {
      await expectRefused(header);
    }
  });

  it('a token without the "Bearer " scheme, or under another scheme', async () => {
    const token = await signIn(t.app, 'registra');
    await expectRefused(token, token);
    await expectRefused(`Bearer${token}`, token);
    await expectRefused(`Basic ${Buffer.from(`registra:${token}`).toString('base64')}`);
    await expectRefused(`Token ${token}`, token);
  });

  it('no token: an empty header, the scheme alone, no header at all', async () => {
    await expectRefused('');
    await expectRefused('Bearer');
    await expectRefused('Bearer ');
    await expectRefused(undefined);
  });
});

describe('the Other Access token (t)', () => {
  it('is never written to the logs, however its name is written', async () => {
    const token = await signIn(t.app, 'dcr');
    const before = t.logs.length;
    const addresses = [
      `/dashboard/home?t=${token}`,
      `/welcome?x=1&t=${token}#top`,
      `/welcome?T=${token}`,
      `/welcome?%74=${token}`,
      `/api/auth/me?t=${token}`,
      `/api/no-such-route?t=${token}`,
    ];
    for (const url of addresses) {
      await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    }
    const written = t.logs.slice(before).join('\n');
    expect(written).toContain('[REDACTED]');
    expect(written).not.toContain(token);
  });

  it('is masked with the other secret parameters, whatever their case or encoding', () => {
    expect(maskSecrets('/welcome?%74=abc&page=2')).toBe('/welcome?%74=[REDACTED]&page=2');
    expect(maskSecrets('/welcome?T=abc')).toBe('/welcome?T=[REDACTED]');
    expect(maskSecrets('/welcome?%54oken=abc')).toBe('/welcome?%54oken=[REDACTED]');
    expect(maskSecrets('/welcome?tab=t&t=abc')).toBe('/welcome?tab=t&t=[REDACTED]');
    expect(maskSecrets('/welcome?at=1&tt=2')).toBe('/welcome?at=1&tt=2');
  });

  it('is not sent on as a Referer: every answer, the pages too, says no-referrer', async () => {
    const token = await signIn(t.app, 'dcr');
    const page = await t.app.inject({
      method: 'GET',
      url: `/dashboard/home?t=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>VitalReg</title>');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    for (const url of ['/api/health', '/api/auth/me', '/api/no-such-route']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(answer.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
