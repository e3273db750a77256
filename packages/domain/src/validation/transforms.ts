import { NIGERIA_COUNTRY_CODE } from '../constants.ts';
import { LITERACY_CODES } from '../lookups/codes.ts';
import { dayMonthYearToIso } from './dates.ts';

/** The spec's "before sending" transforms (section 5), applied by the web app and re-applied by the API. */

/** Empty strings become null, at any depth of objects and arrays. Other values are kept. */
export function emptyStringsToNull<T>(value: T): T {
  if (value === '') return null as T;
  if (Array.isArray(value)) return value.map((item: unknown) => emptyStringsToNull(item)) as T;
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[key] = emptyStringsToNull(item);
    return result as T;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A name trimmed, with inner runs of spaces collapsed to one. */
export function trimName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** An optional text (middle name, email, phone, id): trimmed, and null when empty. */
export function optionalToNull(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A copy of the record with the named fields passed through `change`; a field whose value
 * `change` does not accept (`undefined` back) is kept as it is.
 */
function changeFields<T extends Record<string, unknown>>(
  record: T,
  keys: readonly (keyof T)[],
  change: (value: unknown) => unknown,
): T {
  const result: Record<string, unknown> = { ...record };
  for (const key of keys) {
    const changed = change(record[key]);
    if (changed !== undefined) result[key as string] = changed;
  }
  return result as T;
}

/** Trims the named fields of a record when they hold strings. */
export function trimNames<T extends Record<string, unknown>>(
  record: T,
  keys: readonly (keyof T)[],
): T {
  return changeFields(record, keys, (value) =>
    typeof value === 'string' ? trimName(value) : undefined,
  );
}

/** Sets the named optional fields to null when they are empty (after trimming). */
export function optionalFieldsToNull<T extends Record<string, unknown>>(
  record: T,
  keys: readonly (keyof T)[],
): T {
  return changeFields(record, keys, (value) =>
    value == null || typeof value === 'string' ? optionalToNull(value) : undefined,
  );
}

/** Converts the named date fields from `dd-mm-yyyy`/`dd/mm/yyyy` to `yyyy-mm-dd`. */
export function datesToIso<T extends Record<string, unknown>>(
  record: T,
  keys: readonly (keyof T)[],
): T {
  return changeFields(record, keys, (value) =>
    typeof value === 'string' && value !== '' ? (dayMonthYearToIso(value) ?? value) : undefined,
  );
}

/* ---------- Birth registration conditions ---------- */

/**
 * The parts of a parent's particulars the national-code conditions touch. Field names are the
 * birth registration payload's (snake_case); values are codes or free text.
 */
type Code = number | string | null;

export interface ParentOriginAndResidence {
  nationality?: Code;
  country?: Code;
  state_of_origin?: Code;
  lga_of_origin?: Code;
  ethnic_group?: Code;
  state?: Code;
  lga?: Code;
  settlement?: Code;
  literacy?: Code;
  education_level?: Code;
}

/**
 * Applies the spec's birth registration conditions to a mother's or father's particulars:
 * - state/LGA of origin and ethnic group are sent only for a Nigerian national (nationality 63);
 * - state, LGA and settlement of residence only when the country of residence is Nigeria (63)
 *   (the street name of a foreign address is kept);
 * - the level of education only when the parent is literate (literacy 1).
 * Anything else is sent as null, so a value left in a hidden field never reaches the record.
 */
export function applyParentConditions<T extends ParentOriginAndResidence>(parent: T): T {
  const result: T = { ...parent };
  if (!isNigerian(parent.nationality)) {
    result.state_of_origin = null;
    result.lga_of_origin = null;
    result.ethnic_group = null;
  }
  if (!isLiterate(parent.literacy)) result.education_level = null;
  return applyResidenceCondition(result);
}

/**
 * The residence part of `applyParentConditions`, for anyone with an address (e.g. an
 * informant): state, LGA and settlement are sent only when the country of residence is Nigeria.
 */
export function applyResidenceCondition<
  T extends Pick<ParentOriginAndResidence, 'country' | 'state' | 'lga' | 'settlement'>,
>(person: T): T {
  if (isNigerian(person.country)) return person;
  return { ...person, state: null, lga: null, settlement: null };
}

/** Codes may arrive as numbers or as the strings a select gives. */
export function isLiterate(literacy: Code | undefined): boolean {
  return literacy != null && literacy !== '' && Number(literacy) === LITERACY_CODES.literate;
}

/** True when a nationality or country code is Nigeria's (63). */
export function isNigerian(code: Code | undefined): boolean {
  return code != null && code !== '' && Number(code) === NIGERIA_COUNTRY_CODE;
}
