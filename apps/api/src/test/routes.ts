/**
 * Every route of the running app, for the tests that go over all of them (the authorization
 * matrix, input fuzzing). The route table comes from Fastify itself (`printRoutes`), so a route
 * registered anywhere is listed, documented or not; each route's request schemas come from the
 * OpenAPI document @fastify/swagger builds from the same zod schemas (JSON Schema).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers.ts';

/** A route's request, as JSON Schemas (absent: the route takes none). */
export interface RouteSchema {
  params?: JsonObjectSchema;
  querystring?: JsonObjectSchema;
  headers?: JsonObjectSchema;
  body?: Record<string, unknown>;
  /** The body's content types (`application/json` for every JSON body). */
  bodyContentTypes?: string[];
}

export interface JsonObjectSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

export interface AppRoute {
  method: string;
  /** Fastify's form, without a trailing slash: `/api/birth-registration/:id`, `/api/documents/*`. */
  url: string;
  /** From the OpenAPI document; null for routes it hides (the API reference's own pages). */
  schema: RouteSchema | null;
  /** The OpenAPI operation as documented (summary, responses...), or null. */
  operation: Record<string, unknown> | null;
}

/** Fastify registers a prefixed plugin's `/` as `/x` and `/x/`: one route. */
const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);

const LINE = /^((?:[│ ] {3})*)(?:├── |└── )(.*)$/u;
const METHODS = / \(([A-Z]+(?:, [A-Z]+)*)\)(?: \{.*\})?$/;

/**
 * Method and URL of every route, parsed from `printRoutes()`: the router's tree, one node per
 * line (`<indent>├── <segment> (<METHODS>)`, methods only where a route ends), each segment
 * continuing its parent's. A parameter position that routes name differently prints as
 * `:a|:b`; the name `named` knows wins (OpenAPI's). Every route found is checked with
 * `hasRoute`, so a tree this parser misreads fails loudly. HEAD routes Fastify adds beside each
 * GET are left out (they answer as the GET does).
 */
export function routeTable(
  app: FastifyInstance,
  named: (method: string, url: string) => boolean = () => false,
): { method: string; url: string }[] {
  const found = new Map<string, { method: string; url: string }>();
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const rest = match[2] ?? '';
    const methods = METHODS.exec(rest);
    stack.length = (match[1] ?? '').length / 4;
    stack.push(methods ? rest.slice(0, methods.index) : rest);
    if (!methods) continue;
    const listed = (methods[1] ?? '').split(', ');
    for (const method of listed) {
      if (method === 'HEAD' && listed.includes('GET')) continue;
      const candidates = spellings(stack.join(''));
      const url = candidates.find((candidate) => named(method, candidate)) ?? candidates[0] ?? '';
      if (!app.hasRoute({ method: method as 'GET', url })) {
        throw new Error(`routeTable misread the route table: ${method} ${url}`);
      }
      const key = `${method} ${withoutTrailingSlash(url)}`;
      found.set(key, { method, url: withoutTrailingSlash(url) });
    }
  }
  return [...found.values()];
}

/** Every way to read a path whose parameters may print as `:a|:b`. */
function spellings(path: string): string[] {
  const parts = path.split(/(:[\w|:]+)/);
  return parts.reduce<string[]>(
    (paths, part) =>
      part.startsWith(':')
        ? paths.flatMap((prefix) => part.split('|').map((name) => prefix + name))
        : paths.map((prefix) => prefix + part),
    [''],
  );
}

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
};

/** `/api/x/:id` and `/api/x/*` as OpenAPI writes them: `/api/x/{id}`, `/api/x/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{*}');

function schemaOf(operation: Operation): RouteSchema {
  const schema: RouteSchema = {};
  const places = { path: 'params', query: 'querystring', header: 'headers' } as const;
  for (const parameter of operation.parameters ?? []) {
    const place = places[parameter.in as keyof typeof places];
    if (!place) continue;
    const target = (schema[place] ??= { type: 'object', properties: {}, required: [] });
    target.properties[parameter.name] = parameter.schema ?? {};
    if (parameter.required) target.required.push(parameter.name);
  }
  const content = operation.requestBody?.content;
  if (content) {
    schema.bodyContentTypes = Object.keys(content);
    const first = Object.values(content)[0];
    if (first?.schema) schema.body = first.schema;
  }
  return schema;
}

/** Every route of a built app with its schemas (the app must be ready: `await app.ready()`). */
export function routesOf(app: FastifyInstance): AppRoute[] {
  const paths = (app.swagger() as { paths?: Record<string, Record<string, Operation>> }).paths;
  const operationOf = (method: string, url: string) => {
    const documented = paths?.[openApiPath(url)] ?? paths?.[`${openApiPath(url)}/`];
    return documented?.[method.toLowerCase()] ?? null;
  };
  const named = (method: string, url: string) => operationOf(method, url) !== null;
  return routeTable(app, named).map(({ method, url }) => {
    const operation = operationOf(method, url);
    return {
      method,
      url,
      schema: operation ? schemaOf(operation) : null,
      operation: operation as Record<string, unknown> | null,
    };
  });
}

/**
 * The whole app as it is deployed, on a fresh test database: with a built web app to serve (a
 * folder holding an index.html), so its routes are there too, and a blob store of its own.
 */
export async function createServingTestApp(): Promise<TestApp> {
  const webDistDir = await mkdtemp(join(tmpdir(), 'vr-web-'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>VitalReg</title>');
  const dataDir = await mkdtemp(join(tmpdir(), 'vr-data-'));
  // The matrix checks every role's certificate particulars: more than a minute's public checks.
  const t = await createTestApp({ webDistDir, dataDir, verifyRateLimitPerMinute: 100_000 });
  return {
    ...t,
    async close() {
      await t.close();
      await Promise.all(
        [webDistDir, dataDir].map((dir) => rm(dir, { recursive: true, force: true })),
      );
    },
  };
}
