/**
 * Values from a route's JSON Schema: `conforming` draws values the schema accepts (with hostile
 * text wherever the schema allows any text), `mutated` breaks one place of such a value, and
 * `schemaRefuses` says whether the schema would refuse a value (so a 2xx for it is a finding).
 */
import fc from 'fast-check';
import { hostileNumber, hostileText, hostileValue, PROTOTYPE_KEYS } from './hostile.ts';
import type { JsonSchema } from './routes.ts';

const ORDINARY_TEXT = [
  'Adeyemi',
  'Ikeja',
  'Folake Titilayo',
  'a',
  'LA/2026/000001',
  '1',
  '2026-01-15',
];

/** Text of the schema's length bounds (zod counts UTF-16 units, as String.length does). */
function fitted(schema: JsonSchema, text: string): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const cut = text.length > max ? text.slice(0, max) : text;
  return cut.length < min ? cut + 'a'.repeat(min - cut.length) : cut;
}

function bounds(schema: JsonSchema, integer: boolean): { min: number; max: number } {
  const step = integer ? 1 : Number.EPSILON;
  let min = schema.minimum ?? (integer ? -(2 ** 31) : -1e9);
  let max = schema.maximum ?? (integer ? 2 ** 31 : 1e9);
  if (schema.exclusiveMinimum === true) min += step;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return {
    min: Math.max(min, Number.MIN_SAFE_INTEGER),
    max: Math.min(max, Number.MAX_SAFE_INTEGER),
  };
}

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    const max = schema.maxLength ?? Infinity;
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length <= max && text.length >= (schema.minLength ?? 0));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...ORDINARY_TEXT), weight: 2 },
      { arbitrary: hostileText, weight: 3 },
    )
    .map((text) => fitted(schema, text));
}

/** Values the schema accepts; `depth` keeps recursive schemas finite. */
export function conforming(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const plain = conformingPlain(schema, depth);
  return schema.nullable ? fc.oneof(plain, fc.constant(null)) : plain;
}

