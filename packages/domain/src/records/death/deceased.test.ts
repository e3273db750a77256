import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../validation/messages.ts';
import { daysAgo, issuesOf } from '../shared/test-helpers.ts';
import {
  deceasedParticularsSchema,
  deceasedStepSchema,
  formADeceasedStepSchema,
} from './deceased.ts';
import { exampleDeathRegistrationDraft } from './fixtures.ts';
import { toDeathRegistrationSubmission } from './submission.ts';

const adult = exampleDeathRegistrationDraft('form_b').deceased;
const child = exampleDeathRegistrationDraft('form_a').deceased;
const sentAdult = toDeathRegistrationSubmission(exampleDeathRegistrationDraft('form_b')).deceased;

describe('deceasedStepSchema (Particulars of Deceased)', () => {
  it('accepts the fixture and sends codes as numbers', () => {
    expect(deceasedStepSchema.parse(adult)).toMatchObject({
      surname: 'Okafor',
      sex: 1,
      age_at_death: { value: 67, unit: 'years' },
      certified_by_doctor: 1,
      cause_of_death: 'Disorder of the blood Circulatory System',
      nin: '22345678901',
      reason_for_no_nin: null,
      registration_state: 24,
    });
  });

  it('requires names, sex, date of death, age at death, place of death and the selects', () => {
    const empty = {
      ...adult,
      surname: '',
      firstname: ' ',
      sex: '',
      date_of_death: '',
      age_at_death: { value: '', unit: '' },
      place_of_death: '',
      marital_status: '',
      certified_by_doctor: '',
      cause_of_death: '',
    };
    expect(issuesOf(deceasedStepSchema, empty)).toEqual([
      `surname: ${MESSAGES.deceasedSurname}`,
      `firstname: ${MESSAGES.deceasedFirstname}`,
      `sex: ${MESSAGES.deceasedSex}`,
      `date_of_death: ${MESSAGES.dateOfDeath}`,
      `age_at_death.value: ${MESSAGES.ageAtDeath}`,
      `age_at_death.unit: ${MESSAGES.ageAtDeathUnit}`,
      `place_of_death: ${MESSAGES.placeOfDeath}`,
      `marital_status: ${MESSAGES.maritalStatus}`,
      `certified_by_doctor: ${MESSAGES.certifiedByDoctor}`,
      `cause_of_death: ${MESSAGES.causeOfDeath}`,
    ]);
  });

  it('certified by doctor is yes (1) or no (0); the cause is one of the spec 12', () => {
    expect(
      deceasedStepSchema.parse({ ...adult, certified_by_doctor: '0' }).certified_by_doctor,
    ).toBe(0);
    expect(issuesOf(deceasedStepSchema, { ...adult, certified_by_doctor: '2' })).toEqual([
      `certified_by_doctor: ${MESSAGES.certifiedByDoctor}`,
    ]);
    expect(issuesOf(deceasedStepSchema, { ...adult, cause_of_death: 'Old age' })).toEqual([
      `cause_of_death: ${MESSAGES.causeOfDeath}`,
    ]);
  });

  it('the date of death is not in the future nor before the date of birth', () => {
    const noBirthDate = { ...adult, date_of_birth: '' };
    expect(issuesOf(deceasedStepSchema, { ...noBirthDate, date_of_death: daysAgo(-2) })).toEqual([
      `date_of_death: ${MESSAGES.dateOfDeathFuture}`,
    ]);
    expect(issuesOf(deceasedStepSchema, { ...noBirthDate, date_of_death: '2025-02-30' })).toEqual([
      `date_of_death: ${MESSAGES.invalidIsoDate}`,
    ]);
    expect(
      issuesOf(deceasedStepSchema, {
        ...adult,
        date_of_birth: '2025-06-02',
        date_of_death: '2025-06-01',
      }),
    ).toEqual([`date_of_death: ${MESSAGES.dateOfDeathBeforeBirth}`]);
    expect(issuesOf(deceasedStepSchema, { ...adult, date_of_birth: daysAgo(-2) })).toEqual([
      `date_of_birth: ${MESSAGES.deceasedBirthDateFuture}`,
    ]);
  });

  it('with a date of birth, the age at death is the one the dates give', () => {
    const dates = { date_of_birth: '2020-03-15', date_of_death: '2023-03-20' };
    expect(
      deceasedStepSchema.parse({ ...adult, ...dates, age_at_death: { value: '3', unit: 'years' } })
        .age_at_death,
    ).toEqual({ value: 3, unit: 'years' });
    expect(
      issuesOf(deceasedStepSchema, {
        ...adult,
        ...dates,
        age_at_death: { value: 4, unit: 'years' },
      }),
    ).toEqual([
      'age_at_death: Age at death does not match the dates of birth and death (expected 3 years).',
    ]);
    expect(
      issuesOf(deceasedStepSchema, {
        ...adult,
        date_of_birth: '2025-01-15',
        date_of_death: '2025-02-14',
        age_at_death: { value: 1, unit: 'months' },
      }),
    ).toEqual([
      'age_at_death: Age at death does not match the dates of birth and death (expected 30 days).',
    ]);
  });

  it('without a date of birth, the age is taken as given within its unit', () => {
    const noBirthDate = { ...adult, date_of_birth: '' };
    expect(deceasedStepSchema.parse(noBirthDate).date_of_birth).toBeNull();
    for (const age of [
      { value: 31, unit: 'days' },
      { value: 12, unit: 'months' },
      { value: 0, unit: 'years' },
      { value: 151, unit: 'years' },
      { value: 2.5, unit: 'years' },
    ]) {
      expect(issuesOf(deceasedStepSchema, { ...noBirthDate, age_at_death: age }), age.unit).toEqual(
        [`age_at_death.value: ${MESSAGES.ageAtDeathRange}`],
      );
    }
    expect(
      issuesOf(deceasedStepSchema, { ...noBirthDate, age_at_death: { value: 3, unit: 'weeks' } }),
    ).toEqual([`age_at_death.unit: ${MESSAGES.ageAtDeathUnit}`]);
  });

  it('needs a NIN or a reason for none (the deceased has no tracking ID)', () => {
    expect(issuesOf(deceasedStepSchema, { ...adult, nin: '', reason_for_no_nin: '' })).toEqual([
      `reason_for_no_nin: ${MESSAGES.deceasedIdentity}`,
    ]);
    expect(
      deceasedStepSchema.parse({ ...adult, nin: '', reason_for_no_nin: 'Deceased' })
        .reason_for_no_nin,
    ).toBe('Deceased');
    expect(issuesOf(deceasedStepSchema, { ...adult, nin: '123' })).toEqual([
      `nin: ${MESSAGES.nin}`,
    ]);
  });

  it('origin and ethnic group for Nigerians only; education for the literate only', () => {
    const foreign = { ...adult, nationality: '288' };
    expect(deceasedStepSchema.parse(foreign)).toMatchObject({
      state_of_origin: null,
      lga_of_origin: null,
      ethnic_group: null,
    });
    expect(deceasedStepSchema.parse({ ...adult, literacy: '2' }).education_level).toBeNull();
    expect(issuesOf(deceasedStepSchema, { ...adult, education_level: '' })).toEqual([
      `education_level: ${MESSAGES.educationLevel}`,
    ]);
    expect(issuesOf(deceasedStepSchema, { ...adult, state: '', lga: '' })).toEqual([
      `state: ${MESSAGES.stateOfResidence}`,
      `lga: ${MESSAGES.lgaOfResidence}`,
    ]);
  });

  it('occupation is optional (a young child has none)', () => {
    expect(deceasedStepSchema.parse({ ...adult, occupation: '' }).occupation).toBeNull();
    expect(issuesOf(deceasedStepSchema, { ...adult, occupation: '99999' })).toEqual([
      `occupation: ${MESSAGES.occupation}`,
    ]);
  });
});

