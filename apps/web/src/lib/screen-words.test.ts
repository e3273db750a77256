import * as domain from '@vitalreg/domain';
import {
  engagementEndSchema,
  MESSAGES,
  modificationRequestSchema,
  RECORD_KIND_DECLARATIONS,
} from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorText } from '@/components/form/field-error';
import { fieldIssuesOf } from './errors';
import { ApiError } from './api-client';

/*
 * Every schema the screens use, driven with generated bad values: no message a person can see
 * holds a field path or a schema's words (docs/dates-and-messages.md). The schemas are found in
 * the domain's exports (every zod schema, the kinds' registry, the step schemas by variant),
 * plus the factories the screens call (a kind's correction request, an engagement's end).
 */

/** Words of a program, never of a registry. */
const SCHEMA_WORDS =
  /Expected|expected (a |an )?(string|number|int|boolean|object|array|date|nonoptional)|received|Invalid input|Invalid option|\bNaN\b|\bundefined\b|\bnull\b|Too (big|small)|Unrecognized|\[object/;
/** A field's path or name as a program writes it: `mother.nin`, `reason_for_no_nin`. */
const FIELD_PATH = /\b[a-z][a-zA-Z]+(?:\.[a-z_]\w+)+\b|\b[a-z]+(?:_[a-z]+)+\b|^[a-z]\w*:/;

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** The zod schemas in `value` (a schema, or objects and short lists holding them). */
function schemasIn(value: unknown, name: string, depth = 0, found = new Map<string, z.ZodType>()) {
  if (isSchema(value)) {
    found.set(name, value);
    return found;
  }
  if (depth > 3 || !value || typeof value !== 'object') return found;
  if (Array.isArray(value) && value.length > 50) return found;
  for (const [key, child] of Object.entries(value)) {
    schemasIn(child, `${name}.${key}`, depth + 1, found);
  }
  return found;
}

function everySchema(): Map<string, z.ZodType> {
  const found = new Map<string, z.ZodType>();
  for (const [name, value] of Object.entries(domain)) schemasIn(value, name, 0, found);
  for (const [key, kind] of Object.entries(RECORD_KIND_DECLARATIONS)) {
    const corrections = (kind as { corrections?: Parameters<typeof modificationRequestSchema>[0] })
      .corrections;
    if (!corrections) continue;
    found.set(`${key} correction`, modificationRequestSchema(corrections));
    found.set(`${key} correction (amend)`, modificationRequestSchema(corrections, { amend: true }));
  }
  found.set('engagementEndSchema()', engagementEndSchema());
  return found;
}

const LONG = 'x'.repeat(5_000);
/** Values a screen, a stale draft or a hand-made request could hold where something else belongs. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  LONG,
  'abc',
  '31/02/2024',
  '2024-02-30',
  '12/13/2024',
  '1/1/24',
  -1,
  0,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  true,
  {},
  [],
  [null],
  { nested: null },
  '<b>x</b>',
];

/** The object shape a schema checks, through pipes, optionals and defaults. */
function shapeOf(schema: z.ZodType, depth = 0): Record<string, z.ZodType> | undefined {
  if (depth > 8) return undefined;
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  for (const inner of [def.in, def.innerType, def.schema]) {
    if (isSchema(inner)) {
      const shape = shapeOf(inner, depth + 1);
      if (shape) return shape;
    }
  }
  return undefined;
}

/** Bad inputs for a schema: each bad value alone, and in each field (nested objects too). */
function badInputs(schema: z.ZodType, depth = 0): unknown[] {
  const inputs: unknown[] = [...BAD_VALUES];
  const shape = shapeOf(schema);
  if (!shape || depth > 1) return inputs;
  const keys = Object.keys(shape);
  for (const bad of BAD_VALUES) inputs.push(Object.fromEntries(keys.map((key) => [key, bad])));
  for (const key of keys) {
    const nested = depth < 1 && shapeOf(shape[key]!) ? badInputs(shape[key]!, depth + 1) : [];
    for (const bad of [...BAD_VALUES, ...nested]) {
      inputs.push(Object.fromEntries(keys.map((other) => [other, other === key ? bad : ''])));
    }
  }
  return inputs;
}

/** What a screen shows for each problem of `input`: the field's line (`errorText`). */
function screenTexts(schema: z.ZodType, input: unknown): { raw: string; shown: string }[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    raw: issue.message,
    shown: errorText({ type: 'validate', message: issue.message }) ?? '',
  }));
}

