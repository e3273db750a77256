// Seeds the bench database, whose schema the API has already migrated: BENCH_RECORDS births
// (default 1,000,000), BENCH_DEATHS deaths (200,000), BENCH_STILLBIRTHS stillbirths (20,000) and
// BENCH_ATTESTATIONS birth attestations (100,000) in the records engine's tables, over ~2,000
// registration centres across real LGAs and three years, in batches of INSERT ... SELECT
// generate_series (the rows are made inside PostgreSQL, so nothing large crosses the wire).
//
// Each row is what the API writes for a submission of its kind (modules/records/submissions.ts,
// inputRowOf): `particulars` is the kind's domain fixture, parsed by its schema, with the row's
// names, dates, NINs and place put in; `summary_body` is the kind's `summaryOf` of a template
// with holes that PostgreSQL fills; `record_keys` are what the kind's `duplicateKeys` give; a
// paid kind's payment reference is bound to its record in `payments`. The search words, counts
// and totals are kept by the triggers. After seeding, sampled rows of each kind are checked
// against the domain's own functions (checkSeededRows), so the bench cannot drift from the API.
import postgres from 'postgres';
import {
  FIXTURE_FIRSTNAMES,
  FIXTURE_SURNAMES,
  RECORD_KIND_DECLARATIONS,
  exampleBirthRegistrationDraft,
  exampleAttestationSubmission,
  exampleDeathRegistrationSubmission,
  exampleStillbirthSubmission,
  searchNameOf,
  toBirthRegistrationSubmission,
} from '@vitalreg/domain';

const SURNAMES = FIXTURE_SURNAMES;
const FIRSTNAMES = FIXTURE_FIRSTNAMES;

/** Why a seeded person has no NIN (a value the schemas accept, from the death fixture). */
const NO_NIN_REASON = 'Lack of Awareness';

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;
const list = (names) => `(ARRAY[${names.map(literal).join(',')}])`;
/** A pseudo-random non-negative integer of the row's number, one per `salt`. */
const roll = (salt) => `(hashint4(g * ${salt}) & 2147483647)`;
const pick = (names, salt) => `${list(names)}[1 + ${roll(salt)} % ${names.length}]`;

/**
 * Holes in JSON made by the domain's code, filled by PostgreSQL per row. `holes` maps dotted
 * paths of a template to SQL expressions; each distinct expression gets a short name (`@@3@@`:
 * short enough to survive a summary's `slice(0, 10)` of a date).
 */
class Holes {
  names = new Map();

  /** A deep copy of `object` with the value at each path of `holes` replaced by its hole. */
  punch(object, holes) {
    const copy = structuredClone(object);
    for (const [path, expression] of Object.entries(holes)) {
      const keys = path.split('.');
      const last = keys.pop();
      const parent = keys.reduce((at, key) => at[key], copy);
      if (!(last in parent)) throw new Error(`The template has no ${path}.`);
      if (!this.names.has(expression)) this.names.set(expression, String(this.names.size));
      parent[last] = `@@${this.names.get(expression)}@@`;
    }
    return copy;
  }

  /**
   * SQL giving `jsonText` with each hole replaced by the JSON of its expression (NULL gives
   * null). A hole left unfilled, or changed by the code that made the text, is an error.
   */
  filled(jsonText) {
    let sql = literal(jsonText);
    let left = jsonText;
    for (const [expression, name] of this.names) {
      const hole = `"@@${name}@@"`;
      if (!jsonText.includes(hole)) continue;
      left = left.replaceAll(hole, '');
      sql = `replace(${sql}, ${literal(hole)}, coalesce(to_json(${expression})::text, 'null'))`;
    }
    if (left.includes('@@')) throw new Error(`A hole was not filled in ${jsonText}`);
    return sql;
  }
}

/** The API's particulars of a submission: the schema's output without confirmNotDuplicate. */
function particularsOf(kind, input) {
  const { confirmNotDuplicate: _confirm, ...particulars } = kind.submissionSchema.parse(input);
  return particulars;
}

/** A person's names and sex, as columns of a seeded row: each kind's subject and mother. */
const person = `${pick(SURNAMES, 3)} as surname, ${pick(FIRSTNAMES, 5)} as firstname,
  ${pick(FIRSTNAMES, 11)} as mother_first, 1 + g % 2 as sex`;
/** A row's own NIN (`prefix` and its number in 10 digits) when `when` holds, else null. */
const ninWhen = (prefix, when) =>
  `case when ${when} then '${prefix}' || lpad(g::text, 10, '0') end`;
