import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_SERVICES, type GatewayPaymentStatus, type PaymentService } from '@vitalreg/domain';
import type { PaystackSettings } from '../../config.ts';
import {
  PaymentGatewayError,
  type GatewayPayment,
  type GatewayWarn,
  type PaymentGateway,
} from './gateway.ts';

/** Paystack's transaction statuses, as ours. Anything unknown counts as pending (ask again). */
const STATUSES: Record<string, GatewayPaymentStatus> = {
  success: 'paid',
  failed: 'failed',
  abandoned: 'failed',
  reversed: 'failed',
  ongoing: 'pending',
  pending: 'pending',
  processing: 'pending',
  queued: 'pending',
};

/** The signature Paystack sends in `x-paystack-signature`: HMAC-SHA512 of the raw body, hex. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Compares in constant time; a missing or malformed signature is simply not valid. */
export function paystackSignatureValid(
  secretKey: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** Paystack's metadata is an object, or (from some integrations) the same as JSON text. */
function metadataOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      return objectOf(JSON.parse(value)) ?? {};
    } catch {
      return {};
    }
  }
  return objectOf(value) ?? {};
}

const knownService = (value: unknown): PaymentService | null =>
  typeof value === 'string' && (PAYMENT_SERVICES as readonly string[]).includes(value)
    ? (value as PaymentService)
    : null;

/**
 * The service the payment was made for, as the registry's payment page sets it when the
 * transaction is initialised: `metadata.service`, or a custom field whose `variable_name` is
 * `service` (Paystack's payment pages). Null when neither names a service we know.
 */
function serviceOf(metadata: Record<string, unknown>): PaymentService | null {
  const direct = knownService(metadata.service);
  if (direct) return direct;
  const fields = Array.isArray(metadata.custom_fields) ? metadata.custom_fields : [];
  const field = fields.map(objectOf).find((entry) => entry?.variable_name === 'service');
  return knownService(field?.value);
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const notFound = (reference: string): GatewayPayment => ({
  status: 'not_found',
  reference,
  amountKobo: null,
  currency: null,
  paidAt: null,
  providerReference: null,
  service: null,
  metadata: {},
});

/**
 * Reads Paystack's answer to `GET /transaction/verify/{reference}`: `{ status: true, data: {
 * status, amount (kobo), currency, reference, paid_at, metadata, id } }`. An unknown reference
 * answers 404, or 400 with `status: false` and "not found"; anything else unusable throws.
 */
export function readPaystackAnswer(
  reference: string,
  httpStatus: number,
  text: string,
  warn: GatewayWarn,
): GatewayPayment {
  const unavailable = (why: string) => {
    warn(why);
    return new PaymentGatewayError('unavailable', why);
  };
  let body: Record<string, unknown> | undefined;
  try {
    body = objectOf(JSON.parse(text));
  } catch {
    body = undefined;
  }
  if (httpStatus === 404) return notFound(reference);
  if (httpStatus === 400 && body?.status === false && /not found/i.test(String(body.message))) {
    return notFound(reference);
  }
  if (httpStatus === 401 || httpStatus === 403) {
    throw unavailable(
      `Paystack refused the secret key (HTTP ${httpStatus}); check PAYSTACK_SECRET_KEY.`,
    );
  }
  if (httpStatus < 200 || httpStatus > 299)
    throw unavailable(`Paystack answered HTTP ${httpStatus}.`);
  if (!body) throw unavailable('Paystack answered with a body that is not JSON.');
  const data = objectOf(body.data);
  if (body.status !== true || !data || typeof data.status !== 'string') {
    throw unavailable('Paystack answered without a transaction.');
  }
  const metadata = metadataOf(data.metadata);
  const amount = data.amount;
  return {
    status: STATUSES[data.status] ?? 'pending',
    reference: typeof data.reference === 'string' ? data.reference : reference,
    amountKobo: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    currency: typeof data.currency === 'string' ? data.currency.toUpperCase() : null,
    paidAt: dateOf(data.paid_at ?? data.paidAt),
    providerReference:
      typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : null,
    service: serviceOf(metadata),
    metadata,
  };
}

/**
 * Paystack over HTTP: `GET {PAYSTACK_URL}/transaction/verify/{reference}` with the secret key
 * as bearer token, at most `timeoutMs` per call; webhooks signed with HMAC-SHA512 of the body.
 */
export function createPaystackGateway(
  settings: PaystackSettings,
  warn: GatewayWarn = () => {},
): PaymentGateway {
  const base = settings.url.replace(/\/+$/, '');
  return {
    name: 'paystack',
    async verify(reference) {
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${base}/transaction/verify/${encodeURIComponent(reference)}`, {
          headers: { authorization: `Bearer ${settings.secretKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          const why = `Paystack did not answer within ${settings.timeoutMs} ms.`;
          warn(why);
          throw new PaymentGatewayError('timeout', why);
        }
        warn('Paystack could not be reached.');
        throw new PaymentGatewayError('unavailable', 'Paystack could not be reached.');
      }
      return readPaystackAnswer(reference, response.status, text, warn);
    },
    webhookSignatureValid: (rawBody, signature) =>
      paystackSignatureValid(settings.secretKey, rawBody, signature),
  };
}
