import type { ApplicationStatus } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import {
  birthRegistrationBody,
  type SubmitBirthRegistrationInput,
} from './submit-birth-registration';

export interface ResubmittedBirthRegistration {
  id: number;
  reference: string;
  status: ApplicationStatus;
}

/**
 * `PATCH /birth-registration/{id}`: the capturer's corrected particulars of a queried record
 * (queried -> pending). The body is the same payload as `POST /birth-registration/add`, sent
 * with the correction's own `Idempotency-Key`.
 */
export function resubmitBirthRegistration({
  id,
  draft,
  idempotencyKey,
  confirmNotDuplicate,
}: SubmitBirthRegistrationInput & { id: number }): Promise<ResubmittedBirthRegistration> {
  return api.patch<ResubmittedBirthRegistration>(
    `/birth-registration/${id}`,
    birthRegistrationBody(draft, confirmNotDuplicate),
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