describe('formADeceasedStepSchema', () => {
  it('is for a child under 5 by the age at death', () => {
    expect(issuesOf(formADeceasedStepSchema, child)).toEqual([]);
    expect(issuesOf(formADeceasedStepSchema, adult)).toEqual([
      `age_at_death: ${MESSAGES.formANotUnderFive}`,
    ]);
    expect(
      issuesOf(formADeceasedStepSchema, {
        ...child,
        date_of_birth: '',
        age_at_death: { value: '11', unit: 'months' },
      }),
    ).toEqual([]);
  });
});

describe('deceasedParticularsSchema (the payload)', () => {
  it('refuses unknown keys, the place of registration and values in hidden fields', () => {
    expect(issuesOf(deceasedParticularsSchema, sentAdult)).toEqual([]);
    expect(
      issuesOf(deceasedParticularsSchema, { ...sentAdult, registration_state: 24 }),
    ).toHaveLength(1);
    expect(issuesOf(deceasedParticularsSchema, { ...sentAdult, nationality: 288 })).toEqual([
      `state_of_origin: ${MESSAGES.hiddenField}`,
      `lga_of_origin: ${MESSAGES.hiddenField}`,
      `ethnic_group: ${MESSAGES.hiddenField}`,
    ]);
    expect(
      issuesOf(deceasedParticularsSchema, {
        ...sentAdult,
        age_at_death: { value: 67, unit: 'years', weeks: 1 },
      }),
    ).toHaveLength(1);
  });
});
