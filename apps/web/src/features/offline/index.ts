/**
 * Offline registration of every record kind: offline sign-in, the encrypted outbox and its sync.
 * The login form should load this with a dynamic import (it brings Dexie), keeping the login
 * route's budget.
 */
export {
  dataKeyStore,
  keyDerivationStore,
  useKeyUnlockedBy,
  useOfflineOwnerId,
  type OwnerKeyring,
  type UnlockedBy,
} from './data-key-store';
export {
  hasOfflineCredentials,
  OFFLINE_SIGN_IN_MAX_AGE_DAYS,
  OFFLINE_SIGN_IN_MESSAGES,
  rememberOfflineCredentials,
  restoreOfflineKey,
  signInOffline,
  type KeyRestoreFailure,
  type OfflineSession,
  type OfflineSignInFailure,
  type OfflineSignInResult,
  type OnlineSignIn,
} from './offline-credentials';
export { OFFLINE_DATABASE_NAME_KEY, type SyncReceipt } from './offline-database';
export { reopenWithEarlierPassword } from './retired-keys';
export {
  deleteUnqueuedLocalFiles,
  isLocalFileRef,
  keepFileOffline,
  LOCAL_FILE_PREFIX,
  localFileRefs,
  restoreLocalPreviews,
  uploadLocalFilesNow,
} from './offline-files';
export {
  confirmQueuedNotDuplicate,
  countOutbox,
  deleteQueued,
  listQueued,
  listReceipts,
  OfflineCaptureUnavailableError,
  placeInOutbox,
  queueRecord,
  QueuedRecordBusyError,
  QueuedRecordNotFoundError,
  readQueued,
  readQueuedRecord,
  updateQueued,
  type OutboxCounts,
  type QueuedRecord,
  type QueuedRecordToOpen,
  type QueuedSubmission,
  type SavedOnDevice,
} from './outbox';
export {
  prepareOfflineUse,
  useOfflineReadiness,
  type CaptureNeed,
  type OfflineReadiness,
} from './offline-readiness';
export { outboxKindOf, type OutboxKind } from './outbox-kinds';
export {
  noAnswer,
  notSavedMessage,
  OfflineServiceNotice,
  SENT_NOW,
  ServiceFailure,
  type OnlineService,
} from './components/service-needs-connection';
export {
  recoverInterruptedSyncs,
  sendRecord,
  startBackgroundSync,
  syncOnce,
  type SendRecord,
  type SyncOptions,
  type SyncReport,
} from './sync';
export { useOutboxCounts, useOutboxRecords, useSyncReceipts } from './use-outbox';
