import nigeria from '@svg-maps/nigeria';
import { STATES } from '@vitalreg/domain';

/*
 * Nigeria's states as drawn by @svg-maps/nigeria (CC BY 4.0, after MapSVG), matched to the
 * reference data's states by name: the map spells some differently ("Nassarawa", "Cross-River").
 */

interface MapLocation {
  id: string;
  name: string;
  path: string;
}

const map = nigeria as { viewBox: string; locations: readonly MapLocation[] };

export const MAP_VIEW_BOX = map.viewBox;

export const MAP_CREDIT = {
  text: 'Map of Nigeria: @svg-maps/nigeria, after MapSVG',
  source: 'https://github.com/VictorCazanave/svg-maps/tree/master/packages/nigeria',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

const ALIASES: Record<string, string> = {
  fct: 'federal capital territory',
  'fct abuja': 'federal capital territory',
  abuja: 'federal capital territory',
  nassarawa: 'nasarawa',
  plataeu: 'plateau',
};

/** A state's name as both spellings meet: lower case, letters only, known variants joined. */
export function stateKey(name: string): string {
  const plain = name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return ALIASES[plain] ?? plain;
}

export interface StateShape {
  stateId: number;
  name: string;
  path: string;
}

const STATE_BY_KEY = new Map(STATES.map((state) => [stateKey(state.State_Name), state]));

/** The map's states, each with the reference data's id and name (unmatched shapes are left out). */
export const STATE_SHAPES: readonly StateShape[] = map.locations.flatMap((location) => {
  const state = STATE_BY_KEY.get(stateKey(location.name));
  return state ? [{ stateId: state.State_ID, name: state.State_Name, path: location.path }] : [];
});
