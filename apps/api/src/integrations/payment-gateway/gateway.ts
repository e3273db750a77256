import type { GatewayPaymentStatus, PaymentGatewayName, PaymentService } from '@vitalreg/domain';

/**
 * What the caller expects of a payment; only the sandbox uses it (its paid references pay this
 * amount). Webhooks know no expected amount.
 */
export interface ExpectedPayment {
  service: PaymentService;
  amountKobo: number;
}

/**
 * What the gateway says about a payment reference:
 * - paid: the money arrived (amount, currency, when)
 * - pending: not settled yet; ask again later
 * - failed: declined, abandoned or reversed
 * - not_found: the gateway does not know the reference
 */
export interface GatewayPayment {
  status: GatewayPaymentStatus;
  /**
   * The reference as the gateway spells it: payments are bound under this spelling, so two
   * spellings of one payment (`SBX-PAID-x`, `sbx-paid-x`) pay once.
   */
  reference: string;
  amountKobo: number | null;
  currency: string | null;
  paidAt: Date | null;
  /** The gateway's own id of the transaction, when it gives one. */
  providerReference: string | null;
  /**
   * The service the payment was made for, as the payment page set it (the gateway's metadata);
   * null when it names none, and then it pays for nothing.
   */
  service: PaymentService | null;
  /** The gateway's metadata as it sent it (never shown to users). */
  metadata: Record<string, unknown>;
}

/**
 * The gateway gave no usable answer: `timeout` (it did not answer in time) or `unavailable`
 * (unreachable, an error status, credentials refused, a body we cannot read).
 */
export class PaymentGatewayError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** Asks the gateway about a reference; throws PaymentGatewayError when it gives no answer. */
  verify(reference: string, expected?: ExpectedPayment): Promise<GatewayPayment>;
  /** Whether a webhook's raw body carries the gateway's signature (gateways that send them). */
  webhookSignatureValid?(rawBody: Buffer, signature: string | undefined): boolean;
}

/** Where an adapter reports why the gateway gave no usable answer (never a secret). */
export type GatewayWarn = (message: string) => void;
