import type { AppConfig } from '../../config.ts';
import type { GatewayWarn, PaymentGateway } from './gateway.ts';
import { createPaystackGateway } from './paystack.ts';
import { createSandboxGateway } from './sandbox.ts';

export * from './gateway.ts';
export { paystackSignature } from './paystack.ts';
export { newSandboxReference } from './sandbox.ts';

/** The configured gateway: the sandbox unless PAYMENT_GATEWAY=paystack (with its settings). */
export function createPaymentGateway(config: AppConfig, warn?: GatewayWarn): PaymentGateway {
  if (config.paymentGateway === 'paystack') {
    if (!config.paystack)
      throw new Error('PAYMENT_GATEWAY is paystack but PAYSTACK_URL is not set.');
    return createPaystackGateway(config.paystack, warn);
  }
  return createSandboxGateway();
}
