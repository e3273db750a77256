import {
  correctableField,
  correctionRuleOf,
  identifiedParts,
  MODIFICATION_MESSAGES,
  MODIFICATION_STATUSES,
  approverTitle,
  type KindCorrections,
  type ModificationAction,
  type ModificationEntry,
  type ModificationStats,
  type ModificationStatus,
  type RecordKindKey,
} from '@vitalreg/domain';
import { and, count, desc, eq, inArray, sql, type Query, type SQL } from 'drizzle-orm';
import { alias, PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { passwordSetByColumn } from '../auth/four-eyes.ts';
import { valuesOf, type Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { scopeCondition, type UserScope } from '../auth/scope.ts';
import { payments } from '../payments/tables.ts';
import { records } from '../records/tables.ts';
import { areaOf, builtOnce, kindIs, type RecordRow } from '../records/repository.ts';
import { modificationRequests as m, type StoredRequester } from './tables.ts';

export type ModificationRow = typeof m.$inferSelect;

const queriedBy = alias(users, 'queried_by_user');
const approvedBy = alias(users, 'approved_by_user');
const nameOf = (table: { fullName: AnyPgColumn; userName: AnyPgColumn }) =>
  sql<string | null>`coalesce(${table.fullName}, ${table.userName})`;

/** What decides the steps a caller may take on a request: it, its rule and its record. */
export interface ModificationFacts {
  request: ModificationRow;
  record: Pick<RecordRow, 'status' | 'stateId' | 'lgaId' | 'regCenterId'>;
  /** Who set the requester's password, while it is not one they chose (four eyes). */
  requesterPasswordSetBy?: number | null;
  /** The record's parts that carry an identity number (domain `identifiedParts`). */
  identified: readonly string[];
}

/** A request's facts from its record as read whole. */
export function factsOfRecord(
  request: ModificationRow,
  record: RecordRow,
  requesterPasswordSetBy?: number | null,
): ModificationFacts {
  return {
    request,
    record,
    identified: identifiedParts(record.particulars),
    requesterPasswordSetBy,
  };
}

/**
 * identifiedParts in SQL, for reads that do not load the particulars: the top-level parts
 * holding a non-empty `nin` or `tracking_id`, as a list.
 */
const identifiedColumn = sql<string>`(select coalesce(json_agg(part.key), '[]')::text
    from jsonb_each(${records.particulars}) as part
    where jsonb_typeof(part.value) = 'object'
      and (coalesce(part.value->>'nin', '') <> '' or coalesce(part.value->>'tracking_id', '') <> ''))`.mapWith(
  (text: string) => JSON.parse(text) as string[],
);

const recordArea = {
  stateId: records.stateId,
  lgaId: records.lgaId,
  centreId: records.regCenterId,
};
/** A request's area: the record's place, kept with the request. */
const requestArea = { stateId: m.stateId, lgaId: m.lgaId, centreId: m.regCenterId };

/** The area condition of a prepared read written into its text (its id is the `area` value). */
function areaText(
  level: number,
  columns: { stateId: AnyPgColumn; lgaId: AnyPgColumn; centreId: AnyPgColumn },
): SQL {
  switch (level) {
    case 0:
      return sql`true`;
    case 1:
      return sql`${columns.stateId} = ${sql.placeholder('area')}::integer`;
    case 2:
      return sql`${columns.lgaId} = ${sql.placeholder('area')}::integer`;
    default:
      return sql`${columns.centreId} = ${sql.placeholder('area')}::integer`;
  }
}

/** The request's area condition: the record's place, kept with the request. */
export const modificationScope = (scope: UserScope) => scopeCondition(scope, requestArea);

/** "*******8901". */
export const maskNin = (nin: string) =>
  `${'*'.repeat(Math.max(0, nin.length - 4))}${nin.slice(-4)}`;

/** A request's row with its record's reference, status and place and the people's names. */
function requestSelect(db: Database) {
  return db
    .select({
      request: m,
      reference: records.reference,
      recordStatus: records.status,
      stateId: records.stateId,
      lgaId: records.lgaId,
      regCenterId: records.regCenterId,
      identified: identifiedColumn,
      requestedBy: nameOf(users),
      requesterPasswordSetBy: passwordSetByColumn,
      queriedBy: nameOf(queriedBy),
      approvedBy: nameOf(approvedBy),
      paymentReference: payments.reference,
    })
    .from(m)
    .innerJoin(records, eq(records.id, m.recordId))
    .innerJoin(users, eq(users.id, m.requestedBy))
    .leftJoin(queriedBy, eq(queriedBy.id, m.queriedBy))
    .leftJoin(approvedBy, eq(approvedBy.id, m.approvedBy))
    .leftJoin(payments, eq(payments.id, m.paymentId));
}

export type RequestSelectRow = Awaited<
  ReturnType<ReturnType<typeof requestSelect>['execute']>
>[number];

/**
 * Requests with who asked, queried and approved them, the reference that paid, their Original /
 * Correction values and what the caller may do to each (`actionsOf`), newest first.
 */
export async function modificationRows(
  db: Database,
  corrections: KindCorrections,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  actionsOf: (facts: ModificationFacts) => ModificationAction[],
): Promise<ModificationEntry[]> {
  const rows = await requestSelect(db)
    .where(where)
    .orderBy(desc(m.requestedAt), desc(m.id))
    .limit(page.limit)
    .offset(page.offset);
  return entriesOf(rows, corrections, actionsOf);
}

/** A read prepared once per kind and area level, its area written by areaText. */
interface AreaRead<Row> {
  execute(values: { id: number; area: number }): Promise<Row[]>;
}

const preparedReads = new WeakMap<Database, Map<string, AreaRead<unknown>>>();

/**
 * The rows of the read `name` for `id` within the caller's area (none when it is not set),
 * prepared by `prepare` once per database, kind and area level.
 */
async function inArea<Row>(
  db: Database,
  name: string,
  kind: RecordKindKey,
  scope: UserScope,
  id: number,
  prepare: (level: number, statement: string) => AreaRead<Row>,
): Promise<Row[]> {
  const area = areaOf(scope);
  if (!area) return [];
  const statement = `modification_${name}_${kind}_${area.level}`;
  const read = builtOnce(preparedReads, db, statement, () =>
    prepare(area.level, statement),
  ) as AreaRead<Row>;
  return read.execute({ id, area: area.id });
}

/** One request of the kind in the caller's area as an entry (modificationRows), or undefined. */
export async function entryInArea(
  db: Database,
  kind: RecordKindKey,
  scope: UserScope,
  id: number,
  corrections: KindCorrections,
  actionsOf: (facts: ModificationFacts) => ModificationAction[],
): Promise<ModificationEntry | undefined> {
  const rows = await inArea(db, 'entry', kind, scope, id, (level, statement) =>
    requestSelect(db)
      .where(and(eq(m.id, sql.placeholder('id')), eq(m.kind, kind), areaText(level, requestArea)))
      .prepare(statement),
  );
  return entriesOf(rows, corrections, actionsOf)[0];
}

/** A record of the kind in the caller's area, or undefined. */
export async function recordInArea(
  db: Database,
  kind: RecordKindKey,
  scope: UserScope,
  id: number,
): Promise<RecordRow | undefined> {
  const [row] = await inArea(db, 'record', kind, scope, id, (level, statement) =>
    db
      .select()
      .from(records)
      .where(and(eq(records.id, sql.placeholder('id')), kindIs(kind), areaText(level, recordArea)))
      .prepare(statement),
  );
  return row;
}

/** A request as its entry shows it: the names of who asked and queried it, the reference paid. */
export interface RequestNames {
  requestedBy: string | null;
  /** Who set the requester's password, while it is not one they chose (four eyes). */
  requesterPasswordSetBy: number | null;
  queriedBy: string | null;
  paymentReference: string | null;
}

/**
 * A request of the kind in the caller's area with its record, as they stand, and the names its
 * entry shows (so a step's answer is made from this read), or undefined.
 */
export async function requestInArea(
  db: Database,
  kind: RecordKindKey,
  scope: UserScope,
  id: number,
): Promise<({ request: ModificationRow; record: RecordRow } & RequestNames) | undefined> {
  const [row] = await inArea(db, 'facts', kind, scope, id, (level, statement) =>
    db
      .select({
        request: m,
        record: records,
        requestedBy: nameOf(users),
        requesterPasswordSetBy: passwordSetByColumn,
        queriedBy: nameOf(queriedBy),
        paymentReference: payments.reference,
      })
      .from(m)
      .innerJoin(records, eq(records.id, m.recordId))
      .innerJoin(users, eq(users.id, m.requestedBy))
      .leftJoin(queriedBy, eq(queriedBy.id, m.queriedBy))
      .leftJoin(payments, eq(payments.id, m.paymentId))
      .where(and(eq(m.id, sql.placeholder('id')), eq(m.kind, kind), areaText(level, requestArea)))
      .prepare(statement),
  );
  return row;
}

function entriesOf(
  rows: RequestSelectRow[],
  corrections: KindCorrections,
  actionsOf: (facts: ModificationFacts) => ModificationAction[],
): ModificationEntry[] {
  return rows.map((row) => entryOf(row, corrections, actionsOf));
}

/** A request as the caller sees it, from its row and what its entry shows of the others. */
export function entryOf(
  { request, ...row }: RequestSelectRow,
  corrections: KindCorrections,
  actionsOf: (facts: ModificationFacts) => ModificationAction[],
): ModificationEntry {
  const field = correctableField(corrections, request.modField);
  const requester: StoredRequester = request.requester;
  const person = (id: number | null, name: string | null) =>
    id === null ? null : { id, name: name ?? '' };
  const before = request.appliedBefore ?? request.before;
  const rule = field && correctionRuleOf(field, row.identified);
  return {
    id: request.id,
    kind: request.kind,
    mod_type: request.modType,
    mod_field: request.modField,
    mod_field_label: field?.label ?? request.modField,
    status: request.status,
    record_id: request.recordId,
    record_reference: row.reference,
    certificate_number: request.certificateNumber,
    subject: request.subject,
    mod_reason: request.modReason,
    mod_reason_other: request.modReasonOther,
    comment: request.comment,
    requester: {
      ...requester,
      note:
        requester.proof === 'none' ? MODIFICATION_MESSAGES.noProof(row.requestedBy ?? '') : null,
    },
    supporting_documents: request.supportingDocuments as ModificationEntry['supporting_documents'],
    changes: (field?.inputs ?? []).map((input) => ({
      name: input.name,
      label: input.label,
      before: before[input.name] ?? null,
      after: request.changes[input.name] ?? null,
    })),
    approver: rule?.approver ?? '',
    approver_title: rule ? approverTitle(rule.approver) : '',
    payment_reference: row.paymentReference,
    waived: request.waiverId !== null,
    requested_by: { id: request.requestedBy, name: row.requestedBy ?? '' },
    requested_at: request.requestedAt.toISOString(),
    query_reason: request.queryReason,
    queried_by: person(request.queriedBy, row.queriedBy),
    queried_at: request.queriedAt?.toISOString() ?? null,
    approved_by: person(request.approvedBy, row.approvedBy),
    approved_at: request.approvedAt?.toISOString() ?? null,
    version: request.version,
    allowed_actions: actionsOf({
      request,
      requesterPasswordSetBy: row.requesterPasswordSetBy,
      record: {
        status: row.recordStatus,
        stateId: row.stateId,
        lgaId: row.lgaId,
        regCenterId: row.regCenterId,
      },
      identified: row.identified,
    }),
  };
}

/** What a list asks: its kind, the area, and optional status, field and record. */
export function listable(
  kind: string,
  scope: UserScope,
  filters: {
    status?: ModificationStatus | undefined;
    modField?: string | undefined;
    recordId?: number | undefined;
  },
): SQL | undefined {
  return and(
    eq(m.kind, kind as ModificationRow['kind']),
    modificationScope(scope),
    filters.status ? eq(m.status, filters.status) : undefined,
    filters.modField ? eq(m.modField, filters.modField) : undefined,
    filters.recordId ? eq(m.recordId, filters.recordId) : undefined,
  );
}

export async function countRequests(db: Database, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(m).where(where);
  return counted?.total ?? 0;
}

/** Requests per status of the kind in the area. */
export async function modificationStats(
  db: Database,
  where: SQL | undefined,
): Promise<ModificationStats> {
  const stats = { pending: 0, queried: 0, approved: 0, total: 0 };
  const rows = await db
    .select({ status: m.status, n: count() })
    .from(m)
    .where(where)
    .groupBy(m.status);
  for (const row of rows) {
    if ((MODIFICATION_STATUSES as readonly string[]).includes(row.status))
      stats[row.status] = row.n;
    stats.total += row.n;
  }
  return stats;
}

/** A record's requests not yet applied. */
export async function openRequests(db: Database, recordId: number) {
  return db
    .select({ id: m.id, mod_field: m.modField, status: m.status })
    .from(m)
    .where(and(eq(m.recordId, recordId), inArray(m.status, ['pending', 'queried'])))
    .orderBy(m.id);
}

export const requestById = (id: number) => eq(m.id, id);

const lookupQueries = new WeakMap<Database, Map<string, Query>>();
const dialect = new PgDialect();

/**
 * The lookup's statement for one kind and area level: the registered record of that number as
 * the JSON text of the answer (its particulars, the spec's groups, its photo, its open requests),
 * with its place. Prepared once; PostgreSQL writes the JSON, the API passes it on.
 */
function lookupQuery(kind: RecordKindKey, corrections: KindCorrections, level: number): Query {
  const r = records;
  const path = (dotted: string) => sql.raw(`'{${dotted.split('.').join(',')}}'`);
  const groups = Object.entries(corrections.lookup).flatMap(([answer, part]) => [
    sql.raw(`'${answer}'`),
    sql`${r.particulars} #> ${path(part)}`,
  ]);
  const photo = corrections.photoPath
    ? sql`nullif(${r.particulars} #>> ${path(corrections.photoPath)}, '')`
    : sql`null::text`;
  return dialect.sqlToQuery(sql`select json_build_object(
      'record_id', ${r.id}, 'kind', ${r.kind}, 'reference', ${r.reference},
      'certificate_number', ${r.certificateNumber}, 'status', ${r.status},
      'event_date', ${r.eventDate}, 'approved_at', ${r.approvedAt},
      'particulars', ${r.particulars}, 'photo', ${photo}, 'version', ${r.version},
      'open_requests', coalesce((select json_agg(json_build_object('id', ${m.id},
          'mod_field', ${m.modField}, 'status', ${m.status}) order by ${m.id})
        from ${m} where ${m.recordId} = ${r.id} and ${m.status} in ('pending', 'queried')), '[]'),
      ${sql.join(groups, sql`, `)})::text,
      ${r.regCenterId}, ${r.lgaId}, ${r.stateId}, ${r.id}
    from ${r}
    where ${kindIs(kind)} and ${r.certificateNumber} = ${sql.placeholder('number')}
      and ${r.status} in ('approved', 'printed') and ${areaText(level, recordArea)}`);
}

/** A registered record found by its certificate number within the scope, as the lookup's JSON. */
export async function lookupText(
  db: Database,
  kind: RecordKindKey,
  corrections: KindCorrections,
  scope: UserScope,
  number: string,
): Promise<
  { json: string; centreId: number; lgaId: number; stateId: number; recordId: number } | undefined
> {
  const area = areaOf(scope);
  if (!area) return undefined;
  const query = builtOnce(lookupQueries, db, `lookup:${kind}:${area.level}`, () =>
    lookupQuery(kind, corrections, area.level),
  );
  const [row] = await valuesOf(db, query, { number, area: area.id });
  if (!row) return undefined;
  const [json, centreId, lgaId, stateId, recordId] = row as [string, ...number[]];
  return {
    json,
    centreId: Number(centreId),
    lgaId: Number(lgaId),
    stateId: Number(stateId),
    recordId: Number(recordId),
  };
}
