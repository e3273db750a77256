import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEATH_INFORMANT_RELATIONSHIPS,
  STILLBIRTH_INFORMANT_RELATIONSHIPS,
} from '../lookups/lists.ts';
import { LOOKUPS } from '../lookups/lookups.ts';
import { RECORD_KINDS } from './kind.ts';
import { RECORD_KIND_DECLARATIONS, recordKindOf } from './kinds.ts';

describe('RECORD_KIND_DECLARATIONS', () => {
  it('declares every kind once, under its own key', () => {
    expect(Object.keys(RECORD_KIND_DECLARATIONS)).toEqual([...RECORD_KINDS]);
    for (const key of RECORD_KINDS) {
      expect(recordKindOf(key).key).toBe(key);
      expect(recordKindOf(key)).toBe(RECORD_KIND_DECLARATIONS[key]);
    }
  });

  it('kinds differ in paths, reference prefixes and certificate series', () => {
    const kinds = Object.values(RECORD_KIND_DECLARATIONS);
    for (const field of ['apiPath', 'reviewPath', 'referencePrefix'] as const) {
      expect(new Set(kinds.map((kind) => kind[field])).size, field).toBe(kinds.length);
    }
    expect(new Set(kinds.map((kind) => kind.certificate.series)).size).toBe(kinds.length);
  });

  it('every submission schema converts to JSON Schema (OpenAPI)', () => {
    for (const kind of Object.values(RECORD_KIND_DECLARATIONS)) {
      const schema = z.toJSONSchema(kind.submissionSchema, { io: 'input' });
      expect(schema.type, kind.key).toBe('object');
    }
  });

  it('every variant step has a title among the kind steps', () => {
    for (const kind of Object.values(RECORD_KIND_DECLARATIONS)) {
      const keys = new Set(kind.steps.map((step) => step.key));
      for (const steps of Object.values(kind.variants)) {
        for (const step of steps) expect(keys.has(step), `${kind.key} ${step}`).toBe(true);
        expect(steps.at(-1)).toBe('preview');
      }
    }
  });
});

describe('the informant relationship lists of deaths and stillbirths', () => {
  it('keep their codes: the birth codes 1 to 13 plus spouse, son and daughter', () => {
    expect(DEATH_INFORMANT_RELATIONSHIPS.map((option) => option.value)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 13,
    ]);
    expect(DEATH_INFORMANT_RELATIONSHIPS.at(-1)).toEqual({ value: 13, name: 'Others' });
    expect(STILLBIRTH_INFORMANT_RELATIONSHIPS.map((option) => option.value)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(LOOKUPS.death_informant_relationship).toBe(DEATH_INFORMANT_RELATIONSHIPS);
    expect(LOOKUPS.stillbirth_informant_relationship).toBe(STILLBIRTH_INFORMANT_RELATIONSHIPS);
  });
});
