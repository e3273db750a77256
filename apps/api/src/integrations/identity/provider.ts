import type { IdentityPerson } from '@vitalreg/domain';

/**
 * What the identity agency said about a NIN or tracking id:
 * - verified: a person (nimc status 1)
 * - not_found: the agency does not know the number
 * - failed: the agency answered status 0 (the client shows "Error validating NIN")
 * - unavailable: no usable answer (network, timeout, credentials refused, garbage)
 */
export type IdentityStatus = 'verified' | 'not_found' | 'failed' | 'unavailable';

export type IdentityKind = 'nin' | 'tracking_id';

export interface IdentityResult {
  status: IdentityStatus;
  /** The agency's own status field when it answered (1, 0, ...), else null. */
  nimcStatus: number | null;
  person: IdentityPerson | null;
  /** Set when the agency records the person as deceased (its `deceasedData`). */
  deceased?: { dateOfDeath: string | null };
}

export interface IdentityProvider {
  readonly name: 'sandbox' | 'nimc';
  verifyNin(nin: string): Promise<IdentityResult>;
  verifyTrackingId(trackingId: string): Promise<IdentityResult>;
}

export const unavailable = (): IdentityResult => ({
  status: 'unavailable',
  nimcStatus: null,
  person: null,
});

/** yyyy-mm-dd from the agency's dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd; null otherwise. */
export function normaliseBirthDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  let iso: string | undefined;
  if (match) iso = `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text);
  if (match) iso = `${match[3]}-${match[2]}-${match[1]}`;
  if (!iso) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** SEX_KEYS m / f from m, f, male, female (any case); null otherwise. */
export function normaliseSex(value: unknown): 'm' | 'f' | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === 'm' || text === 'male') return 'm';
  if (text === 'f' || text === 'female') return 'f';
  return null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * Whether the agency's fields record the person as deceased, and when: a `deceasedData` object,
 * a date of death, or a `deceased`/`isDeceased` flag (several spellings accepted).
 */
export function deceasedFrom(
  raw: Record<string, unknown>,
  person: Record<string, unknown>,
): { dateOfDeath: string | null } | undefined {
  const data = raw.deceasedData;
  const fields = data && typeof data === 'object' ? (data as Record<string, unknown>) : person;
  const date = fields.dateOfDeath ?? fields.date_of_death ?? fields.deathDate ?? fields.dod;
  const flagged = [fields.deceased, fields.isDeceased].some(
    (flag) => flag === true || flag === 1 || flag === '1' || flag === 'true',
  );
  if (fields === person && date === undefined && !flagged) return undefined;
  return { dateOfDeath: normaliseBirthDate(date) };
}

/** A person from the agency's fields (several spellings accepted); null without a name. */
export function personFrom(raw: Record<string, unknown>): IdentityPerson | null {
  const surname = text(raw.surname) ?? text(raw.lastName) ?? text(raw.lastname);
  const firstname = text(raw.firstname) ?? text(raw.firstName);
  if (!surname || !firstname) return null;
  const photo = text(raw.photo) ?? text(raw.image);
  return {
    surname,
    firstname,
    middlename: text(raw.middlename) ?? text(raw.middleName),
    dateOfBirth: normaliseBirthDate(raw.birthdate ?? raw.dateOfBirth ?? raw.dob),
    sex: normaliseSex(raw.gender ?? raw.sex),
    // Some answers carry a data: URL; the contract is bare base64.
    photo: photo ? photo.replace(/^data:[^,]*;base64,/, '') : null,
  };
}
