/**
 * The registration wizard's kit, a public module of the record engine beside its index: what
 * the record kinds (kinds/*) build their registration and correction forms with. Kept out of
 * `@/features/records` (see there): the wizard uses the offline outbox and its database, and
 * only the kinds' wizard chunks should load them.
 */
export { CorrectRecordPage } from './components/wizard/correct-record-page';
export { QueuedRecordRoute } from './components/wizard/queued-record-route';
export { recordDraftKeys } from './components/wizard/record-draft';
export {
  CertificateEmailField,
  documentRows,
  fileRow,
  RecordPreview,
  sectionIf,
  useParticularSections,
  type PreviewRow,
  type PreviewSection,
  type PreviewValues,
} from './components/wizard/record-preview';
export {
  RecordWizard,
  type QueuedRecordToFix,
  type RecordToCorrect,
} from './components/wizard/record-wizard';
export type { RecordWizardDrafts, RecordWizardKind } from './components/wizard/record-wizard-kind';
export { AskFirst } from './components/wizard/variant-question';
export {
  draftPartStep,
  previewStepPart,
  wizardStepsOf,
  type StepPart,
} from './components/wizard/wizard-steps';
