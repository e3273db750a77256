import { PAYMENT_GATEWAYS, type PaymentGatewayName } from '@vitalreg/domain';
import { createStore } from '@/lib/create-store';

/** The spec's payment modes: start a payment, or enter the reference of one made elsewhere. */
export type PaymentType = 'payment' | 'reference';

/**
 * Local storage `payment_type` (spec's payment temporary keys): how the fee was last paid on
 * this device, so the payment step offers that way first. No personal data, no reference.
 */
export const paymentTypeStore = createStore<PaymentType | null>(null, {
  key: 'payment_type',
  storage: 'local',
  parse: (stored) => (stored === 'payment' || stored === 'reference' ? stored : undefined),
});

/** Local storage `gateway_type`: the gateway the server last said it uses. */
export const gatewayTypeStore = createStore<PaymentGatewayName | null>(null, {
  key: 'gateway_type',
  storage: 'local',
  parse: (stored) =>
    typeof stored === 'string' && (PAYMENT_GATEWAYS as readonly string[]).includes(stored)
      ? (stored as PaymentGatewayName)
      : undefined,
});