function conformingPlain(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((s) => conforming(s, depth)));
  if (schema.allOf?.[0]) return conforming(schema.allOf[0], depth);
  switch (schema.type) {
    case 'string':
      return conformingString(schema);
    case 'integer': {
      const { min, max } = bounds(schema, true);
      const small = fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 6), min) });
      return fc.oneof(small, fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
    }
    case 'number': {
      const { min, max } = bounds(schema, false);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 6 ? fc.constant(null) : conforming(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (depth > 6 || properties.length === 0) return fc.constant({});
      const model = Object.fromEntries(
        properties.map(([name, property]) => [name, conforming(property, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return hostileValue;
  }
}

type Path = (string | number)[];

/** Every place in a value (the value itself first). */
function placesOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, [...path, i], into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) placesOf(item, [...path, key], into);
  }
  return into;
}

/** An object or a list, indexed as JSON values are. */
type Container = Record<string | number, unknown>;

/** Sets an own property, even one named __proto__. */
function put(parent: Container, step: string | number, value: unknown): void {
  Object.defineProperty(parent, step, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** The value with `edit` applied at `path` (the whole value when the path is empty). */
function editAt(
  value: unknown,
  path: Path,
  edit: (parent: Container, key: string | number) => void,
) {
  const copy = clone(value);
  if (path.length === 0) {
    const holder: Container = { root: copy };
    edit(holder, 'root');
    return holder.root;
  }
  let parent = copy as Container;
  for (const step of path.slice(0, -1)) parent = parent[step] as Container;
  edit(parent, path[path.length - 1] as string | number);
  return copy as unknown;
}

export interface Mutant {
  value: unknown;
  /** What was done, for reports: "replaced child.surname", "removed mother". */
  what: string;
}

const keyText = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  hostileText.map((text) => text.slice(0, 200)),
);

/** One place of `base` broken: replaced by a hostile value, removed, wrapped, or given a sibling. */
export function mutated(base: unknown): fc.Arbitrary<Mutant> {
  const places = placesOf(base);
  return fc
    .record({
      // By index, not constantFrom(...places): a hostile array may give more places than a
      // call can take arguments (the long soak's fuzz hit "Maximum call stack size exceeded").
      path: fc.nat({ max: places.length - 1 }).map((index) => places[index]!),
      how: fc.constantFrom(
        'same type',
        'same type',
        'replace',
        'replace',
        'remove',
        'wrap',
        'extra',
      ),
      value: hostileValue,
      text: hostileText,
      number: hostileNumber,
      key: keyText,
    })
    .map(({ path, how, value, text, number, key }) => {
      const name = path.join('.') || 'the body';
      switch (how) {
        case 'same type':
          // Hostile text where text goes, a hostile number where a number goes: past the types.
          return {
            value: editAt(base, path, (parent, step) => {
              const old = parent[step];
              put(
                parent,
                step,
                typeof old === 'string' ? text : typeof old === 'number' ? number : value,
              );
            }),
            what: `replaced ${name} by one of its type`,
          };
        case 'remove':
          if (path.length === 0) return { value: undefined, what: 'removed the body' };
          return {
            value: editAt(base, path, (parent, step) => {
              if (Array.isArray(parent)) parent.splice(step as number, 1);
              else delete parent[step];
            }),
            what: `removed ${name}`,
          };
        case 'wrap':
          return {
            value: editAt(base, path, (parent, step) => {
              put(parent, step, [parent[step]]);
            }),
            what: `wrapped ${name} in a list`,
          };
        case 'extra':
          return {
            value: editAt(base, path, (parent, step) => {
              const target = parent[step];
              if (target && typeof target === 'object' && !Array.isArray(target)) {
                put(target as Container, key, value);
              } else put(parent, step, Object.defineProperty({}, key, { value, enumerable: true }));
            }),
            what: `added ${JSON.stringify(key.slice(0, 30))} to ${name}`,
          };
        default:
          return {
            value: editAt(base, path, (parent, step) => put(parent, step, value)),
            what: `replaced ${name}`,
          };
      }
    });
}

function stringRefuses(schema: JsonSchema, text: string): boolean {
  if (text.length > (schema.maxLength ?? Infinity)) return true;
  if (text.length < (schema.minLength ?? 0)) return true;
  return schema.pattern ? !new RegExp(schema.pattern).test(text) : false;
}

/** Whether the schema refuses the value (the checks zod makes that JSON Schema can say). */
export function schemaRefuses(schema: JsonSchema, value: unknown): boolean {
  if (value === null) return !(schema.nullable || schema.type === 'null' || !schema.type);
  if (schema.enum) return !schema.enum.includes(value);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.every((choice) => schemaRefuses(choice, value));
  switch (schema.type) {
    case 'string':
      // Schemas that trim first (zod's .trim(), which JSON Schema cannot say) take either.
      return (
        typeof value !== 'string' ||
        (stringRefuses(schema, value) && stringRefuses(schema, value.trim()))
      );
    case 'integer':
    case 'number': {
      if (typeof value !== 'number') return true;
      if (schema.type === 'integer' && !Number.isInteger(value)) return true;
      const { min, max } = bounds(schema, schema.type === 'integer');
      return value < min || value > max;
    }
    case 'boolean':
      return typeof value !== 'boolean';
    case 'array':
      if (!Array.isArray(value)) return true;
      if (value.length > (schema.maxItems ?? Infinity)) return true;
      return value.some((item) => schemaRefuses(schema.items ?? {}, item));
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return true;
      const record = value as Record<string, unknown>;
      if ((schema.required ?? []).some((name) => !Object.hasOwn(record, name))) return true;
      const properties = schema.properties ?? {};
      if (schema.additionalProperties === false) {
        if (Object.keys(record).some((name) => !Object.hasOwn(properties, name))) return true;
      }
      return Object.entries(properties).some(
        ([name, property]) =>
          Object.hasOwn(record, name) &&
          record[name] !== undefined &&
          schemaRefuses(property, record[name]),
      );
    }
    default:
      return false;
  }
}
