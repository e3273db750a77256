import {
  ROUTE_ACCESS,
  routeKey,
  type ListReadQuery,
  type PersonalRead,
  type RouteAccess,
} from '@vitalreg/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  RouteOptions,
} from 'fastify';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { valuesOf, type Database } from '../../db/client.ts';
import { RecordReadLog, READ_LOG_DEFAULTS, type ReadLogOptions } from './read-log.ts';
import type { RecordRead } from './table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reads of personal data this process answered, written in batches. */
    recordReads: RecordReadLog;
  }
  interface FastifyRequest {
    /** The record a look-up found (readOfRecord), when its address does not name it. */
    readRecordId: number | null;
  }
}

/** The routes whose answers show personal data, by `GET /api/...` (the route table's `read`). */
const READ_ROUTES = new Map(
  ROUTE_ACCESS.filter((row) => row.read).map((row) => [routeKey(row), row] as const),
);

/** Tells the read's record, for a route whose address does not name it (a look-up). */
export function readOfRecord(request: FastifyRequest, recordId: number): void {
  request.readRecordId = recordId;
}

/** Query parameters that only page a list or pick its status: the area's list still. */
const AREA_LIST_PARAMS = new Set(['page', 'limit', 'status']);

/** How a list was asked for: a name search (`q`), other filters, or its area alone. */
export function listQueryOf(query: unknown): ListReadQuery {
  const given = Object.entries((query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== '',
  );
  if (given.some(([name]) => name === 'q')) return 'search';
  return given.some(([name]) => !AREA_LIST_PARAMS.has(name)) ? 'filter' : 'area';
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The stored-file key of a document's address (`/api/documents/<key>`). */
function documentKeyOf(params: Record<string, unknown>): string | null {
  try {
    return decodeURIComponent(text(params['*']) ?? '') || null;
  } catch {
    return null;
  }
}

/** What a 2xx answer of the route read, as recorded: who, which record, document or list. */
function readOf(row: RouteAccess, read: PersonalRead, request: FastifyRequest): RecordRead | null {
  const session = request.session;
  if (!session) return null;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const named = read === 'record' || read === 'certificate' ? Number(params.id) : NaN;
  return {
    at: new Date(),
    userId: session.user.User_ID,
    roleId: session.user.Role_ID,
    what: read,
    recordId: request.readRecordId ?? (Number.isSafeInteger(named) ? named : null),
    documentKey: read === 'document' ? documentKeyOf(params) : null,
    kind:
      row.kind ?? text(params.kind) ?? text((request.query as { kind?: unknown })?.kind) ?? null,
    listQuery: read === 'list' ? listQueryOf(request.query) : null,
    requestId: request.id,
  };
}

/**
 * The reads as one statement whose only parameter is their JSON: built once, where the query
 * builder's multi-row INSERT was built anew for each batch (9 parameters a row; 7% of the API's
 * time under the bench's look-ups, bench/RESULTS.md).
 */
const insertReads = new PgDialect().sqlToQuery(sql`
  insert into record_reads (at, user_id, role_id, what, record_id, document_key, kind,
    list_query, request_id)
  select at, user_id, role_id, what, record_id, document_key, kind, list_query, request_id
  from jsonb_to_recordset(${sql.placeholder('reads')}::jsonb) as r (at timestamptz,
    user_id integer, role_id smallint, what text, record_id bigint, document_key text,
    kind text, list_query text, request_id text)`);

function writeReads(db: Database, rows: RecordRead[]) {
  const reads = rows.map((row) => ({
    at: row.at,
    user_id: row.userId,
    role_id: row.roleId,
    what: row.what,
    record_id: row.recordId,
    document_key: row.documentKey,
    kind: row.kind,
    list_query: row.listQuery,
    request_id: row.requestId,
  }));
  return valuesOf(db, insertReads, { reads: JSON.stringify(reads) });
}

/**
 * Records every answered (2xx) read of the routes the route table marks `read`: an onResponse
 * hook on those routes only, noting the read in memory (RecordReadLog). Register it before the
 * routes; the app's close calls `recordReads.stop()`.
 */
export function registerRecordReads(
  app: FastifyInstance,
  options: ReadLogOptions = READ_LOG_DEFAULTS,
): RecordReadLog {
  const log = new RecordReadLog((rows) => writeReads(app.db, rows), app.log, options);
  app.decorate('recordReads', log);
  app.decorateRequest('readRecordId', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (typeof route.method !== 'string') return;
    const url = route.url.length > 1 ? route.url.replace(/\/+$/, '') : route.url;
    const row = READ_ROUTES.get(routeKey({ method: route.method, path: url }));
    if (!row?.read) return;
    const read = row.read;
    const recordRead: onResponseHookHandler = (
      request: FastifyRequest,
      reply: FastifyReply,
      done,
    ) => {
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const noted = readOf(row, read, request);
        if (noted) log.note(noted);
      }
      done();
    };
    const hooks = route.onResponse;
    route.onResponse = hooks ? [...[hooks].flat(), recordRead] : [recordRead];
  });
  return log;
}
