import { describe, expect, it } from 'vitest';
import { countrySchema, lgaSchema, stateSchema } from '../api/options.ts';
import {
  COUNTRIES,
  countryName,
  isKnownCountryCode,
  NATIONALITIES,
  nationalityName,
} from './countries.ts';
import { GEO_ZONES } from './geo-zones.ts';
import {
  isKnownLgaId,
  isKnownStateId,
  lgaBelongsToState,
  lgaName,
  LGAS,
  lgasOfState,
  stateName,
  STATES,
  statesSortedByName,
} from './states.ts';

const stateId = (name: string) => STATES.find((s) => s.State_Name === name)?.State_ID ?? -1;

describe('states', () => {
  it('36 states and the FCT, each with a unique two-letter code, zone and country 63', () => {
    expect(STATES).toHaveLength(37);
    for (const state of STATES) {
      expect(stateSchema.parse(state)).toEqual(state);
      expect(state.State_Code).toMatch(/^[A-Z]{2}$/);
      expect(state.country_id).toBe(63);
      expect(GEO_ZONES.map((z) => z.value)).toContain(state.Geo_Zone_ID);
    }
    expect(new Set(STATES.map((s) => s.State_Code)).size).toBe(37);
    expect(STATES.map((s) => s.State_ID)).toEqual(Array.from({ length: 37 }, (_, i) => i + 1));
  });

  it('spells Katsina correctly and places states in their zones', () => {
    const names = STATES.map((s) => s.State_Name);
    expect(names).toContain('Katsina');
    expect(names).not.toContain('Kastina');
    const zone = (name: string) => STATES.find((s) => s.State_Name === name)?.Geo_Zone_ID;
    expect(zone('Kano')).toBe(3);
    expect(zone('Lagos')).toBe(6);
    expect(zone('Rivers')).toBe(5);
    expect(zone('Enugu')).toBe(4);
    expect(zone('Borno')).toBe(2);
    expect(zone('Federal Capital Territory')).toBe(1);
    const perZone = GEO_ZONES.map((z) => STATES.filter((s) => s.Geo_Zone_ID === z.value).length);
    expect(perZone).toEqual([7, 6, 7, 5, 6, 6]);
  });

  it('sorted by name and looked up by id', () => {
    const sorted = statesSortedByName().map((s) => s.State_Name);
    expect(sorted[0]).toBe('Abia');
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en')));
    expect(stateName(stateId('Lagos'))).toBe('Lagos');
    expect(stateName(999)).toBeUndefined();
    expect(stateName(null)).toBeUndefined();
    expect(isKnownStateId(37)).toBe(true);
    expect(isKnownStateId(38)).toBe(false);
  });
});

describe('local government areas', () => {
  it('774 LGAs with ids 1..774 and LGA_Code equal to the id', () => {
    expect(LGAS).toHaveLength(774);
    LGAS.forEach((lga, index) => {
      expect(lgaSchema.parse(lga)).toEqual(lga);
      expect(lga.LGA_ID).toBe(index + 1);
      expect(lga.LGA_Code).toBe(lga.LGA_ID);
      expect(isKnownStateId(lga.State_ID)).toBe(true);
    });
  });

  it('per-state counts are the official ones', () => {
    expect(lgasOfState(stateId('Kano'))).toHaveLength(44);
    expect(lgasOfState(stateId('Lagos'))).toHaveLength(20);
    expect(lgasOfState(stateId('Federal Capital Territory'))).toHaveLength(6);
    expect(lgasOfState(stateId('Katsina'))).toHaveLength(34);
    expect(lgasOfState(stateId('Bayelsa'))).toHaveLength(8);
    expect(lgasOfState(stateId('Oyo'))).toHaveLength(33);
    expect(lgasOfState(999)).toEqual([]);
  });

  it('names, spelling corrections and state membership', () => {
    const fct = lgasOfState(stateId('Federal Capital Territory')).map((l) => l.LGA_Name);
    expect(fct).toContain('Abuja Municipal Area Council');
    const adamawa = lgasOfState(stateId('Adamawa')).map((l) => l.LGA_Name);
    expect(adamawa).toContain('Fufore');
    expect(adamawa).not.toContain('Fufure');
    const ikeja = LGAS.find((l) => l.LGA_Name === 'Ikeja');
    expect(ikeja).toBeDefined();
    expect(lgaName(ikeja?.LGA_ID)).toBe('Ikeja');
    expect(lgaBelongsToState(stateId('Lagos'), ikeja?.LGA_ID ?? 0)).toBe(true);
    expect(lgaBelongsToState(stateId('Kano'), ikeja?.LGA_ID ?? 0)).toBe(false);
    expect(isKnownLgaId(774)).toBe(true);
    expect(isKnownLgaId(775)).toBe(false);
    expect(lgaName(undefined)).toBeUndefined();
  });
});

describe('countries and nationalities', () => {
  it('about 250 countries with unique codes; Nigeria is 63 and Nigerian', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    for (const country of COUNTRIES) expect(countrySchema.parse(country)).toEqual(country);
    const codes = COUNTRIES.map((c) => c.Country_Code);
    expect(new Set(codes).size).toBe(codes.length);
    const withCode63 = COUNTRIES.filter((c) => c.Country_Code === 63);
    expect(withCode63).toHaveLength(1);
    expect(withCode63[0]).toMatchObject({
      Country_Name: 'Nigeria',
      Country_Nationality_Name: 'Nigerian',
      Alpha2_Code: 'NG',
      Alpha3_Code: 'NGA',
      Numeric_Code: '566',
    });
    expect(countryName(63)).toBe('Nigeria');
    expect(nationalityName(63)).toBe('Nigerian');
    expect(countryName(288)).toBe('Ghana');
    expect(countryName(566)).toBeUndefined();
    expect(isKnownCountryCode(63)).toBe(true);
  });

  it('nationalities are sorted by name, hold Nigerian and never repeat a name', () => {
    expect(NATIONALITIES).toHaveLength(COUNTRIES.length);
    expect(NATIONALITIES).toContainEqual({ value: 63, name: 'Nigerian' });
    const names = NATIONALITIES.map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n.startsWith('Congolese'))).toHaveLength(2);
  });
});
