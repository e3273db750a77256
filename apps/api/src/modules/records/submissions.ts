import type {
  ApplicationStatus,
  DuplicateKey,
  DuplicateProbe,
  PaymentService,
  RecordKind,
  RecordKindKey,
  RegistrationPlace,
} from '@vitalreg/domain';
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { batched } from '../../db/batches.ts';
import { rowsOf, valuesOf, type Database } from '../../db/client.ts';
import { bindingPaidReferences } from '../payments/repository.ts';
import type { Placement } from '../auth/scope.ts';
import { builtOnce, recordColumns } from './repository.ts';

/** Builds SQL text once for statements run by hand (valuesOf). */
const dialect = new PgDialect();

/**
 * An earlier record that may be the same event: its reference, its summary's kind members and
 * where it is registered (the answer names it only to someone who may open it).
 */
export interface PossibleDuplicate {
  id: number;
  reference: string;
  summary: Record<string, unknown>;
  place: Placement;
}

/** Possible duplicates looked at per check; the oldest of them is named. */
const DUPLICATE_CANDIDATES = 100;

/** Subjects' first names at least this similar (pg_trgm) count as the same person. */
export const DUPLICATE_NAME_SIMILARITY = 0.6;

/**
 * The query for a record of the kind that may be the same event, anywhere in the country: one
 * holding a duplicate key that a probe asks for, dated within the probe's dates, with a similar
 * first name when the probe names one (the kind's `duplicateProbes`). Answers id, reference,
 * the summary's kind members as JSON text, and its state, LGA and centre.
 */
function possibleDuplicateQuery(kind: SQL, probes: SQL, excludeId: SQL): SQL {
  // The matches first, by the keys' index, then the oldest of them. Asked for the oldest
  // directly, the planner walked the primary key from the first record and filtered.
  return sql`select found.id, found.reference, found.summary_body, found.state_id,
      found.lga_id, found.reg_center_id from (
      select r.id, r.reference, r.summary_body, r.state_id, r.lga_id, r.reg_center_id
        from jsonb_to_recordset(${probes}) as probe
          (key text, "from" date, "to" date, "similarFirstname" text)
        join record_keys k on k.kind = ${kind} and k.key = probe.key
          and k.event_date between probe."from" and probe."to"
        join records r on r.id = k.record_id
       where (probe."similarFirstname" is null or similarity(lower(r.firstname),
           lower(probe."similarFirstname")) > ${sql.raw(String(DUPLICATE_NAME_SIMILARITY))})
         and r.id <> ${excludeId}
       limit ${sql.raw(String(DUPLICATE_CANDIDATES))}
    ) as found
    order by found.id
    limit 1`;
}

/** A record that may be the same event (possibleDuplicateQuery), or undefined. */
export async function findPossibleDuplicate<S extends RegistrationPlace>(
  db: Database,
  kind: RecordKind<S>,
  submission: S,
  excludeId?: number,
): Promise<PossibleDuplicate | undefined> {
  const probes = kind.duplicateProbes(submission);
  if (probes.length === 0) return undefined;
  const query = possibleDuplicateQuery(
    sql`${kind.key}`,
    sql`${JSON.stringify(probes)}::jsonb`,
    sql`${excludeId ?? 0}::bigint`,
  );
  // db.execute, not valuesOf: a resubmission checks inside its transaction.
  const [row] = rowsOf<{
    id: string | number;
    reference: string;
    summary_body: string;
    state_id: number;
    lga_id: number;
    reg_center_id: number;
  }>(await db.execute(query));
  if (!row) return undefined;
  return {
    id: Number(row.id),
    reference: row.reference,
    summary: JSON.parse(`{${row.summary_body}}`) as Record<string, unknown>,
    place: { stateId: row.state_id, lgaId: row.lga_id, centreId: row.reg_center_id },
  };
}

/** A record's duplicate keys stored again (a resubmission may change them). */
export async function replaceDuplicateKeys(
  tx: Database,
  kind: RecordKindKey,
  recordId: number,
  keys: readonly DuplicateKey[],
): Promise<void> {
  await tx.execute(sql`delete from record_keys where record_id = ${recordId}::bigint`);
  if (keys.length === 0) return;
  await tx.execute(sql`insert into record_keys (kind, key, event_date, record_id)
    select ${kind}, key.key, key.date, ${recordId}::bigint
    from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as key (key text, date date)`);
}

