import {
  ATTESTATION_MIN_AGE,
  FATHER_AGE,
  MOTHER_AGE,
  NIGERIA_PHONE_PREFIX,
  NIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  TEXT_MAX_LENGTH,
  TRACKING_ID_LENGTH,
} from '../constants.ts';

/** Pure checks of spec section 5; each answers true when the value passes. */

const NIN_PATTERN = new RegExp(`^\\d{${NIN_LENGTH}}$`);

export function isNin(value: string): boolean {
  return NIN_PATTERN.test(value);
}

/** A tracking id is 15 characters of letters and digits (issued by the identity agency). */
export function isTrackingId(value: string): boolean {
  return value.length === TRACKING_ID_LENGTH && /^[A-Za-z0-9]+$/.test(value);
}

export function isWithinTextLimit(value: string, max: number = TEXT_MAX_LENGTH): boolean {
  return value.length <= max;
}

/** Empty for the required check: undefined, null, '', only whitespace, or an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The required check: flags (true) an empty value. */
export function isRequiredMissing(value: unknown): boolean {
  return isEmpty(value);
}

/** Groups of digits separated by single dashes: `123`, `123-456`; not `-1`, `1--2`, `1-`. */
export function isDigitsWithDashes(value: string): boolean {
  return /^\d+(-\d+)*$/.test(value);
}

/**
 * Letters, digits and spaces only (the spec's special-character check). Letters include accents
 * written as combining marks, as Yoruba and Igbo names often are.
 */
export function hasOnlyLettersDigitsSpaces(value: string): boolean {
  return /^[\p{L}\p{M}\p{N} ]*$/u.test(value);
}

/** Personal names: letters (any script), spaces, hyphens and apostrophes. */
export function isPersonName(value: string): boolean {
  return /^[\p{L}][\p{L}\p{M} '\u2019-]*$/u.test(value);
}

export type LengthOperator = 'lt' | 'gt' | 'eq' | 'neq';

/**
 * The spec's length comparison: answers true when the value is FLAGGED.
 * lt flags a length under `length`, gt one over it, eq flags a mismatch (length differs),
 * neq flags a match (length equals).
 */
export function isLengthFlagged(value: string, operator: LengthOperator, length: number): boolean {
  switch (operator) {
    case 'lt':
      return value.length < length;
    case 'gt':
      return value.length > length;
    case 'eq':
      return value.length !== length;
    case 'neq':
      return value.length === length;
  }
}

function isAgeWithin(age: number, range: { min: number; max: number }): boolean {
  return Number.isInteger(age) && age >= range.min && age <= range.max;
}

export function isMotherAgeValid(age: number): boolean {
  return isAgeWithin(age, MOTHER_AGE);
}

export function isFatherAgeValid(age: number): boolean {
  return isAgeWithin(age, FATHER_AGE);
}

export function isAttestationAgeValid(age: number): boolean {
  return Number.isInteger(age) && age >= ATTESTATION_MIN_AGE;
}

/* ---------- Phone ---------- */

/** The phone number as typed, without spaces and plus signs. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s+]/g, '');
}

export type PhoneProblem = 'digitsOnly' | 'tooShort' | 'tooLong';

/** Why a phone number is refused, or undefined when it passes. */
export function phoneProblem(value: string): PhoneProblem | undefined {
  const digits = phoneDigits(value);
  if (!/^\d*$/.test(digits)) return 'digitsOnly';
  if (digits.length < PHONE_MIN_DIGITS) return 'tooShort';
  if (digits.length > PHONE_MAX_DIGITS) return 'tooLong';
  return undefined;
}

export function isValidPhone(value: string): boolean {
  return phoneProblem(value) === undefined;
}

/**
 * International form of a Nigerian number: the leading digit (the trunk 0) is replaced by 234,
 * e.g. 08031234567 -> 2348031234567. A number already written with 234 (e.g. +234 803 123 4567)
 * is kept, so normalising twice changes nothing. Call after `isValidPhone`.
 */
export function normalisePhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.startsWith(NIGERIA_PHONE_PREFIX) && digits.length > PHONE_MIN_DIGITS) return digits;
  return NIGERIA_PHONE_PREFIX + digits.slice(1);
}
