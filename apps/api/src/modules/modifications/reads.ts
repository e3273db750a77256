/**
 * What the modification routes read: the certificate lookup, a request, the lists and counts of
 * a kind's requests in the caller's area, and a record's versions.
 */
import {
  lgaName,
  MODIFICATION_MESSAGES as M,
  stateName,
  type ModificationEntry,
  type ModificationStats,
  type ModificationListQuery,
  type ModificationStatsQuery,
  type Pagination,
  type RecordVersions,
} from '@vitalreg/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { AuthSession } from '../auth/service.ts';
import { particularsOf } from '../certificates/service.ts';
import type { AnyRecordKind } from '../records/kind.ts';
import { recordScope, type RecordRow } from '../records/repository.ts';
import { records } from '../records/tables.ts';
import { actionsFor, correctionsOf, entryById } from './access.ts';
import {
  countRequests,
  listable,
  lookupText,
  modificationRows,
  modificationStats,
} from './repository.ts';
import { modificationRequests, recordVersions } from './tables.ts';

type Values = Record<string, unknown>;

/**
 * `GET /api/modification/{apiPath}/cert/{number}`: the record as registered, as the JSON text of
 * the answer's data (ModificationLookup): written by PostgreSQL, with the place's names added.
 */
export async function lookUpCertificate(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  certificateNumber: string,
): Promise<{ json: string; recordId: number }> {
  const number = certificateNumber.trim().toUpperCase();
  const found = await lookupText(
    app.database.statementDb,
    kind.key,
    correctionsOf(kind),
    session.scope,
    number,
  );
  if (!found) throw notFound(M.notFound);
  const names = await app.displayNames.of(app.db, [found.centreId], []);
  const registration = `{"centre":${names.centre(found.centreId)},"lga":${JSON.stringify(
    lgaName(found.lgaId) ?? '',
  )},"state":${JSON.stringify(stateName(found.stateId) ?? '')}}`;
  return {
    json: `${found.json.slice(0, -1)},"registration":${registration}}`,
    recordId: found.recordId,
  };
}

/** When the record's current version began: its last correction's approval, or its creation. */
export async function versionStart(tx: Database, record: RecordRow): Promise<Date> {
  if (record.version === 1) return record.createdAt;
  const [last] = await tx
    .select({ at: modificationRequests.approvedAt })
    .from(modificationRequests)
    .where(
      and(
        eq(modificationRequests.recordId, record.id),
        eq(modificationRequests.version, record.version),
      ),
    );
  return last?.at ?? record.createdAt;
}

/** `GET /api/modification/{apiPath}/single/{id}`. */
export function modificationById(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  id: number,
): Promise<ModificationEntry> {
  return entryById(app.database.statementDb, session, kind, id);
}

/** `GET /api/modification/{apiPath}/list/{page}`: the kind's requests in the area, newest first. */
export async function listModifications(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  query: ModificationListQuery,
): Promise<{ pagination: Pagination; result: ModificationEntry[] }> {
  const { page } = query;
  const where = listable(kind.key, session.scope, {
    status: query.status,
    modField: query.mod_field,
    recordId: query.record_id,
  });
  const [result, total] = await Promise.all([
    modificationRows(
      app.db,
      correctionsOf(kind),
      where,
      { limit: query.limit, offset: (page - 1) * query.limit },
      actionsFor(session, kind),
    ),
    countRequests(app.db, where),
  ]);
  return {
    pagination: { page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    result,
  };
}

/** `GET /api/modification/{apiPath}/stats`. */
export function modificationCounts(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  query: ModificationStatsQuery,
): Promise<ModificationStats> {
  return modificationStats(
    app.db,
    listable(kind.key, session.scope, { modField: query.mod_field, recordId: query.record_id }),
  );
}

/** `GET /api/modification/{apiPath}/versions/{recordId}`: every version, the current last. */
export async function versionsOf(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  recordId: number,
): Promise<RecordVersions> {
  const [record] = await app.db
    .select()
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.kind, kind.key), recordScope(session.scope)));
  if (!record) throw notFound(M.notFound);
  const earlier = await app.db
    .select({
      version: recordVersions.version,
      particulars: recordVersions.particulars,
      validFrom: recordVersions.validFrom,
    })
    .from(recordVersions)
    .where(eq(recordVersions.recordId, record.id))
    .orderBy(asc(recordVersions.version));
  const made = await app.db
    .select({
      id: modificationRequests.id,
      version: modificationRequests.version,
      modField: modificationRequests.modField,
    })
    .from(modificationRequests)
    .where(
      and(
        eq(modificationRequests.recordId, record.id),
        eq(modificationRequests.status, 'approved'),
      ),
    );
  const madeBy = new Map(made.map((m) => [m.version, m]));
  const parse = (value: unknown) =>
    (typeof value === 'string' ? JSON.parse(value) : value) as Values;
  const versions = [
    ...earlier.map((v) => ({
      version: v.version,
      particulars: parse(v.particulars),
      from: v.validFrom,
    })),
    {
      version: record.version,
      particulars: particularsOf(record),
      from: await versionStart(app.db, record),
    },
  ];
  return {
    versions: versions.map((v) => ({
      version: v.version,
      from: v.from.toISOString(),
      modification_id: madeBy.get(v.version)?.id ?? null,
      mod_field: madeBy.get(v.version)?.modField ?? null,
      particulars: v.particulars,
    })),
  };
}
