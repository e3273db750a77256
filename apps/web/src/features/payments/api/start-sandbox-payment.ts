import { useMutation } from '@tanstack/react-query';
import { sandboxPaymentSchema, type PaymentService, type SandboxPayment } from '@vitalreg/domain';
import { api } from '@/lib/api-client';

/** `POST /payments/sandbox` (sandbox gateway only): a fresh paid reference for the fee. */
export function startSandboxPayment(service: PaymentService): Promise<SandboxPayment> {
  return api.post('/payments/sandbox', { service }, { schema: sandboxPaymentSchema });
}

export function useStartSandboxPayment() {
  return useMutation({ mutationFn: startSandboxPayment, meta: { silent: true } });
}
