import {
  birthFormVariant,
  birthRegistrationDraftFromParticulars,
  emptyBirthRegistrationDraft,
  type BirthFormVariant,
  type BirthRegistrationDraft,
  type BirthRegistrationSubmission,
} from '@vitalreg/domain';
import { recordDraftKeys, type RecordWizardDrafts } from '@/features/records/wizard';

/** Prefix of the birth wizards' session storage keys. */
export const BIRTH_DRAFT_PREFIX = 'birth_registration';

/** Session storage key of a variant's draft (e.g. `birth_registration_draft_claimed`). */
export function birthDraftKey(variant: BirthFormVariant): string {
  return recordDraftKeys.new(BIRTH_DRAFT_PREFIX, variant);
}

/** Session storage key of the corrections to a queried record (e.g. `birth_registration_edit_12`). */
export function birthEditDraftKey(id: number): string {
  return recordDraftKeys.edit(BIRTH_DRAFT_PREFIX, id);
}

/** Scope prefix of the identity verifications made in the birth wizards. */
export const BIRTH_IDENTITY_SCOPE = 'birth.';

/** A stored draft is used only if it has the draft's shape. */
export function isBirthDraft(value: unknown): value is BirthRegistrationDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.Claimed === 'boolean' && !!draft.child && typeof draft.child === 'object';
}

/** Birth drafts in the shared record wizard. */
export const birthDrafts: RecordWizardDrafts<'birth', BirthRegistrationSubmission> = {
  storagePrefix: BIRTH_DRAFT_PREFIX,
  identityScope: BIRTH_IDENTITY_SCOPE,
  empty: (variant, place) => emptyBirthRegistrationDraft(variant as BirthFormVariant, place),
  isDraft: isBirthDraft,
  variantOf: birthFormVariant,
  fromParticulars: birthRegistrationDraftFromParticulars,
};
