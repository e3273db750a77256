import {
  fillDraft,
  NIGERIA_FORM_VALUE,
  NO_REGISTRATION_PLACE,
  type RegistrationPlaceValues,
} from '../shared/draft.ts';
import type { StillbirthDraft, StillbirthSubmission } from './submission.ts';

const residence = () => ({
  country: NIGERIA_FORM_VALUE,
  state: '',
  lga: '',
  street_name: '',
  settlement: '',
});

/** A new, empty stillbirth draft; the born-alive question is not yet answered (null). */
export function emptyStillbirthDraft(
  place: RegistrationPlaceValues = NO_REGISTRATION_PLACE,
): StillbirthDraft {
  return {
    stillbirth: {
      born_alive: null,
      sex: '',
      date_of_delivery: '',
      place: '',
      village: '',
      type_of_delivery: '',
      gestational_weeks: '',
      birth_weight_grams: '',
      ...place,
    },
    mother: {
      fullname: '',
      age: '',
      ...residence(),
      nationality: NIGERIA_FORM_VALUE,
      state_of_origin: '',
      ethnic_group: '',
    },
    informant: { fullname: '', relationship: '', ...residence(), acknowledgement: false },
  };
}

/**
 * A stored record's particulars back as a wizard draft, to correct a queried record: the
 * inverse of `toStillbirthSubmission` (nulls become '', numbers the selects' text).
 */
export function stillbirthDraftFromParticulars(particulars: StillbirthSubmission): StillbirthDraft {
  const empty = emptyStillbirthDraft(fillDraft(NO_REGISTRATION_PLACE, particulars));
  return {
    stillbirth: {
      ...fillDraft(empty.stillbirth, particulars.stillbirth),
      born_alive: particulars.born_alive,
    },
    mother: fillDraft(empty.mother, particulars.mother),
    informant: fillDraft(empty.informant, particulars.informant),
  };
}
