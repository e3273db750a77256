import { ETHNIC_GROUPS } from '../../lookups/ethnic-groups.ts';
import { OCCUPATIONS } from '../../lookups/occupations.ts';
import {
  fixtureCode,
  fixtureDaysBefore,
  fixtureLgaId,
  fixtureStateId,
} from '../shared/fixtures.ts';
import type { BirthRegistrationDraft } from './submission.ts';
import type { BirthFormVariant } from './steps.ts';
import { birthVariantFlags } from './steps.ts';
import { withVariantParts } from './draft.ts';

/**
 * TEST FIXTURE, not reference data: a realistic, complete birth registration draft as the
 * wizard keeps it (raw form values, '' for empty inputs), for the web app's and the API's tests
 * and for the benchmarks. Every step schema accepts its part, and `toBirthRegistrationSubmission`
 * turns it into a payload `birthRegistrationSubmissionSchema` accepts. The child was born
 * 5 days before `now` (not a late registration). Names, NINs and phone numbers are invented.
 */
export function exampleBirthRegistrationDraft(
  variant: BirthFormVariant = 'claimed',
  now: Date = new Date(),
): BirthRegistrationDraft {
  const lagos = fixtureStateId('Lagos');
  const oyo = fixtureStateId('Oyo');
  const ikeja = fixtureLgaId(lagos, 'Ikeja');
  const draft: BirthRegistrationDraft = {
    ...birthVariantFlags(variant),
    child: {
      surname: 'Adeyemi',
      firstname: 'Oluwaseun',
      middlename: '',
      childBirthDate: fixtureDaysBefore(now, 5),
      birth_type: '1',
      birth_order: '2',
      sex: '2',
      place_of_occurrence: '1',
      locality: '1',
      state_of_birth: String(lagos),
      lga_of_birth: String(ikeja),
      town_of_birth: 'Ikeja',
      settlement: 'Alausa',
      state_of_origin: variant === 'unclaimed' ? '' : String(oyo),
      lga: variant === 'unclaimed' ? '' : String(fixtureLgaId(oyo, 'Ibadan North')),
      face: '',
      registration_state: String(lagos),
      registration_lga: String(ikeja),
      Reg_Center: '1',
    },
    mother: {
      surname: 'Adeyemi',
      firstname: 'Folake',
      middlename: 'Titilayo',
      maiden_name: 'Ogunleye',
      age: '29',
      country: '63',
      state: String(lagos),
      lga: String(ikeja),
      street_name: '14 Obafemi Awolowo Way',
      settlement: '1',
      marital_status: '1',
      nationality: '63',
      state_of_origin: String(oyo),
      lga_of_origin: String(fixtureLgaId(oyo, 'Ibadan North')),
      ethnic_group: String(fixtureCode(ETHNIC_GROUPS, 'Yoruba')),
      literacy: '1',
      education_level: '7',
      nin: '12345678901',
      reason_for_no_nin: '',
      tracking_id: '',
      phone: '08031234567',
      occupation: String(fixtureCode(OCCUPATIONS, 'Teacher')),
    },
    father: {
      surname: 'Adeyemi',
      firstname: 'Babatunde',
      middlename: '',
      age: '34',
      country: '63',
      state: String(lagos),
      lga: String(ikeja),
      street_name: '14 Obafemi Awolowo Way',
      settlement: '1',
      marital_status: '1',
      nationality: '63',
      state_of_origin: String(oyo),
      lga_of_origin: String(fixtureLgaId(oyo, 'Ibadan North')),
      ethnic_group: String(fixtureCode(ETHNIC_GROUPS, 'Yoruba')),
      literacy: '1',
      education_level: '9',
      nin: '',
      reason_for_no_nin: '',
      tracking_id: 'AB12CD34EF56GH7',
      phone: '',
      father_occupation: String(fixtureCode(OCCUPATIONS, 'Engineer')),
    },
    informant: {
      surname: 'Ogunleye',
      firstname: 'Adebola',
      middlename: '',
      country: '63',
      state: String(lagos),
      lga: String(ikeja),
      street_name: '3 Allen Avenue',
      settlement: '1',
      relationship: variant === 'unclaimed' ? '7' : '2',
      phone: '08051234567',
      nin: '10987654321',
      tracking_id: '',
      mode_of_identity: 'signature',
      signature: 'birth/10987654321-sg7Kq2Xw9aBc.png',
      face: '',
    },
    documents: {
      support_document: null,
      father_passport: null,
      mother_passport: null,
      immunization_card: {
        mimeType: 'image/jpeg',
        url: 'birth/12345678901-Zp4mN8qR2tYu.jpg',
      },
      lga_birth_certificate: null,
      baptism_card: null,
      id_card: null,
      birth_notification:
        variant === 'notification'
          ? { mimeType: 'application/pdf', url: 'birth/12345678901-Hn3bV6cX1zLk.pdf' }
          : null,
    },
    email: 'folake.adeyemi@example.ng',
  };
  return withVariantParts(draft, variant);
}
