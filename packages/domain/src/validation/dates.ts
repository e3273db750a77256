import {
  DEFAULT_APPLICANT_AGE_YEARS,
  LATE_REGISTRATION_DAYS,
  LATE_REGISTRATION_YEARS,
} from '../constants.ts';
import { MONTHS } from '../lookups/calendar.ts';
import { MESSAGES } from './messages.ts';

/**
 * Calendar-date rules of spec section 5. Dates are compared as calendar dates in Nigeria
 * (West Africa Time, UTC+01:00, no daylight saving), so the browser and the server agree on
 * "today" whatever their own time zone.
 */

const DAY_MS = 86_400_000;
const WAT_OFFSET_MS = 60 * 60 * 1000;

/** A calendar date as `{ year, month (1-12), day }`. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Today's calendar date in Nigeria. */
export function registryToday(now: Date = new Date()): CalendarDate {
  const wat = new Date(now.getTime() + WAT_OFFSET_MS);
  return { year: wat.getUTCFullYear(), month: wat.getUTCMonth() + 1, day: wat.getUTCDate() };
}

/** `yyyy-mm-dd` (or a date-time's first ten characters) as "14 March 2026". */
export function longDate(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return value;
  return `${day} ${MONTHS[month - 1]?.name ?? month} ${year}`;
}

export function formatCalendarDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * Reads `yyyy-mm-dd` or a full ISO date-time (its calendar date in Nigeria). Answers undefined
 * for anything else or an impossible date such as 2023-02-30.
 */
export function parseCalendarDate(value: string | Date): CalendarDate | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : registryToday(value);
  }
  const dateOnly = ISO_DATE_ONLY.exec(value);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    return isRealDate(year, month, day) ? { year, month, day } : undefined;
  }
  const instant = parseIsoDateTime(value);
  return instant ? registryToday(instant) : undefined;
}

/** Reads a full ISO 8601 date-time (with or without zone); undefined when it is not one. */
export function parseIsoDateTime(value: string): Date | undefined {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return undefined;
  if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59) {
    return undefined;
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

/** Whole days from `earlier` to `later` (negative when `later` comes first). */
export function daysBetween(earlier: CalendarDate, later: CalendarDate): number {
  return dayNumber(later) - dayNumber(earlier);
}

/** The same day `years` earlier; 29 February falls back to 28 February in a common year. */
export function subtractYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/**
 * The spec's ISO date rule: a valid `yyyy-mm-dd` or ISO date-time that is not later than now.
 * A date-only value may be today; a date-time must not be after this instant.
 */
export function isIsoDateNotFuture(value: string, now: Date = new Date()): boolean {
  const dateOnly = ISO_DATE_ONLY.exec(value);
  if (dateOnly) {
    const date = parseCalendarDate(value);
    return date !== undefined && compareDates(date, registryToday(now)) <= 0;
  }
  const instant = parseIsoDateTime(value);
  return instant !== undefined && instant.getTime() <= now.getTime();
}

function toCalendarDate(value: string | Date): CalendarDate {
  const date = parseCalendarDate(value);
  if (!date) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** More than 8 days before today: a late birth registration. */
export function isMoreThanEightDaysAgo(value: string | Date, now: Date = new Date()): boolean {
  return daysBetween(toCalendarDate(value), registryToday(now)) > LATE_REGISTRATION_DAYS;
}

/** More than 5 years before today (the same day 5 years ago is not yet "more than"). */
export function isMoreThanFiveYearsAgo(value: string | Date, now: Date = new Date()): boolean {
  const limit = subtractYears(registryToday(now), LATE_REGISTRATION_YEARS);
  return compareDates(toCalendarDate(value), limit) < 0;
}

/**
 * Age in whole years on `on` (default today): one more year only from the birthday itself.
 * Someone born on 29 February turns a year older on 1 March in a common year.
 */
export function ageInYears(birthDate: string | Date, on: string | Date = new Date()): number {
  const birth = toCalendarDate(birthDate);
  const day = typeof on === 'string' ? toCalendarDate(on) : registryToday(on);
  const beforeBirthday =
    day.month < birth.month || (day.month === birth.month && day.day < birth.day);
  return day.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** The attestation applicant's default date of birth: 18 years before today, `yyyy-mm-dd`. */
export function defaultApplicantDateOfBirth(now: Date = new Date()): string {
  return formatCalendarDate(subtractYears(registryToday(now), DEFAULT_APPLICANT_AGE_YEARS));
}

const DAY_MONTH_YEAR = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;

/**
 * `dd-mm-yyyy` or `dd/mm/yyyy` -> `yyyy-mm-dd`. A value already in `yyyy-mm-dd` (or an ISO
 * date-time) is returned unchanged; anything else, or an impossible date, gives undefined.
 */
export function dayMonthYearToIso(value: string): string | undefined {
  const match = DAY_MONTH_YEAR.exec(value.trim());
  if (!match) {
    return parseCalendarDate(value) ? value : undefined;
  }
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return undefined;
  return formatCalendarDate({ year, month, day });
}

/** A date as typed into a date field: the date (`yyyy-mm-dd`), or what is wrong, in words. */
export type TypedDate =
  { date: string; problem?: undefined } | { date?: undefined; problem: string };

const TYPED_DAY_MONTH_YEAR = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d+)$/;
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const TYPED_YEAR_MONTH_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * Reads a typed date as the registry writes dates: day/month/year with slashes, dots, dashes or
 * spaces between (27/03/2024, 27.3.2024), eight digits (27032024), or `yyyy-mm-dd`. Anything
 * else gets a sentence saying what is wrong ("31 February is not a date"), never the spec's ISO
 * sentence (docs/dates-and-messages.md).
 */
export function readTypedDate(text: string): TypedDate {
  const typed = text.trim();
  const dayFirst = TYPED_DAY_MONTH_YEAR.exec(typed) ?? TYPED_DIGITS.exec(typed);
  const yearFirst = dayFirst ? null : TYPED_YEAR_MONTH_DAY.exec(typed);
  if (!dayFirst && !yearFirst) return { problem: MESSAGES.dateForm };
  const [day, month, yearText] = dayFirst
    ? [Number(dayFirst[1]), Number(dayFirst[2]), dayFirst[3]!]
    : [Number(yearFirst![3]), Number(yearFirst![2]), yearFirst![1]!];
  if (yearText.length !== 4) {
    return { problem: yearText.length < 4 ? MESSAGES.dateYearInFull : MESSAGES.dateForm };
  }
  const year = Number(yearText);
  if (month < 1 || month > 12) {
    return { problem: MESSAGES.noSuchMonth.replace('{month}', String(month)) };
  }
  if (!isRealDate(year, month, day)) {
    const problem =
      month === 2 && day === 29
        ? MESSAGES.notLeapYear.replaceAll('{year}', yearText)
        : MESSAGES.noSuchDay.replace('{date}', `${day} ${MONTHS[month - 1]!.name}`);
    return { problem };
  }
  return { date: formatCalendarDate({ year, month, day }) };
}

/** A stored `yyyy-mm-dd` as a date field shows it (DD/MM/YYYY); anything else as it is. */
export function typedDateOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = ISO_DATE_ONLY.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
