import type { LookupOption } from '../api/options.ts';

/**
 * STARTER LIST, NOT THE AGENCY'S OFFICIAL CODES.
 *
 * The spec says the official list has about 400 ethnic groups, codes 1 to 398 with gaps, plus
 * 996 Others, 998 DK and 999 Missing, but does not give the names. Only those three codes are
 * the spec's. The named entries below are well-known groups given PROVISIONAL codes from 401
 * upward, a range the official list does not use, so a record captured before the official list
 * is imported can never be read as a different group afterwards. An administrator replaces this
 * list by importing the agency's official one.
 */
export const ETHNIC_GROUPS_ARE_STARTER_LIST = true;

export const ETHNIC_GROUP_CODES = { others: 996, dontKnow: 998, missing: 999 } as const;

const STARTER_NAMES = [
  'Angas',
  'Annang',
  'Berom',
  'Ebira',
  'Edo (Bini)',
  'Efik',
  'Fulani',
  'Gbagyi (Gwari)',
  'Hausa',
  'Ibibio',
  'Idoma',
  'Igala',
  'Igbo',
  'Ijaw',
  'Isoko',
  'Itsekiri',
  'Jukun',
  'Kanuri',
  'Nupe',
  'Ogoni',
  'Tiv',
  'Urhobo',
  'Yoruba',
] as const;

const FIRST_STARTER_CODE = 401;

export const ETHNIC_GROUPS: readonly LookupOption[] = [
  ...STARTER_NAMES.map((name, index) => ({ value: FIRST_STARTER_CODE + index, name })),
  { value: ETHNIC_GROUP_CODES.others, name: 'Others' },
  { value: ETHNIC_GROUP_CODES.dontKnow, name: 'DK' },
  { value: ETHNIC_GROUP_CODES.missing, name: 'Missing' },
];
