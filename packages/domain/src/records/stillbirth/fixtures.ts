import { ETHNIC_GROUPS } from '../../lookups/ethnic-groups.ts';
import {
  fixtureCode,
  fixtureDaysBefore,
  fixtureLgaId,
  fixtureStateId,
} from '../shared/fixtures.ts';
import {
  toStillbirthSubmission,
  type StillbirthDraft,
  type StillbirthSubmissionInput,
} from './submission.ts';

/**
 * TEST FIXTURE, not reference data: a complete stillbirth draft as the wizard keeps it (raw
 * form values), for the web app's and the API's tests. Delivered 2 days before `now` (not
 * late). Every step schema accepts its part, and `toStillbirthSubmission` gives a payload
 * `stillbirthSubmissionSchema` accepts. Names are invented.
 */
export function exampleStillbirthDraft(now: Date = new Date()): StillbirthDraft {
  const kano = fixtureStateId('Kano');
  const nassarawa = fixtureLgaId(kano, 'Nasarawa');
  const residence = {
    country: '63',
    state: String(kano),
    lga: String(nassarawa),
    street_name: '12 Zoo Road',
    settlement: '1',
  };
  return {
    stillbirth: {
      born_alive: false,
      sex: '1',
      date_of_delivery: fixtureDaysBefore(now, 2),
      place: '1',
      village: 'Gidan Maharba',
      type_of_delivery: '1',
      gestational_weeks: '34',
      birth_weight_grams: '2100',
      registration_state: String(kano),
      registration_lga: String(nassarawa),
      Reg_Center: '1',
    },
    mother: {
      fullname: 'Aisha Bello Musa',
      age: '27',
      ...residence,
      nationality: '63',
      state_of_origin: String(kano),
      ethnic_group: String(fixtureCode(ETHNIC_GROUPS, 'Hausa')),
    },
    informant: {
      fullname: 'Musa Ibrahim',
      relationship: '2',
      ...residence,
      acknowledgement: true,
    },
  };
}

/** TEST FIXTURE: the payload of `exampleStillbirthDraft(now)`. */
export function exampleStillbirthSubmission(now: Date = new Date()): StillbirthSubmissionInput {
  return toStillbirthSubmission(exampleStillbirthDraft(now));
}
