/**
 * The record engine's public API for the record kinds (kinds/*) and the other features: the
 * pieces of a kind's list and record screens, and the engine's types.
 *
 * Three more public modules of the engine are kept apart on purpose (eslint.config.js lists
 * them). Rolldown does not skip a barrel when it splits chunks: a module that imports an index
 * depends on every module the index re-exports that the app uses anywhere. So:
 * - `@/features/records/kind-ui`: the registry of kinds (`kindUIs`, `kindPaths`, `defineKindUI`
 *   ...), read by the app's first chunk (router, `app/kinds.ts`, each kind's `index.ts`); this
 *   index there would bring these screens' pieces, MUI and the reference data to the login page.
 * - `@/features/records/wizard`: the registration wizard's kit, for the kinds' forms. It brings
 *   the offline outbox and its database, which the list and record pages do not load (and the
 *   outbox's sync imports the engine back: one module for both would be an import cycle).
 * - `@/features/records/submit`: how a kind's draft is sent, for the outbox's sync, which the
 *   dashboard layout starts on every signed-in page: this index would bring these screens'
 *   pieces and the reference data there.
 *
 * Pages the router loads lazily (records-page, record-page, review-queue-page,
 * queued-record-route) are imported by their own path with `import()`: they are code-splitting
 * points, not part of this API.
 */
export { HistoryTimeline } from './components/detail/history-timeline';
export { DetailSection, RecordParticulars } from './components/detail/particulars-section';
export { capturedFile, signatureFile, supportingDocuments } from './components/detail/record-files';
export { StoredFile } from './components/detail/stored-file';
export { fullName } from './components/list/format';
export { lateNotices, viewOf } from './kind-view';
export { recordPaths } from './record-paths';
export type { RecordDetail, RecordFileEntry, RecordKindView, ReviewQueueView } from './types';
