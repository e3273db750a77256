import type { LookupOption } from '../api/options.ts';

/**
 * STARTER LIST, NOT THE AGENCY'S OFFICIAL CODES.
 *
 * The spec says the official list has codes 1 to 781 and 996 Others, in nine groups, with
 * House Wife = 1 and Student = 781, but does not give the other names. Only those three codes
 * are the spec's. The other entries are common occupations given PROVISIONAL codes from 801
 * upward, a range the official list does not use, so records captured before the official list
 * is imported keep their meaning. An administrator replaces this list by importing the agency's
 * official one.
 */
export const OCCUPATIONS_ARE_STARTER_LIST = true;

export const OCCUPATION_CODES = { houseWife: 1, student: 781, others: 996 } as const;

/** The nine occupation groups the spec names. */
export const OCCUPATION_GROUPS = [
  'Professional/Technical',
  'Administrative/Managerial',
  'Office/Administrative Support',
  'Sales',
  'Service',
  'Installation/Maintenance/Repair',
  'Agriculture/Forestry/Fishing',
  'Production/Construction/Extraction',
  'Transportation/Material Moving',
] as const;
export type OccupationGroup = (typeof OCCUPATION_GROUPS)[number];

const STARTER: readonly { name: string; group: OccupationGroup }[] = [
  { name: 'Accountant', group: 'Professional/Technical' },
  { name: 'Doctor', group: 'Professional/Technical' },
  { name: 'Engineer', group: 'Professional/Technical' },
  { name: 'Lawyer', group: 'Professional/Technical' },
  { name: 'Nurse/Midwife', group: 'Professional/Technical' },
  { name: 'Teacher', group: 'Professional/Technical' },
  { name: 'Civil Servant', group: 'Administrative/Managerial' },
  { name: 'Manager', group: 'Administrative/Managerial' },
  { name: 'Clerk', group: 'Office/Administrative Support' },
  { name: 'Secretary', group: 'Office/Administrative Support' },
  { name: 'Trader', group: 'Sales' },
  { name: 'Sales Representative', group: 'Sales' },
  { name: 'Cook', group: 'Service' },
  { name: 'Hairdresser/Barber', group: 'Service' },
  { name: 'Security Guard', group: 'Service' },
  { name: 'Tailor/Fashion Designer', group: 'Service' },
  { name: 'Electrician', group: 'Installation/Maintenance/Repair' },
  { name: 'Mechanic', group: 'Installation/Maintenance/Repair' },
  { name: 'Farmer', group: 'Agriculture/Forestry/Fishing' },
  { name: 'Fisherman', group: 'Agriculture/Forestry/Fishing' },
  { name: 'Herder', group: 'Agriculture/Forestry/Fishing' },
  { name: 'Artisan', group: 'Production/Construction/Extraction' },
  { name: 'Bricklayer/Mason', group: 'Production/Construction/Extraction' },
  { name: 'Carpenter', group: 'Production/Construction/Extraction' },
  { name: 'Miner', group: 'Production/Construction/Extraction' },
  { name: 'Driver', group: 'Transportation/Material Moving' },
  { name: 'Okada/Keke Rider', group: 'Transportation/Material Moving' },
];

const FIRST_STARTER_CODE = 801;

/** Starter occupations with their group (for a grouped picker). */
export const OCCUPATIONS_WITH_GROUP: readonly {
  value: number;
  name: string;
  group: OccupationGroup | null;
}[] = [
  { value: OCCUPATION_CODES.houseWife, name: 'House Wife', group: null },
  ...STARTER.map((entry, index) => ({ value: FIRST_STARTER_CODE + index, ...entry })),
  { value: OCCUPATION_CODES.student, name: 'Student', group: null },
  { value: OCCUPATION_CODES.others, name: 'Others', group: null },
];

export const OCCUPATIONS: readonly LookupOption[] = OCCUPATIONS_WITH_GROUP.map(
  ({ value, name }) => ({ value, name }),
);
