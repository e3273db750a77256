import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  dayMonthYearToIso,
  defaultApplicantDateOfBirth,
  isIsoDateNotFuture,
  isMoreThanEightDaysAgo,
  isMoreThanFiveYearsAgo,
  parseCalendarDate,
  registryToday,
} from './dates.ts';

const NOW = new Date('2024-06-15T10:00:00Z');

describe('calendar dates', () => {
  it('today is the date in Nigeria (UTC+1), whatever the machine zone', () => {
    expect(registryToday(new Date('2024-06-15T22:59:00Z'))).toEqual({
      year: 2024,
      month: 6,
      day: 15,
    });
    expect(registryToday(new Date('2024-06-15T23:00:00Z'))).toEqual({
      year: 2024,
      month: 6,
      day: 16,
    });
  });

  it('parses yyyy-mm-dd and refuses impossible dates', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2023-13-01')).toBeUndefined();
    expect(parseCalendarDate('15/06/2024')).toBeUndefined();
  });
});

describe('ISO date not later than now', () => {
  it('accepts a past date-time and now itself', () => {
    expect(isIsoDateNotFuture('2024-06-15T09:59:00Z', NOW)).toBe(true);
    expect(isIsoDateNotFuture('2024-06-15T10:00:00.000Z', NOW)).toBe(true);
  });

  it('refuses now + 1 minute', () => {
    expect(isIsoDateNotFuture('2024-06-15T10:01:00Z', NOW)).toBe(false);
    expect(isIsoDateNotFuture(new Date(NOW.getTime() + 60_000).toISOString(), NOW)).toBe(false);
  });

  it('a date-only value may be today, not tomorrow', () => {
    expect(isIsoDateNotFuture('2024-06-15', NOW)).toBe(true);
    expect(isIsoDateNotFuture('2024-06-16', NOW)).toBe(false);
  });

  it('refuses what is not an ISO date', () => {
    for (const bad of ['', 'yesterday', '15-06-2024', '2024-02-30', '2024-06-15T25:00:00Z']) {
      expect(isIsoDateNotFuture(bad, NOW), bad).toBe(false);
    }
  });
});

describe('date windows', () => {
  it('more than 8 days ago', () => {
    expect(isMoreThanEightDaysAgo('2024-06-07', NOW)).toBe(false); // exactly 8 days
    expect(isMoreThanEightDaysAgo('2024-06-06', NOW)).toBe(true); // 9 days
    expect(isMoreThanEightDaysAgo('2024-06-15', NOW)).toBe(false);
  });

  it('more than 5 years ago', () => {
    expect(isMoreThanFiveYearsAgo('2019-06-15', NOW)).toBe(false); // exactly 5 years
    expect(isMoreThanFiveYearsAgo('2019-06-14', NOW)).toBe(true);
    expect(isMoreThanFiveYearsAgo('2020-01-01', NOW)).toBe(false);
  });

  it('throws on a value that is not a date', () => {
    expect(() => isMoreThanEightDaysAgo('not a date', NOW)).toThrow(RangeError);
  });
});

describe('age in whole years', () => {
  it('counts a year only from the birthday itself', () => {
    expect(ageInYears('2006-06-15', NOW)).toBe(18);
    expect(ageInYears('2006-06-16', NOW)).toBe(17);
    expect(ageInYears('2006-06-14', NOW)).toBe(18);
    expect(ageInYears('2024-06-15', NOW)).toBe(0);
  });

  it('a 29 February birthday counts from 1 March in a common year', () => {
    expect(ageInYears('2000-02-29', '2023-02-28')).toBe(22);
    expect(ageInYears('2000-02-29', '2023-03-01')).toBe(23);
    expect(ageInYears('2000-02-29', '2024-02-29')).toBe(24);
  });
});

describe('default applicant date of birth', () => {
  it('is 18 years before today', () => {
    expect(defaultApplicantDateOfBirth(NOW)).toBe('2006-06-15');
    expect(defaultApplicantDateOfBirth(new Date('2024-02-29T12:00:00Z'))).toBe('2006-02-28');
  });
});

describe('day-month-year to year-month-day', () => {
  it('converts dd-mm-yyyy and dd/mm/yyyy', () => {
    expect(dayMonthYearToIso('15-06-2024')).toBe('2024-06-15');
    expect(dayMonthYearToIso('15/06/2024')).toBe('2024-06-15');
    expect(dayMonthYearToIso('5/6/2024')).toBe('2024-06-05');
  });

  it('keeps ISO values and refuses impossible dates', () => {
    expect(dayMonthYearToIso('2024-06-15')).toBe('2024-06-15');
    expect(dayMonthYearToIso('2024-06-15T10:00:00Z')).toBe('2024-06-15T10:00:00Z');
    expect(dayMonthYearToIso('31-02-2024')).toBeUndefined();
    expect(dayMonthYearToIso('June 15')).toBeUndefined();
  });
});
