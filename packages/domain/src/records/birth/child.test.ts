import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../validation/messages.ts';
import { childStepSchema, unclaimedChildStepSchema } from './child.ts';
import { exampleBirthRegistrationDraft } from './fixtures.ts';
import { daysAgo, issuesOf } from '../shared/test-helpers.ts';

const child = exampleBirthRegistrationDraft().child;

describe('childStepSchema (Particulars of Child)', () => {
  it('accepts a full valid child and outputs codes as numbers', () => {
    const parsed = childStepSchema.parse(child);
    expect(parsed).toMatchObject({
      surname: 'Adeyemi',
      middlename: null,
      birth_type: 1,
      birth_order: 2,
      sex: 2,
      state_of_birth: 24,
      lga_of_birth: 510,
      registration_state: 24,
      Reg_Center: 1,
    });
  });

  it("uses the field's own message for empty required inputs", () => {
    expect(
      issuesOf(childStepSchema, { ...child, surname: '  ', birth_type: '', lga_of_birth: '' }),
    ).toEqual([
      `surname: ${MESSAGES.childSurname}`,
      `birth_type: ${MESSAGES.birthType}`,
      `lga_of_birth: ${MESSAGES.lgaOfBirth}`,
    ]);
  });

  it('refuses a date of birth in the future, accepts today', () => {
    expect(childStepSchema.safeParse({ ...child, childBirthDate: daysAgo(0) }).success).toBe(true);
    expect(issuesOf(childStepSchema, { ...child, childBirthDate: daysAgo(-2) })).toEqual([
      `childBirthDate: ${MESSAGES.childBirthDateFuture}`,
    ]);
    expect(issuesOf(childStepSchema, { ...child, childBirthDate: '2024-02-30' })).toEqual([
      `childBirthDate: ${MESSAGES.invalidIsoDate}`,
    ]);
    expect(issuesOf(childStepSchema, { ...child, childBirthDate: '' })).toEqual([
      `childBirthDate: ${MESSAGES.childBirthDate}`,
    ]);
  });

  it('birth order 1 to 20', () => {
    expect(childStepSchema.parse({ ...child, birth_order: '20' }).birth_order).toBe(20);
    expect(childStepSchema.parse({ ...child, birth_order: 1 }).birth_order).toBe(1);
    expect(issuesOf(childStepSchema, { ...child, birth_order: '21' })).toEqual([
      `birth_order: ${MESSAGES.birthOrder}`,
    ]);
    expect(issuesOf(childStepSchema, { ...child, birth_order: '0' })).toEqual([
      `birth_order: ${MESSAGES.birthOrder}`,
    ]);
  });

  it('refuses an LGA of birth outside the state of birth, under the LGA', () => {
    // 631 is an Oyo LGA, the state of birth is Lagos (24).
    expect(issuesOf(childStepSchema, { ...child, lga_of_birth: '631' })).toEqual([
      `lga_of_birth: ${MESSAGES.lgaNotInState}`,
    ]);
    expect(issuesOf(childStepSchema, { ...child, registration_lga: '631' })).toEqual([
      `registration_lga: ${MESSAGES.lgaNotInState}`,
    ]);
    expect(issuesOf(childStepSchema, { ...child, lga: '510' })).toEqual([
      `lga: ${MESSAGES.lgaNotInState}`,
    ]);
  });

  it('state and LGA of origin are required, except on the unclaimed short form', () => {
    const noOrigin = { ...child, state_of_origin: '', lga: '' };
    expect(issuesOf(childStepSchema, noOrigin)).toEqual([
      `state_of_origin: ${MESSAGES.stateOfOrigin}`,
      `lga: ${MESSAGES.lgaOfOrigin}`,
    ]);
    expect(unclaimedChildStepSchema.parse(noOrigin)).toMatchObject({
      state_of_origin: null,
      lga: null,
    });
    expect(issuesOf(unclaimedChildStepSchema, { ...noOrigin, lga: '631' })).toEqual([
      `state_of_origin: ${MESSAGES.stateOfOrigin}`,
    ]);
  });

  it('text at most 200 characters; a face must be a stored-file reference', () => {
    expect(childStepSchema.safeParse({ ...child, town_of_birth: 'x'.repeat(200) }).success).toBe(
      true,
    );
    expect(issuesOf(childStepSchema, { ...child, town_of_birth: 'x'.repeat(201) })).toEqual([
      `town_of_birth: ${MESSAGES.textTooLong}`,
    ]);
    expect(issuesOf(childStepSchema, { ...child, face: 'data:image/png;base64,iVBOR' })).toEqual([
      `face: ${MESSAGES.storedFile}`,
    ]);
    expect(issuesOf(childStepSchema, { ...child, face: '../secrets/x.png' })).toEqual([
      `face: ${MESSAGES.storedFile}`,
    ]);
    expect(childStepSchema.parse({ ...child, face: 'birth/123-abc.png' }).face).toBe(
      'birth/123-abc.png',
    );
  });

  it('drops unknown keys in the form (the submission refuses them)', () => {
    expect(childStepSchema.parse({ ...child, extra: 1 })).not.toHaveProperty('extra');
  });
});
