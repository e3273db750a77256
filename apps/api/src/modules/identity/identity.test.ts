import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_NINS, SANDBOX_TRACKING_IDS } from '../../integrations/identity/index.ts';
import { auditLog } from '../../db/schema.ts';
import { bearer, body, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { IDENTITY_CHECKS_PER_MINUTE, IDENTITY_MESSAGES } from './routes.ts';
import { ninVerifications } from './table.ts';

let t: TestApp;
let registrar: string;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signIn(t.app, 'registra');
});
afterAll(() => t.close());

const verifyNin = (nin: string, token = registrar) =>
  t.app.inject({ method: 'GET', url: `/api/verify-nin/${nin}`, headers: bearer(token) });

describe('GET /api/verify-nin/:nin', () => {
  it('answers a verified person with nimc status 1 and stores the verification', async () => {
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
    expect(found?.person?.firstname).toBe('Folake');
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

  it('refuses a malformed NIN with the form message', async () => {
    for (const bad of ['1234567890', '987654321012', '1234567890a']) {
      const response = await verifyNin(bad);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toEqual(['NIN must be exactly 11 digits.']);
    }
  });

  it('needs a session and a capture permission', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/verify-nin/${SANDBOX_NINS.mother}`,
    });
    expect(anonymous.statusCode).toBe(401);
    // The state commissioner only lists records.
    const commissioner = await signIn(t.app, 'state_commissioner');
    expect((await verifyNin(SANDBOX_NINS.mother, commissioner)).statusCode).toBe(403);
    const adhoc = await signIn(t.app, 'adhoc');
    expect((await verifyNin(SANDBOX_NINS.mother, adhoc)).statusCode).toBe(200);
  });

  it('audits the check with a masked NIN and never logs the NIN', async () => {
    await verifyNin(SANDBOX_NINS.father);
    const rows = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'identity.nin.verify'));
    expect(rows.length).toBeGreaterThan(0);
    const all = JSON.stringify(rows);
    expect(all).not.toContain(SANDBOX_NINS.father);
    expect(all).toContain('********902');
    expect(t.logs.join('')).not.toContain(SANDBOX_NINS.father);
    expect(t.logs.join('')).not.toContain(SANDBOX_NINS.mother);
  });
});

describe('GET /api/verify-trackingid/:id', () => {
  const verify = (id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/verify-trackingid/${id}`,
      headers: bearer(registrar),
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

describe('per-user limit', () => {
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
});
