import { HANDOFF_PARAM, type LoginResponseData } from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { sessionHandoffs } from './handoff.ts';
import { hashSessionToken } from './tokens.ts';

const DCR_APP = 'https://dcr.example.gov.ng/app?lang=en';

let t: TestApp;
beforeAll(async () => {
  // The DCR application is external here; the Admin target stays an in-app page.
  t = await createTestApp({ dcrAppUrl: DCR_APP });
});
afterAll(() => t.close());

const handoff = (token: string, target: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/handoff',
    headers: bearer(token),
    payload: { target },
  });
const exchange = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/handoff/exchange', payload: { code } });

describe('Other Access handoff', () => {
  it('hands a DCR to the external application with a one-time code, never the token', async () => {
    const token = await signIn(t.app, 'dcr');
    const issued = await handoff(token, 'dcr');
    expect(issued.statusCode, issued.body).toBe(200);
    const url = new URL((issued.json() as { data: { url: string } }).data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://dcr.example.gov.ng/app');
    expect(url.searchParams.get('lang')).toBe('en');
    const code = url.searchParams.get(HANDOFF_PARAM)!;
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(code).not.toBe(token);
    expect(url.toString()).not.toContain(token);

    const first = await exchange(code);
    expect(first.statusCode, first.body).toBe(200);
    const signedIn = (first.json() as { data: LoginResponseData }).data;
    expect(signedIn.user.UserName).toBe('dcr');
    expect(signedIn.token).not.toBe(token);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(signedIn.token),
    });
    expect(me.statusCode).toBe(200);

    // Once only.
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    const actions = await t.database.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorUserName, 'dcr'));
    expect(actions.map((row) => row.action)).toContain('auth.handoff.issued');
  });

  it('refuses a code after 60 seconds, an unknown code, and callers the target is not for', async () => {
    const token = await signIn(t.app, 'dcr');
    const issued = await handoff(token, 'dcr');
    const code = new URL((issued.json() as { data: { url: string } }).data.url).searchParams.get(
      HANDOFF_PARAM,
    )!;
    await t.database.handle.db
      .update(sessionHandoffs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionHandoffs.codeHash, hashSessionToken(code)));
    expect((await exchange(code)).statusCode).toBe(400);
    expect((await exchange('a'.repeat(43))).statusCode).toBe(400);

    // The registrar does not hold Can_Access_DCR_App; the Admin target is in the app (404).
    expect((await handoff(await signIn(t.app, 'registra'), 'dcr')).statusCode).toBe(403);
    expect((await handoff(await signIn(t.app, 'admin'), 'admin')).statusCode).toBe(404);
    expect((await handoff(token, 'elsewhere')).statusCode).toBe(400);
  });
});
