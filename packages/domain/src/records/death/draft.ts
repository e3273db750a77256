import {
  fillDraft,
  NIGERIA_FORM_VALUE,
  NO_REGISTRATION_PLACE,
  type RegistrationPlaceValues,
} from '../shared/draft.ts';
import { DEFAULT_SIGNATURE_MODE } from '../shared/signature.ts';
import { deathDocumentSlotsOf, emptyDeathDocuments } from './documents.ts';
import { DEATH_VARIANT_PARTS, type DeathFormVariant } from './steps.ts';
import type { DeathRegistrationDraft, DeathRegistrationSubmission } from './submission.ts';

const residence = () => ({
  country: NIGERIA_FORM_VALUE,
  state: '',
  lga: '',
  street_name: '',
  settlement: '',
});

const nationality = () => ({
  nationality: NIGERIA_FORM_VALUE,
  state_of_origin: '',
  lga_of_origin: '',
  ethnic_group: '',
});

/** A new, empty draft of a form; parts the form has no step for are null. */
export function emptyDeathRegistrationDraft(
  form: DeathFormVariant,
  place: RegistrationPlaceValues = NO_REGISTRATION_PLACE,
): DeathRegistrationDraft {
  const parts = DEATH_VARIANT_PARTS[form];
  return {
    form,
    deceased: {
      surname: '',
      firstname: '',
      middlename: '',
      sex: '',
      date_of_birth: '',
      date_of_death: '',
      age_at_death: { value: '', unit: form === 'form_a' ? 'months' : 'years' },
      place_of_death: '',
      village: '',
      ...residence(),
      literacy: '',
      education_level: '',
      occupation: '',
      ...nationality(),
      marital_status: '',
      certified_by_doctor: '',
      cause_of_death: '',
      nin: '',
      reason_for_no_nin: '',
      ...place,
    },
    mother: parts.mother
      ? {
          surname: '',
          firstname: '',
          middlename: '',
          ...residence(),
          ...nationality(),
          nin: '',
          reason_for_no_nin: '',
          tracking_id: '',
          phone: '',
        }
      : null,
    informant: {
      surname: '',
      firstname: '',
      middlename: '',
      ...residence(),
      relationship: '',
      phone: '',
      nin: '',
      tracking_id: '',
      mode_of_identity: DEFAULT_SIGNATURE_MODE,
      signature: '',
    },
    documents: parts.documents ? emptyDeathDocuments() : null,
    email: '',
  };
}

/**
 * A stored record's particulars back as a wizard draft, to correct a queried record: the
 * inverse of `toDeathRegistrationSubmission` (nulls become '', numbers the selects' text, the
 * document list goes back into its slots, the place of registration into `deceased`).
 */
export function deathRegistrationDraftFromParticulars(
  particulars: DeathRegistrationSubmission,
): DeathRegistrationDraft {
  const empty = emptyDeathRegistrationDraft(
    particulars.form,
    fillDraft(NO_REGISTRATION_PLACE, particulars),
  );
  return {
    ...empty,
    deceased: fillDraft(empty.deceased, particulars.deceased),
    mother: empty.mother && fillDraft(empty.mother, particulars.mother),
    informant: fillDraft(empty.informant, particulars.informant),
    documents: empty.documents && deathDocumentSlotsOf(particulars.documents),
    email: particulars.email ?? '',
  };
}
