import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paystackSignature } from '../../integrations/payment-gateway/index.ts';
import {
  startPaystackStub,
  type PaystackStub,
} from '../../integrations/payment-gateway/paystack-stub.ts';
import { bearer, body, createTestApp, type TestApp } from '../../test/helpers.ts';
import { bindPayment, checkPayment } from './service.ts';
import { fees, paymentWebhookEvents } from './tables.ts';
import { PAYMENT_MESSAGES, paymentTooOldMessage } from '@vitalreg/domain';
import { auditEvents, paymentRow, refusal, sessionFor, tokens, verify } from './test-support.ts';

const SECRET = 'sk_test_vitalreg';
let stub: PaystackStub;
let t: TestApp;
let token: Record<'registra', string>;

beforeAll(async () => {
  stub = await startPaystackStub(SECRET);
  t = await createTestApp({
    paymentGateway: 'paystack',
    paystack: { url: stub.url, secretKey: SECRET, timeoutMs: 300 },
  });
  token = await tokens(t.app, ['registra']);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

function webhook(payload: string, signature: string | null = paystackSignature(SECRET, payload)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-paystack-signature': signature }),
    },
    payload,
  });
}

const chargeSuccess = (reference: string, extra = '') =>
  `{"event":"charge.success","data":{"reference":"${reference}","status":"success","amount":500000${extra}}}`;

