import { useMutation } from '@tanstack/react-query';
import type { PaymentService, SandboxPayment } from '@vitalreg/domain';
import { api } from '@/lib/api-client';

/** `POST /payments/sandbox` (sandbox gateway only): a fresh paid reference for the fee. */
export function startSandboxPayment(service: PaymentService): Promise<SandboxPayment> {
  return api.post<SandboxPayment>('/payments/sandbox', { service });
}

export function useStartSandboxPayment() {
  return useMutation({ mutationFn: startSandboxPayment, meta: { silent: true } });
}