describe('every schema the screens use, with bad values', () => {
  const schemas = everySchema();

  it('finds the schemas of every kind, step, correction, staff, centre and payment form', () => {
    const names = [...schemas.keys()].join('\n');
    for (const expected of [
      /BIRTH_STEP_SCHEMAS/,
      /DEATH_STEP_SCHEMAS/,
      /STILLBIRTH_STEP_SCHEMAS/,
      /RECORD_KIND_DECLARATIONS\.attestation\.submissionSchema/,
      /birth correction/,
      /death correction/,
      /reprint/i,
      /reissu/i,
      /[Ss]taff/,
      /[Cc]entre/,
      /[Pp]ayment/,
      /recordListQuerySchema/,
    ]) {
      expect(names).toMatch(expected);
    }
    expect(schemas.size).toBeGreaterThan(100);
  });

  // Hundreds of schemas times hundreds of inputs: slow on a loaded machine.
  it('never shows a field path or a schema word', { timeout: 300_000 }, () => {
    const found = new Map<string, string>();
    let problems = 0;
    for (const [name, schema] of schemas) {
      for (const input of badInputs(schema)) {
        let texts: { raw: string; shown: string }[];
        try {
          texts = screenTexts(schema, input);
        } catch (error) {
          found.set(`${name} threw`, String(error));
          continue;
        }
        for (const { raw, shown } of texts) {
          problems += 1;
          // The spec's ISO sentence is the API's; a screen asks for day/month/year instead.
          const words = raw === MESSAGES.invalidIsoDate ? shown : raw;
          for (const text of new Set([words, shown])) {
            if (!text || SCHEMA_WORDS.test(text) || FIELD_PATH.test(text)) {
              found.set(`${name}: ${JSON.stringify(text)}`, JSON.stringify(input)?.slice(0, 120));
            }
          }
          if (/ISO/.test(shown)) found.set(`${name}: ${shown}`, 'ISO at a field');
        }
      }
    }
    expect(problems).toBeGreaterThan(10_000);
    expect(Object.fromEntries(found)).toEqual({});
  });
});

describe("the API's refusals as a screen shows them", () => {
  const refusal = (issues: { path: string; message: string }[]) =>
    new ApiError('refused', {
      status: 422,
      data: {
        status: 'ERROR',
        message: issues.map((issue) => issue.message),
        data: null,
        code: 'IDENTITY_MISMATCH',
        details: { issues },
      },
    });

  it('leaves out the field path and the schema words, keeps the sentence', () => {
    const issues = fieldIssuesOf(
      refusal([
        {
          path: 'mother.nin',
          message: 'mother.nin: this NIN is not known to the identity agency.',
        },
        { path: 'father.age', message: 'father.age must be a number.' },
        { path: 'informant.phone', message: 'informant.phone is required.' },
        { path: 'child', message: 'Invalid input: expected object, received undefined' },
        { path: 'child.childBirthDate', message: MESSAGES.invalidIsoDate },
      ]),
    );
    expect(issues).toEqual([
      { path: 'mother.nin', message: 'This NIN is not known to the identity agency.' },
      { path: 'father.age', message: MESSAGES.notAccepted },
      { path: 'informant.phone', message: MESSAGES.required },
      { path: 'child', message: MESSAGES.notAccepted },
      { path: 'child.childBirthDate', message: MESSAGES.dateForm },
    ]);
  });
});
