import type { Nationality } from '../api/options.ts';
import { COUNTRIES } from './data/countries.ts';

export { COUNTRIES };

const COUNTRY_BY_CODE = new Map(COUNTRIES.map((country) => [country.Country_Code, country]));

const DEMONYM_COUNT = new Map<string, number>();
for (const country of COUNTRIES) {
  const name = country.Country_Nationality_Name;
  DEMONYM_COUNT.set(name, (DEMONYM_COUNT.get(name) ?? 0) + 1);
}

/**
 * Nationality options `{ value: Country_Code, name }`, sorted by name. A demonym shared by two
 * countries (e.g. "Congolese") carries the country name so the picker never shows twins.
 */
export const NATIONALITIES: readonly Nationality[] = COUNTRIES.map((country) => {
  const demonym = country.Country_Nationality_Name;
  const shared = (DEMONYM_COUNT.get(demonym) ?? 0) > 1;
  return {
    value: country.Country_Code,
    name: shared ? `${demonym} (${country.Country_Name})` : demonym,
  };
}).sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function countryName(code: number | null | undefined): string | undefined {
  return code == null ? undefined : COUNTRY_BY_CODE.get(code)?.Country_Name;
}

export function nationalityName(code: number | null | undefined): string | undefined {
  return code == null ? undefined : COUNTRY_BY_CODE.get(code)?.Country_Nationality_Name;
}

export function isKnownCountryCode(code: number): boolean {
  return COUNTRY_BY_CODE.has(code);
}
