import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NINS, SANDBOX_TRACKING_IDS } from '../../integrations/identity/index.ts';
import { auditLog, users } from '../../db/schema.ts';
import { bearer, body, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { IDENTITY_CHECKS_PER_MINUTE, IDENTITY_MESSAGES } from './routes.ts';
import { IDENTITY_DEFAULTS, pruneIdentityData } from './service.ts';
import { ninVerifications } from './table.ts';

let t: TestApp;
let registrar: string;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signIn(t.app, 'registra');
});
afterAll(() => t.close());

const verifyNin = (nin: unknown, token = registrar) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify-nin',
    headers: bearer(token),
    payload: { nin },
  });

const userIdOf = async (userName: string) => {
  const [user] = await t.database.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  if (!user) throw new Error(`no user ${userName}`);
  return user.id;
};

describe('POST /api/verify-nin', () => {
  it('answers a verified person with nimc status 1 and stores the verification without the photo', async () => {
    const response = await verifyNin(SANDBOX_NINS.mother);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      status: 'SUCCESS',
      data: {
        nimc: { status: 1 },
        personData: {
          surname: 'Adeyemi',
          firstname: 'Folake',
          middlename: 'Titilayo',
          dateOfBirth: '1996-03-14',
          sex: 'f',
          photo: expect.any(String),
        },
        verifiedAt: expect.any(String),
      },
    });
    const found = await t.app.ninVerifications.findRecent(SANDBOX_NINS.mother);
    expect(found).toMatchObject({ result: 'verified', provider: 'sandbox', nimcStatus: 1 });
    expect(found?.person).toMatchObject({ firstname: 'Folake', photo: null });
  });

  it('answers deceasedData for a person the agency records as deceased, null for the living', async () => {
    const deceased = body(await verifyNin(SANDBOX_NINS.deceased));
    expect(deceased.data).toMatchObject({
      nimc: { status: 1 },
      personData: { surname: 'Okafor', firstname: 'Emeka', dateOfBirth: '1950-02-11' },
      deceasedData: { surname: 'Okafor', firstname: 'Emeka', dateOfDeath: '2026-10-30' },
    });
    const living = body(await verifyNin(SANDBOX_NINS.mother)) as {
      data: { deceasedData: unknown };
    };
    expect(living.data.deceasedData).toBeNull();
  });

  it('answers 404 "Invalid NIN" for a NIN the agency does not know', async () => {
    const response = await verifyNin(SANDBOX_NINS.unknown);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({
      status: 'ERROR',
      message: IDENTITY_MESSAGES.invalidNin,
      data: null,
      code: 'NOT_FOUND',
    });
    expect(await t.app.ninVerifications.findRecent(SANDBOX_NINS.unknown)).toBeNull();
  });

  it('answers 200 with nimc status 0 and no person when the agency answers status 0', async () => {
    const response = await verifyNin(SANDBOX_NINS.status0);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      status: 'SUCCESS',
      message: 'Error validating NIN',
      data: { nimc: { status: 0 }, personData: null },
    });
  });

  it('answers 503 when the agency cannot be reached', async () => {
    const response = await verifyNin(SANDBOX_NINS.unavailable);
    expect(response.statusCode).toBe(503);
    expect(body(response).message).toBe(IDENTITY_MESSAGES.unavailable);
    expect(body(response).code).toBe('IDENTITY_UNAVAILABLE');
  });

  it('refuses a malformed or missing NIN with a 400 naming the rule', async () => {
    for (const bad of ['1234567890', '987654321012', '1234567890a', 12345678901]) {
      const response = await verifyNin(bad);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
    }
    expect(body(await verifyNin('1234567890')).message).toEqual(['NIN must be exactly 11 digits.']);
    expect((await verifyNin(undefined)).statusCode).toBe(400);
  });

  it('needs a session and the look-up permission (Can_Verify_Identity)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/verify-nin',
      payload: { nin: SANDBOX_NINS.mother },
    });
    expect(anonymous.statusCode).toBe(401);
    // The state commissioner only lists records; the national offices oversee.
    for (const role of ['state_commissioner', 'tiu', 'sub_admin']) {
      const token = await signIn(t.app, role);
      expect((await verifyNin(SANDBOX_NINS.mother, token)).statusCode).toBe(403);
    }
    const adhoc = await signIn(t.app, 'adhoc');
    expect((await verifyNin(SANDBOX_NINS.mother, adhoc)).statusCode).toBe(200);
  });

  it('no longer answers GET with the NIN in the address, and never logs the NIN', async () => {
    const nin = SANDBOX_NINS.secondMother;
    for (const url of [`/api/verify-nin/${nin}`, `/api/verify-trackingid/${nin}0000`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(registrar) });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toMatchObject({ status: 'ERROR', code: 'NOT_FOUND', data: null });
    }
    expect(t.logs.join('')).not.toContain(nin);
    expect(await t.app.ninVerifications.findRecent(nin)).toBeNull();
  });

  it('audits each look-up with the NIN masked, and never logs the NIN', async () => {
    await verifyNin(SANDBOX_NINS.father);
    const rows = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'identity.nin.lookup'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)).toMatchObject({
      actorUserName: 'registra',
      entityType: 'nin_verification',
      details: { nin: '********902', result: 'verified', provider: 'sandbox' },
    });
    const all = JSON.stringify(rows);
    expect(all).not.toContain(SANDBOX_NINS.father);
    expect(t.logs.join('')).not.toContain(SANDBOX_NINS.father);
    expect(t.logs.join('')).not.toContain(SANDBOX_NINS.mother);
  });
});

