import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthPayload, submitted } from '../../kinds/birth/test-support.ts';
import { bearer, body, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';
import { actorOf } from '../auth/service.ts';
import { bindPayment, checkPayment, waiverRefusal } from './service.ts';
import { fees, paymentWaivers, waiverRequests } from './tables.ts';
import {
  askWaiver,
  auditEvents,
  decideWaiver,
  paymentRow,
  refusal,
  sessionFor,
  tokens,
  verify,
} from './test-support.ts';
import { PAYMENT_MESSAGES } from '@vitalreg/domain';
import { createUser, demoCentre, uploadCentreFiles } from '../records/test-support.ts';

let t: TestApp;
let token: Record<'registra' | 'dcr' | 'admin' | 'adhoc' | 'state_commissioner', string>;
/** A birth registered at Ikeja: what the tests' payments pay for. */
let ikejaBirth: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokens(t.app, ['registra', 'dcr', 'admin', 'adhoc', 'state_commissioner']);
  const ikeja = await demoCentre(t.app.db, 'Ikeja Registration Centre');
  await uploadCentreFiles(t.app, token.registra, ikeja.id);
  ikejaBirth = (await submitted(t.app, token.registra, birthPayload(ikeja.id))).id;
});
afterAll(() => t.close());

type Fee = { service: string; amount: string; amount_kobo: number; set_by: string | null };

const getFees = async (as = token.registra) =>
  body<{ data: { gateway: string; fees: Fee[] } }>(
    await t.app.inject({ method: 'GET', url: '/api/payments/fees', headers: bearer(as) }),
  ).data;

