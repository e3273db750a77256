/**
 * Whole hostile requests for one route: its path, query, headers and body drawn from its schema
 * and then broken (one place of the body, the JSON itself, the content type, the size, the
 * session), each with a word on what it tries.
 */
import fc from 'fast-check';
import { fileData } from './files.ts';
import { hostileText, nestedText, PROTOTYPE_KEYS } from './hostile.ts';
import type { FuzzRoute, JsonSchema } from './routes.ts';
import { urlOf } from './routes.ts';
import { conforming, mutated, schemaRefuses } from './schema-values.ts';

export type Caller = 'user' | 'none' | 'bad-token';

export interface FuzzRequest {
  route: FuzzRoute;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  caller: Caller;
  /** What the request tries, for reports. */
  what: string;
  /** Why a 2xx would be wrong (the body is refused by its schema, is not JSON...), if it would. */
  mustRefuse: string | undefined;
}

/** Header values as HTTP can carry them (Node refuses CR, LF and NUL before the app sees them). */
const headerSafe = (text: string) => text.replace(/[^\x20-\x7e\x80-\xff]/g, '?').slice(0, 8_000);

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

const BAD_TOKENS = [
  'Bearer ',
  'Bearer',
  "Bearer ' OR '1'='1",
  'Bearer null',
  'Basic YWRtaW46YWRtaW4=',
  'bearer abc',
  `Bearer ${'a'.repeat(5_000)}`,
  'Bearer Ọ̀ṣun',
  'Bearer a b c',
  'Bearer ../../etc/passwd',
];

const OTHER_KEYS = ['*', 'a/b.png', 'a/../../etc/passwd', '%E0%A4%A', '%', '..', 'x'.repeat(300)];

function pathValue(name: string): fc.Arbitrary<string> {
  return name === '*' ? fc.oneof(fc.constantFrom(...OTHER_KEYS), hostileText) : hostileText;
}

/** A broken query (or header) value: hostile, empty, missing, or given twice. */
function queryValue(sound: fc.Arbitrary<string>): fc.Arbitrary<string | string[] | undefined> {
  return fc.oneof(
    { arbitrary: hostileText, weight: 6 },
    { arbitrary: fc.constantFrom(undefined, ''), weight: 1 },
    { arbitrary: fc.tuple(sound, hostileText), weight: 1 },
  );
}

const extraQuery = fc.option(
  fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), hostileText), hostileText),
  { freq: 2 },
);

interface Body {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
  what: string;
  mustRefuse: string | undefined;
  contentLength?: string;
}

const json = (value: unknown, what: string, schema: JsonSchema): Body => {
  const payload = value === undefined ? undefined : JSON.stringify(value);
  const refuses = value === undefined || schemaRefuses(schema, JSON.parse(payload ?? 'null'));
  return {
    payload,
    contentType: 'application/json',
    what,
    mustRefuse: refuses ? `the schema refuses the body (${what})` : undefined,
  };
};

const RAW_BODIES: [string, string | Buffer][] = [
  ['an unclosed object', '{'],
  ['a key without a value', '{"a":'],
  ['null', 'null'],
  ['a number', '0'],
  ['a string', '"text"'],
  ['a list', '[]'],
  ['a number too big for a double', '{"a":1e400}'],
  ['NaN', 'NaN'],
  ['single quotes', "{'a':1}"],
  ['a trailing comma', '{"a":1,}'],
  ['two documents', '{"a":1}{"b":2}'],
  ['a byte order mark', '\uFEFF{}'],
  ['a __proto__ key', '{"__proto__":{"polluted":true}}'],
  ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['a repeated key', '{"a":1,"a":2}'],
  ['an escaped NUL', '{"a":"\\u0000"}'],
  ['a raw NUL', '{"a":"\u0000"}'],
  ['an escaped lone surrogate', '{"a":"\\ud800"}'],
  ['100,000 nested lists', '['.repeat(100_000) + ']'.repeat(100_000)],
  ['50,000 unclosed objects', '{"a":'.repeat(50_000)],
  [
    'bytes that are not UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
  ],
  ['JSON in UTF-16', Buffer.from('{"a":"b"}', 'utf16le')],
  ['a body over 1 MB', `{"a":"${'x'.repeat(1_200_000)}"}`],
  ['whitespace', '   \n  '],
];

