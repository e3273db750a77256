import { useMutation } from '@tanstack/react-query';
import {
  toBirthRegistrationSubmission,
  type ApplicationStatus,
  type BirthRegistrationDraft,
  type BirthRegistrationSubmissionInput,
} from '@vitalreg/domain';
import { api, isApiError } from '@/lib/api-client';

/** What POST /api/birth-registration/add answers (201). */
export interface SubmittedBirthRegistration {
  id: number;
  /** The record's reference, shown to the registrar. */
  reference: string;
  status: ApplicationStatus;
}

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
export function submitBirthRegistration({
  draft,
  idempotencyKey,
  confirmNotDuplicate,
}: SubmitBirthRegistrationInput): Promise<SubmittedBirthRegistration> {
  return api.post<SubmittedBirthRegistration>(
    '/birth-registration/add',
    birthRegistrationBody(draft, confirmNotDuplicate),
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** The request body of a draft: the before-sending transforms, and the registrar's confirmation. */
export function birthRegistrationBody(
  draft: BirthRegistrationDraft,
  confirmNotDuplicate = false,
): BirthRegistrationSubmissionInput {
  const payload = toBirthRegistrationSubmission(draft);
  return confirmNotDuplicate ? { ...payload, confirmNotDuplicate: true } : payload;
}

/** A 409 naming a possible duplicate record (not an idempotency-key conflict). */
export function isPossibleDuplicate(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && /duplicate/i.test(error.message);
}

export function useSubmitBirthRegistration() {
  return useMutation({
    mutationFn: submitBirthRegistration,
    // The wizard shows the answer itself (duplicate notice, first message of a 400).
    meta: { silent: true },
  });
}
