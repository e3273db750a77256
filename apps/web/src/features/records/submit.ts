/**
 * How a kind's draft is sent (`POST /api/{apiPath}/add`): a public module of the record engine
 * beside its index, for the offline outbox's sync. The dashboard layout starts the sync on every
 * signed-in page; through `@/features/records` it would bring the record screens' pieces and the
 * reference data there (see `@/features/records`).
 */
export {
  isPossibleDuplicate,
  submitRecordDraft,
  type RecordDraft,
  type RecordDrafts,
} from './api/submit-record';