/** A new record as submitted, with what its history line, audit event and key answer need. */
export interface NewSubmission {
  kind: RecordKind<RegistrationPlace>;
  submission: RegistrationPlace;
  record: {
    reference: string;
    status: ApplicationStatus;
    particulars: Record<string, unknown>;
    late: boolean;
    overFiveYears: boolean;
    regCenterId: number;
    stateId: number;
    lgaId: number;
    capturedBy: number;
    createdAt: Date;
  };
  /** Saved although it may be a duplicate (the registrar confirmed it is not one). */
  confirmedNotDuplicate: boolean;
  actor: { userName: string; ip: string; requestId: string };
  key: { key: string; requestHash: string };
  /** The answer's message, kept with the key for replays. */
  message: string;
  /** A paid kind's fee, paid with this reference: bound to the record as it is saved. */
  payment?: PaymentToBind;
}

/**
 * A reference the gateway says paid the fee (payments/service.ts checkPayment). The saving
 * statement stores it bound to the record, as bindPayment does, and saves the record only if
 * it did: a reference bound already, or meanwhile by a concurrent transaction or another
 * submission of the same statement, saves nothing (`paymentUsed`).
 */
export interface PaymentToBind {
  provider: string;
  service: PaymentService;
  reference: string;
  /** The fee it paid (audited). */
  amountKobo: number;
  currency: string;
  /** What the gateway answered, stored as it is. */
  paidKobo: number | null;
  providerReference: string | null;
  paidAt: Date | null;
  verifiedAt: Date;
}

/** A payment to bind as a saving statement's input row reads it (its `pay_` columns). */
export function paymentInput(payment: PaymentToBind | null | undefined) {
  return {
    pay_provider: payment?.provider ?? null,
    pay_reference: payment?.reference ?? null,
    pay_service: payment?.service ?? null,
    pay_amount_kobo: payment?.amountKobo ?? null,
    pay_currency: payment?.currency ?? null,
    pay_paid_kobo: payment?.paidKobo ?? null,
    pay_provider_reference: payment?.providerReference ?? null,
    pay_paid_at: payment?.paidAt?.toISOString() ?? null,
    pay_verified_at: payment?.verifiedAt.toISOString() ?? null,
  };
}

/** What a paid record's fee paid for, as its payment's purpose: "birth attestation ATT/…". */
export const paymentPurpose = (kind: { name: string }, reference: string) =>
  `${kind.name} ${reference}`;

/** The unique index that stops a second use of a user's Idempotency-Key (migration 0004). */
export const IDEMPOTENCY_KEY_INDEX = 'idempotency_keys_user_id_key_key';

/** What insertSubmission answers: the stored answer, or the possible duplicate that stopped it. */
export interface SubmissionOutcome {
  answer?: unknown;
  duplicate?: PossibleDuplicate;
  /** Not saved yet: it may duplicate another submission of its batch (see laterInBatch). */
  deferred?: true;
  /** Not saved: its payment reference was bound to something else first. */
  paymentUsed?: true;
}

/** The audit log's entity type of a kind's records: `birth_registration`, `stillbirth`. */
export function auditEntityOf(kind: { name: string }): string {
  return kind.name.replaceAll(' ', '_');
}

/** Submissions saved per statement at most, and statements running at once per process. */
const SUBMISSION_BATCHES = { maxBatch: 64, maxInFlight: 2 };

const submissionSavers = new WeakMap<
  Database,
  Map<string, (entry: NewSubmission) => Promise<SubmissionOutcome>>
>();

/**
 * Saves a submission, all or nothing: the record, its history line, its audit event and the
 * Idempotency-Key with its answer (`answer`: what the first request and every replay are sent,
 * built once). Nothing is saved when the record may be a duplicate and the registrar did not
 * confirm otherwise (`duplicate` names the record), or when its payment reference was bound
 * first (`paymentUsed`). A second request with the same key waits on the key's unique index
 * until the first commits, then fails on it (IDEMPOTENCY_KEY_INDEX); a paid kind's stops on
 * its payment reference, bound by the first. Either is answered from the key.
 *
 * Submissions arriving together are saved together (batched: one statement and one commit for
 * many; each alone again if that statement fails). Per submission, each round trip and each
 * commit cost the API and PostgreSQL more than the rows written.
 */
