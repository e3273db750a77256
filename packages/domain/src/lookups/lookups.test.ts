import { describe, expect, it } from 'vitest';
import { lookupOptionSchema, lookupsSchema } from '../api/options.ts';
import { MONTHS } from './calendar.ts';
import { ETHNIC_GROUPS, ETHNIC_GROUP_CODES } from './ethnic-groups.ts';
import { isLookupName, isLookupValue, LOOKUPS, LOOKUP_NAMES, lookupLabel } from './lookups.ts';
import { OCCUPATIONS, OCCUPATIONS_WITH_GROUP, OCCUPATION_GROUPS } from './occupations.ts';

describe('LOOKUPS', () => {
  it('holds the snake_case names other parts rely on', () => {
    for (const name of [
      'sex',
      'birth_type',
      'marital_status',
      'literacy',
      'education_level',
      'place_of_birth',
      'informant_relationship',
      'informant_relationship_non_parent',
      'residence_type',
      'hospital_specialty',
      'cause_of_death',
      'ethnic_group',
      'occupation',
      'month',
    ]) {
      expect(isLookupName(name), name).toBe(true);
    }
    expect(isLookupName('toString')).toBe(false);
    expect(LOOKUP_NAMES.length).toBe(Object.keys(LOOKUPS).length);
  });

  it('every list is a non-empty array of { value, name } (the API contract)', () => {
    expect(lookupsSchema.safeParse(LOOKUPS).success).toBe(true);
    for (const name of LOOKUP_NAMES) {
      const list = LOOKUPS[name];
      expect(list.length, name).toBeGreaterThan(0);
      for (const option of list) expect(lookupOptionSchema.parse(option)).toEqual(option);
    }
  });

  it('lookupLabel and isLookupValue do not mix numbers and strings', () => {
    expect(lookupLabel(LOOKUPS.sex, 2)).toBe('Female');
    expect(lookupLabel(LOOKUPS.sex, '2')).toBeUndefined();
    expect(lookupLabel(LOOKUPS.sex, null)).toBeUndefined();
    expect(isLookupValue(LOOKUPS.yes_no, 0)).toBe(true);
    expect(isLookupValue(LOOKUPS.yes_no, '0')).toBe(false);
  });
});

describe('starter lists (not official codes)', () => {
  it('ethnic groups keep 996 Others, 998 DK, 999 Missing and use no official code range', () => {
    expect(ETHNIC_GROUPS.slice(-3)).toEqual([
      { value: 996, name: 'Others' },
      { value: 998, name: 'DK' },
      { value: 999, name: 'Missing' },
    ]);
    expect(ETHNIC_GROUP_CODES).toEqual({ others: 996, dontKnow: 998, missing: 999 });
    for (const { value } of ETHNIC_GROUPS.slice(0, -3)) {
      expect(Number(value)).toBeGreaterThan(398);
      expect(Number(value)).toBeLessThan(996);
    }
    expect(ETHNIC_GROUPS.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Hausa', 'Yoruba', 'Igbo']),
    );
  });

  it('occupations keep 1 House Wife, 781 Student, 996 Others', () => {
    expect(OCCUPATIONS).toContainEqual({ value: 1, name: 'House Wife' });
    expect(OCCUPATIONS).toContainEqual({ value: 781, name: 'Student' });
    expect(OCCUPATIONS).toContainEqual({ value: 996, name: 'Others' });
    const codes = OCCUPATIONS.map((o) => Number(o.value));
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of OCCUPATIONS_WITH_GROUP) {
      if (entry.group === null) continue;
      expect(entry.value).toBeGreaterThan(781);
      expect(OCCUPATION_GROUPS).toContain(entry.group);
    }
    expect(OCCUPATION_GROUPS).toHaveLength(9);
  });
});

describe('months', () => {
  it('twelve months from January', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toEqual({ value: 1, name: 'January' });
    expect(MONTHS[11]).toEqual({ value: 12, name: 'December' });
  });
});
