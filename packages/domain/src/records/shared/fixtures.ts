import { lgasOfState, statesSortedByName } from '../../reference/states.ts';
import { formatCalendarDate, registryToday } from '../../validation/dates.ts';

/** Helpers of the kinds' TEST FIXTURES: reference ids and codes by name, dates before `now`. */

export function fixtureStateId(name: string): number {
  const state = statesSortedByName().find((s) => s.State_Name === name);
  if (!state) throw new Error(`No state ${name}`);
  return state.State_ID;
}

export function fixtureLgaId(state: number, name: string): number {
  const lga = lgasOfState(state).find((l) => l.LGA_Name === name);
  if (!lga) throw new Error(`No LGA ${name}`);
  return lga.LGA_ID;
}

export function fixtureCode(
  list: readonly { value: string | number; name: string }[],
  name: string,
) {
  const option = list.find((o) => o.name === name);
  if (!option) throw new Error(`No option ${name}`);
  return option.value;
}

/** The registry's calendar date `days` before `now`, `yyyy-mm-dd`. */
export function fixtureDaysBefore(now: Date, days: number): string {
  return formatCalendarDate(registryToday(new Date(now.getTime() - days * 86_400_000)));
}
