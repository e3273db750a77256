import {
  emptyStillbirthDraft,
  stillbirthDraftFromParticulars,
  type RegistrationPlaceValues,
  type StillbirthDraft,
  type StillbirthFormVariant,
  type StillbirthSubmission,
} from '@vitalreg/domain';
import type { RecordWizardDrafts } from '@/features/records/wizard';

/** Prefix of the stillbirth wizard's session storage keys (`stillbirth_draft_stillbirth`). */
export const STILLBIRTH_DRAFT_PREFIX = 'stillbirth';

/** The one stillbirth form variant (the domain's `STILLBIRTH_FORM_VARIANTS`). */
export const STILLBIRTH_VARIANT: StillbirthFormVariant = 'stillbirth';

/** Session storage key of the register page's answer: was the baby ever born alive? */
export const STILLBIRTH_BORN_ALIVE_KEY = 'stillbirth_born_alive';

/** Scope prefix of identity verifications in the stillbirth wizard (it asks no NIN today). */
export const STILLBIRTH_IDENTITY_SCOPE = 'stillbirth.';

/**
 * A new stillbirth draft. The wizard opens only once the registrar answered that the baby was
 * never born alive, so the draft starts with that answer.
 */
export function newStillbirthDraft(place: RegistrationPlaceValues): StillbirthDraft {
  const draft = emptyStillbirthDraft(place);
  return { ...draft, stillbirth: { ...draft.stillbirth, born_alive: false } };
}

/** A stored draft is used only if it has the draft's shape. */
export function isStillbirthDraft(value: unknown): value is StillbirthDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return ['stillbirth', 'mother', 'informant'].every(
    (part) => !!draft[part] && typeof draft[part] === 'object',
  );
}

/** Stillbirth drafts in the shared record wizard (one variant). */
export const stillbirthDrafts: RecordWizardDrafts<'stillbirth', StillbirthSubmission> = {
  storagePrefix: STILLBIRTH_DRAFT_PREFIX,
  identityScope: STILLBIRTH_IDENTITY_SCOPE,
  empty: (_variant, place) => newStillbirthDraft(place),
  isDraft: isStillbirthDraft,
  variantOf: () => STILLBIRTH_VARIANT,
  fromParticulars: stillbirthDraftFromParticulars,
};
