import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, DEMO_PASSWORD, freshAddress, type TestApp } from '../../test/helpers.ts';
import { admitSignIn, LOGIN_LIMITS, signInSucceeded } from './sign-in-limits.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

function login(user: string, password: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user, password, device: 'vitest' },
    remoteAddress,
  });
}

/** Stops the clock the API reads (Date only) and moves it on by `seconds`. */
function wait(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

async function auditOf(userName: string, actions: string[]) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserName, userName), inArray(auditLog.action, actions)))
    .orderBy(desc(auditLog.id));
}

describe('sign-in limits', () => {
  it('does not lock the user out at their own address after failures from five others', async () => {
    const home = freshAddress();
    expect((await login('hospital', DEMO_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await login('hospital', `wrong-${i}`, freshAddress())).statusCode).toBe(401);
    }
    expect((await login('hospital', DEMO_PASSWORD, home)).statusCode).toBe(200);
    // Nor from an address new to them: five failures spread over addresses slow no one.
    expect((await login('hospital', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('lets ten sign-ins of one account from one address through together', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login('registra', DEMO_PASSWORD, address)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
  });

  it('makes each try from one address wait longer after three failures there', async () => {
    wait(0);
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await login('tiu', `wrong-${i}`, address)).statusCode).toBe(401);
    }
    const delayed = await login('tiu', DEMO_PASSWORD, address);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toEqual({
      status: 'ERROR',
      message: 'Too many failed sign-in attempts. Try again in 2 seconds.',
      data: null,
      code: 'RATE_LIMITED',
      details: { retryAfter: 2 },
    });
    expect(delayed.headers['retry-after']).toBe('2');
    // The user, elsewhere, is not held up.
    expect((await login('tiu', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);

    wait(2);
    expect((await login('tiu', 'wrong-3', address)).statusCode).toBe(401);
    expect((await login('tiu', DEMO_PASSWORD, address)).json().message).toBe(
      'Too many failed sign-in attempts. Try again in 4 seconds.',
    );
    // Once the wait is over the right password signs in, and the failures there are forgotten.
    wait(4);
    expect((await login('tiu', DEMO_PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await login('tiu', `again-${i}`, address)).statusCode).toBe(401);
    }
  });

  it('locks one address out of the account for 15 minutes at most, and audits each wait', async () => {
    wait(0);
    const address = freshAddress();
    let waitSeconds = 0;
    for (let failures = 1; waitSeconds < 15 * 60; failures += 1) {
      wait(waitSeconds);
      expect((await login('state_commissioner', 'not-it-xyz', address)).statusCode).toBe(401);
      waitSeconds = failures < 3 ? 0 : Math.min(2 ** (failures - 2), 15 * 60);
    }
    const locked = await login('state_commissioner', DEMO_PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect(locked.headers['retry-after']).toBe('900');
    expect((await login('state_commissioner', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);

    const rows = await auditOf('state_commissioner', ['auth.login.delayed', 'auth.login.locked']);
    expect(rows[0]).toMatchObject({
      action: 'auth.login.locked',
      ip: address,
      details: { limit: 'account_at_address', failures: 12, waitSeconds: 900 },
    });
    expect(rows.at(-1)).toMatchObject({
      action: 'auth.login.delayed',
      details: { limit: 'account_at_address', failures: 3, waitSeconds: 2 },
    });
    expect(rows).toHaveLength(10);
    expect(JSON.stringify(rows)).not.toContain('not-it-xyz');
  });

  it('checks 16 tries of an account at one address together, one at a time after a failure', async () => {
    wait(0);
    const address = freshAddress();
    const admit = () => admitSignIn(t.app.db, 'dcr', address, new Date());
    expect((await login('dcr', DEMO_PASSWORD, address)).statusCode).toBe(200);
    // Tries let through and not yet answered (several devices signing in together).
    const tries = [];
    for (let i = 0; i < LOGIN_LIMITS.checkedTogether; i += 1) tries.push(await admit());
    await expect(admit()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    for (const tried of tries) await signInSucceeded(t.app.db, tried);
    // One failure there: the next tries are checked one at a time.
    expect((await login('dcr', 'wrong', address)).statusCode).toBe(401);
    const first = await admit();
    await expect(admit()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await signInSucceeded(t.app.db, first);
    expect((await login('dcr', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });

  it('slows an account failing from many addresses only at addresses new to it', async () => {
    wait(0);
    const home = freshAddress();
    expect((await login('sub_admin', DEMO_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await login('sub_admin', `spread-${i}`, freshAddress())).statusCode).toBe(401);
    }
    const slowed = await login('sub_admin', DEMO_PASSWORD, freshAddress());
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many failed sign-in attempts. Try again in 2 seconds.');
    expect((await login('sub_admin', DEMO_PASSWORD, home)).statusCode).toBe(200);
    wait(2);
    expect((await login('sub_admin', DEMO_PASSWORD, freshAddress())).statusCode).toBe(200);
    const [slowing] = await auditOf('sub_admin', ['auth.login.delayed']);
    expect(slowing?.details).toMatchObject({ limit: 'account', failures: 10, waitSeconds: 2 });
  });

  it('limits an address to 20 failures in 15 minutes, but not for accounts known there', async () => {
    wait(0);
    const address = freshAddress();
    expect((await login('admin', DEMO_PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`guess-${i}`, 'guess', address)).statusCode).toBe(401);
    }
    const blocked = await login('state_director', DEMO_PASSWORD, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
    expect((await login('admin', DEMO_PASSWORD, address)).statusCode).toBe(200);
    const [lockout] = await auditOf('guess-19', ['auth.login.locked']);
    expect(lockout?.details).toMatchObject({ limit: 'address', failures: 20 });
    wait(15 * 60);
    expect((await login('state_director', DEMO_PASSWORD, address)).statusCode).toBe(200);
  });
});
