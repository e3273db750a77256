import {
  deathRegistrationDraftFromParticulars,
  emptyDeathRegistrationDraft,
  type DeathFormVariant,
  type DeathRegistrationDraft,
  type DeathRegistrationSubmission,
} from '@vitalreg/domain';
import type { RecordWizardDrafts } from '@/features/records/wizard';

/** Prefix of the death wizards' session storage keys (`death_registration_draft_form_a`). */
export const DEATH_DRAFT_PREFIX = 'death_registration';

/** Session storage key of the register page's answer: was the deceased under 5? */
export const DEATH_UNDER_FIVE_KEY = 'death_registration_under_five';

/** Scope prefix of the identity verifications made in the death wizards. */
export const DEATH_IDENTITY_SCOPE = 'death.';

/** A stored draft is used only if it has the draft's shape. */
export function isDeathDraft(value: unknown): value is DeathRegistrationDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.form === 'form_a' || draft.form === 'form_b') &&
    !!draft.deceased &&
    typeof draft.deceased === 'object' &&
    !!draft.informant &&
    typeof draft.informant === 'object'
  );
}

/** Death drafts in the shared record wizard: the variant is the form (A or B). */
export const deathDrafts: RecordWizardDrafts<'death', DeathRegistrationSubmission> = {
  storagePrefix: DEATH_DRAFT_PREFIX,
  identityScope: DEATH_IDENTITY_SCOPE,
  empty: (variant, place) => emptyDeathRegistrationDraft(variant as DeathFormVariant, place),
  isDraft: isDeathDraft,
  variantOf: (draft) => draft.form,
  fromParticulars: deathRegistrationDraftFromParticulars,
};
