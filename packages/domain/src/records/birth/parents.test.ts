import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../validation/messages.ts';
import { exampleBirthRegistrationDraft } from './fixtures.ts';
import {
  fatherParticularsSchema,
  fatherStepSchema,
  motherParticularsSchema,
  motherStepSchema,
} from './parents.ts';
import { toBirthRegistrationSubmission } from './submission.ts';
import { issuesOf } from '../shared/test-helpers.ts';

const draft = exampleBirthRegistrationDraft();
const mother = draft.mother!;
const father = draft.father!;
/** The mother as the payload carries her (after the before-sending transforms). */
const sentMother = toBirthRegistrationSubmission(draft).mother!;

describe('motherStepSchema (Particulars of Mother)', () => {
  it('accepts a full valid mother', () => {
    expect(motherStepSchema.parse(mother)).toMatchObject({
      surname: 'Adeyemi',
      maiden_name: 'Ogunleye',
      age: 29,
      nationality: 63,
      state_of_origin: 30,
      ethnic_group: 423,
      education_level: 7,
      nin: '12345678901',
      reason_for_no_nin: null,
      tracking_id: null,
      phone: '2348031234567',
    });
  });

  it('age 8 / 9 / 60 / 61', () => {
    expect(issuesOf(motherStepSchema, { ...mother, age: '8' })).toEqual([
      `age: ${MESSAGES.motherAge}`,
    ]);
    expect(motherStepSchema.parse({ ...mother, age: '9' }).age).toBe(9);
    expect(motherStepSchema.parse({ ...mother, age: 60 }).age).toBe(60);
    expect(issuesOf(motherStepSchema, { ...mother, age: '61' })).toEqual([
      `age: ${MESSAGES.motherAge}`,
    ]);
    expect(issuesOf(motherStepSchema, { ...mother, age: '' })).toEqual([
      `age: ${MESSAGES.parentAgeRequired}`,
    ]);
  });

  it('NIN of 10 / 11 / 12 digits and with letters', () => {
    expect(issuesOf(motherStepSchema, { ...mother, nin: '1234567890' })).toEqual([
      `nin: ${MESSAGES.nin}`,
    ]);
    expect(motherStepSchema.safeParse({ ...mother, nin: '12345678901' }).success).toBe(true);
    expect(issuesOf(motherStepSchema, { ...mother, nin: '123456789012' })).toEqual([
      `nin: ${MESSAGES.nin}`,
    ]);
    expect(issuesOf(motherStepSchema, { ...mother, nin: '1234567890A' })).toEqual([
      `nin: ${MESSAGES.nin}`,
    ]);
  });

  it('needs a NIN, a tracking ID or a reason for no NIN', () => {
    const none = { ...mother, nin: '', tracking_id: '', reason_for_no_nin: '' };
    expect(issuesOf(motherStepSchema, none)).toEqual([
      `reason_for_no_nin: ${MESSAGES.parentIdentity}`,
    ]);
    expect(motherStepSchema.parse({ ...none, tracking_id: 'AB12CD34EF56GH7' }).tracking_id).toBe(
      'AB12CD34EF56GH7',
    );
    expect(
      motherStepSchema.parse({ ...none, reason_for_no_nin: 'Lack of Awareness' }).reason_for_no_nin,
    ).toBe('Lack of Awareness');
    expect(issuesOf(motherStepSchema, { ...none, tracking_id: 'ABC' })).toEqual([
      `tracking_id: ${MESSAGES.trackingId}`,
    ]);
    expect(issuesOf(motherStepSchema, { ...none, reason_for_no_nin: 'Forgot' })).toEqual([
      `reason_for_no_nin: ${MESSAGES.noNinReason}`,
    ]);
  });

  it('refuses an LGA outside its state, under the LGA field', () => {
    expect(issuesOf(motherStepSchema, { ...mother, lga: '631' })).toEqual([
      `lga: ${MESSAGES.lgaNotInState}`,
    ]);
    expect(issuesOf(motherStepSchema, { ...mother, lga_of_origin: '510' })).toEqual([
      `lga_of_origin: ${MESSAGES.lgaNotInState}`,
    ]);
  });

  it('requires origin, ethnic group and residence details only for Nigeria', () => {
    expect(
      issuesOf(motherStepSchema, { ...mother, state_of_origin: '', ethnic_group: '', state: '' }),
    ).toEqual([
      `state: ${MESSAGES.stateOfResidence}`,
      `state_of_origin: ${MESSAGES.stateOfOrigin}`,
      `ethnic_group: ${MESSAGES.ethnicGroup}`,
    ]);
    // A Ghanaian living in the United Kingdom: the hidden fields are cleared, not checked.
    const abroad = motherStepSchema.parse({
      ...mother,
      nationality: '288',
      country: '826',
      state_of_origin: '999',
      lga: 'stale',
    });
    expect(abroad).toMatchObject({
      nationality: 288,
      country: 826,
      state: null,
      lga: null,
      settlement: null,
      state_of_origin: null,
      lga_of_origin: null,
      ethnic_group: null,
      street_name: '14 Obafemi Awolowo Way',
    });
  });

  it('education level only when literate (1)', () => {
    expect(issuesOf(motherStepSchema, { ...mother, education_level: '' })).toEqual([
      `education_level: ${MESSAGES.educationLevel}`,
    ]);
    expect(motherStepSchema.parse({ ...mother, literacy: '2' }).education_level).toBeNull();
  });
});

