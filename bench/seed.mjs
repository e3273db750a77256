// Seeds BENCH_RECORDS (default 1,000,000) birth registrations into a PostgreSQL database whose
// schema the API has already migrated: ~2,000 registration centres across real LGAs, records
// spread over them and over three years, in batches of INSERT ... SELECT generate_series
// (the rows are made inside PostgreSQL, so nothing large crosses the wire).
import postgres from 'postgres';

const SURNAMES = [
  'Adeyemi',
  'Okafor',
  'Bello',
  'Ibrahim',
  'Eze',
  'Ogunleye',
  'Abubakar',
  'Nwosu',
  'Musa',
  'Olawale',
  'Chukwu',
  'Yusuf',
  'Danjuma',
  'Afolabi',
  'Obi',
  'Okonkwo',
  'Lawal',
  'Akande',
  'Ekpo',
  'Etim',
  'Usman',
  'Balogun',
  'Nnamdi',
  'Garba',
  'Adebayo',
  'Okeke',
  'Suleiman',
];
const FIRSTNAMES = [
  'Oluwaseun',
  'Chinedu',
  'Aisha',
  'Fatima',
  'Emeka',
  'Ngozi',
  'Tunde',
  'Halima',
  'Ifeoma',
  'Musa',
  'Zainab',
  'Chiamaka',
  'Babatunde',
  'Amina',
  'Obinna',
  'Folake',
  'Kelechi',
  'Hauwa',
  'Adaeze',
  'Ibrahim',
  'Temitope',
  'Uche',
  'Hadiza',
  'Segun',
  'Nkechi',
  'Yemi',
  'Bilkisu',
];

const literal = (list) => `(ARRAY[${list.map((name) => `'${name}'`).join(',')}])`;

export async function seedBirthRecords(databaseUrl, target, log = console.log) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await removeBenchSubmissions(sql, log);
    const [{ count }] = await sql`select count(*)::int as count from birth_registrations`;
    if (count >= target) {
      log(`  ${count.toLocaleString('en-US')} birth registrations already seeded`);
      return count;
    }
    const started = Date.now();
    await ensureCentres(sql, 2000);
    const [{ capturer }] = await sql`select id as capturer from users where user_name = 'registra'`;
    const batch = 100_000;
    for (let from = count + 1; from <= target; from += batch) {
      const to = Math.min(target, from + batch - 1);
      await sql.unsafe(`
        with centres as (
          select array_agg(id order by id) as ids, array_agg(state_id order by id) as states,
                 array_agg(lga_id order by id) as lgas from registration_centres
        ), rows as (
          select g,
                 1 + (hashint4(g) & 2147483647) % array_length(c.ids, 1) as centre_index,
                 (hashint4(g * 7) & 2147483647) % 100 as status_roll,
                 ${literal(SURNAMES)}[1 + (hashint4(g * 3) & 2147483647) % ${SURNAMES.length}] as surname,
                 ${literal(FIRSTNAMES)}[1 + (hashint4(g * 5) & 2147483647) % ${FIRSTNAMES.length}] as firstname,
                 ${literal(FIRSTNAMES)}[1 + (hashint4(g * 11) & 2147483647) % ${FIRSTNAMES.length}] as mother_firstname,
                 now() - ((hashint4(g * 13) & 2147483647) % (3 * 365 * 24 * 3600)) * interval '1 second' as created,
                 c.ids, c.states, c.lgas
          from generate_series(${from}, ${to}) as g, centres c
        )
        insert into birth_registrations (
          reference, status, claimed, record_type, child_surname, child_firstname, child_sex,
          child_birth_date, mother_surname, mother_firstname, father_surname, father_firstname,
          search_name, particulars, late, over_five_years, reg_center_id, state_id, lga_id,
          captured_by, certificate_number, approved_at, created_at, updated_at)
        select
          'BR-BENCH-' || g,
          case when status_roll < 60 then 'approved' when status_roll < 90 then 'pending'
               when status_roll < 98 then 'queried' else 'printed' end,
          true, 'birth', surname, firstname, 1 + g % 2,
          (created - interval '3 days')::date, surname, mother_firstname, surname, 'Emeka',
          lower(firstname || ' ' || surname || ' ' || mother_firstname || ' ' || surname),
          '{"seeded": true}'::jsonb, false, false,
          ids[centre_index], states[centre_index], lgas[centre_index], ${capturer},
          case when status_roll < 60 or status_roll >= 98 then 'BENCH/' || g end,
          case when status_roll < 60 or status_roll >= 98 then created end,
          created, created
        from rows`);
      log(`  ${to.toLocaleString('en-US')} / ${target.toLocaleString('en-US')} rows`);
    }
    log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return target;
  } finally {
    await settle(sql, log);
    await sql.end();
  }
}

