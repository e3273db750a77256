import {
  countryName,
  EDUCATION_LEVELS,
  ETHNIC_GROUPS,
  LITERACY_LEVELS,
  lgaName,
  lookupLabel,
  nationalityName,
  NO_REGISTRATION_REASONS,
  RESIDENCE_TYPES,
  stateName,
  type LookupOption,
} from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/dates';

/** Particulars as stored: read loosely, since old records were captured under older rules. */
export type Values = Record<string, unknown>;

export interface ParticularRow {
  label: string;
  value: ReactNode;
}

export interface ParticularGroup {
  title: string;
  rows: ParticularRow[];
}

export function text(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return String(value);
}

/** A calendar date or date-time as "05 Nov 2026". */
export function date(value: unknown): string | undefined {
  return value ? formatDate(String(value)) : undefined;
}

/** A code's name from its list; stored codes may be numbers or digit strings. */
export function codeName(list: readonly LookupOption[], value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const match =
    lookupLabel(list, value as string | number) ??
    lookupLabel(list, String(value)) ??
    (Number.isNaN(Number(value)) ? undefined : lookupLabel(list, Number(value)));
  return match ?? `Unknown (${String(value)})`;
}

function idName(lookup: (id: number) => string | undefined, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const id = Number(value);
  return (Number.isInteger(id) ? lookup(id) : undefined) ?? `Unknown (${String(value)})`;
}

export const state = (value: unknown) => idName((id) => stateName(id), value);
export const lga = (value: unknown) => idName((id) => lgaName(id), value);
export const country = (value: unknown) => idName((id) => countryName(id), value);
export const nationality = (value: unknown) => idName((id) => nationalityName(id), value);

/** The rows that have a value, in order. */
export function rows(entries: [string, string | undefined][]): ParticularRow[] {
  return entries
    .filter(([, value]) => value !== undefined)
    .map(([label, value]) => ({ label, value }));
}

/** A person's residence as the shared residence fields store it. */
export function residence(person: Values): [string, string | undefined][] {
  return [
    ['Country of residence', country(person.country)],
    ['State of residence', state(person.state)],
    ['LGA of residence', lga(person.lga)],
    ['Street', text(person.street_name)],
    ['Area type', codeName(RESIDENCE_TYPES, person.settlement)],
  ];
}

/** A person's names, as the wizard asks them. */
export function names(person: Values): [string, string | undefined][] {
  return [
    ['Surname', text(person.surname)],
    ['First name', text(person.firstname)],
    ['Middle name', text(person.middlename)],
  ];
}

/** How a person is identified: NIN, tracking ID, or why there is neither. */
export function identity(person: Values): [string, string | undefined][] {
  return [
    ['NIN', text(person.nin)],
    ['Tracking ID', text(person.tracking_id)],
    ['Reason for no NIN', codeName(NO_REGISTRATION_REASONS, person.reason_for_no_nin)],
  ];
}

/** Nationality, and for a Nigerian the state and LGA of origin and the ethnic group. */
export function origin(person: Values): [string, string | undefined][] {
  return [
    ['Nationality', nationality(person.nationality)],
    ['State of origin', state(person.state_of_origin)],
    ['LGA of origin', lga(person.lga_of_origin)],
    ['Ethnic group', codeName(ETHNIC_GROUPS, person.ethnic_group)],
  ];
}

/** Literacy, and for a literate person the level of education. */
export function education(person: Values): [string, string | undefined][] {
  return [
    ['Literacy', codeName(LITERACY_LEVELS, person.literacy)],
    ['Level of education', codeName(EDUCATION_LEVELS, person.education_level)],
  ];
}

/** An object of the particulars (`mother`, `informant`), or undefined. */
export function part(particulars: Values, key: string): Values | undefined {
  const value = particulars[key];
  return value && typeof value === 'object' ? (value as Values) : undefined;
}

/** Where the record was registered: the same fields for every kind. */
export function registrationPlace(particulars: Values, centreName?: string): ParticularGroup {
  return {
    title: 'Place of registration',
    rows: rows([
      ['State', state(particulars.registration_state)],
      ['LGA', lga(particulars.registration_lga)],
      ['Registration centre', centreName ?? text(particulars.Reg_Center)],
      ['Certificate e-mail', text(particulars.email)],
    ]),
  };
}
