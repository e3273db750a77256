import { randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY, PAYMENT_SERVICES, type PaymentService } from '@vitalreg/domain';
import {
  PaymentGatewayError,
  type ExpectedPayment,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway.ts';

/**
 * The sandbox's test references: a prefix, the service paid for and any suffix, e.g.
 * `SBX-PAID-REPRINT-7K2M` (the service as its key in capitals: `BIRTH_REISSUANCE`). A reference
 * without a service pays for nothing; anything else is not found. SBX-PAID pays the service's
 * fee, today; SBX-WRONGAMT half of it. The sandbox spells every reference in capitals.
 */
export const SANDBOX_REFERENCES = {
  paid: 'SBX-PAID-',
  failed: 'SBX-FAIL-',
  pending: 'SBX-PEND-',
  wrongAmount: 'SBX-WRONGAMT-',
  down: 'SBX-DOWN-',
  slow: 'SBX-SLOW-',
} as const;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh paid sandbox reference for the service: `SBX-PAID-<SERVICE>-` and 12 characters. */
export function newSandboxReference(service: PaymentService): string {
  const random = [...randomBytes(12)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${SANDBOX_REFERENCES.paid}${service.toUpperCase()}-${random}`;
}

/** The service a reference names after its prefix, or null. */
function serviceIn(rest: string): PaymentService | null {
  return (
    PAYMENT_SERVICES.find((service) => {
      const named = `${service.toUpperCase()}-`;
      return rest.startsWith(named) && rest.length > named.length;
    }) ?? null
  );
}

function answer(
  reference: string,
  status: GatewayPayment['status'],
  service: PaymentService | null = null,
  amountKobo: number | null = null,
): GatewayPayment {
  return {
    status,
    reference,
    amountKobo,
    currency: amountKobo === null ? null : PAYMENT_CURRENCY,
    paidAt: status === 'paid' ? new Date() : null,
    providerReference: status === 'not_found' ? null : `sandbox-${reference}`,
    service,
    metadata: { sandbox: true, ...(service ? { service } : {}) },
  };
}

/**
 * A gateway that needs no network: the reference's prefix decides the answer, and the service
 * it names is the payment's purpose. It pays the fee the caller expects for that service.
 */
export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async verify(reference: string, expected?: ExpectedPayment) {
      const upper = reference.toUpperCase();
      const restAfter = (prefix: string) =>
        upper.startsWith(prefix) && upper.length > prefix.length
          ? upper.slice(prefix.length)
          : undefined;
      if (restAfter(SANDBOX_REFERENCES.down) !== undefined) {
        throw new PaymentGatewayError('unavailable', 'The sandbox gateway is down (SBX-DOWN).');
      }
      if (restAfter(SANDBOX_REFERENCES.slow) !== undefined) {
        throw new PaymentGatewayError('timeout', 'The sandbox gateway did not answer (SBX-SLOW).');
      }
      const statuses = [
        [SANDBOX_REFERENCES.paid, 'paid', 1],
        [SANDBOX_REFERENCES.wrongAmount, 'paid', 0.5],
        [SANDBOX_REFERENCES.pending, 'pending', 1],
        [SANDBOX_REFERENCES.failed, 'failed', 1],
      ] as const;
      for (const [prefix, status, share] of statuses) {
        const rest = restAfter(prefix);
        if (rest === undefined) continue;
        const service = serviceIn(rest);
        const fee = service !== null && service === expected?.service ? expected.amountKobo : null;
        const amount = fee === null ? null : Math.max(1, Math.floor(fee * share));
        return answer(upper, status, service, amount);
      }
      return answer(upper, 'not_found');
    },
  };
}
