import { ETHNIC_GROUPS } from '../../lookups/ethnic-groups.ts';
import { OCCUPATIONS } from '../../lookups/occupations.ts';
import {
  fixtureCode,
  fixtureDaysBefore,
  fixtureLgaId,
  fixtureStateId,
} from '../shared/fixtures.ts';
import { emptyDeathDocuments } from './documents.ts';
import type { DeathFormVariant } from './steps.ts';
import {
  toDeathRegistrationSubmission,
  type DeathRegistrationDraft,
  type DeathRegistrationSubmissionInput,
} from './submission.ts';

/**
 * TEST FIXTURE, not reference data: a complete death registration draft as the wizard keeps it
 * (raw form values), for the web app's and the API's tests. Form A: a girl of 2 years; form B:
 * a man of 67. Death 3 days before `now` (not late). Every step schema accepts its part, and
 * `toDeathRegistrationSubmission` gives a payload `deathRegistrationSubmissionSchema` accepts.
 * Names, NINs and phone numbers are invented.
 */
export function exampleDeathRegistrationDraft(
  form: DeathFormVariant = 'form_b',
  now: Date = new Date(),
): DeathRegistrationDraft {
  const lagos = fixtureStateId('Lagos');
  const ikeja = fixtureLgaId(lagos, 'Ikeja');
  const anambra = fixtureStateId('Anambra');
  const dateOfDeath = fixtureDaysBefore(now, 3);
  const ageYears = form === 'form_a' ? 2 : 67;
  // The first of the month `ageYears` before the death: exactly `ageYears` old at death.
  const dateOfBirth = `${String(Number(dateOfDeath.slice(0, 4)) - ageYears)}${dateOfDeath.slice(4, 8)}01`;
  const residence = {
    country: '63',
    state: String(lagos),
    lga: String(ikeja),
    street_name: '7 Oba Akran Avenue',
    settlement: '1',
  };
  const origin = {
    nationality: '63',
    state_of_origin: String(anambra),
    lga_of_origin: String(fixtureLgaId(anambra, 'Onitsha North')),
    ethnic_group: String(fixtureCode(ETHNIC_GROUPS, 'Igbo')),
  };
  const child = form === 'form_a';
  return {
    form,
    deceased: {
      surname: 'Okafor',
      firstname: child ? 'Chiamaka' : 'Emeka',
      middlename: child ? '' : 'Obinna',
      sex: child ? '2' : '1',
      date_of_birth: dateOfBirth,
      date_of_death: dateOfDeath,
      age_at_death: { value: String(ageYears), unit: 'years' },
      place_of_death: 'Lagos State University Teaching Hospital',
      village: '',
      ...residence,
      literacy: child ? '2' : '1',
      education_level: child ? '' : '7',
      occupation: child ? '' : String(fixtureCode(OCCUPATIONS, 'Engineer')),
      ...origin,
      marital_status: child ? '2' : '1',
      certified_by_doctor: '1',
      cause_of_death: child ? 'Fever' : 'Disorder of the blood Circulatory System',
      nin: child ? '' : '22345678901',
      reason_for_no_nin: child ? 'Lack of Awareness' : '',
      registration_state: String(lagos),
      registration_lga: String(ikeja),
      Reg_Center: '1',
    },
    mother: child
      ? {
          surname: 'Okafor',
          firstname: 'Ngozi',
          middlename: 'Adaeze',
          ...residence,
          ...origin,
          nin: '32345678901',
          reason_for_no_nin: '',
          tracking_id: '',
          phone: '08061234567',
        }
      : null,
    informant: {
      surname: 'Okafor',
      firstname: child ? 'Chukwudi' : 'Adaeze',
      middlename: '',
      ...residence,
      relationship: child ? '1' : '14',
      phone: '08071234567',
      nin: '42345678901',
      tracking_id: '',
      mode_of_identity: 'signature',
      signature: 'death/42345678901-Qw3eR5tY7uIo.png',
    },
    documents: child
      ? null
      : {
          ...emptyDeathDocuments(),
          affidavit: { mimeType: 'application/pdf', url: 'death/42345678901-As4dF6gH8jKl.pdf' },
        },
    email: child ? '' : 'adaeze.okafor@example.ng',
  };
}

/** TEST FIXTURE: the payload of `exampleDeathRegistrationDraft(form, now)`. */
export function exampleDeathRegistrationSubmission(
  form: DeathFormVariant = 'form_b',
  now: Date = new Date(),
): DeathRegistrationSubmissionInput {
  return toDeathRegistrationSubmission(exampleDeathRegistrationDraft(form, now));
}
