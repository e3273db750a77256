import { DEFAULT_ROLE_PERMISSIONS, loginResponseDataSchema, sessionSchema } from '@vitalreg/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, rolePermissions, sessions, users } from '../../db/schema.ts';
import {
  bearer,
  body,
  createTestApp,
  DEMO_PASSWORD,
  freshAddress,
  signIn,
  type TestApp,
} from '../../test/helpers.ts';
import { hashSessionToken } from './tokens.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Routes only tests need, to exercise permission checks.
  t.app.get(
    '/api/test/manage-users',
    { onRequest: t.app.requirePermission(['Can_Manage_Users']) },
    async () => ({ status: 'SUCCESS', message: 'OK', data: null }),
  );
  await t.app.ready();
});
afterAll(() => t.close());

function login(user: string, password: string, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user, password, device: 'vitest' },
    remoteAddress,
  });
}

describe('POST /api/auth/login', () => {
  it('signs in and answers token, user, permissions and session end', async () => {
    const before = Date.now();
    const response = await login('registra', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const answer = body<{ status: string; data: unknown }>(response);
    expect(answer.status).toBe('SUCCESS');
    const data = loginResponseDataSchema.parse(answer.data);
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(data.user).toMatchObject({
      UserName: 'registra',
      Role_ID: 3,
      roles: { id: 3, name: 'registra' },
      State_ID: 24,
      LGA_ID: 510,
      Registration_Centres: { Reg_Center_Name: 'Ikeja Registration Centre' },
    });
    expect([...data.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.registra].sort());
    const expiresAt = new Date(data.expiresAt).getTime();
    expect(expiresAt - before).toBeGreaterThanOrEqual(12 * 3_600_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(12 * 3_600_000 + 5000);
  });

  it('accepts the user name in any case', async () => {
    expect((await login('ReGiStRa', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('stores only the sha256 of the token and an argon2id password hash', async () => {
    const token = await signIn(t.app, 'adhoc');
    const rows = await t.app.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(rows).toHaveLength(1);
    const stored = await t.app.db
      .select({ token: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.tokenHash, token));
    expect(stored[0]?.token).toBe(0);
    const [user] = await t.app.db.select().from(users).where(eq(users.userName, 'adhoc'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    for (const [user, password] of [
      ['registra', 'wrong-password'],
      ['nobody-here', DEMO_PASSWORD],
    ] as const) {
      const response = await login(user, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'ERROR',
        message: 'Invalid user name or password.',
        data: null,
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('refuses a missing password with 400 and a readable message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user: 'registra', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['Password is required.']);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: 'password', message: 'Password is required.' }] },
    });
  });

  it('audits sign-ins and failures without the password', async () => {
    await login('state_director', 'not-the-password-xyz');
    await login('state_director', DEMO_PASSWORD);
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserName, 'state_director'))
      .orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action).slice(0, 2)).toEqual(['auth.login', 'auth.login.failed']);
    expect(rows[1]?.details).toMatchObject({ reason: 'wrong_password' });
    expect(JSON.stringify(rows)).not.toContain('not-the-password-xyz');
    expect(JSON.stringify(rows)).not.toContain(DEMO_PASSWORD);
  });
});

describe('sessions', () => {
  async function sessionRow(token: string) {
    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    return row;
  }

  it('GET /api/auth/me answers the session', async () => {
    const token = await signIn(t.app, 'dcr');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const data = sessionSchema.parse(response.json().data);
    expect(data.user).toMatchObject({
      UserName: 'dcr',
      Role_ID: 2,
      LGA_ID: 510,
      Registration_Centres: null,
    });
    expect(data.permissions).toContain('Can_Review_Records');
  });

  it('answers 401 with the session message without, with a bad, or with a malformed token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: 'Basic abc' },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'ERROR',
        message: 'Your session has expired. Please sign in again.',
        data: null,
        code: 'SESSION_ENDED',
      });
    }
  });

  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const token = await signIn(t.app, 'admin');
    const row = await sessionRow(token);
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(eq(sessions.id, row!.id));
    await t.app.sessionCache.sync(t.app.database);
    const stillAlive = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(stillAlive.statusCode).toBe(200);
    // That request counted as activity.
    expect((await sessionRow(token))!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await t.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.id, row!.id));
    await t.app.sessionCache.sync(t.app.database);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('ends a session SESSION_MAX_HOURS after sign-in however active', async () => {
    const token = await signIn(t.app, 'admin');
    const row = await sessionRow(token);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.id, row!.id));
    await t.app.sessionCache.sync(t.app.database);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('logout revokes the token at once and is audited', async () => {
    const token = await signIn(t.app, 'state_commissioner');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 'SUCCESS', message: 'Signed out.', data: null });
    expect((await sessionRow(token))!.revokedAt).toBeInstanceOf(Date);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.logout'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.actorUserName).toBe('state_commissioner');
  });

  it('serves a used session from the cache and forgets it at logout', async () => {
    const token = await signIn(t.app, 'state_commissioner');
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me()).statusCode).toBe(200);
    // A revocation written by another process (here: straight to the database) is announced.
    await t.app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    await t.app.sessionCache.sync(t.app.database);
    expect((await me()).statusCode).toBe(401);
  });

  it('logout accepts an empty JSON body', async () => {
    const token = await signIn(t.app, 'state_commissioner');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('a disabled user is signed out at once', async () => {
    const token = await signIn(t.app, 'tiu');
    // Used once, so the session is in the process's cache.
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(before.statusCode).toBe(200);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.userName, 'tiu'));
    // The database announces the change (NOTIFY); wait until this process has heard it.
    await t.app.sessionCache.sync(t.app.database);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
      const again = await login('tiu', DEMO_PASSWORD);
      expect(again.statusCode).toBe(403);
    } finally {
      await t.app.db.update(users).set({ disabled: false }).where(eq(users.userName, 'tiu'));
    }
  });
});

describe('permissions', () => {
  it('answers 403 in the envelope when no permission of the set is held', async () => {
    const token = await signIn(t.app, 'registra');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/manage-users',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: 'You do not have permission to do this.',
      data: null,
      code: 'FORBIDDEN',
    });
  });

  it('answers 401 before 403 when there is no session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/manage-users' });
    expect(response.statusCode).toBe(401);
  });

  it('reads the role matrix from the database at request time', async () => {
    const token = await signIn(t.app, 'registra');
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/test/manage-users', headers: bearer(token) });
    expect((await call()).statusCode).toBe(403);
    await t.app.db.insert(rolePermissions).values({ roleId: 3, permission: 'Can_Manage_Users' });
    await t.app.sessionCache.sync(t.app.database);
    try {
      expect((await call()).statusCode).toBe(200);
    } finally {
      await t.app.db
        .delete(rolePermissions)
        .where(
          and(eq(rolePermissions.roleId, 3), eq(rolePermissions.permission, 'Can_Manage_Users')),
        );
    }
    await t.app.sessionCache.sync(t.app.database);
    expect((await call()).statusCode).toBe(403);
  });
});

describe('logs', () => {
  it('never contain passwords, tokens or the Authorization header', async () => {
    const token = await signIn(t.app, 'admin');
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    await t.app.inject({
      method: 'GET',
      url: `/api/option/states?t=${token}`,
      headers: bearer(token),
    });
    await login('admin', 'a-wrong-secret-password');
    const text = t.logs.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(token);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('a-wrong-secret-password');
    expect(text.toLowerCase()).not.toContain('bearer');
  });
});
