import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from './gateway.ts';
import { createPaystackGateway, paystackSignature, paystackSignatureValid } from './paystack.ts';
import { startPaystackStub, type PaystackStub } from './paystack-stub.ts';
import { createSandboxGateway, newSandboxReference } from './sandbox.ts';

const SECRET = 'sk_test_stub';
const expected = { service: 'reprint', amountKobo: 500_000 } as const;
let stub: PaystackStub;

beforeAll(async () => {
  stub = await startPaystackStub(SECRET);
});
afterAll(() => stub.close());

function gateway(secretKey = SECRET, timeoutMs = 5_000) {
  const warnings: string[] = [];
  const paystack = createPaystackGateway({ url: stub.url, secretKey, timeoutMs }, (message) =>
    warnings.push(message),
  );
  return { paystack, warnings };
}

async function failure(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('Paystack HTTP adapter', () => {
  it('sends the secret as bearer token and reads a successful transaction', async () => {
    stub.answer('PS-OK-1', {
      status: 'success',
      amount: 500_000,
      metadata: { service: 'reprint', custom_fields: [] },
    });
    const payment = await gateway().paystack.verify('PS-OK-1', expected);
    expect(payment).toMatchObject({
      status: 'paid',
      reference: 'PS-OK-1',
      amountKobo: 500_000,
      currency: 'NGN',
      service: 'reprint',
      providerReference: expect.any(String),
    });
    expect(payment.paidAt).toBeInstanceOf(Date);
    expect(stub.requests.at(-1)).toEqual({
      reference: 'PS-OK-1',
      authorization: `Bearer ${SECRET}`,
    });
  });

  it("maps each of Paystack's statuses", async () => {
    const cases = [
      ['failed', 'failed'],
      ['abandoned', 'failed'],
      ['reversed', 'failed'],
      ['ongoing', 'pending'],
      ['pending', 'pending'],
    ] as const;
    for (const [status, ours] of cases) {
      stub.answer(`PS-${status}`, { status, amount: 500_000 });
      expect((await gateway().paystack.verify(`PS-${status}`, expected)).status).toBe(ours);
    }
  });

  it('reads metadata sent as JSON text, and ignores a service it does not know', async () => {
    stub.answer('PS-META', {
      status: 'success',
      amount: 1,
      metadata: '{"service":"modification"}',
    });
    expect((await gateway().paystack.verify('PS-META', expected)).service).toBe('modification');
    stub.answer('PS-META2', { status: 'success', amount: 1, metadata: { service: 'marriage' } });
    expect((await gateway().paystack.verify('PS-META2', expected)).service).toBeNull();
    // A payment page's custom field named `service`.
    stub.answer('PS-META3', {
      status: 'success',
      amount: 1,
      metadata: {
        custom_fields: [
          { display_name: 'Certificate', variable_name: 'certificate', value: 'x' },
          { display_name: 'Service', variable_name: 'service', value: 'birth_reissuance' },
        ],
      },
    });
    expect((await gateway().paystack.verify('PS-META3', expected)).service).toBe(
      'birth_reissuance',
    );
  });

  it('answers not_found for a reference Paystack does not know (400 or 404)', async () => {
    expect((await gateway().paystack.verify('PS-UNKNOWN', expected)).status).toBe('not_found');
    stub.answer('PS-404', { httpStatus: 404, body: '{"status":false,"message":"Not found"}' });
    expect((await gateway().paystack.verify('PS-404', expected)).status).toBe('not_found');
  });

  it('is unavailable when the secret is refused, and says why without the secret', async () => {
    const { paystack, warnings } = gateway('sk_wrong');
    expect((await failure(paystack.verify('PS-OK-1', expected))).reason).toBe('unavailable');
    expect(warnings.join(' ')).toMatch(/refused the secret key \(HTTP 401\)/);
    expect(warnings.join(' ')).not.toContain('sk_wrong');
  });

  it('is unavailable on a server error or a body that is not JSON', async () => {
    stub.answer('PS-500', { httpStatus: 500, body: 'Internal error' });
    expect((await failure(gateway().paystack.verify('PS-500', expected))).reason).toBe(
      'unavailable',
    );
    stub.answer('PS-HTML', { httpStatus: 200, body: '<html>oops</html>' });
    const { paystack, warnings } = gateway();
    expect((await failure(paystack.verify('PS-HTML', expected))).reason).toBe('unavailable');
    expect(warnings).toEqual(['Paystack answered with a body that is not JSON.']);
  });

  it('times out after PAYMENT_TIMEOUT_MS', async () => {
    stub.answer('PS-SLOW', { delayMs: 2_000 });
    const { paystack, warnings } = gateway(SECRET, 200);
    const started = Date.now();
    expect((await failure(paystack.verify('PS-SLOW', expected))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(warnings).toEqual(['Paystack did not answer within 200 ms.']);
  });

  it('is unavailable when the host cannot be reached', async () => {
    const paystack = createPaystackGateway({
      url: 'http://127.0.0.1:1',
      secretKey: SECRET,
      timeoutMs: 1_000,
    });
    expect((await failure(paystack.verify('PS-OK-1', expected))).reason).toBe('unavailable');
  });
});

describe('Paystack webhook signature', () => {
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"PS-OK-1"}}');

  it('accepts HMAC-SHA512 of the raw body with the secret key, and nothing else', () => {
    const signature = paystackSignature(SECRET, body);
    expect(signature).toMatch(/^[0-9a-f]{128}$/);
    expect(paystackSignatureValid(SECRET, body, signature)).toBe(true);
    expect(paystackSignatureValid(SECRET, body, signature.toUpperCase())).toBe(true);
    expect(paystackSignatureValid('other', body, signature)).toBe(false);
    expect(paystackSignatureValid(SECRET, Buffer.from(`${body} `), signature)).toBe(false);
    expect(paystackSignatureValid(SECRET, body, undefined)).toBe(false);
    expect(paystackSignatureValid(SECRET, body, 'abc')).toBe(false);
  });
});

describe('sandbox gateway', () => {
  const sandbox = createSandboxGateway();

  it('answers by the reference prefix, for the service it names, spelt in capitals', async () => {
    expect(await sandbox.verify(newSandboxReference('reprint'), expected)).toMatchObject({
      status: 'paid',
      amountKobo: 500_000,
      currency: 'NGN',
      service: 'reprint',
    });
    expect(await sandbox.verify('sbx-paid-reprint-x1', expected)).toMatchObject({
      reference: 'SBX-PAID-REPRINT-X1',
      service: 'reprint',
    });
    expect(await sandbox.verify('SBX-PAID-X1', expected)).toMatchObject({
      status: 'paid',
      service: null,
    });
    expect(await sandbox.verify('SBX-PAID-BIRTH_REISSUANCE-1', expected)).toMatchObject({
      service: 'birth_reissuance',
      amountKobo: null,
    });
    expect((await sandbox.verify('SBX-WRONGAMT-REPRINT-1', expected)).amountKobo).toBe(250_000);
    expect((await sandbox.verify('SBX-PEND-1', expected)).status).toBe('pending');
    expect((await sandbox.verify('SBX-FAIL-1', expected)).status).toBe('failed');
    expect((await sandbox.verify('SBX-PAID-', expected)).status).toBe('not_found');
    expect((await sandbox.verify('RANDOM-1', expected)).status).toBe('not_found');
    expect((await failure(sandbox.verify('SBX-DOWN-1', expected))).reason).toBe('unavailable');
    expect((await failure(sandbox.verify('SBX-SLOW-1', expected))).reason).toBe('timeout');
  });
});