const putFee = (service: string, payload: unknown, as = token.admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/payments/fees/${service}`,
    headers: bearer(as),
    payload: payload as Record<string, unknown>,
  });

const use = (actorId: number, purpose = 'reprint 1 of birth certificate BC/LA/2026/0000001') => ({
  kind: 'birth',
  recordId: ikejaBirth,
  purpose,
  actorId,
});

describe('fee schedule', () => {
  it('answers every service with its demo amount, formatted, and the gateway', async () => {
    const answer = await getFees();
    expect(answer.gateway).toBe('sandbox');
    expect(answer.fees.map((fee) => [fee.service, fee.amount])).toEqual([
      ['reprint', 'NGN 5,000.00'],
      ['birth_reissuance', 'NGN 5,000.00'],
      ['attest_reissuance', 'NGN 5,000.00'],
      ['modification', 'NGN 10,000.00'],
      ['major_modification', 'NGN 15,000.00'],
      ['attestation', 'NGN 5,000.00'],
    ]);
    expect(answer.fees[0]).toMatchObject({ name: 'Certificate reprint', set_by: null });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payments/fees' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only an admin change a fee; the change is audited and current at once', async () => {
    const refused = await putFee('attestation', { amount_kobo: 750_000 }, token.dcr);
    expect(refused.statusCode).toBe(403);
    const response = await putFee('attestation', { amount_kobo: 1_234_567_89 });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      message: 'Fee saved. Birth attestation: NGN 1,234,567.89.',
      data: { amount: 'NGN 1,234,567.89', current: true, scheduled: false, set_by: 'admin' },
    });
    const attestation = (await getFees()).fees.find((fee) => fee.service === 'attestation');
    expect(attestation).toMatchObject({ amount_kobo: 123_456_789, set_by: 'admin' });
    const [audit] = await auditEvents(t.app, 'fee.set');
    expect(audit?.details).toMatchObject({
      service: 'attestation',
      amount_kobo: 123_456_789,
      previous_amount_kobo: 500_000,
    });
  });

  it('keeps the current fee until a later valid_from, and lists both in the history', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const response = await putFee('birth_reissuance', { amount_kobo: 600_000, valid_from: later });
    expect(body(response)).toMatchObject({ data: { current: false, scheduled: true } });
    const current = (await getFees()).fees.find((fee) => fee.service === 'birth_reissuance');
    expect(current?.amount).toBe('NGN 5,000.00');

    // An older start set afterwards does not displace a later one: the latest valid_from wins.
    await t.app.db.insert(fees).values({
      service: 'birth_reissuance',
      amountKobo: 1,
      validFrom: new Date('2022-06-01T00:00:00Z'),
    });
    expect((await getFees()).fees.find((f) => f.service === 'birth_reissuance')?.amount).toBe(
      'NGN 5,000.00',
    );

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/payments/fees/history',
      headers: bearer(token.admin),
    });
    const rows = body<{ data: (Fee & { current: boolean; scheduled: boolean })[] }>(history)
      .data.filter((row) => row.service === 'birth_reissuance')
      .map((row) => [row.amount, row.current, row.scheduled]);
    expect(rows).toEqual([
      ['NGN 6,000.00', false, true],
      ['NGN 5,000.00', true, false],
      ['NGN 0.01', false, false],
    ]);
    const registrar = await t.app.inject({
      method: 'GET',
      url: '/api/payments/fees/history',
      headers: bearer(token.registra),
    });
    expect(registrar.statusCode).toBe(403);
  });

  it('refuses amounts that are not a positive whole number of kobo, a past start, a bad service', async () => {
    for (const [payload, message] of [
      [{ amount_kobo: 0 }, 'The fee must be more than NGN 0.00.'],
      [{ amount_kobo: 100.5 }, 'Enter the fee in naira, e.g. 5,000.00.'],
      [{ amount_kobo: '5000' }, 'Enter the fee in naira, e.g. 5,000.00.'],
      [{ amount_kobo: 2_000_000_000 }, 'The fee can be at most NGN 10,000,000.00.'],
      [
        { amount_kobo: 100, valid_from: '2020-01-01T00:00:00Z' },
        'The new fee can start now or later, not in the past.',
      ],
    ] as const) {
      const response = await putFee('modification', payload);
      expect(response.statusCode).toBe(400);
      expect([body(response).message].flat()[0]).toBe(message);
    }
    const unknown = await putFee('marriage', { amount_kobo: 100 });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('POST /api/payments/verify (sandbox)', () => {
  it('answers a paid reference with its amount and the fee it matches', async () => {
    const response = await verify(t.app, token.registra, 'reprint', 'SBX-PAID-REPRINT-VERIFY1');
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      message: 'Payment verified. NGN 5,000.00 paid.',
      data: {
        status: 'paid',
        amount: 'NGN 5,000.00',
        currency: 'NGN',
        fee: 'NGN 5,000.00',
        matches_fee: true,
        used_for: null,
        usable: true,
        gateway: 'sandbox',
      },
    });
  });

  it('says what is wrong: pending, failed, unknown, wrong amount', async () => {
    const cases = [
      ['SBX-PEND-1', 'pending', 'This payment is still pending. Try again in a moment.'],
      ['SBX-FAIL-1', 'failed', 'This payment failed. Pay again and enter the new reference.'],
      [
        'NOT-A-PAYMENT',
        'not_found',
        'No payment was found with this reference. Check it and try again.',
      ],
      [
        'SBX-WRONGAMT-REPRINT-1',
        'paid',
        'This payment is for NGN 2,500.00 but the certificate reprint fee is NGN 5,000.00.',
      ],
    ] as const;
    for (const [reference, status, message] of cases) {
      const response = await verify(t.app, token.registra, 'reprint', reference);
      expect(response.statusCode).toBe(200);
      expect(body(response)).toMatchObject({ message, data: { status, usable: false } });
    }
  });

  it('answers 502 / 503 with a clear message when the gateway is down or silent', async () => {
    const down = await verify(t.app, token.registra, 'reprint', 'SBX-DOWN-1');
    expect(down.statusCode).toBe(502);
    expect(body(down).message).toBe(
      'The payment gateway answered with an error. Try again in a moment.',
    );
    const slow = await verify(t.app, token.registra, 'reprint', 'SBX-SLOW-1');
    expect(slow.statusCode).toBe(503);
    expect(body(slow)).toEqual({
      status: 'ERROR',
      message: 'The payment gateway did not answer. Try again in a moment.',
      data: null,
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
      details: { retryAfter: 5 },
    });
    expect(await paymentRow(t.app, 'sandbox', 'SBX-SLOW-1')).toBeUndefined();
  });

  it('is for those who may use the service, and refuses a malformed reference', async () => {
    expect((await verify(t.app, token.adhoc, 'reprint', 'SBX-PAID-1')).statusCode).toBe(403);
    expect(
      (await verify(t.app, token.state_commissioner, 'reprint', 'SBX-PAID-1')).statusCode,
    ).toBe(403);
    const malformed = await verify(t.app, token.registra, 'reprint', 'SBX PAID 1');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/payments/sandbox', () => {
  it('starts a payment: a fresh paid reference for the fee', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox',
      headers: bearer(token.registra),
      payload: { service: 'reprint' },
    });
    const data = body<{ data: { reference: string; amount: string } }>(response).data;
    expect(data.reference).toMatch(/^SBX-PAID-REPRINT-[0-9A-Z]{12}$/);
    expect(data.amount).toBe('NGN 5,000.00');
    expect(body(await verify(t.app, token.registra, 'reprint', data.reference)).data).toMatchObject(
      { usable: true },
    );
  });

  it('refuses a service that takes no fee, and roles that pay for nothing', async () => {
    const start = (service: string, as: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox',
        headers: bearer(as),
        payload: { service },
      });
    expect((await start('marriage', token.registra)).statusCode).toBe(400);
    expect((await start('reprint', token.adhoc)).statusCode).toBe(403);
  });
});

describe('checkPayment and bindPayment', () => {
  it('binds a paid reference once; a second use answers 409 with what it paid for', async () => {
    const session = await sessionFor(t.app, 'registra');
    const input = { payment_reference: 'SBX-PAID-REPRINT-TWICE' };
    const checked = await checkPayment(t.app, session, 'reprint', input);
    expect(checked).toMatchObject({ type: 'payment', amountKobo: 500_000, currency: 'NGN' });
    const bound = await t.app.db.transaction((tx) =>
      bindPayment(tx, checked, use(session.user.User_ID)),
    );
    expect(bound).toMatchObject({ type: 'payment', reference: 'SBX-PAID-REPRINT-TWICE' });
    expect(await paymentRow(t.app, 'sandbox', 'SBX-PAID-REPRINT-TWICE')).toMatchObject({
      status: 'paid',
      recordKind: 'birth',
      boundBy: session.user.User_ID,
    });
    const [audit] = await auditEvents(t.app, 'payment.bind');
    expect(audit?.details).toMatchObject({
      reference: 'SBX-PAID-REPRINT-TWICE',
      amount_kobo: 500_000,
    });

    expect(await refusal(checkPayment(t.app, session, 'reprint', input))).toEqual({
      status: 409,
      message:
        'This payment reference was already used for reprint 1 of birth certificate BC/LA/2026/0000001.',
    });
    // A check made before the first use still cannot bind it.
    expect(
      await refusal(t.app.db.transaction((tx) => bindPayment(tx, checked, use(1)))),
    ).toMatchObject({ status: 409 });
    const answer = body(await verify(t.app, token.registra, 'reprint', 'SBX-PAID-REPRINT-TWICE'));
    expect(answer).toMatchObject({
      data: { status: 'paid', usable: false, used_for: expect.stringContaining('BC/LA/2026') },
    });
  });

  it('lets one of two concurrent uses of a reference win; the other answers 409', async () => {
    const session = await sessionFor(t.app, 'registra');
    const input = { payment_reference: 'SBX-PAID-REPRINT-RACE' };
    const [first, second] = await Promise.all([
      checkPayment(t.app, session, 'reprint', input),
      checkPayment(t.app, session, 'reprint', input),
    ]);
    const outcomes = await Promise.allSettled(
      [first, second].map((checked, index) =>
        t.app.db.transaction((tx) =>
          bindPayment(tx, checked, use(session.user.User_ID, `reprint race ${index}`)),
        ),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    expect(String((rejected as PromiseRejectedResult).reason.message)).toMatch(
      /^This payment reference was already used for reprint race [01]\.$/,
    );
  });

  it('names what a reference paid for only to whom may open that record', async () => {
    const abuja = await demoCentre(t.app.db, 'Abuja Municipal Registration Centre');
    await createUser(t.app.db, 'registra_abuja_pay', 'registra', {
      stateId: abuja.stateId,
      lgaId: abuja.lgaId,
      centreId: abuja.id,
    });
    const outsider = await sessionFor(t.app, 'registra_abuja_pay');
    const registrar = await sessionFor(t.app, 'registra');
    const input = { payment_reference: 'SBX-PAID-REPRINT-ELSEWHERE' };
    const purpose = 'reprint 1 of birth certificate BC/LA/2026/0000077';
    // Checked by the outsider before the Ikeja registrar binds it: the race's 409 too.
    const checkedElsewhere = await checkPayment(t.app, outsider, 'reprint', input);
    const checked = await checkPayment(t.app, registrar, 'reprint', input);
    await t.app.db.transaction((tx) =>
      bindPayment(tx, checked, use(registrar.user.User_ID, purpose)),
    );

    const elsewhere = 'This payment reference was already used for another service.';
    expect(await refusal(checkPayment(t.app, outsider, 'reprint', input))).toEqual({
      status: 409,
      message: elsewhere,
    });
    const raced = await t.app.db
      .transaction((tx) => bindPayment(tx, checkedElsewhere, use(outsider.user.User_ID)))
      .catch(
        (error: unknown) => error as { statusCode: number; message: string; details: unknown },
      );
    expect(raced).toMatchObject({
      statusCode: 409,
      message: elsewhere,
      details: { usedFor: 'another service' },
    });
    const verified = await verify(
      t.app,
      await signIn(t.app, 'registra_abuja_pay'),
      'reprint',
      input.payment_reference,
    );
    expect(body(verified)).toMatchObject({
      message: elsewhere,
      data: { used_for: 'another service', usable: false },
    });
    expect(verified.body).not.toContain('BC/LA');

    // In the record's area the 409 and the verification say what it paid for.
    expect(await refusal(checkPayment(t.app, registrar, 'reprint', input))).toEqual({
      status: 409,
      message: `This payment reference was already used for ${purpose}.`,
    });
    expect(
      body(await verify(t.app, token.registra, 'reprint', input.payment_reference)),
    ).toMatchObject({ data: { used_for: purpose } });
  });

  it('leaves the reference unused when the service transaction rolls back', async () => {
    const session = await sessionFor(t.app, 'registra');
    const input = { payment_reference: 'SBX-PAID-REPRINT-ROLLBACK' };
    const checked = await checkPayment(t.app, session, 'reprint', input);
    await expect(
      t.app.db.transaction(async (tx) => {
        await bindPayment(tx, checked, use(session.user.User_ID));
        throw new Error('the service failed after binding');
      }),
    ).rejects.toThrow('the service failed');
    expect((await paymentRow(t.app, 'sandbox', 'SBX-PAID-REPRINT-ROLLBACK'))?.boundAt).toBeNull();
    const again = await checkPayment(t.app, session, 'reprint', input);
    await t.app.db.transaction((tx) => bindPayment(tx, again, use(session.user.User_ID)));
  });

  it('refuses what cannot pay: 402 not paid, 422 wrong amount, 502/503 gateway', async () => {
    const session = await sessionFor(t.app, 'registra');
    const check = (reference?: string) =>
      refusal(checkPayment(t.app, session, 'reprint', { payment_reference: reference }));
    expect(await check()).toEqual({
      status: 402,
      message: 'This service needs a payment: enter the payment reference.',
    });
    expect(await check('SBX-PEND-2')).toMatchObject({ status: 402, message: /still pending/ });
    expect(await check('SBX-FAIL-2')).toMatchObject({ status: 402, message: /failed/ });
    expect(await check('UNKNOWN-2')).toMatchObject({
      status: 402,
      message: /No payment was found/,
    });
    expect(await check('SBX-WRONGAMT-REPRINT-2')).toEqual({
      status: 422,
      message: 'This payment is for NGN 2,500.00 but the certificate reprint fee is NGN 5,000.00.',
    });
    expect(await check('SBX-DOWN-2')).toMatchObject({ status: 502 });
    expect(await check('SBX-SLOW-2')).toEqual({
      status: 503,
      message: 'The payment gateway did not answer. Try again in a moment.',
    });
    // A pending payment is noted, not used: the same reference may be offered again.
    expect(await paymentRow(t.app, 'sandbox', 'SBX-PEND-2')).toMatchObject({
      status: 'pending',
      boundAt: null,
    });
  });
});

describe('payment matching', () => {
  it("binds the gateway's spelling of a reference: two spellings of one payment pay once", async () => {
    const session = await sessionFor(t.app, 'registra');
    const lower = { payment_reference: 'sbx-paid-reprint-spelt' };
    const checked = await checkPayment(t.app, session, 'reprint', lower);
    expect(checked).toMatchObject({ reference: 'SBX-PAID-REPRINT-SPELT' });
    await t.app.db.transaction((tx) => bindPayment(tx, checked, use(session.user.User_ID)));
    for (const spelling of ['SBX-PAID-REPRINT-SPELT', 'Sbx-Paid-Reprint-Spelt']) {
      const again = checkPayment(t.app, session, 'reprint', { payment_reference: spelling });
      expect(await refusal(again)).toMatchObject({ status: 409 });
    }
    // A check made with another spelling before the first use still cannot bind it.
    const early = await checkPayment(t.app, session, 'reprint', {
      payment_reference: 'SBX-PAID-REPRINT-SPELT2',
    });
    const late = await checkPayment(t.app, session, 'reprint', {
      payment_reference: 'sbx-paid-reprint-spelt2',
    });
    await t.app.db.transaction((tx) => bindPayment(tx, early, use(session.user.User_ID)));
    expect(
      await refusal(t.app.db.transaction((tx) => bindPayment(tx, late, use(1)))),
    ).toMatchObject({ status: 409 });
    const answer = body(await verify(t.app, token.registra, 'reprint', 'sbx-paid-reprint-spelt'));
    expect(answer).toMatchObject({
      data: { reference: 'SBX-PAID-REPRINT-SPELT', usable: false, used_for: expect.any(String) },
    });
  });

  it('refuses a payment that names no service, or another service of the same fee', async () => {
    const session = await sessionFor(t.app, 'registra');
    const check = (reference: string, service: 'reprint' | 'attest_reissuance' = 'reprint') =>
      refusal(checkPayment(t.app, session, service, { payment_reference: reference }));
    expect(await check('SBX-PAID-NOSERVICE')).toEqual({
      status: 422,
      message: PAYMENT_MESSAGES.noPurpose,
    });
    expect(await check('SBX-PAID-ATTESTATION-1')).toEqual({
      status: 422,
      message: 'This payment was made for birth attestation, not for certificate reprint.',
    });
    expect(await check('SBX-PAID-REPRINT-2', 'attest_reissuance')).toEqual({
      status: 422,
      message:
        'This payment was made for certificate reprint, not for attestation certificate reissuance.',
    });
    const answer = body(
      await verify(t.app, token.registra, 'reprint', 'SBX-PAID-BIRTH_REISSUANCE-3'),
    );
    expect(answer).toMatchObject({ data: { usable: false, matches_fee: false } });
  });
});

describe('fee waivers', () => {
  let centreId: number;
  beforeAll(async () => {
    centreId = (await sessionFor(t.app, 'registra')).scope.centreId ?? 0;
  });
  const askAttestation = (as: string) =>
    askWaiver(t.app, as, { service: 'attestation', reg_center_id: centreId });
  const idOf = (response: { json(): unknown }) =>
    (response.json() as { data: { id: number } }).data.id;

  it('is granted by another officer, never the one who asked, and pays once for whoever asked', async () => {
    const registrar = await sessionFor(t.app, 'registra');
    const asked = await askAttestation(token.registra);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(body(asked)).toMatchObject({
      message: PAYMENT_MESSAGES.waiverRequested,
      data: { status: 'pending', service: 'attestation', requested_by: 'registra' },
    });
    const id = idOf(asked);
    const input = { waiver_id: id };
    expect(await refusal(checkPayment(t.app, registrar, 'attestation', input))).toEqual({
      status: 402,
      message: PAYMENT_MESSAGES.waiverPending,
    });
    // A registrar may not grant; a DCR may not grant the waiver they asked for.
    expect((await decideWaiver(t.app, token.registra, id, 'grant')).statusCode).toBe(403);
    const own = await askAttestation(token.dcr);
    const ownGrant = await decideWaiver(t.app, token.dcr, idOf(own), 'grant');
    expect(ownGrant.statusCode).toBe(403);
    expect(body(ownGrant).message).toBe(PAYMENT_MESSAGES.waiverOwn);

    const granted = await decideWaiver(t.app, token.dcr, id, 'grant');
    expect(granted.statusCode).toBe(200);
    expect(body(granted)).toMatchObject({ data: { status: 'granted', decided_by: 'dcr' } });
    expect((await decideWaiver(t.app, token.dcr, id, 'refuse')).statusCode).toBe(409);

    const dcr = await sessionFor(t.app, 'dcr');
    expect(await refusal(checkPayment(t.app, dcr, 'attestation', input))).toEqual({
      status: 403,
      message: PAYMENT_MESSAGES.waiverNotYours,
    });
    expect(await refusal(checkPayment(t.app, registrar, 'reprint', input))).toEqual({
      status: 422,
      message: PAYMENT_MESSAGES.waiverOtherService,
    });
    expect(
      await refusal(
        checkPayment(t.app, registrar, 'attestation', { ...input, payment_reference: 'SBX-X-1' }),
      ),
    ).toMatchObject({ status: 400 });

    const checked = await checkPayment(t.app, registrar, 'attestation', input);
    expect(checked).toMatchObject({ type: 'waiver', requestId: id, currency: 'NGN' });
    const [first, second] = await Promise.allSettled(
      [1, 2].map((n) =>
        t.app.db.transaction((tx) =>
          bindPayment(tx, checked, use(registrar.user.User_ID, `birth attestation BA-${n}`)),
        ),
      ),
    );
    const outcomes = [first, second].map((outcome) => outcome?.status).sort();
    expect(outcomes).toEqual(['fulfilled', 'rejected']);
    const [stored] = await t.app.db
      .select()
      .from(paymentWaivers)
      .where(eq(paymentWaivers.waiverRequestId, id));
    expect(stored).toMatchObject({ reason: 'Indigent applicant', waivedBy: dcr.user.User_ID });
    expect(await refusal(checkPayment(t.app, registrar, 'attestation', input))).toEqual({
      status: 409,
      message: `This fee waiver was already used for ${stored?.purpose}.`,
    });
    // Moved to Abuja since, the officer who asked is no longer told what it paid for.
    const [row] = await t.app.db.select().from(waiverRequests).where(eq(waiverRequests.id, id));
    const abuja = await demoCentre(t.app.db, 'Abuja Municipal Registration Centre');
    const moved = {
      ...actorOf(registrar),
      area: { stateId: abuja.stateId, lgaId: abuja.lgaId, centreId: abuja.id },
    };
    expect(await waiverRefusal(t.app.db, row!, 'attestation', moved)).toMatchObject({
      statusCode: 409,
      message: 'This fee waiver was already used for another service.',
    });
    const actions = (await auditEvents(t.app, 'payment.waiver_granted')).map((e) => e.entityId);
    expect(actions).toContain(String(id));
  });

  it('a refused waiver pays nothing; the queue lists the area, the caller their own', async () => {
    const registrar = await sessionFor(t.app, 'registra');
    const id = idOf(await askAttestation(token.registra));
    const refused = await decideWaiver(t.app, token.dcr, id, 'refuse', 'No letter on file.');
    expect(body(refused)).toMatchObject({
      data: { status: 'refused', note: 'No letter on file.' },
    });
    expect(await refusal(checkPayment(t.app, registrar, 'attestation', { waiver_id: id }))).toEqual(
      {
        status: 402,
        message: PAYMENT_MESSAGES.waiverRefused,
      },
    );
    const pending = idOf(await askAttestation(token.registra));
    const list = async (as: string, query: string) =>
      body<{ data: { id: number; status: string }[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/payments/waivers${query}`,
          headers: bearer(as),
        }),
      ).data;
    expect((await list(token.dcr, '?status=pending')).map((w) => w.id)).toContain(pending);
    expect((await list(token.dcr, '?status=pending')).every((w) => w.status === 'pending')).toBe(
      true,
    );
    expect((await list(token.registra, '?mine=true')).map((w) => w.id)).toEqual(
      expect.arrayContaining([id, pending]),
    );
    expect((await list(token.dcr, '?mine=true')).map((w) => w.id)).not.toContain(pending);
  });

  it('refuses a centre outside the area (404), a missing subject (400); the database keeps four eyes', async () => {
    const abuja = await demoCentre(t.app.db, 'Abuja Municipal Registration Centre');
    const outside = await askWaiver(t.app, token.registra, {
      service: 'attestation',
      reg_center_id: abuja.id,
    });
    expect(outside.statusCode).toBe(404);
    expect(body(outside).message).toBe(PAYMENT_MESSAGES.waiverCentreNotFound);
    const noSubject = await askWaiver(t.app, token.registra, { service: 'reprint' });
    expect(noSubject.statusCode).toBe(400);
    const id = idOf(await askAttestation(token.registra));
    const registrar = await sessionFor(t.app, 'registra');
    await expect(
      t.app.db
        .update(waiverRequests)
        .set({ status: 'granted', decidedBy: registrar.user.User_ID, decidedAt: new Date() })
        .where(eq(waiverRequests.id, id)),
    ).rejects.toThrow();
  });
});

describe('webhooks with the sandbox gateway', () => {
  it('has no Paystack webhook', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
