import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../validation/messages.ts';
import { exampleBirthRegistrationDraft } from './fixtures.ts';
import {
  informantParticularsSchema,
  informantStepSchema,
  unclaimedInformantStepSchema,
} from './informant.ts';
import { issuesOf } from '../shared/test-helpers.ts';

const informant = exampleBirthRegistrationDraft().informant!;

describe('informantStepSchema (Particulars of Informant)', () => {
  it('accepts a full valid informant; mode of identity defaults to signature', () => {
    const { mode_of_identity: _mode, ...withoutMode } = informant;
    expect(informantStepSchema.parse(withoutMode)).toMatchObject({
      relationship: 2,
      phone: '2348051234567',
      mode_of_identity: 'signature',
      signature: 'birth/10987654321-sg7Kq2Xw9aBc.png',
      face: null,
    });
  });

  it('requires a phone and the capture of the chosen identity mode', () => {
    expect(issuesOf(informantStepSchema, { ...informant, phone: '' })).toEqual([
      `phone: ${MESSAGES.informantPhone}`,
    ]);
    expect(issuesOf(informantStepSchema, { ...informant, phone: '0803123456' })).toEqual([
      `phone: ${MESSAGES.phoneTooShort}`,
    ]);
    expect(issuesOf(informantStepSchema, { ...informant, signature: '' })).toEqual([
      `signature: ${MESSAGES.signature}`,
    ]);
    expect(issuesOf(informantStepSchema, { ...informant, mode_of_identity: 'face' })).toEqual([
      `face: ${MESSAGES.face}`,
    ]);
    expect(
      informantStepSchema.parse({ ...informant, mode_of_identity: 'face', face: 'birth/f.jpg' }),
    ).toMatchObject({ face: 'birth/f.jpg', signature: null });
  });

  it('NIN 10 / 11 / 12 digits', () => {
    expect(issuesOf(informantStepSchema, { ...informant, nin: '1234567890' })).toEqual([
      `nin: ${MESSAGES.nin}`,
    ]);
    expect(informantStepSchema.safeParse({ ...informant, nin: '' }).success).toBe(true);
    expect(issuesOf(informantStepSchema, { ...informant, nin: '123456789012' })).toEqual([
      `nin: ${MESSAGES.nin}`,
    ]);
  });

  it('residence: LGA in state, hidden when living abroad', () => {
    expect(issuesOf(informantStepSchema, { ...informant, lga: '631' })).toEqual([
      `lga: ${MESSAGES.lgaNotInState}`,
    ]);
    expect(informantStepSchema.parse({ ...informant, country: '826' })).toMatchObject({
      state: null,
      lga: null,
      settlement: null,
    });
  });

  it('on the unclaimed short form the informant is neither father nor mother', () => {
    expect(issuesOf(unclaimedInformantStepSchema, { ...informant, relationship: '2' })).toEqual([
      `relationship: ${MESSAGES.informantRelationship}`,
    ]);
    expect(
      unclaimedInformantStepSchema.parse({ ...informant, relationship: '13' }).relationship,
    ).toBe(13);
  });

  it('the submission refuses the capture of the mode not chosen', () => {
    const sent = informantStepSchema.parse(informant);
    expect(issuesOf(informantParticularsSchema, sent)).toEqual([]);
    expect(issuesOf(informantParticularsSchema, { ...sent, face: 'birth/f.jpg' })).toEqual([
      `face: ${MESSAGES.hiddenField}`,
    ]);
  });
});
