import { useMutation } from '@tanstack/react-query';
import {
  ATTESTATION_ADD_PATHS,
  attestationKind,
  birthKind,
  deathKind,
  stillbirthKind,
  toAttestationSubmission,
  toBirthRegistrationSubmission,
  toDeathRegistrationSubmission,
  toStillbirthSubmission,
  type ApplicationStatus,
  type AttestationDraft,
  type BirthRegistrationDraft,
  type DeathRegistrationDraft,
  type QueueableRecordKindKey,
  type RecordKindKey,
  type StillbirthDraft,
} from '@vitalreg/domain';
import { api, hasErrorCode } from '@/lib/api-client';

/** The wizard draft of each record kind. */
export interface RecordDrafts {
  birth: BirthRegistrationDraft;
  death: DeathRegistrationDraft;
  stillbirth: StillbirthDraft;
  attestation: AttestationDraft;
}

/** The draft of a kind the offline outbox can hold. */
export type RecordDraft = RecordDrafts[QueueableRecordKindKey];

/** Where each kind is sent and the domain's before-sending transforms of its draft. */
export const RECORD_SUBMISSIONS: {
  [K in RecordKindKey]: {
    apiPath: string;
    /** Where a new record of this draft's form is posted, if not `/{apiPath}/add`. */
    addPath?: (draft: RecordDrafts[K]) => string;
    toSubmission: (draft: RecordDrafts[K]) => object;
  };
} = {
  birth: { apiPath: birthKind.apiPath, toSubmission: toBirthRegistrationSubmission },
  death: { apiPath: deathKind.apiPath, toSubmission: toDeathRegistrationSubmission },
  stillbirth: { apiPath: stillbirthKind.apiPath, toSubmission: toStillbirthSubmission },
  // With a NIN at /birth-attestation/add, without at /self-attestation/no-nin.
  attestation: {
    apiPath: attestationKind.apiPath,
    addPath: (draft) => ATTESTATION_ADD_PATHS[draft.form],
    toSubmission: toAttestationSubmission,
  },
};

/** What `POST /api/{apiPath}/add` answers (201), for every record kind. */
export interface SubmittedRecord {
  id: number;
  /** The record's reference, shown to the registrar. */
  reference: string;
  status: ApplicationStatus;
}

export interface SubmitRecordInput {
  /** The kind's API path segment (`birth-registration`, `death-registration`, `stillbirth`). */
  apiPath: string;
  /** The request body: the kind's submission, after the before-sending transforms. */
  body: object;
  /** Made once per draft and kept with it, so a retry can never create a second record. */
  idempotencyKey: string;
  /** Where to post instead of `/{apiPath}/add` (an attestation without a NIN). */
  addPath?: string;
}

/** `POST /api/{apiPath}/add` (or the kind's `addPath`) with an `Idempotency-Key` header. */
export function submitRecord({
  apiPath,
  body,
  idempotencyKey,
  addPath,
}: SubmitRecordInput): Promise<SubmittedRecord> {
  return api.post<SubmittedRecord>(addPath ?? `/${apiPath}/add`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** A submission with the registrar's confirmation that the record the API named (409) is another. */
export function withDuplicateConfirmation<S extends object>(
  submission: S,
  confirmNotDuplicate = false,
): S {
  return confirmNotDuplicate ? { ...submission, confirmNotDuplicate: true } : submission;
}

export interface SubmitRecordDraftInput<K extends RecordKindKey> {
  kind: K;
  draft: RecordDrafts[K];
  idempotencyKey: string;
  /** The registrar confirmed the record the API named (409) is a different one. */
  confirmNotDuplicate?: boolean;
}

/** The request body of a kind's draft: the before-sending transforms and the confirmation. */
export function recordDraftBody<K extends RecordKindKey>(
  kind: K,
  draft: RecordDrafts[K],
  confirmNotDuplicate = false,
): object {
  const submission = RECORD_SUBMISSIONS[kind].toSubmission(draft);
  return withDuplicateConfirmation(submission, confirmNotDuplicate);
}

/** `POST /api/{apiPath}/add` (or the form's own path) of a kind's wizard draft. */
export function submitRecordDraft<K extends RecordKindKey>({
  kind,
  draft,
  idempotencyKey,
  confirmNotDuplicate,
}: SubmitRecordDraftInput<K>): Promise<SubmittedRecord> {
  const submission = RECORD_SUBMISSIONS[kind];
  return submitRecord({
    apiPath: submission.apiPath,
    addPath: submission.addPath?.(draft),
    body: recordDraftBody(kind, draft, confirmNotDuplicate),
    idempotencyKey,
  });
}

/** The answer naming a possible duplicate record (not an idempotency-key conflict). */
export function isPossibleDuplicate(error: unknown): boolean {
  return hasErrorCode(error, 'DUPLICATE_SUSPECTED');
}

export function useSubmitRecord() {
  return useMutation({
    mutationFn: submitRecord,
    // The wizard shows the answer itself (duplicate notice, first message of a 400).
    meta: { silent: true },
  });
}
