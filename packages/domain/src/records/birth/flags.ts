import { registrationTimingFlags } from '../shared/flags.ts';

/**
 * What the registry records about the timing of a birth registration (spec section 5, "Flags"):
 * - `late`: the child was born more than 8 days before the day of registration;
 * - `overFiveYears`: more than 5 years before it.
 * Neither refuses the registration; the web app shows them and the API stores them.
 */
export interface BirthRegistrationFlags {
  late: boolean;
  overFiveYears: boolean;
}

/** `childBirthDate` is `yyyy-mm-dd` (or an ISO date-time); "today" is the registry's (Nigeria). */
export function birthRegistrationFlags(
  childBirthDate: string,
  today: Date = new Date(),
): BirthRegistrationFlags {
  return registrationTimingFlags(childBirthDate, today);
}
