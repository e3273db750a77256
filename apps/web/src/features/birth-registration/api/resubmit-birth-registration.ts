import {
  resubmitRecordDraft,
  type ResubmittedRecord,
} from '@/features/records/api/resubmit-record';
import type { SubmitBirthRegistrationInput } from './submit-birth-registration';

export type ResubmittedBirthRegistration = ResubmittedRecord;

/**
 * `PATCH /birth-registration/{id}`: the capturer's corrected particulars of a queried record
 * (queried -> pending). The body is the same payload as `POST /birth-registration/add`, sent
 * with the correction's own `Idempotency-Key`.
 */
export function resubmitBirthRegistration(
  input: SubmitBirthRegistrationInput & { id: number },
): Promise<ResubmittedBirthRegistration> {
  return resubmitRecordDraft({ kind: 'birth', ...input });
}
