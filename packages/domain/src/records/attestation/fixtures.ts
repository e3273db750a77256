import { OCCUPATIONS } from '../../lookups/occupations.ts';
import { fixtureCode, fixtureLgaId, fixtureStateId } from '../shared/fixtures.ts';
import { formatCalendarDate, registryToday } from '../../validation/dates.ts';
import { attestationDraftFromParticulars, type AttestationDraft } from './draft.ts';
import type { AttestationFormVariant } from './steps.ts';
import type { AttestationSubmissionInput } from './submission.ts';

/**
 * TEST FIXTURE, not reference data: a complete attestation payload for the API's tests and the
 * bench. With a NIN (`with_nin`) or without (`without_nin`: an identity document and the
 * affidavit instead). The applicant was born on 1 March 30 years before `now`. Stored-file keys
 * are placeholders the API tests replace with uploaded files; the payment reference is the
 * sandbox gateway's paid prefix. Names, NINs and numbers are invented.
 */
export function exampleAttestationSubmission(
  variant: AttestationFormVariant = 'with_nin',
  now: Date = new Date(),
): AttestationSubmissionInput {
  const lagos = fixtureStateId('Lagos');
  const ikeja = fixtureLgaId(lagos, 'Ikeja');
  const oyo = fixtureStateId('Oyo');
  const ibadan = fixtureLgaId(oyo, 'Ibadan North');
  const withNin = variant === 'with_nin';
  const born = formatCalendarDate({ ...registryToday(now), month: 3, day: 1 });
  const dateOfBirth = `${String(Number(born.slice(0, 4)) - 30)}${born.slice(4)}`;
  return {
    record_type: 'attestation',
    applicant: {
      nin: withNin ? '12345678901' : null,
      surname: 'Adeyemi',
      firstname: 'Oluwaseun',
      middlename: 'Kehinde',
      sex: 1,
      date_of_birth: dateOfBirth,
      marital_status: 2,
      state_of_origin: oyo,
      lga_of_origin: ibadan,
      town: 'Ibadan',
      phone: '08031234567',
      email: 'seun.adeyemi@example.com',
      face: 'attestation/face-example.png',
      id_type: withNin ? null : 2,
      id_number: withNin ? null : 'A01234567',
    },
    information: {
      place_of_birth: 2,
      state_of_birth: oyo,
      lga_of_birth: ibadan,
      town_of_birth: 'Ibadan',
      current_address: '14 Allen Avenue, Ikeja',
      education: 7,
      occupation: fixtureCode(OCCUPATIONS, 'Accountant') as number,
      work_address: '3 Oba Akran Avenue, Ikeja',
      request_reason: 1,
      required_for: 'nigerian internationl passport',
      address_of_request: '14 Allen Avenue, Ikeja',
      country: 63,
    },
    parents: {
      father: {
        surname: 'Adeyemi',
        firstname: 'Babatunde',
        middlename: null,
        state: oyo,
        lga: ibadan,
        town: 'Ibadan',
      },
      mother: {
        surname: 'Adeyemi',
        firstname: 'Folake',
        middlename: null,
        maiden_name: 'Ogunleye',
        state: oyo,
        lga: ibadan,
        town: 'Ibadan',
      },
      signature_mode: null,
      signature: null,
      support_document: null,
    },
    affidavit: withNin
      ? null
      : { mimeType: 'image/jpeg', url: 'attestation/affidavit-example.jpg' },
    registration_state: lagos,
    registration_lga: ikeja,
    Reg_Center: 1,
    reference: 'SBX-PAID-EXAMPLE00001',
  };
}

/**
 * TEST FIXTURE: `exampleAttestationSubmission` as the wizard keeps it (raw form values), its fee
 * paid with the sandbox reference and not yet submitted. Every step schema accepts its part, and
 * `toAttestationSubmission` gives the example submission back.
 */
export function exampleAttestationDraft(
  variant: AttestationFormVariant = 'with_nin',
  now: Date = new Date(),
): AttestationDraft {
  const draft = attestationDraftFromParticulars(exampleAttestationSubmission(variant, now));
  return { ...draft, payment: { ...draft.payment, paid_with_record: false } };
}
