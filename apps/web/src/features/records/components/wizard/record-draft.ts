import type { RegistrationPlaceValues, SessionUser } from '@vitalreg/domain';

/**
 * Session storage keys of a kind's wizard drafts, from its prefix (e.g. `birth_registration`):
 * a new record of a variant (`birth_registration_draft_claimed`), the corrections to a queried
 * record (`birth_registration_edit_12`) and the fixes to one saved on this device
 * (`birth_registration_queued_<client id>`).
 */
export const recordDraftKeys = {
  new: (prefix: string, variant: string) => `${prefix}_draft_${variant}`,
  edit: (prefix: string, id: number) => `${prefix}_edit_${id}`,
  queued: (prefix: string, clientId: string) => `${prefix}_queued_${clientId}`,
};

/** Where the signed-in user registers: their centre's state, LGA and id (strings for the selects). */
export function registrationPlaceOf(user: SessionUser | null | undefined): RegistrationPlaceValues {
  const centre = user?.Registration_Centres;
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    registration_state: text(centre?.State_ID ?? user?.State_ID),
    registration_lga: text(centre?.LGA_ID ?? user?.LGA_ID),
    Reg_Center: text(centre?.Reg_Center_ID ?? user?.Reg_Center_ID),
  };
}
