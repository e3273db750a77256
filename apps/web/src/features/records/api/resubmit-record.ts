import type { ApplicationStatus, RecordKindKey } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import {
  recordDraftRequest,
  type SubmitRecordDraftInput,
  type SubmitRecordInput,
} from './submit-record';

export interface ResubmittedRecord {
  id: number;
  reference: string;
  status: ApplicationStatus;
}

/**
 * `PATCH /api/{apiPath}/{id}`: the capturer's corrected particulars of a queried record
 * (queried -> pending). The body is the same payload as `POST /api/{apiPath}/add`, sent with the
 * correction's own `Idempotency-Key`.
 */
export function resubmitRecord({
  apiPath,
  id,
  body,
  idempotencyKey,
}: SubmitRecordInput & { id: number }): Promise<ResubmittedRecord> {
  return api.patch<ResubmittedRecord>(`/${apiPath}/${id}`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** `PATCH /api/{apiPath}/{id}` of a kind's corrected wizard draft. */
export async function resubmitRecordDraft<K extends RecordKindKey>({
  id,
  kind,
  draft,
  idempotencyKey,
  confirmNotDuplicate,
}: SubmitRecordDraftInput<K> & { id: number }): Promise<ResubmittedRecord> {
  const { apiPath, body } = await recordDraftRequest(kind, draft, confirmNotDuplicate);
  return resubmitRecord({ apiPath, id, body, idempotencyKey });
}
