import {
  PAYMENT_GATEWAYS,
  PAYMENT_MODES,
  type PaymentGatewayName,
  type PaymentMode,
} from '@vitalreg/domain';
import { createStore } from '@/lib/create-store';

/**
 * Local storage `payment_type` (spec's payment temporary keys): how the fee was last paid on
 * this device, so the payment step offers that way first. No personal data, no reference.
 */
export const paymentTypeStore = createStore<PaymentMode | null>(null, {
  key: 'payment_type',
  storage: 'local',
  parse: (stored) =>
    typeof stored === 'string' && (PAYMENT_MODES as readonly string[]).includes(stored)
      ? (stored as PaymentMode)
      : undefined,
});

/**
 * Local storage `gateway_type` (spec's payment temporary keys): the gateway the server last
 * said it uses. Written for the spec's key; nothing on this device reads it yet.
 */
export const gatewayTypeStore = createStore<PaymentGatewayName | null>(null, {
  key: 'gateway_type',
  storage: 'local',
  parse: (stored) =>
    typeof stored === 'string' && (PAYMENT_GATEWAYS as readonly string[]).includes(stored)
      ? (stored as PaymentGatewayName)
      : undefined,
});