/** Content types, each with a body, and whether the API must refuse it whatever the schema. */
const CONTENT_TYPES: [string, string, boolean][] = [
  ['text/plain', '{"a":1}', true],
  ['application/x-www-form-urlencoded', 'user=admin&password=x&__proto__[a]=1', true],
  [
    'multipart/form-data; boundary=X',
    '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--X--',
    true,
  ],
  ['application/xml', '<a>1</a>', true],
  ['application/octet-stream', '\u0000\u0001', true],
  ['application/jsonx', '{}', true],
  ['application/vnd.api+json', '{}', true],
  ['', '{}', true],
  // Media types are case-insensitive and the body is ASCII: these may be read as JSON.
  ['application/json; charset=utf-16', '{}', false],
  ['APPLICATION/JSON', '{}', false],
  ['application/json;;;', '{}', false],
];

/** Why a 2xx for this JSON text would be wrong, if it would (its schema refuses it, or it is not JSON). */
function refusalOf(schema: JsonSchema | undefined, text: string | Buffer, what: string) {
  let value: unknown;
  try {
    value = JSON.parse(String(text).replace(/^\uFEFF/, ''));
  } catch {
    return `the body is ${what}`;
  }
  return schema && schemaRefuses(schema, value) ? `the schema refuses ${what}` : undefined;
}

/** A body that breaks the transport: bad JSON, a wrong content type, a size, a length that lies. */
function transportBody(schema: JsonSchema | undefined, base: unknown): fc.Arbitrary<Body> {
  const text = JSON.stringify(base ?? {});
  return fc.oneof(
    fc.constantFrom(...RAW_BODIES).map(([what, payload]) => ({
      payload,
      contentType: 'application/json',
      what,
      mustRefuse: refusalOf(schema, payload, what),
    })),
    fc.constantFrom(...CONTENT_TYPES).map(([contentType, payload, refused]) => ({
      payload,
      contentType: contentType || undefined,
      what: `Content-Type ${contentType || '(none)'}`,
      mustRefuse: refused
        ? `the body was sent as ${contentType || 'no content type'}`
        : refusalOf(schema, payload, `a body sent as ${contentType}`),
    })),
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((cut) => ({
      payload: text.slice(0, cut),
      contentType: 'application/json',
      what: `the body cut at ${cut} of ${text.length} characters`,
      mustRefuse: 'the body was cut short',
    })),
    fc.constantFrom(-5, 10, 1_000_000).map((more) => ({
      payload: text,
      contentType: 'application/json',
      contentLength: String(Math.max(0, Buffer.byteLength(text) + more)),
      what: `a Content-Length ${more > 0 ? 'longer' : 'shorter'} than the body`,
      mustRefuse: 'the Content-Length lies',
    })),
    fc.constantFrom(2_000, 20_000).map((depth) => ({
      payload: nestedText(depth),
      contentType: 'application/json',
      what: `${depth} nested levels`,
      mustRefuse: 'the body is nested objects',
    })),
  );
}

/** An upload body (a schema with `data` and `mimeType`) with a file that lies about itself. */
function fileBody(schema: JsonSchema, base: unknown): fc.Arbitrary<Body> | undefined {
  const mimeTypes = schema.properties?.mimeType?.enum;
  if (!schema.properties?.data || !mimeTypes) return undefined;
  return fc.tuple(fileData, fc.constantFrom(...mimeTypes)).map(([file, mimeType]) => ({
    payload: JSON.stringify({ ...(base as object), data: file.data, mimeType }),
    contentType: 'application/json',
    what: `${file.what} declared as ${String(mimeType)}`,
    mustRefuse: undefined,
  }));
}

const noBody: Body = {
  payload: undefined,
  contentType: undefined,
  what: '',
  mustRefuse: undefined,
};

/** A sound body (a base as it is), or a broken one. */
function bodyOf(route: FuzzRoute, bases: readonly unknown[], broken: boolean): fc.Arbitrary<Body> {
  const schema = route.body;
  if (!schema) {
    // A body the route does not take: it may ignore it, or refuse it.
    return broken
      ? transportBody(undefined, {}).map((body) => ({ ...body, mustRefuse: undefined }))
      : fc.constant(noBody);
  }
  const base =
    bases.length > 0 ? fc.oneof(fc.constantFrom(...bases), conforming(schema)) : conforming(schema);
  return base.chain((value) => {
    if (!broken) return fc.constant(json(value, '', schema));
    const choices: fc.WeightedArbitrary<Body>[] = [
      { arbitrary: mutated(value).map((m) => json(m.value, m.what, schema)), weight: 6 },
      { arbitrary: transportBody(schema, value), weight: 3 },
    ];
    const file = fileBody(schema, value);
    if (file) choices.push({ arbitrary: file, weight: 5 });
    return fc.oneof(...choices);
  });
}

