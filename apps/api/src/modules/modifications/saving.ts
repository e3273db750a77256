/**
 * The two writes of a correction, each one statement for many (bench/RESULTS.md,
 * "Modifications"): requests and approvals arriving together share a statement and its commit
 * (`batched`), as record submissions do (records/submissions.ts). Each statement checks what
 * the service read is still so (the record's version, the request's status) and writes nothing
 * for an entry where it is not: the service reads again and decides again (`stale`).
 */
import type { DuplicateKey, RecordKindKey } from '@vitalreg/domain';
import { sql, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { batched, type BatchOptions } from '../../db/batches.ts';
import { valuesOf, type Database } from '../../db/client.ts';
import { bindingPaidReferences } from '../payments/repository.ts';
import { builtOnce } from '../records/repository.ts';
import { paymentInput, type PaymentToBind } from '../records/submissions.ts';
import type { ModificationRow } from './repository.ts';
import type { StoredRequester } from './tables.ts';

const dialect = new PgDialect();
const statements = new WeakMap<Database, Map<string, Query>>();
const requestSavers = new WeakMap<
  Database,
  Map<string, (entry: NewRequest) => Promise<RequestOutcome>>
>();
const approvalSavers = new WeakMap<
  Database,
  Map<string, (entry: Approval) => Promise<ApprovalOutcome>>
>();

/** Entries per statement at most, and statements running at once per process. */
const BATCHES: BatchOptions = { maxBatch: 64, maxInFlight: 2 };

/** Who asked, from where (the audit events' actor). */
export interface Actor {
  userId: number;
  userName: string;
  ip: string;
  requestId: string;
}

/** A fee waiver granted to the requester: used (once) and stored with the request. */
export interface WaiverToStore {
  /** The granted waiver (`waiver_requests`), used by the statement only if still usable. */
  requestId: number;
  service: string;
  amountKobo: number;
  currency: string;
  reason: string;
}

/** A request as the service checked it, on the record as it read it (`recordVersion`). */
export interface NewRequest {
  kind: RecordKindKey;
  recordId: number;
  recordVersion: number;
  request: {
    modType: string;
    modField: string;
    modReason: string;
    modReasonOther: string | null;
    comment: string | null;
    requester: StoredRequester;
    supportingDocuments: unknown[];
    changes: Record<string, unknown>;
    before: Record<string, unknown>;
    certificateNumber: string;
    subject: string;
    stateId: number;
    lgaId: number;
    regCenterId: number;
    requestedAt: Date;
  };
  actor: Actor;
  /** The `modification.requested` event's details, before the payment's or waiver's ids. */
  details: Record<string, unknown>;
  /** What the fee's payment or waiver is for, as stored with it. */
  purpose: string;
  payment: PaymentToBind | null;
  waiver: WaiverToStore | null;
}

/**
 * `saved` with the request's id; `paymentUsed` when its reference (or its waiver) was used for
 * something else first; `stale` when the record is no longer registered or was corrected since
 * it was read.
 */
export type RequestOutcome = { saved: ModificationRow } | { paymentUsed: true } | { stale: true };

/** The request as the statement stored it (its row), with the ids the statement gave it. */
function savedRow(
  { kind, recordId, request, actor }: NewRequest,
  ids: { id: number; paymentId: number | null; waiverId: number | null },
): ModificationRow {
  return {
    ...ids,
    kind,
    recordId,
    status: 'pending',
    modType: request.modType,
    modField: request.modField,
    modReason: request.modReason,
    modReasonOther: request.modReasonOther,
    comment: request.comment,
    requester: request.requester,
    supportingDocuments: request.supportingDocuments as ModificationRow['supportingDocuments'],
    changes: request.changes,
    before: request.before,
    appliedBefore: null,
    certificateNumber: request.certificateNumber,
    subject: request.subject,
    stateId: request.stateId,
    lgaId: request.lgaId,
    regCenterId: request.regCenterId,
    requestedBy: actor.userId,
    requestedAt: request.requestedAt,
    queryReason: null,
    queriedBy: null,
    queriedAt: null,
    approvedBy: null,
    approvedAt: null,
    version: null,
    updatedAt: request.requestedAt,
  };
}

function requestRowOf({
  kind,
  recordId,
  recordVersion,
  request,
  actor,
  details,
  purpose,
  payment,
  waiver,
}: NewRequest) {
  return {
    kind,
    record_id: recordId,
    record_version: recordVersion,
    mod_type: request.modType,
    mod_field: request.modField,
    mod_reason: request.modReason,
    mod_reason_other: request.modReasonOther,
    comment: request.comment,
    requester: request.requester,
    supporting_documents: request.supportingDocuments,
    changes: request.changes,
    before: request.before,
    certificate_number: request.certificateNumber,
    subject: request.subject,
    state_id: request.stateId,
    lga_id: request.lgaId,
    reg_center_id: request.regCenterId,
    at: request.requestedAt.toISOString(),
    user_id: actor.userId,
    user_name: actor.userName,
    ip: actor.ip,
    request_id: actor.requestId,
    details,
    purpose,
    ...paymentInput(payment),
    waiver_service: waiver?.service ?? null,
    waiver_amount_kobo: waiver?.amountKobo ?? null,
    waiver_currency: waiver?.currency ?? null,
    waiver_reason: waiver?.reason ?? null,
    waiver_request_id: waiver?.requestId ?? null,
  };
}

const REQUEST_COLUMNS = `n integer, kind text, record_id bigint, record_version integer, mod_type text,
  mod_field text, mod_reason text, mod_reason_other text, comment text, requester jsonb,
  supporting_documents jsonb, changes jsonb, before jsonb, certificate_number text,
  subject text, state_id integer, lga_id integer, reg_center_id integer, at timestamptz,
  user_id integer, user_name text, ip text, request_id text, details jsonb, purpose text,
  pay_provider text, pay_reference text, pay_service text, pay_amount_kobo bigint,
  pay_currency text, pay_paid_kobo bigint, pay_provider_reference text,
  pay_paid_at timestamptz, pay_verified_at timestamptz, waiver_service text,
  waiver_amount_kobo bigint, waiver_currency text, waiver_reason text, waiver_request_id bigint`;

/**
 * The requests of `input` whose record is still registered at the version read, with the
 * payment bound (a reference bound already saves nothing) or the granted waiver used (one used
 * already, or by another request of the statement, saves nothing) and stored, and their
 * audit events. A second open request for the record's field fails on the one-open index: the
 * statement saved nothing, and each request is then saved alone (`batched`), so that one is
 * answered 409 and the others are saved.
 */
function requestStatement(): Query {
  return dialect.sqlToQuery(sql`
    with input as materialized (
      select *, nextval(pg_get_serial_sequence('modification_requests', 'id')) as id,
        case when waiver_request_id is not null
          then nextval(pg_get_serial_sequence('payment_waivers', 'id')) end as waiver_id
      from json_to_recordset(${sql.placeholder('input')}::json)
        as input (${sql.raw(REQUEST_COLUMNS)})
    ),
    registered as materialized (
      select input.* from input
      join records r on r.id = input.record_id and r.kind = input.kind
        and r.version = input.record_version and r.status in ('approved', 'printed')
    ),
    paying as (
      select distinct on (pay_provider, pay_reference) * from registered
      where pay_reference is not null
      order by pay_provider, pay_reference, id
    ),
    bound as (
      ${bindingPaidReferences(sql`
        select pay_provider, pay_reference, pay_service, 'paid', pay_paid_kobo, pay_currency,
          pay_provider_reference, pay_verified_at, pay_paid_at, kind, record_id, purpose,
          user_id, at
        from paying`)}
      returning p.id as payment_id, p.provider, p.reference
    ),
    paid as (
      select paying.id, bound.payment_id from paying
      join bound on bound.provider = paying.pay_provider and bound.reference = paying.pay_reference
    ),
    waiving as (
      select distinct on (waiver_request_id) * from registered
      where waiver_request_id is not null
      order by waiver_request_id, id
    ),
    used as (
      update waiver_requests w set status = 'used', used_at = r.at
      from waiving r
      where w.id = r.waiver_request_id and w.status = 'granted' and w.service = r.waiver_service
        and w.requested_by = r.user_id
        and (w.record_id is null or (w.record_kind = r.kind and w.record_id = r.record_id))
      returning r.id, w.decided_by
    ),
    waived as (
      insert into payment_waivers (id, service, amount_kobo, currency, reason, record_kind,
        record_id, purpose, waived_by, waived_at, waiver_request_id)
      select r.waiver_id, r.waiver_service, r.waiver_amount_kobo, r.waiver_currency,
        r.waiver_reason, r.kind, r.record_id, r.purpose, used.decided_by, r.at,
        r.waiver_request_id
      from registered r join used using (id)
    ),
    saved as (
      insert into modification_requests (id, kind, record_id, status, mod_type, mod_field,
        mod_reason, mod_reason_other, comment, requester, supporting_documents, changes, before,
        certificate_number, subject, state_id, lga_id, reg_center_id, payment_id, waiver_id,
        requested_by, requested_at, updated_at)
      select r.id, r.kind, r.record_id, 'pending', r.mod_type, r.mod_field, r.mod_reason,
        r.mod_reason_other, r.comment, r.requester, r.supporting_documents, r.changes, r.before,
        r.certificate_number, r.subject, r.state_id, r.lga_id, r.reg_center_id, paid.payment_id,
        r.waiver_id, r.user_id, r.at, r.at
      from registered r left join paid on paid.id = r.id
      where (r.pay_reference is null or paid.payment_id is not null)
        and (r.waiver_request_id is null or r.id in (select id from used))
      returning id
    ),
    audit as (
      insert into audit_log (actor_user_id, actor_user_name, action, entity_type, entity_id, ip,
        request_id, details)
      select r.user_id, r.user_name, 'payment.bind', 'payment', paid.payment_id::text, r.ip,
        r.request_id, jsonb_build_object('service', r.pay_service, 'provider', r.pay_provider,
          'reference', r.pay_reference, 'amount_kobo', r.pay_amount_kobo,
          'record_kind', r.kind, 'record_id', r.record_id, 'purpose', r.purpose)
      from saved join registered r using (id) join paid using (id)
      union all
      select r.user_id, r.user_name, 'payment.waive', 'payment_waiver', r.waiver_id::text, r.ip,
        r.request_id, jsonb_build_object('service', r.waiver_service,
          'amount_kobo', r.waiver_amount_kobo, 'reason', r.waiver_reason,
          'waiver_request_id', r.waiver_request_id,
          'record_kind', r.kind, 'record_id', r.record_id, 'purpose', r.purpose)
      from saved join registered r using (id)
      where r.waiver_id is not null
      union all
      select r.user_id, r.user_name, 'modification.requested', 'modification_request',
        r.id::text, r.ip, r.request_id, r.details || case when r.waiver_id is null
          then jsonb_build_object('paymentReference', r.pay_reference,
            'paymentId', paid.payment_id)
          else jsonb_build_object('feeWaived', true, 'waiverId', r.waiver_id) end
      from saved join registered r using (id) left join paid using (id)
    )
    select input.n,
      exists (select 1 from saved where saved.id = input.id),
      exists (select 1 from registered where registered.id = input.id),
      input.id, (select paid.payment_id from paid where paid.id = input.id), input.waiver_id
    from input`);
}

async function saveRequests(db: Database, entries: NewRequest[]): Promise<RequestOutcome[]> {
  const query = builtOnce(statements, db, 'request', requestStatement);
  const input = entries.map((entry, n) => ({ n, ...requestRowOf(entry) }));
  const rows = await valuesOf(db, query, { input: JSON.stringify(input) });
  // Each row names its entry by its place in the input (`n`).
  const outcomes: RequestOutcome[] = entries.map(() => ({ stale: true }));
  for (const [n, saved, registered, id, paymentId, waiverId] of rows) {
    const entry = entries[Number(n)]!;
    if (saved === true) {
      outcomes[Number(n)] = {
        saved: savedRow(entry, {
          id: Number(id),
          paymentId: paymentId === null ? null : Number(paymentId),
          waiverId: waiverId === null ? null : Number(waiverId),
        }),
      };
    } else if (registered === true) outcomes[Number(n)] = { paymentUsed: true };
  }
  return outcomes;
}

/** Saves a request (with those arriving together: one statement). */
export function saveRequest(db: Database, entry: NewRequest): Promise<RequestOutcome> {
  const save = builtOnce(requestSavers, db, 'request', () =>
    batched((entries: NewRequest[]) => saveRequests(db, entries), BATCHES),
  );
  return save(entry);
}

/** An approval as the service decided it, on the request and record as it read them. */
export interface Approval {
  kind: RecordKindKey;
  /** The kind's audit entity: `birth_registration`. */
  auditEntity: string;
  requestId: number;
  /** When the request was last changed, as read: amended since, it is read again. */
  requestUpdatedAt: Date;
  modField: string;
  fieldLabel: string;
  recordId: number;
  recordVersion: number;
  fromStatus: string;
  toStatus: string;
  /**
   * The record's columns, corrected, and the parts of its particulars the correction changed
   * (`mother`), written over those stored: the statement applies it only to the version read.
   */
  record: {
    recordType: string;
    eventDate: string | null;
    firstname: string | null;
    searchName: string;
    summaryBody: string;
    parts: Record<string, unknown>;
    late: boolean;
    overFiveYears: boolean;
    subjectSex: number | null;
    birthPlace: number | null;
    timeliness: string | null;
  };
  duplicateKeys: readonly DuplicateKey[];
  /** The values the correction replaces. */
  before: Record<string, unknown>;
  at: Date;
  actor: Actor;
  /** The `correct` event's details, before the certificates it supersedes. */
  details: Record<string, unknown>;
}

/** `applied` with the record's new version; `stale` when what was read changed meanwhile. */
export type ApprovalOutcome = { applied: number } | { stale: true } | { deferred: true };

function approvalRowOf(a: Approval) {
  return {
    kind: a.kind,
    audit_entity: a.auditEntity,
    id: a.requestId,
    updated_at: a.requestUpdatedAt.toISOString(),
    mod_field: a.modField,
    field_label: a.fieldLabel,
    record_id: a.recordId,
    record_version: a.recordVersion,
    from_status: a.fromStatus,
    to_status: a.toStatus,
    record_type: a.record.recordType,
    event_date: a.record.eventDate,
    firstname: a.record.firstname,
    search_name: a.record.searchName,
    summary_body: a.record.summaryBody,
    parts: a.record.parts,
    late: a.record.late,
    over_five_years: a.record.overFiveYears,
    subject_sex: a.record.subjectSex,
    birth_place: a.record.birthPlace,
    timeliness: a.record.timeliness,
    duplicate_keys: a.duplicateKeys,
    before: a.before,
    at: a.at.toISOString(),
    user_id: a.actor.userId,
    user_name: a.actor.userName,
    ip: a.actor.ip,
    request_id: a.actor.requestId,
    details: a.details,
  };
}

const APPROVAL_COLUMNS = `kind text, audit_entity text, id bigint, updated_at timestamptz,
  mod_field text, field_label text, record_id bigint, record_version integer, from_status text,
  to_status text, record_type text, event_date date, firstname text, search_name text,
  summary_body text, parts jsonb, late boolean, over_five_years boolean,
  subject_sex smallint, birth_place smallint, timeliness text, duplicate_keys jsonb,
  before jsonb, at timestamptz, user_id integer, user_name text, ip text, request_id text,
  details jsonb`;

/**
 * The approvals of `input` whose request is still pending as read and whose record is still at
 * the version and status read, both locked: the version before kept, the record's columns and
 * its particulars' corrected parts written, the duplicate keys it changed replaced (the others
 * kept), its certificates superseded, the request approved, the workflow step in the history
 * and both audit events.
 */
function approvalStatement(): Query {
  return dialect.sqlToQuery(sql`
    with input as materialized (
      select * from json_to_recordset(${sql.placeholder('input')}::json)
        as input (${sql.raw(APPROVAL_COLUMNS)})
    ),
    locked as materialized (
      select input.*, r.particulars as old_particulars, r.reference,
        r.created_at as record_created_at
      from input
      join modification_requests m on m.id = input.id and m.status = 'pending'
        and m.updated_at = input.updated_at
      join records r on r.id = input.record_id and r.kind = input.kind
        and r.version = input.record_version and r.status = input.from_status
      for update of m, r
    ),
    kept as (
      insert into record_versions (record_id, version, particulars, valid_from, replaced_at,
        modification_id)
      select l.record_id, l.record_version, l.old_particulars,
        coalesce((select v.approved_at from modification_requests v
          where v.record_id = l.record_id and v.version = l.record_version),
          l.record_created_at),
        l.at, l.id
      from locked l
    ),
    corrected as (
      update records r set record_type = l.record_type, event_date = l.event_date,
        firstname = l.firstname, search_name = l.search_name, summary_body = l.summary_body,
        particulars = r.particulars || l.parts, late = l.late,
        over_five_years = l.over_five_years, subject_sex = l.subject_sex,
        birth_place = l.birth_place, timeliness = l.timeliness,
        version = l.record_version + 1, status = l.to_status, updated_at = l.at
      from locked l
      where r.id = l.record_id
    ),
    old_keys as (
      delete from record_keys k using locked l
      where k.record_id = l.record_id and not exists (
        select 1 from jsonb_to_recordset(l.duplicate_keys) as key (key text, date date)
        where key.key = k.key and key.date = k.event_date)
    ),
    new_keys as (
      insert into record_keys (kind, key, event_date, record_id)
      select l.kind, key.key, key.date, l.record_id
      from locked l cross join jsonb_to_recordset(l.duplicate_keys) as key (key text, date date)
      where not exists (select 1 from record_keys k
        where k.record_id = l.record_id and k.key = key.key and k.event_date = key.date)
    ),
    superseded as (
      update certificates c set superseded_at = l.at
      from locked l
      where c.record_id = l.record_id and c.superseded_at is null
      returning c.id, c.record_id
    ),
    approved as (
      update modification_requests m set status = 'approved', approved_by = l.user_id,
        approved_at = l.at, applied_before = l.before, version = l.record_version + 1,
        updated_at = l.at
      from locked l
      where m.id = l.id
    ),
    history as (
      insert into record_history (record_type, record_id, action, from_status, to_status,
        by_user_id, reason)
      select l.kind, l.record_id, 'correct', l.from_status, l.to_status, l.user_id, l.field_label
      from locked l
    ),
    audit as (
      insert into audit_log (actor_user_id, actor_user_name, action, entity_type, entity_id, ip,
        request_id, details)
      select l.user_id, l.user_name, l.audit_entity || '.correct', l.audit_entity,
        l.record_id::text, l.ip, l.request_id,
        jsonb_build_object('reference', l.reference) || l.details
          || jsonb_build_object('supersededCertificates', coalesce((select jsonb_agg(s.id
            order by s.id) from superseded s where s.record_id = l.record_id), '[]'::jsonb))
      from locked l
      union all
      select l.user_id, l.user_name, 'modification.approved', 'modification_request',
        l.id::text, l.ip, l.request_id, jsonb_build_object('kind', l.kind,
          'recordId', l.record_id, 'modField', l.mod_field, 'version', l.record_version + 1)
      from locked l
    )
    select input.id, exists (select 1 from locked where locked.id = input.id)
    from input`);
}

async function applyApprovals(db: Database, entries: Approval[]): Promise<ApprovalOutcome[]> {
  // One correction per record per statement: a later one is checked against the record as the
  // earlier one leaves it, in the next statement.
  const records = new Set<number>();
  const now: Approval[] = [];
  const later = new Set<Approval>();
  for (const entry of entries) {
    if (records.has(entry.recordId)) later.add(entry);
    else {
      records.add(entry.recordId);
      now.push(entry);
    }
  }
  const query = builtOnce(statements, db, 'approval', approvalStatement);
  const rows = await valuesOf(db, query, { input: JSON.stringify(now.map(approvalRowOf)) });
  const applied = new Set(rows.filter(([, ok]) => ok === true).map(([id]) => Number(id)));
  return entries.map((entry) => {
    if (later.has(entry)) return { deferred: true };
    return applied.has(entry.requestId) ? { applied: entry.recordVersion + 1 } : { stale: true };
  });
}

/** Applies an approval (with those arriving together: one statement). */
export async function applyApproval(db: Database, entry: Approval): Promise<ApprovalOutcome> {
  const apply = builtOnce(approvalSavers, db, 'approval', () =>
    batched((entries: Approval[]) => applyApprovals(db, entries), BATCHES),
  );
  for (;;) {
    const outcome = await apply(entry);
    if (!('deferred' in outcome)) return outcome;
  }
}
