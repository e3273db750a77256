import { isMoreThanEightDaysAgo, isMoreThanFiveYearsAgo } from '../../validation/dates.ts';
import type { RecordTimingFlags } from '../kind.ts';

/**
 * What the registry records about the timing of a registration (spec section 5, "Flags"):
 * `late` when the event (birth, death, delivery) was more than 8 days before the day of
 * registration, `overFiveYears` when more than 5 years. Neither refuses the registration.
 * `eventDate` is `yyyy-mm-dd` (or an ISO date-time); "today" is the registry's (Nigeria).
 */
export function registrationTimingFlags(
  eventDate: string,
  today: Date = new Date(),
): RecordTimingFlags {
  return {
    late: isMoreThanEightDaysAgo(eventDate, today),
    overFiveYears: isMoreThanFiveYearsAgo(eventDate, today),
  };
}
