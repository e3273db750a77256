import type { Lga, State } from '../api/options.ts';
import { LGAS } from './data/lgas.ts';
import { STATES } from './data/states.ts';

export { STATES, LGAS };

const STATE_BY_ID = new Map(STATES.map((state) => [state.State_ID, state]));
const LGA_BY_ID = new Map(LGAS.map((lga) => [lga.LGA_ID, lga]));

/** The state-of-origin/residence pickers list states by name, not by id. */
export function statesSortedByName(): State[] {
  return [...STATES].sort((a, b) => a.State_Name.localeCompare(b.State_Name, 'en'));
}

/** LGAs of one state, by name (the LGA picker follows the chosen state). */
export function lgasOfState(stateId: number): Lga[] {
  return LGAS.filter((lga) => lga.State_ID === stateId).sort((a, b) =>
    a.LGA_Name.localeCompare(b.LGA_Name, 'en'),
  );
}

/** The state's name, or undefined for an unknown id (the dashboard shows the user's state). */
export function stateName(id: number | null | undefined): string | undefined {
  return id == null ? undefined : STATE_BY_ID.get(id)?.State_Name;
}

export function lgaName(id: number | null | undefined): string | undefined {
  return id == null ? undefined : LGA_BY_ID.get(id)?.LGA_Name;
}

export function isKnownStateId(id: number): boolean {
  return STATE_BY_ID.has(id);
}

export function isKnownLgaId(id: number): boolean {
  return LGA_BY_ID.has(id);
}

/** True when the LGA lies in the state; a form must not pair an LGA with another state. */
export function lgaBelongsToState(stateId: number, lgaId: number): boolean {
  return LGA_BY_ID.get(lgaId)?.State_ID === stateId;
}
