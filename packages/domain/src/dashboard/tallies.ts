import type { PLACES_OF_BIRTH } from '../lookups/lists.ts';
import {
  daysBetween,
  parseCalendarDate,
  registryToday,
  subtractYears,
  type CalendarDate,
} from '../validation/dates.ts';

/*
 * What the directors' dashboards count of each registered record (issue 26, part 3). A kind
 * declares its record's tally (`RecordKind.tally`); the API stores it with the record, and the
 * database keeps the counts per month, area, sex, place and timeliness as records change.
 */

/** How soon after the event a record was registered: births (and attestations), deaths. */
export const TIMELINESS_BANDS = [
  { value: 'within_30_days', name: 'Within 30 days' },
  { value: '31_days_to_1_year', name: '31 days to 1 year' },
  { value: '1_to_5_years', name: '1 to 5 years' },
  { value: 'over_5_years', name: 'Over 5 years' },
  { value: 'within_45_days', name: 'Within 45 days' },
  { value: 'after_45_days', name: 'After 45 days' },
] as const;
export type TimelinessBand = (typeof TIMELINESS_BANDS)[number]['value'];

export const TIMELINESS_BAND_NAMES = Object.fromEntries(
  TIMELINESS_BANDS.map((band) => [band.value, band.name]),
) as Record<TimelinessBand, string>;

/** The bands of births, in order (attestations are all over 5 years). */
export const BIRTH_TIMELINESS_BANDS = [
  'within_30_days',
  '31_days_to_1_year',
  '1_to_5_years',
  'over_5_years',
] as const satisfies readonly TimelinessBand[];

/** The bands of deaths, in order. */
export const DEATH_TIMELINESS_BANDS = [
  'within_45_days',
  'after_45_days',
] as const satisfies readonly TimelinessBand[];

export const BIRTH_TIMELY_DAYS = 30;
export const DEATH_TIMELY_DAYS = 45;

function calendarDateOf(value: string): CalendarDate {
  const date = parseCalendarDate(value);
  if (!date) throw new RangeError(`Not a date: ${value}`);
  return date;
}

/**
 * A birth registered on the registry's day of `now`: within 30 days of the birth, from 31 days
 * to a year, from a year to 5 years, or more than 5 years after it (the same day 5 years on is
 * still "1 to 5 years", as `isMoreThanFiveYearsAgo` has it).
 */
export function birthTimeliness(birthDate: string, now: Date): TimelinessBand {
  const born = calendarDateOf(birthDate);
  const today = registryToday(now);
  if (daysBetween(born, today) <= BIRTH_TIMELY_DAYS) return 'within_30_days';
  if (daysBetween(born, subtractYears(today, 1)) <= 0) return '31_days_to_1_year';
  if (daysBetween(born, subtractYears(today, 5)) <= 0) return '1_to_5_years';
  return 'over_5_years';
}

/** A death registered within 45 days of it, or later. */
export function deathTimeliness(deathDate: string, now: Date): TimelinessBand {
  const died = calendarDateOf(deathDate);
  return daysBetween(died, registryToday(now)) <= DEATH_TIMELY_DAYS
    ? 'within_45_days'
    : 'after_45_days';
}

/** What the dashboards count of a record besides its kind, area, month and status. */
export interface RecordTally {
  /** The subject's sex code (`SEXES`), or null when the kind has none. */
  sex: number | null;
  /** The place of birth or delivery (`PLACES_OF_BIRTH` code), or null when the kind has none. */
  place: number | null;
  timeliness: TimelinessBand | null;
}

/**
 * Places of birth as the dashboards group them: a health facility, home, a traditional
 * attendant or home, on the way, or elsewhere. Every `PLACES_OF_BIRTH` code is in one group.
 */
export const PLACE_SETTINGS = [
  { value: 'facility', name: 'Health facility', places: [3, 1] },
  { value: 'home', name: 'At home', places: [2] },
  { value: 'traditional', name: 'Traditional or spiritual', places: [9, 6, 12, 8] },
  { value: 'transit', name: 'On the way', places: [4, 5, 7, 11, 14, 13] },
  { value: 'other', name: 'Elsewhere', places: [10] },
] as const satisfies readonly {
  value: string;
  name: string;
  places: readonly (typeof PLACES_OF_BIRTH)[number]['value'][];
}[];
export type PlaceSetting = (typeof PLACE_SETTINGS)[number]['value'];

const SETTING_OF_PLACE = new Map<number, PlaceSetting>(
  PLACE_SETTINGS.flatMap((setting) => setting.places.map((place) => [place, setting.value])),
);

/** The setting of a place of birth code; 'other' for a code not on the list. */
export function placeSettingOf(place: number): PlaceSetting {
  return SETTING_OF_PLACE.get(place) ?? 'other';
}
