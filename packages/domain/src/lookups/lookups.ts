import type { LookupOption } from '../api/options.ts';
import { RESULT_STATUS } from '../api/envelope.ts';
import { MONTHS } from './calendar.ts';
import { RECORD_TYPE_PICKER, REISSUANCE_TYPES } from './codes.ts';
import { ETHNIC_GROUPS } from './ethnic-groups.ts';
import {
  APPLICATION_STATUS_OPTIONS,
  ATTESTATION_PURPOSES,
  BIRTH_TYPES,
  CAUSES_OF_DEATH,
  CONNECTIVITY_OPTIONS,
  EDUCATION_LEVELS,
  FACILITY_OWNERSHIPS,
  HOSPITAL_SPECIALTIES,
  HOSPITAL_TYPES,
  IDENTITY_DOCUMENT_TYPES,
  IDENTITY_SOURCES,
  INFORMANT_RELATIONSHIPS,
  INFORMANT_RELATIONSHIPS_NON_PARENT,
  DEATH_INFORMANT_RELATIONSHIPS,
  STILLBIRTH_INFORMANT_RELATIONSHIPS,
  AGE_AT_DEATH_UNITS,
  LATE_APPLICATION_REASONS,
  LITERACY_LEVELS,
  MARITAL_STATUSES,
  NO_REGISTRATION_REASONS,
  NUMBERS_1_TO_20,
  PARENT_OPTIONS,
  PLACES_OF_BIRTH,
  QUALIFICATIONS,
  RESIDENCE_TYPES,
  SEXES,
  SYNC_STATUS_OPTIONS,
  VALIDITY_OPTIONS,
  YES_NO_OPTIONS,
} from './lists.ts';
import { OCCUPATIONS } from './occupations.ts';

const RESULT_STATUS_OPTIONS: readonly LookupOption[] = [
  { value: RESULT_STATUS.success, name: 'Success' },
  { value: RESULT_STATUS.error, name: 'Error' },
];

/**
 * Every fixed code list by name, as `GET /api/option/lookups` serves it. States, LGAs and
 * countries have their own endpoints.
 */
export const LOOKUPS = {
  residence_type: RESIDENCE_TYPES,
  sex: SEXES,
  birth_type: BIRTH_TYPES,
  marital_status: MARITAL_STATUSES,
  literacy: LITERACY_LEVELS,
  education_level: EDUCATION_LEVELS,
  qualification: QUALIFICATIONS,
  yes_no: YES_NO_OPTIONS,
  place_of_birth: PLACES_OF_BIRTH,
  informant_relationship: INFORMANT_RELATIONSHIPS,
  informant_relationship_non_parent: INFORMANT_RELATIONSHIPS_NON_PARENT,
  death_informant_relationship: DEATH_INFORMANT_RELATIONSHIPS,
  stillbirth_informant_relationship: STILLBIRTH_INFORMANT_RELATIONSHIPS,
  age_at_death_unit: AGE_AT_DEATH_UNITS,
  facility_ownership: FACILITY_OWNERSHIPS,
  hospital_type: HOSPITAL_TYPES,
  hospital_specialty: HOSPITAL_SPECIALTIES,
  late_application_reason: LATE_APPLICATION_REASONS,
  attestation_purpose: ATTESTATION_PURPOSES,
  numbers_1_to_20: NUMBERS_1_TO_20,
  identity_document_type: IDENTITY_DOCUMENT_TYPES,
  cause_of_death: CAUSES_OF_DEATH,
  ethnic_group: ETHNIC_GROUPS,
  occupation: OCCUPATIONS,
  identity_source: IDENTITY_SOURCES,
  no_registration_reason: NO_REGISTRATION_REASONS,
  application_status: APPLICATION_STATUS_OPTIONS,
  reissuance_type: REISSUANCE_TYPES,
  record_type: RECORD_TYPE_PICKER,
  month: MONTHS,
  connectivity: CONNECTIVITY_OPTIONS,
  validity: VALIDITY_OPTIONS,
  sync_status: SYNC_STATUS_OPTIONS,
  parent: PARENT_OPTIONS,
  result_status: RESULT_STATUS_OPTIONS,
} as const satisfies Record<string, readonly LookupOption[]>;

export type LookupName = keyof typeof LOOKUPS;

export const LOOKUP_NAMES = Object.keys(LOOKUPS) as LookupName[];

export function isLookupName(name: string): name is LookupName {
  return Object.hasOwn(LOOKUPS, name);
}

/** The display name of a code, or undefined when the list does not hold it. */
export function lookupLabel(
  list: readonly LookupOption[],
  value: string | number | null | undefined,
): string | undefined {
  if (value == null) return undefined;
  return list.find((option) => option.value === value)?.name;
}

/** True when the list holds the value (numbers and strings are not mixed up). */
export function isLookupValue(list: readonly LookupOption[], value: unknown): boolean {
  return list.some((option) => option.value === value);
}
