import {
  ATTESTATION_MIN_AGE,
  FATHER_AGE,
  MOTHER_AGE,
  NIGERIA_PHONE_PREFIX,
  NIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
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

/** Empty for the required check: undefined, null, '', only whitespace, or an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Personal names: letters (any script), spaces, hyphens and apostrophes. */
export function isPersonName(value: string): boolean {
  return /^[\p{L}][\p{L}\p{M} '\u2019-]*$/u.test(value);
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