export async function insertSubmission(
  db: Database,
  entry: NewSubmission,
): Promise<SubmissionOutcome> {
  const save = builtOnce(submissionSavers, db, 'save', () =>
    batched((entries: NewSubmission[]) => insertSubmissions(db, entries), SUBMISSION_BATCHES),
  );
  // Deferred: sent again, in a statement after the one that saved the submission it may
  // duplicate, which then finds it (or not) as it finds any stored record.
  for (;;) {
    const outcome = await save(entry);
    if (!outcome.deferred) return outcome;
  }
}

/**
 * The entries of a batch whose duplicate probes meet the duplicate keys of an earlier entry of
 * the same batch (same kind, key, and a date within the probe's). Rows of one statement do not
 * see each other, so two such submissions saved together were both saved: the same death sent
 * twice at once was registered twice (found by death-registration tests on PGlite, where the
 * two arrived in one batch). They are deferred to a later statement instead. The check leaves
 * the first names' similarity to PostgreSQL, so it defers a little more than it must (twins),
 * which only costs a statement.
 */
function laterInBatch(rows: readonly InputRow[]): Set<InputRow> {
  const later = new Set<InputRow>();
  const keys: (DuplicateKey & { kind: RecordKindKey })[] = [];
  for (const row of rows) {
    const meets = keys.some(
      (stored) =>
        stored.kind === row.kind &&
        row.probes.some(
          (probe) =>
            probe.key === stored.key && probe.from <= stored.date && stored.date <= probe.to,
        ),
    );
    if (meets) later.add(row);
    else keys.push(...row.duplicate_keys.map((key) => ({ ...key, kind: row.kind })));
  }
  return later;
}

/** Each entry's columns, as the saving statement's input rows read them (submissionsQuery). */
function inputRowOf({
  kind,
  submission,
  record,
  confirmedNotDuplicate,
  actor,
  key,
  message,
  payment,
}: NewSubmission) {
  const columns = recordColumns(kind, submission, record.createdAt);
  return {
    kind: columns.kind,
    audit_entity: auditEntityOf(kind),
    reference: record.reference,
    status: record.status,
    record_type: columns.recordType,
    event_date: columns.eventDate,
    firstname: columns.firstname,
    search_name: columns.searchName,
    summary_body: columns.summaryBody,
    particulars: record.particulars,
    late: record.late,
    over_five_years: record.overFiveYears,
    subject_sex: columns.subjectSex,
    birth_place: columns.birthPlace,
    timeliness: columns.timeliness,
    reg_center_id: record.regCenterId,
    state_id: record.stateId,
    lga_id: record.lgaId,
    captured_by: record.capturedBy,
    created_at: record.createdAt.toISOString(),
    duplicate_keys: kind.duplicateKeys(submission),
    probes: kind.duplicateProbes(submission) satisfies DuplicateProbe[],
    confirmed: confirmedNotDuplicate,
    user_name: actor.userName,
    ip: actor.ip,
    request_id: actor.requestId,
    key: key.key,
    request_hash: key.requestHash,
    message,
    ...paymentInput(payment),
    pay_purpose: payment ? paymentPurpose(kind, record.reference) : null,
  };
}

/** An entry as the saving statement reads it. */
type InputRow = ReturnType<typeof inputRowOf>;

/** The input rows' columns and types (jsonb_to_recordset), in inputRowOf's names. */
const INPUT_COLUMNS = `kind text, audit_entity text, reference text, status text,
  record_type text, event_date date, firstname text, search_name text, summary_body text,
  particulars jsonb, late boolean, over_five_years boolean, subject_sex smallint,
  birth_place smallint, timeliness text, reg_center_id integer,
  state_id integer, lga_id integer, captured_by integer, created_at timestamptz,
  duplicate_keys jsonb, probes jsonb, confirmed boolean, user_name text, ip text,
  request_id text, key text, request_hash text, message text, pay_provider text,
  pay_reference text, pay_service text, pay_amount_kobo bigint, pay_currency text,
  pay_paid_kobo bigint, pay_provider_reference text, pay_paid_at timestamptz,
  pay_verified_at timestamptz, pay_purpose text`;