/** The search name of a subject whose mother shares the surname (birth, attestation). */
const withMother = `lower(firstname || ' ' || surname || ' ' || mother_first || ' ' || surname)`;
/** SQL of a duplicate key: `prefix:` and the particulars at `paths`, lower-cased, joined by |. */
const keyOf = (prefix, paths) =>
  `'${prefix}:' || ${paths.map((path) => `lower(particulars #>> '{${path}}')`).join(" || '|' || ")}`;

/**
 * The seeded records of one kind. `row` is SQL selecting the kind's values of each row of
 * `base` (g, created, centre_id, state_id, lga_id, status_roll); `variants` are the particulars'
 * templates (the domain's fixtures, parsed), chosen per row by `when` (the last has none), each
 * with `holes`: its paths filled per row, by SQL expressions over `row`'s columns; `keys` is SQL
 * over the inserted row (its `particulars`) giving the duplicate keys as a text array, as the
 * kind's duplicateKeys does. A paid kind's rows name their payment reference (`paid_with`),
 * bound to the record as the API binds it.
 */
function seedsOf(kind) {
  const place = {
    registration_state: 'state_id',
    registration_lga: 'lga_id',
    Reg_Center: 'centre_id',
  };
  const noNinReason = `case when nin is null then ${literal(NO_NIN_REASON)} end`;
  if (kind.key === 'birth') {
    const template = particularsOf(
      kind,
      toBirthRegistrationSubmission(exampleBirthRegistrationDraft('claimed')),
    );
    template.child.middlename = null;
    template.mother.middlename = null;
    template.father.firstname = 'Emeka';
    template.father.middlename = null;
    return {
      // 60% of mothers with a NIN of their own.
      row: `*, (created - interval '3 days')::date as event_date,
          ${ninWhen('6', `${roll(17)} % 100 < 60`)} as nin
        from (select base.*, ${person} from base) as base`,
      variants: [
        {
          template,
          holes: {
            'child.surname': 'surname',
            'child.firstname': 'firstname',
            'child.sex': 'sex',
            'child.childBirthDate': 'event_date',
            'child.state_of_birth': 'state_id',
            'child.lga_of_birth': 'lga_id',
            'mother.surname': 'surname',
            'mother.firstname': 'mother_first',
            'mother.nin': 'nin',
            'mother.reason_for_no_nin': noNinReason,
            'father.surname': 'surname',
            ...place,
          },
        },
      ],
      firstname: 'firstname',
      searchName: withMother,
      // Born 3 days before the registration.
      timeliness: literal('within_30_days'),
      keys: `array_remove(array[
          'mother-nin:' || (particulars #>> '{mother,nin}'),
          ${keyOf('mother-names', ['mother,surname', 'mother,firstname'])}], null)`,
    };
  }
  if (kind.key === 'death') {
    // Form B (9 in 10): someone of 5 to 95, 70% with a NIN; form A: a child of 1 to 4 years,
    // with the mother's part. 80% with a date of birth (the age at death must then match it).
    const formB = particularsOf(kind, exampleDeathRegistrationSubmission('form_b'));
    const formA = particularsOf(kind, exampleDeathRegistrationSubmission('form_a'));
    formB.deceased.middlename = null;
    const deceased = {
      'deceased.surname': 'surname',
      'deceased.firstname': 'firstname',
      'deceased.sex': 'sex',
      'deceased.date_of_birth': 'born',
      'deceased.date_of_death': 'event_date',
      'deceased.age_at_death.value': 'age',
      'deceased.nin': 'nin',
      'deceased.reason_for_no_nin': noNinReason,
      'informant.surname': 'surname',
      ...place,
    };
    return {
      row: `*, case when born_known then make_date(extract(year from event_date)::int - age,
            extract(month from event_date)::int, 1) end as born
        from (select base.*, ${person},
            case when form_a then 1 + ${roll(23)} % 4 else 5 + ${roll(23)} % 91 end as age,
            (created - (1 + ${roll(29)} % 14) * interval '1 day')::date as event_date,
            ${roll(31)} % 100 < 80 as born_known,
            ${ninWhen('7', `not form_a and ${roll(37)} % 100 < 70`)} as nin
          from (select base.*, ${roll(19)} % 100 < 10 as form_a from base) as base) as base`,
      variants: [
        {
          template: formA,
          when: 'form_a',
          holes: { ...deceased, 'mother.surname': 'surname', 'mother.firstname': 'mother_first' },
        },
        { template: formB, holes: deceased },
      ],
      firstname: 'firstname',
      searchName: `lower(firstname || ' ' || surname)`,
      // Died 1 to 14 days before the registration.
      timeliness: literal('within_45_days'),
      keys: `array_remove(array[
          'nin:' || (particulars #>> '{deceased,nin}'),
          ${keyOf('names', ['deceased,surname', 'deceased,firstname'])} || '|'
            || coalesce(particulars #>> '{deceased,date_of_birth}', '')], null)`,
    };
  }
  if (kind.key === 'stillbirth') {
    const template = particularsOf(kind, exampleStillbirthSubmission());
    return {
      row: `*, ${pick(FIRSTNAMES, 5)} || ' ' || ${pick(SURNAMES, 3)} as fullname,
          1 + g % 2 as sex,
          (created - (1 + ${roll(29)} % 7) * interval '1 day')::date as event_date
        from base`,
      variants: [
        {
          template,
          holes: {
            'stillbirth.sex': 'sex',
            'stillbirth.date_of_delivery': 'event_date',
            'mother.fullname': 'fullname',
            ...place,
          },
        },
      ],
      firstname: 'null::text',
      searchName: 'lower(fullname)',
      timeliness: 'null::text',
      keys: `array['mother:' || regexp_replace(lower(btrim(particulars #>> '{mother,fullname}')),
          '\\s+', ' ', 'g')]`,
    };
  }
  if (kind.key === 'attestation') {
    // Applicants born 18 to 80 years before they applied, 70% with a NIN; the others with a
    // passport number and the affidavit. Each paid with a reference of its own.
    const [withNin, withoutNin] = ['with_nin', 'without_nin'].map((variant) => {
      const template = particularsOf(kind, exampleAttestationSubmission(variant));
      template.applicant.middlename = null;
      return template;
    });
    const applicant = {
      'applicant.surname': 'surname',
      'applicant.firstname': 'firstname',
      'applicant.sex': 'sex',
      'applicant.date_of_birth': 'event_date',
      'parents.father.surname': 'surname',
      'parents.father.firstname': 'father_first',
      'parents.mother.surname': 'surname',
      'parents.mother.firstname': 'mother_first',
      reference: 'paid_with',
      ...place,
    };
    const names = [
      'applicant,surname',
      'applicant,firstname',
      'parents,father,surname',
      'parents,father,firstname',
      'parents,mother,surname',
      'parents,mother,firstname',
    ];
    return {
      row: `*, ${pick(FIRSTNAMES, 41)} as father_first, 'SBX-PAID-BENCH-' || g as paid_with,
          (created - interval '18 years' - (1 + ${roll(43)} % (62 * 365)) * interval '1 day')::date
            as event_date,
          ${ninWhen('5', `${roll(47)} % 100 < 70`)} as nin
        from (select base.*, ${person} from base) as base`,
      variants: [
        {
          template: withNin,
          when: 'nin is not null',
          holes: { ...applicant, 'applicant.nin': 'nin' },
        },
        {
          template: withoutNin,
          holes: { ...applicant, 'applicant.id_number': `'A' || lpad(g::text, 8, '0')` },
        },
      ],
      firstname: 'firstname',
      searchName: withMother,
      timeliness: literal('over_5_years'),
      keys: `array_remove(array['nin:' || (particulars #>> '{applicant,nin}'),
          ${keyOf('names', names)}], null)`,
    };
  }
  throw new Error(`The bench does not seed ${kind.key} records.`);
}

/** The INSERT ... SELECT of one batch of a kind's seeded records and their duplicate keys. */
function batchStatement(kind, seeds, capturer, from, to) {
  const holes = new Holes();
  const variants = seeds.variants.map(({ template, when, holes: paths }) => {
    const punched = holes.punch(template, paths);
    return {
      when,
      particulars: holes.filled(JSON.stringify(punched)),
      summary: holes.filled(JSON.stringify(kind.summaryOf(punched)).slice(1, -1)),
    };
  });
  const choose = (part) =>
    variants.length === 1
      ? variants[0][part]
      : `case ${variants
          .slice(0, -1)
          .map((variant) => `when ${variant.when} then ${variant[part]}`)
          .join(' ')} else ${variants.at(-1)[part]} end`;
  // Every row's place of birth is its template's (kind.tally); its sex is the row's.
  const place = kind.tally(seeds.variants.at(-1).template, new Date()).place;
  // The registry's day of the registration (Nigeria, UTC+1), for the late flags.
  const registered = `(created at time zone 'Africa/Lagos')::date`;
  return `
    with centres as (
      select array_agg(id order by id) as ids, array_agg(state_id order by id) as states,
             array_agg(lga_id order by id) as lgas from registration_centres
    ), base as (
      select g, c.ids[i] as centre_id, c.states[i] as state_id, c.lgas[i] as lga_id,
             ${roll(7)} % 100 as status_roll,
             now() - (${roll(13)} % (3 * 365 * 24 * 3600)) * interval '1 second' as created
      from generate_series(${from}, ${to}) as g, centres c,
           lateral (select 1 + ${roll(1)} % array_length(c.ids, 1) as i) as picked
    ), rows as (
      select ${seeds.row}
    ), saved as (
      insert into records (kind, reference, status, record_type, event_date, firstname,
        search_name, summary_body, particulars, late, over_five_years, subject_sex, birth_place,
        timeliness, reg_center_id, state_id, lga_id, captured_by, certificate_number,
        approved_at, created_at, updated_at)
      select ${literal(kind.key)}, ${literal(`${kind.referencePrefix}-BENCH-`)} || g,
        case when status_roll < 60 then 'approved' when status_roll < 90 then 'pending'
             when status_roll < 98 then 'queried' else 'printed' end,
        ${literal(kind.recordTypes[0])}, event_date, ${seeds.firstname}, ${seeds.searchName},
        ${choose('summary')}, (${choose('particulars')})::jsonb,
        ${registered} - event_date > 8,
        event_date < (${registered} - interval '5 years')::date,
        sex, ${place ?? 'null'}, ${seeds.timeliness},
        centre_id, state_id, lga_id, ${capturer},
        case when status_roll < 60 or status_roll >= 98
          then ${literal(`${kind.certificate.prefix}BENCH/`)} || g end,
        case when status_roll < 60 or status_roll >= 98 then created end,
        created, created
      from rows
      returning id, reference, event_date, created_at, particulars ->> 'reference' as paid_with,
        ${seeds.keys} as keys
    )${kind.payment ? paymentsOf(kind, capturer) : ''}
    insert into record_keys (kind, key, event_date, record_id)
    select ${literal(kind.key)}, key, event_date, id from saved, unnest(keys) as key`;
}

/**
 * A paid kind's payments (a CTE after `saved`): each record's reference paid the kind's fee at
 * the sandbox gateway when it was submitted and is bound to it, as checkPayment and
 * bindPayment leave it (payments/service.ts).
 */
function paymentsOf(kind, capturer) {
  const { service } = kind.payment;
  return `, paid as (
      insert into payments (provider, reference, service, status, amount_kobo, currency,
        provider_reference, verified_at, paid_at, record_kind, record_id, purpose, bound_by,
        bound_at)
      select 'sandbox', paid_with, ${literal(service)}, 'paid', fee.amount_kobo, fee.currency,
        'sandbox-' || paid_with, created_at, created_at, ${literal(kind.key)}, id,
        ${literal(`${kind.name} `)} || reference, ${capturer}, created_at
      from saved, (select amount_kobo, currency from fees where service = ${literal(service)}
        order by valid_from desc, id desc limit 1) as fee
    )`;
}

/**
 * Each kind's target count: { birth: 1_000_000, death: 200_000, stillbirth: 20_000,
 * attestation: 100_000 }.
 */
export async function seedRecords(databaseUrl, targets, log = console.log) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await removeBenchSubmissions(sql, log);
    await ensureCentres(sql, 2000);
    const [{ capturer }] = await sql`select id as capturer from users where user_name = 'registra'`;
    for (const [key, target] of Object.entries(targets)) {
      const kind = RECORD_KIND_DECLARATIONS[key];
      const seeds = seedsOf(kind);
      const pattern = `${kind.referencePrefix}-BENCH-%`;
      const [{ count }] = await sql`
        select count(*)::int as count from records where kind = ${key} and reference like ${pattern}`;
      if (count >= target) {
        log(`  ${count.toLocaleString('en-US')} ${kind.name}s already seeded`);
      } else {
        const started = Date.now();
        const batch = 50_000;
        for (let from = count + 1; from <= target; from += batch) {
          const to = Math.min(target, from + batch - 1);
          await sql.unsafe(batchStatement(kind, seeds, capturer, from, to));
          log(`  ${kind.name}s: ${to.toLocaleString('en-US')} / ${target.toLocaleString('en-US')}`);
        }
        log(`  ${kind.name}s seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      const checked = await checkSeededRows(sql, kind, Math.max(count, target));
      log(`  ${checked} sampled ${kind.name}s hold what the API would write`);
    }
  } finally {
    await settle(sql, log);
    await sql.end();
  }
}

/**
 * Compares seeded rows of the kind (up to 25, spread over its numbers) with what the API would
 * write for their particulars: the schema accepts them, and record type, event date, first
 * name, search name, summary, duplicate keys and late flags (on the day it was registered) are
 * the kind's own functions' answers, and a paid kind's payment reference is bound to it (the
 * fees of its corrections, bench/modifications.mjs, are bound to it too).
 */
async function checkSeededRows(sql, kind, seeded) {
  if (seeded === 0) return 0;
  const numbers = Array.from({ length: 25 }, (_, i) => 1 + Math.floor((i * seeded) / 25));
  const references = [...new Set(numbers)].map((g) => `${kind.referencePrefix}-BENCH-${g}`);
  const rows = await sql`
    select r.reference, r.record_type, r.event_date::text as event_date, r.firstname,
      r.search_name, r.summary_body, r.particulars, r.late, r.over_five_years, r.created_at,
      (select p.reference from payments p
        where p.record_kind = r.kind and p.record_id = r.id and p.bound_at is not null
          and p.service = ${kind.payment?.service ?? null}) as paid,
      coalesce((select json_agg(json_build_object('key', k.key, 'date', k.event_date::text)
          order by k.key)
        from record_keys k where k.record_id = r.id and k.kind = r.kind), '[]') as keys
    from records r where r.kind = ${kind.key} and r.reference in ${sql(references)}`;
  if (rows.length === 0) throw new Error(`No seeded ${kind.name} found to check.`);
  for (const row of rows) {
    const parsed = kind.submissionSchema.safeParse(row.particulars);
    if (!parsed.success) {
      throw new Error(
        `Seeded ${row.reference} is not a valid ${kind.name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    }
    const submission = parsed.data;
    const byKey = (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const expected = {
      record_type: kind.recordTypeOf(submission),
      event_date: kind.eventDate(submission),
      firstname: kind.subjectFirstname(submission),
      search_name: searchNameOf(kind, submission),
      summary_body: JSON.stringify(kind.summaryOf(submission)).slice(1, -1),
      keys: JSON.stringify(kind.duplicateKeys(submission).sort(byKey)),
      paid: kind.payment ? submission.reference : null,
      ...(() => {
        const flags = kind.flags(submission, new Date(row.created_at));
        return { late: flags.late, over_five_years: flags.overFiveYears };
      })(),
    };
    const actual = { ...row, keys: JSON.stringify(row.keys) };
    for (const [column, value] of Object.entries(expected)) {
      if (actual[column] !== value) {
        throw new Error(
          `Seeded ${row.reference}: ${column} is ${JSON.stringify(actual[column])}, the API would write ${JSON.stringify(value)}.`,
        );
      }
    }
  }
  return rows.length;
}

/**
 * Removes the records submitted by earlier runs (their search names start with "bench", and
 * seeded records have XX-BENCH- references), with their duplicate keys, history and bound
 * payments, so that every run starts from the same records and the submissions of one run do not pile up as possible
 * duplicates of the next run's.
 */
async function removeBenchSubmissions(sql, log) {
  const ids = (
    await sql`
      select id from records
      where search_name like 'bench%' and reference not like '__-BENCH-%'`
  ).map((row) => row.id);
  const kinds = Object.keys(RECORD_KIND_DECLARATIONS);
  // In batches, each its own transaction: the counts trigger updates the same few count rows
  // once per removed batch, and PostgreSQL walks all of a row's versions from the same
  // transaction on each update (193,000 records in one statement ran for over 15 minutes).
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = ids.slice(i, i + 1000);
    await sql`
      with gone as (delete from records where id in ${sql(batch)} returning id, kind),
      keys as (delete from record_keys where record_id in (select id from gone)),
      paid as (
        delete from payments where (record_kind, record_id) in (select kind, id from gone)),
      history as (
        delete from record_history
        where record_id in (select id from gone) and record_type in ${sql(kinds)})
      select count(*) from gone`;
  }
  if (ids.length > 0)
    log(`  removed ${ids.length.toLocaleString('en-US')} records submitted by earlier runs`);
}

/**
 * VACUUM (ANALYZE) what the seeding and earlier runs churned, as autovacuum would on a live
 * server. Seeding updates the same count rows over and over; this server runs with autovacuum
 * off, and unvacuumed, a country list's total read ~40,000 dead index entries (38 ms instead of
 * < 1 ms). The words of the records removed by removeBenchSubmissions, left dead at the end of
 * the record_id index, made PostgreSQL 15 walk them whenever it planned a country search (6 ms
 * per plan).
 */
async function settle(sql, log) {
  const started = Date.now();
  for (const table of [
    'records',
    'record_names',
    'record_words',
    'record_keys',
    'record_counts',
    'record_totals',
    // The dashboards' tallies: every approval, fee and correction updates the same few rows.
    'record_tallies',
    'activity_tallies',
    'record_kind_words',
    'idempotency_keys',
    'record_history',
    'payments',
    'audit_log',
    'audit_log_pending',
    // Corrections: each run deletes the previous run's requests and versions.
    'modification_requests',
    'record_versions',
  ]) {
    await sql.unsafe(`vacuum (analyze) ${table}`);
  }
  // The pages vacuum dirtied are written now, not by the checkpointer during the first routes.
  await sql`checkpoint`;
  log(`  vacuumed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** A NIN's digits as letters (0 -> a, 9 -> j): the bench's people are named by their NIN. */
export const ninLetters = (nin) => nin.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);

/**
 * Identity numbers verified just now, as the wizard's Verify leaves them before a submission,
 * each with the names the agency gives (a submission must give the same): `ranges` of
 * generated NINs (`prefix` followed by 10 digits, 1 to `count`: the bench's mothers,
 * deceased...), each the `person` named `person.firstname` followed by ninLetters of the NIN,
 * and `fixed` numbers ({ kind: 'nin' | 'tracking_id', identifier, names }: the templates'
 * informants and parents). Earlier runs' bench verifications are replaced. Answers each
 * range's numbers.
 */
export async function verifiedBenchNumbers(databaseUrl, { ranges, fixed }) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const personOf = ({ surname, firstname, middlename }) => ({
    surname: surname ?? '',
    firstname: firstname ?? '',
    middlename: middlename || null,
    dateOfBirth: null,
    sex: null,
    photo: null,
  });
  try {
    const [{ verifier }] = await sql`select id as verifier from users where user_name = 'registra'`;
    await sql`delete from nin_verifications where provider = 'bench'`;
    for (const { prefix, count, person } of ranges) {
      const { firstname, ...rest } = personOf(person);
      await sql`
        insert into nin_verifications (kind, identifier, provider, result, verified_by,
          person_data)
        select 'nin', number.identifier, 'bench', 'verified', ${verifier},
          ${sql.json(rest)}::jsonb || jsonb_build_object('firstname',
            ${firstname}::text || translate(number.identifier, '0123456789', 'abcdefghij'))
        from generate_series(1, ${count}) as g,
          lateral (select ${prefix} || lpad(g::text, 10, '0') as identifier) as number`;
    }
    for (const { kind, identifier, names } of fixed) {
      await sql`
        insert into nin_verifications (kind, identifier, provider, result, verified_by,
          person_data)
        values (${kind}, ${identifier}, 'bench', 'verified', ${verifier},
          ${sql.json(personOf(names))}::jsonb)`;
    }
    // The replaced rows, left dead, would be walked by every submission's identity check (each
    // run left 50,000 more: the submissions of the fifth run of a session were ~25% slower).
    await sql`vacuum (analyze) nin_verifications`;
    return ranges.map(({ prefix, count }) =>
      Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(10, '0')}`),
    );
  } finally {
    await sql.end();
  }
}

/** Registration centres spread over real LGAs, so scopes have realistic sizes. */
async function ensureCentres(sql, wanted) {
  const [{ count }] = await sql`select count(*)::int as count from registration_centres`;
  if (count >= wanted) return;
  await sql.unsafe(`
    insert into registration_centres (name, state_id, lga_id, address)
    select 'Bench Centre ' || g || ' (' || l.name || ')', l.state_id, l.id, null
    from generate_series(1, ${wanted - count}) as g
    join lgas l on l.id = 1 + (g - 1) % (select count(*) from lgas)`);
}