/**
 * Removes the records submitted by earlier runs (children named Bench...; seeded records have
 * BR-BENCH- references), so that every run starts from the same million records and the
 * submissions of one run do not pile up as possible duplicates of the next run's.
 */
async function removeBenchSubmissions(sql, log) {
  // In batches, each its own transaction: the counts trigger updates the same few count rows
  // once per removed record, and PostgreSQL walks all of a row's versions from the same
  // transaction on each update (193,000 records in one statement ran for over 15 minutes).
  let removed = 0;
  for (;;) {
    const [{ batch }] = await sql`
      with gone as (
        delete from birth_registrations
        where id in (
          select id from birth_registrations
          where child_firstname like 'Bench%' and reference not like 'BR-BENCH-%'
          limit 1000)
        returning id
      ), history as (
        delete from record_history where record_type = 'birth' and record_id in (select id from gone)
      )
      select count(*)::int as batch from gone`;
    removed += batch;
    if (batch < 1000) break;
  }
  if (removed > 0)
    log(`  removed ${removed.toLocaleString('en-US')} records submitted by earlier runs`);
}

/**
 * VACUUM (ANALYZE) what the seeding and earlier runs churned, as autovacuum would on a live
 * server. Seeding updates the same count rows over and over (with the per-record triggers
 * before migration 0017, two million dead row versions in birth_registration_counts); this
 * server runs with autovacuum off, and unvacuumed, a country list's total read ~40,000 dead
 * index entries (38 ms instead of < 1 ms). The words of the records removed by
 * removeBenchSubmissions, left dead at the end of the record_id index, made PostgreSQL 15 walk
 * them whenever it planned a country search (6 ms per plan).
 */
async function settle(sql, log) {
  const started = Date.now();
  for (const table of [
    'birth_registrations',
    'birth_registration_words',
    'birth_registration_counts',
    'birth_registration_totals',
    'idempotency_keys',
    'record_history',
    'audit_log',
    'audit_log_pending',
  ]) {
    await sql.unsafe(`vacuum (analyze) ${table}`);
  }
  // The pages vacuum dirtied are written now, not by the checkpointer during the first routes.
  await sql`checkpoint`;
  log(`  vacuumed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `count` NINs (9 followed by 10 digits) verified just now, as the wizard's Verify leaves them
 * before a submission: the bench's mothers. Earlier runs' verifications are replaced.
 */
export async function verifiedBenchNins(databaseUrl, count) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [{ verifier }] = await sql`select id as verifier from users where user_name = 'registra'`;
    await sql`delete from nin_verifications where identifier like '9%' and provider = 'bench'`;
    await sql`
      insert into nin_verifications (kind, identifier, provider, result, verified_by)
      select 'nin', '9' || lpad(g::text, 10, '0'), 'bench', 'verified', ${verifier}
      from generate_series(1, ${count}) as g`;
    // The replaced rows, left dead, would be walked by every submission's identity check (each
    // run left 50,000 more: the submissions of the fifth run of a session were ~25% slower).
    await sql`vacuum (analyze) nin_verifications`;
    return Array.from({ length: count }, (_, i) => `9${String(i + 1).padStart(10, '0')}`);
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