describe('Paystack gateway (local stub)', () => {
  it('says so in GET /fees, and has no sandbox payments', async () => {
    const fees = await t.app.inject({
      method: 'GET',
      url: '/api/payments/fees',
      headers: bearer(token.registra),
    });
    expect(body<{ data: { gateway: string } }>(fees).data.gateway).toBe('paystack');
    const sandbox = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox',
      headers: bearer(token.registra),
      payload: { service: 'reprint' },
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('treats a pending payment as retryable, and accepts it once paid', async () => {
    const session = await sessionFor(t.app, 'registra');
    const input = { payment_reference: 'PS-PENDING-1' };
    const reprint = { service: 'reprint' };
    stub.answer('PS-PENDING-1', { status: 'ongoing', amount: 500_000, metadata: reprint });
    expect(await refusal(checkPayment(t.app, session, 'reprint', input))).toEqual({
      status: 402,
      message: 'This payment is still pending. Try again in a moment.',
    });
    stub.answer('PS-PENDING-1', { status: 'success', amount: 500_000, metadata: reprint });
    const checked = await checkPayment(t.app, session, 'reprint', input);
    await t.app.db.transaction((tx) =>
      bindPayment(tx, checked, {
        kind: 'death',
        recordId: 7,
        purpose: 'reprint 1 of death certificate DC/LA/2026/0000007',
        actorId: session.user.User_ID,
      }),
    );
    expect(await paymentRow(t.app, 'paystack', 'PS-PENDING-1')).toMatchObject({
      status: 'paid',
      amountKobo: 500_000,
      recordId: 7,
    });
  });

  it('refuses a payment made for another service (metadata) or in another currency', async () => {
    const session = await sessionFor(t.app, 'registra');
    stub.answer('PS-OTHER-SERVICE', {
      status: 'success',
      amount: 500_000,
      metadata: { service: 'attestation' },
    });
    expect(
      await refusal(
        checkPayment(t.app, session, 'reprint', { payment_reference: 'PS-OTHER-SERVICE' }),
      ),
    ).toEqual({
      status: 422,
      message: 'This payment was made for birth attestation, not for certificate reprint.',
    });
    stub.answer('PS-USD', {
      status: 'success',
      amount: 500_000,
      currency: 'USD',
      metadata: { service: 'reprint' },
    });
    expect(
      await refusal(checkPayment(t.app, session, 'reprint', { payment_reference: 'PS-USD' })),
    ).toEqual({ status: 422, message: 'This payment was made in USD; fees are paid in NGN.' });
  });

  it('refuses a payment without a service, outside the window, or not the fee of its day', async () => {
    const session = await sessionFor(t.app, 'registra');
    const day = 24 * 60 * 60_000;
    const check = (reference: string) =>
      refusal(checkPayment(t.app, session, 'reprint', { payment_reference: reference }));
    const reprint = { service: 'reprint' };
    stub.answer('PS-NO-SERVICE', { status: 'success', amount: 500_000 });
    expect(await check('PS-NO-SERVICE')).toEqual({
      status: 422,
      message: PAYMENT_MESSAGES.noPurpose,
    });
    stub.answer('PS-OLD', {
      status: 'success',
      amount: 500_000,
      metadata: reprint,
      paidAt: new Date(Date.now() - 31 * day),
    });
    expect(await check('PS-OLD')).toEqual({ status: 422, message: paymentTooOldMessage(30) });
    stub.answer('PS-FUTURE', {
      status: 'success',
      amount: 500_000,
      metadata: reprint,
      paidAt: new Date(Date.now() + day),
    });
    expect(await check('PS-FUTURE')).toEqual({
      status: 422,
      message: PAYMENT_MESSAGES.paidInFuture,
    });
    stub.answer('PS-LOW', { status: 'success', amount: 400_000, metadata: reprint });
    expect(await check('PS-LOW')).toEqual({
      status: 422,
      message: 'This payment is for NGN 4,000.00 but the certificate reprint fee is NGN 5,000.00.',
    });

    // The fee of the day it was paid: NGN 4,000 then, NGN 5,000 since (a fee set 10 days ago).
    await t.app.db.insert(fees).values([
      { service: 'reprint', amountKobo: 400_000, validFrom: new Date(Date.now() - 60 * day) },
      { service: 'reprint', amountKobo: 500_000, validFrom: new Date(Date.now() - 10 * day) },
    ]);
    const paidThen = {
      status: 'success',
      metadata: reprint,
      paidAt: new Date(Date.now() - 20 * day),
    } as const;
    stub.answer('PS-THEN-OLD-FEE', { ...paidThen, amount: 400_000 });
    expect(
      await checkPayment(t.app, session, 'reprint', { payment_reference: 'PS-THEN-OLD-FEE' }),
    ).toMatchObject({ type: 'payment', amountKobo: 400_000 });
    stub.answer('PS-THEN-NEW-FEE', { ...paidThen, amount: 500_000 });
    expect(await check('PS-THEN-NEW-FEE')).toEqual({
      status: 422,
      message: 'This payment is for NGN 5,000.00 but the certificate reprint fee is NGN 4,000.00.',
    });
  });

  it("binds Paystack's spelling of a reference, so two spellings pay once", async () => {
    const session = await sessionFor(t.app, 'registra');
    const paid = { status: 'success', amount: 500_000, metadata: { service: 'reprint' } } as const;
    stub.answer('PS-SPELT', { ...paid, spelt: 'PS-SPELT' });
    stub.answer('ps-spelt', { ...paid, spelt: 'PS-SPELT' });
    const checked = await checkPayment(t.app, session, 'reprint', {
      payment_reference: 'ps-spelt',
    });
    await t.app.db.transaction((tx) =>
      bindPayment(tx, checked, {
        kind: 'birth',
        recordId: 8,
        purpose: 'reprint 1 of birth certificate BC/LA/2026/0000008',
        actorId: session.user.User_ID,
      }),
    );
    expect(await paymentRow(t.app, 'paystack', 'PS-SPELT')).toMatchObject({ recordId: 8 });
    expect(await paymentRow(t.app, 'paystack', 'ps-spelt')).toBeUndefined();
    expect(
      await refusal(checkPayment(t.app, session, 'reprint', { payment_reference: 'PS-SPELT' })),
    ).toMatchObject({ status: 409 });
  });

  it('answers 503 when Paystack is too slow and 502 when it fails, writing nothing', async () => {
    stub.answer('PS-SLOW', { delayMs: 2_000 });
    const slow = await verify(t.app, token.registra, 'reprint', 'PS-SLOW');
    expect(slow.statusCode).toBe(503);
    expect(body(slow).message).toBe('The payment gateway did not answer. Try again in a moment.');
    stub.answer('PS-500', { httpStatus: 500 });
    expect((await verify(t.app, token.registra, 'reprint', 'PS-500')).statusCode).toBe(502);
    expect(await paymentRow(t.app, 'paystack', 'PS-SLOW')).toBeUndefined();
    expect(await paymentRow(t.app, 'paystack', 'PS-500')).toBeUndefined();
  });

  it('verifies each of the statuses Paystack answers', async () => {
    for (const [status, ours] of [
      ['success', 'paid'],
      ['failed', 'failed'],
      ['abandoned', 'failed'],
      ['pending', 'pending'],
    ] as const) {
      stub.answer(`PS-STATUS-${status}`, { status, amount: 500_000 });
      const answer = body(await verify(t.app, token.registra, 'reprint', `PS-STATUS-${status}`));
      expect(answer.data).toMatchObject({ status: ours, amount: 'NGN 5,000.00' });
    }
  });
});

describe('POST /api/payments/webhooks/paystack', () => {
  it('refuses a wrong or missing signature with 401 in the envelope', async () => {
    const payload = chargeSuccess('PS-HOOK-1');
    for (const signature of [paystackSignature('sk_other', payload), 'nonsense', null]) {
      const response = await webhook(payload, signature);
      expect(response.statusCode).toBe(401);
      expect(body(response)).toEqual({
        status: 'ERROR',
        message: 'The webhook signature is not valid.',
        data: null,
        code: 'SIGNATURE_INVALID',
      });
    }
    // Signed over the raw bytes: the same JSON written differently is not the same body.
    const respaced = await webhook(payload.replace(':', ': '), paystackSignature(SECRET, payload));
    expect(respaced.statusCode).toBe(401);
  });

  it('records a signed delivery once, verifies it server-side, and ignores repeats', async () => {
    stub.answer('PS-HOOK-2', {
      status: 'success',
      amount: 500_000,
      metadata: { service: 'reprint' },
    });
    const payload = chargeSuccess('PS-HOOK-2');
    const first = await webhook(payload);
    expect(first.statusCode).toBe(200);
    expect(body(first).data).toEqual({ repeated: false, verified: true });
    const repeat = await webhook(payload);
    expect(repeat.statusCode).toBe(200);
    expect(body(repeat).data).toEqual({ repeated: true, verified: false });

    const events = await t.app.db
      .select()
      .from(paymentWebhookEvents)
      .where(
        and(
          eq(paymentWebhookEvents.provider, 'paystack'),
          eq(paymentWebhookEvents.reference, 'PS-HOOK-2'),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ verified: true, verifiedStatus: 'paid' });
    // Seen, not used: the payment is still free to pay for a service.
    expect(await paymentRow(t.app, 'paystack', 'PS-HOOK-2')).toMatchObject({
      status: 'paid',
      boundAt: null,
    });
    expect((await auditEvents(t.app, 'payment.webhook')).length).toBeGreaterThan(0);
  });

  it('never trusts the body: a "success" notice of a failed payment stays failed', async () => {
    stub.answer('PS-HOOK-LIE', {
      status: 'failed',
      amount: 500_000,
      metadata: { service: 'reprint' },
    });
    expect((await webhook(chargeSuccess('PS-HOOK-LIE'))).statusCode).toBe(200);
    expect(await paymentRow(t.app, 'paystack', 'PS-HOOK-LIE')).toMatchObject({ status: 'failed' });
    const session = await sessionFor(t.app, 'registra');
    expect(
      await refusal(checkPayment(t.app, session, 'reprint', { payment_reference: 'PS-HOOK-LIE' })),
    ).toMatchObject({ status: 402 });
  });

  it('keeps a delivery it could not verify yet, and refuses a signed body without a reference', async () => {
    stub.answer('PS-HOOK-SLOW', { delayMs: 2_000 });
    const slow = await webhook(chargeSuccess('PS-HOOK-SLOW'));
    expect(slow.statusCode).toBe(200);
    expect(body(slow).data).toEqual({ repeated: false, verified: false });
    const empty = await webhook('{"event":"charge.success","data":{}}');
    expect(empty.statusCode).toBe(400);
    const garbage = await webhook('not json');
    expect(garbage.statusCode).toBe(400);
  });
});
