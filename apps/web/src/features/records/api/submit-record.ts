import { useMutation } from '@tanstack/react-query';
import type { ApplicationStatus, QueueableRecordKindKey, RecordKindKey } from '@vitalreg/domain';
import { api, hasErrorCode } from '@/lib/api-client';
import { kindUIOf, type KindSubmission, type RecordDrafts } from '../kind-ui';

export type { RecordDrafts } from '../kind-ui';

/** The draft of a kind the offline outbox can hold. */
export type RecordDraft = RecordDrafts[QueueableRecordKindKey];

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
  /** Sent from the offline outbox: the API counts these (X-Captured-Offline, /metrics). */
  capturedOffline?: boolean;
}

/** `POST /api/{apiPath}/add` (or the kind's `addPath`) with an `Idempotency-Key` header. */
export function submitRecord({
  apiPath,
  body,
  idempotencyKey,
  addPath,
  capturedOffline,
}: SubmitRecordInput): Promise<SubmittedRecord> {
  return api.post<SubmittedRecord>(addPath ?? `/${apiPath}/add`, body, {
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(capturedOffline ? { 'X-Captured-Offline': '1' } : {}),
    },
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
  /** Sent from the offline outbox (submitRecord). */
  capturedOffline?: boolean;
}

/** The request body of a kind's draft: the before-sending transform and the confirmation. */
function draftBody(
  submission: KindSubmission,
  draft: unknown,
  confirmNotDuplicate = false,
): object {
  return withDuplicateConfirmation(submission.toSubmission(draft as never), confirmNotDuplicate);
}

/** What a kind's draft is sent as: its API path, its form's add path, its body. */
export async function recordDraftRequest<K extends RecordKindKey>(
  kind: K,
  draft: RecordDrafts[K],
  confirmNotDuplicate = false,
): Promise<{ apiPath: string; addPath?: string; body: object }> {
  const ui = kindUIOf(kind);
  const submission = await ui.submission();
  return {
    apiPath: ui.manifest.apiPath,
    addPath: submission.addPath?.(draft as never),
    body: draftBody(submission, draft, confirmNotDuplicate),
  };
}

/** `POST /api/{apiPath}/add` (or the form's own path) of a kind's wizard draft. */
export async function submitRecordDraft<K extends RecordKindKey>({
  kind,
  draft,
  idempotencyKey,
  confirmNotDuplicate,
  capturedOffline,
}: SubmitRecordDraftInput<K>): Promise<SubmittedRecord> {
  const request = await recordDraftRequest(kind, draft, confirmNotDuplicate);
  return submitRecord({ ...request, idempotencyKey, capturedOffline });
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
