import type { RecordKind, RecordKindKey, RegistrationPlaceValues } from '@vitalreg/domain';
import type { WizardStepDefinition } from '@/components/wizard/form-wizard';
import type { RecordDrafts } from '@/features/records/api/submit-record';

/** What the wizard reads of the domain's declaration of a kind. */
export type KindDeclaration = Pick<
  RecordKind,
  'key' | 'name' | 'apiPath' | 'steps' | 'variants' | 'particulars'
>;

/** How the shared wizard keeps a kind's drafts, makes them, recognises them and reads them back. */
export interface RecordWizardDrafts<K extends RecordKindKey, Particulars = unknown> {
  /** Prefix of the drafts' session storage keys (`birth_registration`). */
  storagePrefix: string;
  /** Scope prefix of the identity verifications made in this kind's wizards (`birth.`). */
  identityScope: string;
  /** A new, empty draft of a variant, registered at `place`. */
  empty: (variant: string, place: RegistrationPlaceValues) => RecordDrafts[K];
  /** A stored draft is used only if it has the kind's shape. */
  isDraft: (value: unknown) => value is RecordDrafts[K];
  /** The variant a draft was captured with. */
  variantOf: (draft: RecordDrafts[K]) => string;
  /** A stored record's particulars back as a draft, to correct a queried record. */
  fromParticulars: (particulars: Particulars) => RecordDrafts[K];
}

/**
 * What a record kind gives the shared wizard (`RecordWizard`): its declaration, its steps and
 * its drafts. Everything else (the draft kept in session storage, submitting with an
 * Idempotency-Key, the possible-duplicate confirmation, saving on the device for a kind the
 * outbox holds, correcting a queried record, fixing a queued one) is the wizard's.
 */
export interface RecordWizardKind<K extends RecordKindKey, Particulars = unknown> {
  key: K;
  declaration: KindDeclaration;
  /** The kind at the start of a sentence: "Birth registration submitted. Reference: …". */
  title: string;
  /** The preview's submit button when it is not "Submit registration" (an attestation is applied for). */
  submitLabel?: string;
  drafts: RecordWizardDrafts<K, Particulars>;
  /** A variant's steps, in the declaration's order, each with its schema and component. */
  steps: (variant: string) => WizardStepDefinition<RecordDrafts[K]>[];
  /** The React Query key of the kind's lists and records, refreshed after a submission. */
  queryKey: readonly unknown[];
  paths: { list: string; detail: (id: number) => string };
}
