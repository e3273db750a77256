import { randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY } from '@vitalreg/domain';
import {
  PaymentGatewayError,
  type ExpectedPayment,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway.ts';

/**
 * The sandbox's test references (any suffix after the prefix). Everything else is not found.
 * SBX-PAID pays the fee of the service it is presented for; SBX-WRONGAMT pays half of it.
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

/** A fresh paid sandbox reference: SBX-PAID- and 12 random characters. */
export function newSandboxReference(): string {
  const random = [...randomBytes(12)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${SANDBOX_REFERENCES.paid}${random}`;
}

function answer(
  reference: string,
  status: GatewayPayment['status'],
  amountKobo: number | null = null,
): GatewayPayment {
  return {
    status,
    reference,
    amountKobo,
    currency: amountKobo === null ? null : PAYMENT_CURRENCY,
    paidAt: status === 'paid' ? new Date() : null,
    providerReference: status === 'not_found' ? null : `sandbox-${reference}`,
    service: null,
    metadata: { sandbox: true },
  };
}

/** A gateway that needs no network: the reference's prefix decides the answer. */
export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    async verify(reference: string, expected?: ExpectedPayment) {
      const amount = expected?.amountKobo ?? null;
      const upper = reference.toUpperCase();
      const has = (prefix: string) => upper.startsWith(prefix) && upper.length > prefix.length;
      if (has(SANDBOX_REFERENCES.down)) {
        throw new PaymentGatewayError('unavailable', 'The sandbox gateway is down (SBX-DOWN).');
      }
      if (has(SANDBOX_REFERENCES.slow)) {
        throw new PaymentGatewayError('timeout', 'The sandbox gateway did not answer (SBX-SLOW).');
      }
      if (has(SANDBOX_REFERENCES.paid)) return answer(reference, 'paid', amount);
      if (has(SANDBOX_REFERENCES.wrongAmount)) {
        return answer(
          reference,
          'paid',
          amount === null ? null : Math.max(1, Math.floor(amount / 2)),
        );
      }
      if (has(SANDBOX_REFERENCES.pending)) return answer(reference, 'pending', amount);
      if (has(SANDBOX_REFERENCES.failed)) return answer(reference, 'failed', amount);
      return answer(reference, 'not_found');
    },
  };
}
