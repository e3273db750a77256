import type { LookupOption } from '../api/options.ts';
import { STATISTICS_START_YEAR } from '../constants.ts';

export const MONTHS = [
  { value: 1, name: 'January' },
  { value: 2, name: 'February' },
  { value: 3, name: 'March' },
  { value: 4, name: 'April' },
  { value: 5, name: 'May' },
  { value: 6, name: 'June' },
  { value: 7, name: 'July' },
  { value: 8, name: 'August' },
  { value: 9, name: 'September' },
  { value: 10, name: 'October' },
  { value: 11, name: 'November' },
  { value: 12, name: 'December' },
] as const satisfies readonly LookupOption[];

/**
 * Years the statistics filters offer: from STATISTICS_START_YEAR (2023) to `toYear` (by default
 * the current year), oldest first. A `toYear` before the start year still yields the start year.
 */
export function yearOptions(toYear: number = new Date().getFullYear()): LookupOption[] {
  const last = Math.max(toYear, STATISTICS_START_YEAR);
  const years: LookupOption[] = [];
  for (let year = STATISTICS_START_YEAR; year <= last; year += 1) {
    years.push({ value: year, name: String(year) });
  }
  return years;
}