type Place = 'nothing' | 'path' | 'query' | 'header' | 'body' | 'session';

/** Where a request is broken, and how often: one place at a time, so the rest gets through. */
function placesToBreak(route: FuzzRoute): fc.WeightedArbitrary<Place>[] {
  const has = (place: string) => route.parameters.some((p) => p.in === place);
  const weights: [Place, number][] = [
    ['nothing', 2],
    ['path', has('path') ? 3 : 0],
    ['query', has('query') ? 3 : 1],
    ['header', has('header') ? 1 : 0],
    ['body', route.body ? 8 : 1],
    ['session', 2],
  ];
  return weights
    .filter(([, weight]) => weight > 0)
    .map(([place, weight]) => ({ arbitrary: fc.constant(place), weight }));
}

/** One value per parameter of the place: sound, except the one named `target`. */
function parameterValues(
  route: FuzzRoute,
  place: 'path' | 'query' | 'header',
  target: string | undefined,
): fc.Arbitrary<Record<string, string | string[] | undefined>> {
  const entries = route.parameters
    .filter((p) => p.in === place)
    .map((p) => {
      const sound = conforming(p.schema).map(asText);
      if (p.name === target) {
        const broken = place === 'path' ? pathValue(p.name) : queryValue(sound);
        return [
          p.name,
          place === 'header' ? broken.map((v) => headerSafe(String(v ?? ''))) : broken,
        ];
      }
      return [p.name, p.required ? sound : fc.option(sound, { nil: undefined, freq: 2 })];
    });
  return fc.record(Object.fromEntries(entries)) as fc.Arbitrary<
    Record<string, string | string[] | undefined>
  >;
}

const defined = <T>(record: Record<string, T | undefined>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<
    string,
    T
  >;

function requestBrokenAt(
  route: FuzzRoute,
  bases: readonly unknown[],
  place: Place,
): fc.Arbitrary<FuzzRequest> {
  const names = (where: string) =>
    route.parameters.filter((p) => p.in === where).map((p) => p.name);
  const targetOf = (where: 'path' | 'query' | 'header') =>
    place === where && names(where).length > 0
      ? fc.constantFrom(...names(where))
      : fc.constant(undefined);
  return fc
    .record({
      pathTarget: targetOf('path'),
      queryTarget: targetOf('query'),
      headerTarget: targetOf('header'),
      extra: place === 'query' ? extraQuery : fc.constant(null),
      body: bodyOf(route, bases, place === 'body'),
      caller:
        place === 'session'
          ? fc.constantFrom<Caller>('none', 'bad-token')
          : fc.constant<Caller>('user'),
      badToken: fc.constantFrom(...BAD_TOKENS),
    })
    .chain((choice) =>
      fc
        .record({
          path: parameterValues(route, 'path', choice.pathTarget),
          query: parameterValues(route, 'query', choice.queryTarget),
          headers: parameterValues(route, 'header', choice.headerTarget),
        })
        .map(({ path, query, headers }): FuzzRequest => {
          const search = defined(query);
          if (choice.extra) search[choice.extra[0]] = choice.extra[1];
          const sent = defined(headers) as Record<string, string>;
          const { body } = choice;
          if (body.contentType) sent['content-type'] = body.contentType;
          if (body.contentLength) sent['content-length'] = body.contentLength;
          if (choice.caller === 'bad-token') sent.authorization = headerSafe(choice.badToken);
          const target = choice.pathTarget ?? choice.queryTarget ?? choice.headerTarget;
          const what =
            place === 'body'
              ? body.what
              : place === 'session'
                ? `no session (${choice.caller})`
                : place === 'nothing'
                  ? 'a sound request'
                  : `${place} ${target ?? (choice.extra ? 'extra parameter' : '')}`;
          return {
            route,
            method: route.method,
            url: urlOf(route, defined(path) as Record<string, string>, search),
            headers: sent,
            payload: body.payload,
            caller: choice.caller,
            what,
            mustRefuse: body.mustRefuse,
          };
        }),
    );
}

/** Requests for the route; `bases` are known-good bodies to break (e.g. the domain's fixtures). */
export function requestsFor(
  route: FuzzRoute,
  bases: readonly unknown[] = [],
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...placesToBreak(route)).chain((place) => requestBrokenAt(route, bases, place));
}
