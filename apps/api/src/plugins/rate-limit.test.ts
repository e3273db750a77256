import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 3, demo: false });
});
afterAll(() => t.close());

describe('general rate limit', () => {
  it('answers 429 in the envelope once an address has used its requests', async () => {
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/option/states', remoteAddress: '192.0.2.1' });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(401);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 'ERROR',
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/),
      data: null,
      code: 'RATE_LIMITED',
      details: { retryAfter: Number(limited.headers['retry-after']) },
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it("counts a signed-in user's requests as the user's, whatever the address", async () => {
    const own = await createTestApp({ rateLimitPerMinute: 4 });
    try {
      const [registra, dcr] = [await signIn(own.app, 'registra'), await signIn(own.app, 'dcr')];
      const me = (token: string, remoteAddress = '192.0.2.5') =>
        own.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: bearer(token),
          remoteAddress,
        });
      // The token's first request counts for the address; once it is known, for the user.
      for (let i = 0; i < 5; i += 1) expect((await me(registra)).statusCode).toBe(200);
      expect((await me(registra)).statusCode).toBe(429);
      expect((await me(registra, '192.0.2.6')).statusCode).toBe(429);
      expect((await me(dcr)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('does not limit the health check', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '192.0.2.2',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('limits shared by API processes', () => {
  it("adds up each process's requests at its sync, so the general limit holds across them", async () => {
    // A second app on the same database: another process, with counts of its own.
    const other = await createTestApp({ rateLimitPerMinute: 3, demo: false }, t.database);
    try {
      const call = (app: TestApp['app']) =>
        app.inject({ method: 'GET', url: '/api/option/states', remoteAddress: '192.0.2.3' });
      expect((await call(t.app)).statusCode).toBe(401);
      expect((await call(t.app)).statusCode).toBe(401);
      await t.app.requestCounts.sync();
      expect((await call(other.app)).statusCode).toBe(401);
      await other.app.requestCounts.sync();
      expect((await call(other.app)).statusCode).toBe(429);
      // The first learns the others' counts at its next sync: within a second.
      expect((await call(t.app)).statusCode).toBe(401);
      await t.app.requestCounts.sync();
      expect((await call(t.app)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('counts sign-in failures in the database, so another process refuses the next try', async () => {
    const first = await createTestApp();
    const second = await createTestApp({}, first.database);
    try {
      const login = (app: TestApp['app'], password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { user: 'registra', password, device: 'vitest' },
          remoteAddress: '192.0.2.4',
        });
      for (const app of [first.app, second.app, first.app]) {
        expect((await login(app, 'wrong')).statusCode).toBe(401);
      }
      expect((await login(second.app, DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('counts the database cannot take', () => {
  it('logs that they were not shared, without the addresses counted', async () => {
    const own = await createTestApp({ rateLimitPerMinute: 100, demo: false });
    try {
      // The counts' table gone: every sharing fails, as with PostgreSQL out of reach.
      await own.database.handle.db.execute(sql`drop table rate_counts`);
      await own.app.inject({
        method: 'GET',
        url: '/api/option/states',
        remoteAddress: '192.0.2.9',
      });
      const line = await vi.waitFor(
        () => {
          const found = own.logs.find((l) => l.includes('request counts not shared'));
          if (!found) throw new Error('not logged yet');
          return found;
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(line).not.toContain('192.0.2.9');
      expect(line).not.toContain('params');
    } finally {
      await own.close();
    }
  });
});