describe('POST /api/verify-trackingid', () => {
  const verify = (trackingId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/verify-trackingid',
      headers: bearer(registrar),
      payload: { tracking_id: trackingId },
    });

  it('verifies a known tracking id (any case)', async () => {
    const response = await verify(SANDBOX_TRACKING_IDS.father.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      data: { nimc: { status: 1 }, personData: { firstname: 'Babatunde', sex: 'm' } },
    });
    const found = await t.app.ninVerifications.findRecent(SANDBOX_TRACKING_IDS.father, {
      kind: 'tracking_id',
    });
    expect(found?.person?.surname).toBe('Adeyemi');
  });

  it('answers status 0, unknown and malformed ids', async () => {
    expect(body(await verify(SANDBOX_TRACKING_IDS.status0)).data).toMatchObject({
      nimc: { status: 0 },
    });
    const unknown = await verify(SANDBOX_TRACKING_IDS.unknown);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(IDENTITY_MESSAGES.invalidTrackingId);
    const malformed = await verify('ABC');
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).message).toEqual(['Tracking ID must be exactly 15 characters.']);
  });
});

describe('the verification store', () => {
  it('ensureVerified uses a stored verification, or asks the agency once', async () => {
    const db = t.database.handle.db;
    const nin = SANDBOX_NINS.secondMother;
    const count = async () =>
      (await db.select().from(ninVerifications).where(eq(ninVerifications.identifier, nin))).length;
    expect(await t.app.ninVerifications.findRecent(nin)).toBeNull();
    const first = await t.app.ninVerifications.ensureVerified(nin, { userId: null });
    expect(first.result.status).toBe('verified');
    expect(await count()).toBe(1);
    const second = await t.app.ninVerifications.ensureVerified(nin, { userId: null });
    expect(second.verification?.id).toBe(first.verification?.id);
    expect(await count()).toBe(1);
    // Older than allowed: asked again.
    const fresh = await t.app.ninVerifications.ensureVerified(
      nin,
      { userId: null },
      {
        maxAgeDays: 0,
      },
    );
    expect(fresh.verification?.id).not.toBe(first.verification?.id);
    expect(await count()).toBe(2);
  });
});

describe('limits', () => {
  it(`answers 429 after ${IDENTITY_CHECKS_PER_MINUTE} checks a minute`, async () => {
    const token = await signIn(t.app, 'hospital');
    for (let i = 0; i < IDENTITY_CHECKS_PER_MINUTE; i += 1) {
      expect((await verifyNin(SANDBOX_NINS.unknown, token)).statusCode).toBe(404);
    }
    const limited = await verifyNin(SANDBOX_NINS.unknown, token);
    expect(limited.statusCode).toBe(429);
    expect(body(limited).message).toMatch(
      /^Too many identity checks\. Try again in \d+ seconds\.$/,
    );
    expect(body(limited)).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfter: Number(limited.headers['retry-after']) },
    });
    // Another user is not affected.
    expect((await verifyNin(SANDBOX_NINS.mother)).statusCode).toBe(200);
  });

  it('answers 429 with a clear message once the day’s look-ups are made, counted in the database', async () => {
    const cap = IDENTITY_DEFAULTS.checksPerDay;
    const token = await signIn(t.app, 'dcr');
    const userId = await userIdOf('dcr');
    const db = t.database.handle.db;
    // As if other API processes had answered all but one of today's look-ups.
    for (let i = 1; i < cap; i += 1) await t.app.ninVerifications.countLookup(userId, new Date());
    expect((await verifyNin(SANDBOX_NINS.father, token)).statusCode).toBe(200);
    const audited = async () =>
      (
        await db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'identity.nin.lookup'), eq(auditLog.actorUserId, userId)))
      ).length;
    expect(await audited()).toBe(1);

    const capped = await verifyNin(SANDBOX_NINS.father, token);
    expect(capped.statusCode).toBe(429);
    expect(body(capped)).toMatchObject({
      status: 'ERROR',
      code: 'RATE_LIMITED',
      message: IDENTITY_MESSAGES.dailyCap(cap),
      data: null,
    });
    const retryAfter = Number(capped.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    // The agency was not asked; a malformed number is refused for itself, before the cap.
    expect(await audited()).toBe(1);
    expect((await verifyNin('123', token)).statusCode).toBe(400);
    // Others still look up.
    expect((await verifyNin(SANDBOX_NINS.father)).statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('deletes verifications past the retention', async () => {
    const db = t.database.handle.db;
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const person = {
      surname: 'Old',
      firstname: 'Photo',
      middlename: null,
      dateOfBirth: '1990-01-01',
      sex: 'f' as const,
      photo: 'aGVsbG8=',
    };
    const stored = (identifier: string, verifiedAt: Date) => ({
      kind: 'nin' as const,
      identifier,
      provider: 'sandbox',
      result: 'verified' as const,
      nimcStatus: 1,
      personData: person,
      verifiedAt,
    });
    await db
      .insert(ninVerifications)
      .values([stored('90000000001', daysAgo(31)), stored('90000000002', daysAgo(29))]);
    await pruneIdentityData(30)(db, now);

    const left = await db
      .select({ identifier: ninVerifications.identifier })
      .from(ninVerifications)
      .where(sql`${ninVerifications.identifier} like '9000000000%'`);
    expect(left.map((row) => row.identifier)).toEqual(['90000000002']);
  });
});
