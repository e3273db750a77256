import {
  emptyBirthRegistrationDraft,
  type BirthFormVariant,
  type BirthRegistrationDraft,
  type SessionUser,
} from '@vitalreg/domain';

/** Session storage key of a variant's draft (e.g. `birth_registration_draft_claimed`). */
export function birthDraftKey(variant: BirthFormVariant): string {
  return `birth_registration_draft_${variant}`;
}

/** Session storage key of the corrections to a queried record (e.g. `birth_registration_edit_12`). */
export function birthEditDraftKey(id: number): string {
  return `birth_registration_edit_${id}`;
}

/** Session storage key of the fixes to a registration saved on this device. */
export function birthQueuedDraftKey(clientId: string): string {
  return `birth_registration_queued_${clientId}`;
}

/** Scope prefix of the identity verifications made in the birth wizards. */
export const BIRTH_IDENTITY_SCOPE = 'birth.';

/** Where the signed-in user registers: their centre's state, LGA and id (strings for the selects). */
export function registrationPlaceOf(user: SessionUser | null | undefined) {
  const centre = user?.Registration_Centres;
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    registration_state: text(centre?.State_ID ?? user?.State_ID),
    registration_lga: text(centre?.LGA_ID ?? user?.LGA_ID),
    Reg_Center: text(centre?.Reg_Center_ID ?? user?.Reg_Center_ID),
  };
}

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