/** Saves entries in one statement (see insertSubmission); one outcome per entry, in order. */
async function insertSubmissions(
  db: Database,
  entries: NewSubmission[],
): Promise<SubmissionOutcome[]> {
  const inputRows = entries.map(inputRowOf);
  const later = laterInBatch(inputRows);
  const now = inputRows.filter((row) => !later.has(row));
  const query = builtOnce(submissionQueries, db, 'submit', () => submissionsQuery());
  const rows = await valuesOf(db, query, { input: JSON.stringify(now) });
  const byReference = new Map(rows.map((row) => [row[0] as string, row]));
  return inputRows.map((input) => {
    if (later.has(input)) return { deferred: true };
    const [, answer, duplicate, paymentUsed] = byReference.get(input.reference) ?? [];
    return outcomeOf(
      answer as string | null | undefined,
      duplicate as string | null | undefined,
      paymentUsed === true,
    );
  });
}

/** An entry's outcome from the statement's `answer` and `duplicate` columns (JSON text). */
function outcomeOf(
  answer: string | null | undefined,
  duplicate: string | null | undefined,
  paymentUsed: boolean,
): SubmissionOutcome {
  return {
    ...(answer ? { answer: JSON.parse(answer) as unknown } : {}),
    ...(duplicate ? { duplicate: duplicateOf(duplicate) } : {}),
    ...(paymentUsed ? { paymentUsed: true as const } : {}),
  };
}

function duplicateOf(json: string): PossibleDuplicate {
  const { id, reference, body, place } = JSON.parse(json) as {
    id: number;
    reference: string;
    body: string;
    place: Placement;
  };
  return { id, reference, summary: JSON.parse(`{${body}}`) as Record<string, unknown>, place };
}

const submissionQueries = new WeakMap<Database, Map<string, Query>>();

/**
 * insertSubmissions' statement, built once. Its one parameter is the entries as a JSON array
 * of input rows; each row's possible duplicate is looked for on its own (lateral), then the
 * rows without one (or confirmed) are saved with their duplicate keys, history, audit events
 * and Idempotency-Keys. A row with a payment is saved only if its reference was bound to it
 * (`bound`); each row's record id is taken first, for the binding to name.
 */
function submissionsQuery(): Query {
  return dialect.sqlToQuery(submissionsSql(sql.placeholder('input')));
}

