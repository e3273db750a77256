/**
 * Hostile values: the text, numbers and shapes that break services. Each list is named for what
 * it tries; `hostileText` and `hostileValue` draw from all of them.
 */
import fc from 'fast-check';

export const SQL_TEXT = [
  "' OR '1'='1",
  "'; DROP TABLE records; --",
  "1' AND pg_sleep(5) IS NULL --",
  '%',
  '_',
  '\\',
  "Adé'yemi",
  '$1',
  "' UNION SELECT password_hash FROM users --",
  '1; SELECT 1',
  ':name',
  '%%%',
];

export const SCRIPT_TEXT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  '\r\nSet-Cookie: a=b',
];

export const UNICODE_TEXT = [
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  'a\uD83Db', // surrogate cut in half
  '\u0000',
  'Ade\u0000yemi',
  '\u202Eimeyeda', // right-to-left override
  '\u200F\u200E',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359',
  '👨‍👩‍👧‍👦',
  '🇳🇬',
  '\uFEFF',
  '\u200B',
  '１２３４５６７８９０１', // full-width digits
  '١٢٣٤٥٦٧٨٩٠١', // Arabic-Indic digits
  'Ọ̀ṣun Ṣàngó',
  'İıŞş',
  '\u0085\u2028\u2029',
  '\t\n\r\v\f',
  '\u001B[31m',
  '\uFFFF\uFFFE',
  '𝕬𝖉𝖊𝖞𝖊𝖒𝖎',
];

export const NUMBER_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1F',
  '1e309',
  '-1',
  '0',
  '1.5',
  '9007199254740993',
  '99999999999999999999999999',
  '2147483648',
  '-2147483649',
  ' 1',
  '1 ',
  '+1',
  '1_000',
  '١',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

export const DATE_TEXT = [
  '2026-02-30',
  '2025-02-29',
  '0000-00-00',
  '9999-99-99',
  '2026-13-01',
  '1900-01-01',
  '0001-01-01',
  '275760-09-13',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01',
  '2026-01-01T25:61:61Z',
  '2026-1-1',
  '01/02/2026',
  'yesterday',
  '2026-01-01T00:00:00+99:99',
  '1970-01-01T00:00:00.000000000000001Z',
  '',
];

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf'];

/** Strings of awkward sizes: empty, blank, long, longer than any column, near the body limit. */
export const sizedText = fc.oneof(
  fc.constantFrom('', ' ', '   ', '\n'),
  fc.integer({ min: 101, max: 5_000 }).map((n) => 'a'.repeat(n)),
  fc.constantFrom(70_000, 300_000).map((n) => 'Ọ'.repeat(n)),
);

/** Any hostile text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_TEXT), weight: 3 },
  { arbitrary: fc.constantFrom(...SCRIPT_TEXT), weight: 2 },
  { arbitrary: fc.constantFrom(...UNICODE_TEXT), weight: 4 },
  { arbitrary: fc.constantFrom(...NUMBER_TEXT), weight: 3 },
  { arbitrary: fc.constantFrom(...DATE_TEXT), weight: 3 },
  { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 1 },
  { arbitrary: sizedText, weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
);

/** Numbers JSON can carry that no field wants. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A list, of a few items or of very many. */
const hostileList = fc.oneof(
  fc.array(fc.oneof(hostileText, hostileNumber, fc.constant(null)), { maxLength: 5 }),
  fc.constantFrom(5_000, 50_000).map((n) => Array.from({ length: n }, () => 1)),
);

/** Objects nested deep (built iteratively: JSON.stringify copes up to a few thousand levels). */
export function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** The JSON text of `nested(depth)`, for depths JSON.stringify would not survive. */
export function nestedText(depth: number): string {
  let open = '';
  let close = '';
  for (let i = depth - 1; i >= 0; i -= 1) {
    open += i % 2 ? '[' : '{"a":';
    close = (i % 2 ? ']' : '}') + close;
  }
  return `${open}"x"${close}`;
}

/** An object whose own keys are the prototype's names (as JSON.parse makes them). */
export const prototypeObject = fc
  .constantFrom(...PROTOTYPE_KEYS)
  .map((key) =>
    JSON.parse(`{"${key}": {"polluted": true, "isAdmin": true, "toString": "x"}}`),
  ) as fc.Arbitrary<Record<string, unknown>>;

/** A value of any JSON type that no schema field expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 6 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
  { arbitrary: hostileList, weight: 2 },
  { arbitrary: fc.constantFrom(10, 200, 2_000).map(nested), weight: 1 },
  { arbitrary: prototypeObject, weight: 1 },
  { arbitrary: fc.object({ maxDepth: 2 }), weight: 1 },
);