describe('fatherStepSchema (Particulars of Father)', () => {
  it('accepts a full valid father, with father_occupation and no maiden name', () => {
    const parsed = fatherStepSchema.parse(father);
    expect(parsed).toMatchObject({ firstname: 'Babatunde', age: 34, nin: null });
    expect(parsed.father_occupation).toEqual(expect.any(Number));
    expect(parsed).not.toHaveProperty('maiden_name');
  });

  it('age 9 / 10 / 90 / 91', () => {
    expect(issuesOf(fatherStepSchema, { ...father, age: '9' })).toEqual([
      `age: ${MESSAGES.fatherAge}`,
    ]);
    expect(fatherStepSchema.parse({ ...father, age: '10' }).age).toBe(10);
    expect(fatherStepSchema.parse({ ...father, age: '90' }).age).toBe(90);
    expect(issuesOf(fatherStepSchema, { ...father, age: '91' })).toEqual([
      `age: ${MESSAGES.fatherAge}`,
    ]);
  });

  it('NIN of 10 / 12 digits refused', () => {
    expect(issuesOf(fatherStepSchema, { ...father, nin: '1234567890' })).toEqual([
      `nin: ${MESSAGES.nin}`,
    ]);
    expect(issuesOf(fatherStepSchema, { ...father, nin: '123456789012' })).toEqual([
      `nin: ${MESSAGES.nin}`,
    ]);
  });
});

describe('mother/father particulars in the submission (strict)', () => {
  it('accepts the transformed mother and father', () => {
    expect(issuesOf(motherParticularsSchema, sentMother)).toEqual([]);
    expect(issuesOf(fatherParticularsSchema, toBirthRegistrationSubmission(draft).father)).toEqual(
      [],
    );
  });

  it('refuses values in hidden fields', () => {
    expect(issuesOf(motherParticularsSchema, { ...sentMother, nationality: 288 })).toEqual([
      `state_of_origin: ${MESSAGES.hiddenField}`,
      `lga_of_origin: ${MESSAGES.hiddenField}`,
      `ethnic_group: ${MESSAGES.hiddenField}`,
    ]);
    expect(issuesOf(motherParticularsSchema, { ...sentMother, country: 826 })).toEqual([
      `state: ${MESSAGES.hiddenField}`,
      `lga: ${MESSAGES.hiddenField}`,
      `settlement: ${MESSAGES.hiddenField}`,
    ]);
    expect(
      issuesOf(motherParticularsSchema, { ...sentMother, reason_for_no_nin: 'Personal Reason' }),
    ).toEqual([`reason_for_no_nin: ${MESSAGES.hiddenField}`]);
  });

  it('refuses an education level without literacy 1', () => {
    expect(issuesOf(motherParticularsSchema, { ...sentMother, literacy: 2 })).toEqual([
      `education_level: ${MESSAGES.hiddenField}`,
    ]);
    expect(
      motherParticularsSchema.parse({ ...sentMother, literacy: 2, education_level: null })
        .education_level,
    ).toBeNull();
  });

  it('refuses unknown keys', () => {
    expect(issuesOf(motherParticularsSchema, { ...sentMother, occupation_text: 'x' })).toEqual([
      ': Unrecognized key: "occupation_text"',
    ]);
    expect(motherParticularsSchema.safeParse({ ...sentMother, father_occupation: 1 }).success).toBe(
      false,
    );
  });
});

describe("a parent's step shows all its problems at once", () => {
  const noIdentity = { nin: '', tracking_id: '', reason_for_no_nin: '' };
  it.each([
    ['empty', '', MESSAGES.parentAgeRequired],
    ['letters', 'forty', MESSAGES.fatherAge],
    ['a fraction', '40.5', MESSAGES.fatherAge],
    ['too young', '5', MESSAGES.fatherAge],
  ])('an age %s and no NIN, tracking ID or reason: both messages', (_, age, ageMessage) => {
    const result = fatherStepSchema.safeParse({ ...father, ...noIdentity, age });
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toContainEqual(['reason_for_no_nin', MESSAGES.parentIdentity]);
    expect(messages?.find(([path]) => path === 'age')).toBeDefined();
    if (ageMessage === MESSAGES.parentAgeRequired) {
      expect(messages).toContainEqual(['age', ageMessage]);
    }
  });

  it('with the mother too, an empty name among them', () => {
    const result = motherStepSchema.safeParse({ ...mother, ...noIdentity, age: '', surname: ' ' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'surname',
      'age',
      'reason_for_no_nin',
    ]);
  });
});
