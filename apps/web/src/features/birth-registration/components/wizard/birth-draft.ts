import {
  birthVariantFlags,
  DEFAULT_INFORMANT_IDENTITY_MODE,
  NIGERIA_COUNTRY_CODE,
  type BirthFormVariant,
  type BirthRegistrationDraft,
  type SessionUser,
} from '@vitalreg/domain';

/** Session storage key of a variant's draft (e.g. `birth_registration_draft_claimed`). */
export function birthDraftKey(variant: BirthFormVariant): string {
  return `birth_registration_draft_${variant}`;
}

/** Scope prefix of the identity verifications made in the birth wizards. */
export const BIRTH_IDENTITY_SCOPE = 'birth.';

const NIGERIA = String(NIGERIA_COUNTRY_CODE);

function emptyParent() {
  return {
    surname: '',
    firstname: '',
    middlename: '',
    age: '',
    country: NIGERIA,
    state: '',
    lga: '',
    street_name: '',
    settlement: '',
    marital_status: '',
    nationality: NIGERIA,
    state_of_origin: '',
    lga_of_origin: '',
    ethnic_group: '',
    literacy: '',
    education_level: '',
    nin: '',
    reason_for_no_nin: '',
    tracking_id: '',
    phone: '',
  };
}

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

/** A new, empty draft of a variant; parts the variant has no step for are null. */
export function emptyBirthDraft(
  variant: BirthFormVariant,
  user?: SessionUser | null,
): BirthRegistrationDraft {
  const draft: BirthRegistrationDraft = {
    ...birthVariantFlags(variant),
    child: {
      surname: '',
      firstname: '',
      middlename: '',
      childBirthDate: '',
      birth_type: '',
      birth_order: '',
      sex: '',
      place_of_occurrence: '',
      locality: '',
      state_of_birth: '',
      lga_of_birth: '',
      town_of_birth: '',
      settlement: '',
      state_of_origin: '',
      lga: '',
      face: '',
      ...registrationPlaceOf(user),
    },
    mother: { ...emptyParent(), maiden_name: '', occupation: '' },
    father: { ...emptyParent(), father_occupation: '' },
    informant: {
      surname: '',
      firstname: '',
      middlename: '',
      country: NIGERIA,
      state: '',
      lga: '',
      street_name: '',
      settlement: '',
      relationship: '',
      phone: '',
      nin: '',
      tracking_id: '',
      mode_of_identity: DEFAULT_INFORMANT_IDENTITY_MODE,
      signature: '',
      face: '',
    },
    documents: {
      support_document: null,
      father_passport: null,
      mother_passport: null,
      immunization_card: null,
      lga_birth_certificate: null,
      baptism_card: null,
      id_card: null,
      birth_notification: null,
    },
    email: '',
  };
  if (variant === 'unclaimed') {
    draft.mother = null;
    draft.father = null;
    draft.documents = null;
  }
  if (variant === 'notification') draft.informant = null;
  return draft;
}

/** A stored draft is used only if it has the draft's shape. */
export function isBirthDraft(value: unknown): value is BirthRegistrationDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return typeof draft.Claimed === 'boolean' && !!draft.child && typeof draft.child === 'object';
}