/** submissionsQuery's statement with `input` (the entries as JSON text) as given. */
function submissionsSql(input: SQL | ReturnType<typeof sql.placeholder>): SQL {
  const duplicates = possibleDuplicateQuery(sql`input.kind`, sql`input.probes`, sql`0`);
  return sql`
    with input as materialized (
      select *, nextval('records_id_seq') as id from jsonb_to_recordset(${input}::jsonb)
        as input (${sql.raw(INPUT_COLUMNS)})
    ),
    duplicate as (
      select input.reference as of_reference, found.*
      from input cross join lateral (${duplicates}) as found
    ),
    keep as (
      select * from input
      where confirmed
        or not exists (select 1 from duplicate where duplicate.of_reference = input.reference)
    ),
    bound as (
      ${bindingPaidReferences(sql`
        select distinct on (pay_provider, pay_reference) pay_provider, pay_reference,
          pay_service, 'paid', pay_paid_kobo, pay_currency, pay_provider_reference,
          pay_verified_at, pay_paid_at, kind, id, pay_purpose, captured_by, created_at
        from keep
        where pay_reference is not null
        order by pay_provider, pay_reference, id`)}
      returning p.id as payment_id, p.record_id
    ),
    saved as (
      insert into records (id, kind, reference, status, record_type, event_date, firstname,
        search_name, summary_body, particulars, late, over_five_years, subject_sex,
        birth_place, timeliness, reg_center_id, state_id, lga_id, captured_by, created_at,
        updated_at)
      select id, kind, reference, status, record_type, event_date, firstname,
        search_name, summary_body, particulars, late, over_five_years, subject_sex,
        birth_place, timeliness, reg_center_id, state_id, lga_id, captured_by, created_at,
        created_at
      from keep
      where keep.pay_reference is null
        or exists (select 1 from bound where bound.record_id = keep.id)
      returning id, reference, status
    ),
    payment_audit as (
      insert into audit_log (actor_user_id, actor_user_name, action, entity_type, entity_id,
        ip, request_id, details)
      select keep.captured_by, keep.user_name, 'payment.bind', 'payment',
        bound.payment_id::text, keep.ip, keep.request_id,
        jsonb_build_object('service', keep.pay_service, 'provider', keep.pay_provider,
          'reference', keep.pay_reference, 'amount_kobo', keep.pay_amount_kobo,
          'record_kind', keep.kind, 'record_id', keep.id, 'purpose', keep.pay_purpose)
      from bound join keep on keep.id = bound.record_id
    ),
    duplicate_keys as (
      insert into record_keys (kind, key, event_date, record_id)
      select input.kind, key.key, key.date, saved.id
      from saved join input using (reference)
        cross join jsonb_to_recordset(input.duplicate_keys) as key (key text, date date)
    ),
    history as (
      insert into record_history (record_type, record_id, action, from_status, to_status, by_user_id)
      select input.kind, saved.id, 'submit', null, saved.status, input.captured_by
      from saved join input using (reference)
    ),
    audit as (
      insert into audit_log (actor_user_id, actor_user_name, action, entity_type, entity_id,
        ip, request_id, details)
      select input.captured_by, input.user_name, input.audit_entity || '.submit',
        input.audit_entity, saved.id::text, input.ip, input.request_id,
        jsonb_build_object('reference', saved.reference, 'centreId', input.reg_center_id)
          || case when input.confirmed then jsonb_build_object('confirmedNotDuplicateOf',
            (select duplicate.reference from duplicate
              where duplicate.of_reference = input.reference))
            else '{}'::jsonb end
      from saved join input using (reference)
      order by saved.id
    ),
    answer as (
      insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
      select input.captured_by, input.key, input.request_hash, 201,
        jsonb_build_object('status', 'SUCCESS', 'message', input.message,
          'data', jsonb_build_object('id', saved.id, 'reference', saved.reference,
            'status', saved.status))
      from saved join input using (reference)
      returning key, response_body
    )
    select input.reference,
      (select response_body::text from answer where answer.key = input.key) as answer,
      (select json_build_object('id', id, 'reference', reference, 'body', summary_body,
          'place', json_build_object('stateId', duplicate.state_id,
            'lgaId', duplicate.lga_id, 'centreId', duplicate.reg_center_id))::text
        from duplicate where duplicate.of_reference = input.reference) as duplicate,
      (input.pay_reference is not null
        and exists (select 1 from keep where keep.reference = input.reference)
        and not exists (select 1 from saved where saved.reference = input.reference))
        as payment_used
    from input`;
}

/**
 * Saves one submission inside the caller's transaction `tx` (not batched), as insertSubmission
 * saves it: a fee waived is stored in the same transaction (records/paid.ts). A second
 * use of the Idempotency-Key fails on IDEMPOTENCY_KEY_INDEX, as in insertSubmission.
 */
export async function insertSubmissionIn(
  tx: Database,
  entry: NewSubmission,
): Promise<SubmissionOutcome> {
  const [outcome] = await insertSubmissionsIn(tx, [entry]);
  return outcome ?? {};
}

/**
 * Saves many submissions by one statement in `tx`, as insertSubmission saves each (the demo
 * register, seed/register.ts). The entries must not duplicate each other: rows of one
 * statement do not see each other (laterInBatch). One outcome per entry, in order.
 */
export async function insertSubmissionsIn(
  tx: Database,
  entries: readonly NewSubmission[],
): Promise<SubmissionOutcome[]> {
  const input = JSON.stringify(entries.map(inputRowOf));
  const rows = rowsOf<{
    reference: string;
    answer: string | null;
    duplicate: string | null;
    payment_used: boolean | null;
  }>(await tx.execute(submissionsSql(sql`${input}`)));
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  return entries.map(({ record }) => {
    const row = byReference.get(record.reference);
    return outcomeOf(row?.answer, row?.duplicate, row?.payment_used === true);
  });
}
