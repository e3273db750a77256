import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EDUCATION_LEVELS, HOSPITAL_SPECIALTIES, SEXES } from '../lookups/lists.ts';
import { STATES } from '../reference/states.ts';
import { MESSAGES } from './messages.ts';
import {
  fatherAgeSchema,
  isoDateNotFutureSchema,
  lookupValueSchema,
  motherAgeSchema,
  nameSchema,
  personNameSchema,
  ninSchema,
  optionalEmailSchema,
  optionalNameSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  optionalCodeField,
  optionalNinSchema,
  optionalTrackingIdSchema,
  phoneSchema,
  requiredField,
  storedFileRefSchema,
  uploadedFileSchema,
  textSchema,
  trackingIdSchema,
} from './schemas.ts';
import { countryCodeSchema, lgaIdSchema, stateIdSchema } from './reference-schemas.ts';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('identity numbers', () => {
  it('NIN', () => {
    expect(ninSchema.parse(' 12345678901 ')).toBe('12345678901');
    expect(messagesOf(ninSchema, '1234567890')).toEqual([MESSAGES.nin]);
  });

  it('tracking id', () => {
    expect(trackingIdSchema.parse('ABC123DEF456GHI')).toBe('ABC123DEF456GHI');
    expect(messagesOf(trackingIdSchema, 'ABC')).toEqual([MESSAGES.trackingId]);
  });
});

describe('phoneSchema', () => {
  it('transforms to 234 form', () => {
    expect(phoneSchema.parse('0803 123 4567')).toBe('2348031234567');
  });

  it("uses the spec's message below 11 digits", () => {
    expect(messagesOf(phoneSchema, '0803123456')).toEqual([
      'Input number must have at least 11 digits.',
    ]);
    expect(messagesOf(phoneSchema, '0803123456789012')).toEqual([MESSAGES.phoneTooLong]);
    expect(messagesOf(phoneSchema, '0803-123-4567')).toEqual([MESSAGES.phoneDigitsOnly]);
  });

  it('optional phone: empty is null', () => {
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneSchema.parse('08031234567')).toBe('2348031234567');
    expect(optionalPhoneSchema.safeParse('123').success).toBe(false);
  });
});

describe('names and text', () => {
  it('nameSchema trims and checks characters and length', () => {
    const surname = personNameSchema(MESSAGES.childSurname);
    expect(surname.parse('  Okafor  ')).toBe('Okafor');
    expect(messagesOf(surname, '   ')).toEqual([MESSAGES.childSurname]);
    expect(messagesOf(surname, undefined)).toEqual([MESSAGES.childSurname]);
    expect(messagesOf(surname, 'Okafor2')).toEqual([MESSAGES.name]);
    expect(surname.safeParse('a'.repeat(200)).success).toBe(true);
    expect(nameSchema.parse(" O'Neil-Ade ")).toBe("O'Neil-Ade");
    expect(messagesOf(nameSchema, '')).toEqual([MESSAGES.required]);
    expect(messagesOf(surname, 'a'.repeat(201))).toEqual([MESSAGES.textTooLong]);
  });

  it('optionalNameSchema: empty middle name is null', () => {
    expect(optionalNameSchema.parse('')).toBeNull();
    expect(optionalNameSchema.parse(null)).toBeNull();
    expect(optionalNameSchema.parse(' Chiamaka ')).toBe('Chiamaka');
    expect(optionalNameSchema.safeParse('Chi4').success).toBe(false);
  });

  it('text max 200', () => {
    expect(textSchema.safeParse('x'.repeat(200)).success).toBe(true);
    expect(messagesOf(textSchema, 'x'.repeat(201))).toEqual([MESSAGES.textTooLong]);
    expect(optionalTextSchema.parse('  ')).toBeNull();
  });

  it('optional email', () => {
    expect(optionalEmailSchema.parse('')).toBeNull();
    expect(optionalEmailSchema.parse(' ada@example.ng ')).toBe('ada@example.ng');
    expect(messagesOf(optionalEmailSchema, 'not-an-email')).toEqual([MESSAGES.email]);
  });
});

describe('dates', () => {
  it("isoDateNotFutureSchema uses the spec's message", () => {
    expect(isoDateNotFutureSchema.safeParse('2020-01-01').success).toBe(true);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(messagesOf(isoDateNotFutureSchema, tomorrow)).toEqual([
      'Invalid date format. Please provide a valid ISO date string.',
    ]);
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    expect(isoDateNotFutureSchema.safeParse(inAMinute).success).toBe(false);
    expect(messagesOf(isoDateNotFutureSchema, 12)).toEqual([MESSAGES.invalidIsoDate]);
  });
});

