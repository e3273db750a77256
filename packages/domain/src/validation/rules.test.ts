import { describe, expect, it } from 'vitest';
import {
  isAttestationAgeValid,
  isEmpty,
  isFatherAgeValid,
  isMotherAgeValid,
  isNin,
  isPersonName,
  isTrackingId,
  isValidPhone,
  normalisePhone,
  phoneProblem,
} from './rules.ts';

describe('NIN and tracking id', () => {
  it('NIN is exactly 11 digits', () => {
    expect(isNin('12345678901')).toBe(true);
    expect(isNin('1234567890')).toBe(false);
    expect(isNin('123456789012')).toBe(false);
    expect(isNin('1234567890a')).toBe(false);
    expect(isNin('')).toBe(false);
  });

  it('tracking id is 15 characters', () => {
    expect(isTrackingId('ABC123DEF456GHI')).toBe(true);
    expect(isTrackingId('ABC123DEF456GH')).toBe(false);
    expect(isTrackingId('ABC123DEF456GHIJ')).toBe(false);
    expect(isTrackingId('ABC123DEF456GH!')).toBe(false);
  });
});

describe('phone', () => {
  it('10 digits is too short, 11 and 15 pass, 16 is too long', () => {
    expect(phoneProblem('0803123456')).toBe('tooShort');
    expect(phoneProblem('08031234567')).toBeUndefined();
    expect(phoneProblem('080312345678901')).toBeUndefined();
    expect(phoneProblem('0803123456789012')).toBe('tooLong');
  });

  it('strips spaces and plus signs; anything else is refused', () => {
    expect(isValidPhone('0803 123 4567')).toBe(true);
    expect(isValidPhone('+234 803 123 4567')).toBe(true);
    expect(phoneProblem('0803-123-4567')).toBe('digitsOnly');
    expect(phoneProblem('')).toBe('tooShort');
  });

  it('replaces the leading digit with 234', () => {
    expect(normalisePhone('08031234567')).toBe('2348031234567');
    expect(normalisePhone('0803 123 4567')).toBe('2348031234567');
    expect(normalisePhone('070312345678901')).toBe('23470312345678901');
  });

  it('keeps a number already in 234 form, so normalising twice changes nothing', () => {
    expect(normalisePhone('+2348031234567')).toBe('2348031234567');
    expect(normalisePhone(normalisePhone('08031234567'))).toBe('2348031234567');
  });
});

describe('text checks', () => {
  it('required flags undefined, null, empty, whitespace and empty arrays', () => {
    for (const empty of [undefined, null, '', '   ', []]) expect(isEmpty(empty)).toBe(true);
    for (const filled of ['a', 0, false, ['x'], {}]) expect(isEmpty(filled)).toBe(false);
  });

  it('person names allow letters, spaces, hyphens and apostrophes', () => {
    for (const good of ['Adebayo', "Mai'Adua", 'Ngozi-Okonjo', 'Ifeoma Grace', 'Ọlá']) {
      expect(isPersonName(good), good).toBe(true);
    }
    for (const bad of ['', ' Ade', 'Ade1', 'Ade.', '-Ade'])
      expect(isPersonName(bad), bad).toBe(false);
  });
});

describe('ages', () => {
  it('mother 9 to 60', () => {
    expect(isMotherAgeValid(8)).toBe(false);
    expect(isMotherAgeValid(9)).toBe(true);
    expect(isMotherAgeValid(60)).toBe(true);
    expect(isMotherAgeValid(61)).toBe(false);
    expect(isMotherAgeValid(30.5)).toBe(false);
  });

  it('father 10 to 90', () => {
    expect(isFatherAgeValid(9)).toBe(false);
    expect(isFatherAgeValid(10)).toBe(true);
    expect(isFatherAgeValid(90)).toBe(true);
    expect(isFatherAgeValid(91)).toBe(false);
  });

  it('attestation from 18', () => {
    expect(isAttestationAgeValid(17)).toBe(false);
    expect(isAttestationAgeValid(18)).toBe(true);
  });
});
