import { useMutation } from '@tanstack/react-query';
import type { BirthRegistrationDraft, BirthRegistrationSubmissionInput } from '@vitalreg/domain';
import {
  recordDraftBody,
  submitRecordDraft,
  type SubmittedRecord,
} from '@/features/records/api/submit-record';

export { isPossibleDuplicate } from '@/features/records/api/submit-record';

/** What POST /api/birth-registration/add answers (201). */
export type SubmittedBirthRegistration = SubmittedRecord;

export interface SubmitBirthRegistrationInput {
  draft: BirthRegistrationDraft;
  /** Made once per draft and kept with it, so a retry can never create a second record. */
  idempotencyKey: string;
  /** The registrar confirmed the record the API named (409) is a different child. */
  confirmNotDuplicate?: boolean;
}

/**
 * POST /api/birth-registration/add with the spec's before-sending transforms
 * (`toBirthRegistrationSubmission`) and an `Idempotency-Key` header.
 */
export function submitBirthRegistration(
  input: SubmitBirthRegistrationInput,
): Promise<SubmittedBirthRegistration> {
  return submitRecordDraft({ kind: 'birth', ...input });
}

/** The request body of a draft: the before-sending transforms, and the registrar's confirmation. */
export function birthRegistrationBody(
  draft: BirthRegistrationDraft,
  confirmNotDuplicate = false,
): BirthRegistrationSubmissionInput {
  return recordDraftBody('birth', draft, confirmNotDuplicate) as BirthRegistrationSubmissionInput;
}

export function useSubmitBirthRegistration() {
  return useMutation({
    mutationFn: submitBirthRegistration,
    // The wizard shows the answer itself (duplicate notice, first message of a 400).
    meta: { silent: true },
  });
}
