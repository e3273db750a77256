/**
 * Every API route with its request schemas, as the fuzz uses them: from the app's own route
 * table, so a route added later is fuzzed without anyone listing it here.
 */
import type { FastifyInstance } from 'fastify';
import { routesOf } from '../routes.ts';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the route schemas use. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

export type ParameterPlace = 'path' | 'query' | 'header';

export interface RouteParameter {
  name: string;
  in: ParameterPlace;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzRoute {
  /** "POST /api/documents", "GET /api/birth-registration/:id": how reports name the route. */
  key: string;
  method: string;
  /** Fastify's form: `:name` for a path parameter, `*` for the rest of the path. */
  url: string;
  parameters: RouteParameter[];
  /** The JSON body's schema, when the route takes one. */
  body: JsonSchema | undefined;
  /** Whether the route needs a signed-in user (an OpenAPI security requirement). */
  secured: boolean;
}

const PLACES = { params: 'path', querystring: 'query', headers: 'header' } as const;

/**
 * Every route of the app (after `ready()`), from the route table the authorization matrix
 * uses (test/routes.ts): Fastify's own table, with each route's schemas from the OpenAPI
 * document. A route the document hides is fuzzed by its path alone.
 */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  return routesOf(app).map(({ method, url, schema, operation }) => {
    const parameters: RouteParameter[] = [];
    for (const [part, place] of Object.entries(PLACES)) {
      const object = schema?.[part as keyof typeof PLACES];
      for (const [name, property] of Object.entries(object?.properties ?? {})) {
        parameters.push({
          name,
          in: place,
          required: place === 'path' || Boolean(object?.required.includes(name)),
          schema: property as JsonSchema,
        });
      }
    }
    // Path parameters the document does not describe (hidden routes) are text.
    for (const name of [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*')) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
        parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
      }
    }
    const security = (operation?.security as unknown[] | undefined) ?? [];
    return {
      key: `${method} ${url}`,
      method,
      url,
      parameters,
      body: schema?.body as JsonSchema | undefined,
      secured: security.length > 0,
    };
  });
}

/** Percent-encoded; a lone surrogate as the three bytes it would take (not valid UTF-8). */
function encodeSegment(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
}

/** The route's address with these path values and query string. */
export function urlOf(
  route: FuzzRoute,
  pathValues: Record<string, string>,
  query: Record<string, string | string[]> = {},
): string {
  const encoded = (name: string) => encodeSegment(pathValues[name] ?? '');
  const path = route.url
    .replace(/:(\w+)/g, (_match, name: string) => encoded(name))
    // The rest of the path (/api/documents/*) takes a key with slashes.
    .replace(/\*$/, () => (pathValues['*'] ?? '').split('/').map(encodeSegment).join('/'));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of ([] as string[]).concat(value)) search.append(name, one);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
