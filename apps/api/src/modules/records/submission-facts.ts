/**
 * What a submission's checks read before it is saved (submission-checks.ts): its centre, which
 * of its identity numbers were verified, which of its files were uploaded in the area, and
 * whether another kind registers its subject already, for submissions arriving together in
 * one prepared statement.
 */
import type { PersonNames, RecordKindKey } from '@vitalreg/domain';
import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { batched } from '../../db/batches.ts';
import { valuesOf, type Database } from '../../db/client.ts';
import { registrationCentres, states } from '../../db/schema.ts';
import { documents } from '../documents/table.ts';
import { ninVerifications } from '../identity/table.ts';
import type { Placement, UserScope } from '../auth/scope.ts';
import { areaOf, builtOnce, kindIs } from './repository.ts';
import { records } from './tables.ts';

/** Builds SQL text once for statements run by hand (valuesOf). */
const dialect = new PgDialect();

export interface CentrePlace {
  id: number;
  name: string;
  stateId: number;
  lgaId: number;
  disabled: boolean;
  stateCode: string;
}

/** What a submission's checks need (submission-checks.ts), read in one round trip. */
export interface SubmissionFacts {
  centre: CentrePlace | undefined;
  /**
   * `kind:identifier` of the numbers asked for that were verified since `since`, each with the
   * names the agency gave on its newest verification (null: it gave none).
   */
  verified: Map<string, PersonNames | null>;
  /** The stored type of each file key asked for that was uploaded within the area. */
  files: Map<string, string>;
  /** The record of another kind that registers the subject already (FactsAsked.elsewhere). */
  registeredElsewhere: RegisteredRecord | undefined;
}

/** A record found registering a submission's subject, and where it is registered. */
export interface RegisteredRecord {
  reference: string;
  certificate_number: string | null;
  place: Placement;
}

/**
 * A record of another kind that would register the submission's subject already (the kind's
 * `registeredAs`): that kind, where its particulars hold the surname, and the subject.
 */
export interface ElsewhereAsked {
  kind: RecordKindKey;
  surnameAt: readonly [string, ...string[]];
  eventDate: string;
  firstname: string;
  surname: string;
}

/** What one submission asks of submissionFacts. */
export interface FactsAsked {
  centreId: number;
  numbers: readonly { kind: string; identifier: string }[];
  since: Date;
  fileKeys: readonly string[];
  scope: UserScope;
  elsewhere?: ElsewhereAsked;
}

/** Submissions whose facts are read per statement at most, and statements at once. */
const FACTS_BATCHES = { maxBatch: 64, maxInFlight: 2 };

const factsReaders = new WeakMap<
  Database,
  Map<string, (asked: FactsAsked) => Promise<SubmissionFacts>>
>();

/**
 * The submission's centre (with its state's code), which of its identity numbers were verified
 * since `since`, and which of its files were uploaded within the submitter's area. Submissions
 * checked together are read by one prepared statement (batched, as their saving is): each
 * statement cost the API and PostgreSQL more than the few index look-ups it made.
 */
export function submissionFacts(db: Database, asked: FactsAsked): Promise<SubmissionFacts> {
  const elsewhere = asked.elsewhere;
  // One statement per kind looked in, whose key written into the text lets it use that kind's
  // index by day and first name (0032).
  const name = elsewhere ? `facts:${elsewhere.kind}:${elsewhere.surnameAt.join('.')}` : 'facts';
  const read = builtOnce(factsReaders, db, name, () => {
    const query = factsQuery(elsewhere);
    return batched((all: FactsAsked[]) => readFacts(db, query, all), FACTS_BATCHES);
  });
  return read(asked);
}