describe('ages', () => {
  it('mother 8/9/60/61 with the wizard message', () => {
    expect(messagesOf(motherAgeSchema, 8)).toEqual(["Mother's age must be between 9 and 60"]);
    expect(motherAgeSchema.parse(9)).toBe(9);
    expect(motherAgeSchema.parse('60')).toBe(60);
    expect(messagesOf(motherAgeSchema, 61)).toEqual([MESSAGES.motherAge]);
  });

  it('father 9/10/90/91', () => {
    expect(fatherAgeSchema.safeParse(9).success).toBe(false);
    expect(fatherAgeSchema.safeParse(10).success).toBe(true);
    expect(fatherAgeSchema.safeParse(90).success).toBe(true);
    expect(messagesOf(fatherAgeSchema, 91)).toEqual(["Father's age must be between 10 and 90"]);
  });
});

describe('lookupValueSchema', () => {
  it('accepts list values, reads digit strings as numbers and refuses anything else', () => {
    const sex = lookupValueSchema(SEXES);
    expect(sex.parse(1)).toBe(1);
    expect(sex.parse('2')).toBe(2);
    expect(messagesOf(sex, 3)).toEqual([MESSAGES.invalidOption]);
    expect(messagesOf(sex, '')).toEqual([MESSAGES.invalidOption]);
    expect(sex.safeParse(null).success).toBe(false);
    const education = lookupValueSchema(EDUCATION_LEVELS, MESSAGES.educationLevel);
    expect(education.parse(11)).toBe(11);
    expect(messagesOf(education, 12)).toEqual([MESSAGES.educationLevel]);
  });

  it('string lists compare exactly (the radiolgy typo is the value)', () => {
    const specialty = lookupValueSchema(HOSPITAL_SPECIALTIES);
    expect(specialty.parse('diagnostic radiolgy')).toBe('diagnostic radiolgy');
    expect(specialty.safeParse('diagnostic radiology').success).toBe(false);
  });
});

describe('reference ids', () => {
  const lagos = STATES.find((s) => s.State_Name === 'Lagos');

  it('known state, LGA and country ids only', () => {
    expect(stateIdSchema.parse(String(lagos?.State_ID))).toBe(lagos?.State_ID);
    expect(messagesOf(stateIdSchema, 38)).toEqual([MESSAGES.unknownState]);
    expect(lgaIdSchema.parse(774)).toBe(774);
    expect(messagesOf(lgaIdSchema, 775)).toEqual([MESSAGES.unknownLga]);
    expect(countryCodeSchema.parse(63)).toBe(63);
    expect(countryCodeSchema.safeParse(566).success).toBe(false);
  });
});

describe('form field helpers', () => {
  it('optional NIN and tracking id: empty is null, anything else is checked', () => {
    expect(optionalNinSchema.parse('')).toBeNull();
    expect(optionalNinSchema.parse(' 12345678901 ')).toBe('12345678901');
    expect(messagesOf(optionalNinSchema, '123')).toEqual([MESSAGES.nin]);
    expect(optionalTrackingIdSchema.parse(null)).toBeNull();
    expect(messagesOf(optionalTrackingIdSchema, 'ABC')).toEqual([MESSAGES.trackingId]);
  });

  it("requiredField gives the field's message for an empty input", () => {
    const state = requiredField(stateIdSchema, MESSAGES.stateOfBirth);
    expect(state.parse('24')).toBe(24);
    expect(messagesOf(state, '')).toEqual([MESSAGES.stateOfBirth]);
    expect(messagesOf(state, undefined)).toEqual([MESSAGES.stateOfBirth]);
    expect(messagesOf(state, '999')).toEqual([MESSAGES.unknownState]);
    const optionalState = optionalCodeField(stateIdSchema);
    expect(optionalState.parse('')).toBeNull();
    expect(optionalState.parse(24)).toBe(24);
  });

  it('stored-file references and uploaded files', () => {
    expect(storedFileRefSchema.parse('birth/12345678901-aB3dE9kLmN0p.jpg')).toBeTruthy();
    for (const bad of [
      '',
      '/etc/passwd',
      '../x.png',
      'a/../b',
      'https://x.ng/a.png',
      'data:image/png;base64,AA',
    ]) {
      expect(messagesOf(storedFileRefSchema, bad)).toEqual([MESSAGES.storedFile]);
    }
    expect(
      uploadedFileSchema.safeParse({ mimeType: 'application/pdf', url: 'a/b.pdf' }).success,
    ).toBe(true);
    expect(messagesOf(uploadedFileSchema, { mimeType: 'image/gif', url: 'a/b.gif' })).toEqual([
      MESSAGES.fileType,
    ]);
  });
});
