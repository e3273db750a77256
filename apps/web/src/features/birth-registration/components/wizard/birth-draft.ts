import {
  birthFormVariant,
  birthRegistrationDraftFromParticulars,
  emptyBirthRegistrationDraft,
  type BirthFormVariant,
  type BirthRegistrationDraft,
  type BirthRegistrationSubmission,
  type SessionUser,
} from '@vitalreg/domain';
import {
  recordDraftKeys,
  registrationPlaceOf,
} from '@/features/records/components/wizard/record-draft';
import type { RecordWizardDrafts } from '@/features/records/components/wizard/record-wizard-kind';

export { registrationPlaceOf } from '@/features/records/components/wizard/record-draft';

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

/** Session storage key of the fixes to a registration saved on this device. */
export function birthQueuedDraftKey(clientId: string): string {
  return recordDraftKeys.queued(BIRTH_DRAFT_PREFIX, clientId);
}

/** Scope prefix of the identity verifications made in the birth wizards. */
export const BIRTH_IDENTITY_SCOPE = 'birth.';

/** A new, empty draft of a variant, registered at the signed-in user's centre. */
export function emptyBirthDraft(
  variant: BirthFormVariant,
  user?: SessionUser | null,
): BirthRegistrationDraft {
  return emptyBirthRegistrationDraft(variant, registrationPlaceOf(user));
}

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