/** submissionFacts of several submissions in one statement; one answer each, in order. */
async function readFacts(
  db: Database,
  query: Query,
  all: FactsAsked[],
): Promise<SubmissionFacts[]> {
  const input = all.map(({ centreId, numbers, since, fileKeys, scope, elsewhere }) => {
    const area = areaOf(scope);
    return {
      centre: centreId,
      numbers,
      since: since.toISOString(),
      keys: fileKeys,
      level: area?.level ?? -1,
      area: area?.id ?? null,
      ...(elsewhere && {
        eventDate: elsewhere.eventDate,
        firstname: elsewhere.firstname.toLowerCase(),
        surname: elsewhere.surname.toLowerCase(),
      }),
    };
  });
  const rows = await valuesOf(db, query, { input: JSON.stringify(input) });
  return rows.map((row) => {
    const [centre, verified, files, registered] = row as (string | null | undefined)[];
    return {
      centre: centre ? (JSON.parse(centre) as CentrePlace) : undefined,
      verified: new Map(
        Object.entries(JSON.parse(verified ?? '{}') as Record<string, PersonNames | null>),
      ),
      files: new Map(Object.entries(JSON.parse(files ?? '{}') as Record<string, string>)),
      registeredElsewhere: registered ? (JSON.parse(registered) as RegisteredRecord) : undefined,
    };
  });
}

/** `particulars -> 'child' ->> 'surname'`: the text at a path of a record's particulars. */
function particularsText(path: readonly [string, ...string[]]): SQL {
  return path.reduce(
    (json, key, i) =>
      i === path.length - 1 ? sql`(${json} ->> ${key}::text)` : sql`${json} -> ${key}::text`,
    sql`${records.particulars}`,
  );
}

/**
 * The oldest record of `elsewhere.kind` of the asked subject's event date and first name (that
 * kind's index), compared then by surname, as JSON text; none when nothing is asked.
 */
function registeredElsewhereColumn(elsewhere: ElsewhereAsked | undefined): SQL {
  if (!elsewhere) return sql`null::text`;
  const t = records;
  return sql`(select json_build_object('reference', ${t.reference},
          'certificate_number', ${t.certificateNumber}, 'place', json_build_object(
            'stateId', ${t.stateId}, 'lgaId', ${t.lgaId}, 'centreId', ${t.regCenterId}))::text
        from ${t}
        where ${kindIs(elsewhere.kind)} and ${t.eventDate} = (asked.value->>'eventDate')::date
          and lower(${t.firstname}) = asked.value->>'firstname'
          and lower(${particularsText(elsewhere.surnameAt)}) = asked.value->>'surname'
        order by ${t.id} limit 1)`;
}

/**
 * readFacts' statement: one row per asked submission, in the input's order. A number counts as
 * verified on its newest verification (the lookup index, newest first, one row): a parent
 * verified for each of many children, or an informant for many records, is not read once per
 * earlier verification. Its names are the ones that newest answer gave (an agency's record
 * may change); the rest of the person (date of birth, sex) is not read.
 */
function factsQuery(elsewhere: ElsewhereAsked | undefined): Query {
  const c = registrationCentres;
  const v = ninVerifications;
  const d = documents;
  const area = sql`(asked.value->>'area')::integer`;
  return dialect.sqlToQuery(sql`select
      (select json_build_object('id', ${c.id}, 'name', ${c.name}, 'stateId', ${c.stateId},
          'lgaId', ${c.lgaId}, 'disabled', ${c.disabled}, 'stateCode', ${states.code})::text
        from ${c} join ${states} on ${states.id} = ${c.stateId}
        where ${c.id} = (asked.value->>'centre')::integer),
      (select coalesce(json_object_agg(number.kind || ':' || number.identifier, newest.names),
          '{}')::text
        from jsonb_to_recordset(asked.value->'numbers') as number (kind text, identifier text)
        cross join lateral (select case when ${v.personData} is null then null
            else jsonb_build_object('surname', ${v.personData}->'surname',
              'firstname', ${v.personData}->'firstname',
              'middlename', ${v.personData}->'middlename') end as names
          from ${v}
          where ${v.kind} = number.kind and ${v.identifier} = number.identifier
            and ${v.result} = 'verified'
            and ${v.verifiedAt} >= (asked.value->>'since')::timestamptz
          order by ${v.verifiedAt} desc limit 1) as newest),
      (select coalesce(json_object_agg(${d.key}, ${d.mimeType}), '{}')::text
        from ${d}
        where ${d.key} in (select jsonb_array_elements_text(asked.value->'keys'))
          and case (asked.value->>'level')::integer when 0 then true
            when 1 then ${d.stateId} = ${area} when 2 then ${d.lgaId} = ${area}
            when 3 then ${d.centreId} = ${area} else false end),
      ${registeredElsewhereColumn(elsewhere)}
    from jsonb_array_elements(${sql.placeholder('input')}::jsonb) with ordinality as asked
    order by asked.ordinality`);
}
