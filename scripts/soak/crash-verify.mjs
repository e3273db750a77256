// The crash soak's checks (scripts/soak/crash-retry.mjs), in SQL on the soak's own database once
// the load has stopped: what was acknowledged is stored exactly once, nothing is stored twice,
// and the rows the engine writes with a record (its key's answer, history line, audit event,
// duplicate keys) and the counts and totals its triggers keep all match the records.
import { execFile } from 'node:child_process';
import { root } from '../lib.mjs';
import { KINDS } from './crash-payloads.mjs';

/** The number of rows of a query that must answer none. */
async function countOf(sql, text) {
  const [row] = await sql.unsafe(`select count(*)::int as n from (${text}) as found`);
  return row.n;
}

/** Each kind's records with the name that makes each submission unique. */
function namedRecords() {
  return Object.entries(KINDS)
    .map(
      ([kind, { name }]) =>
        `select id, kind, reference, ${name} as name from records where kind = '${kind}'`,
    )
    .join(' union all ');
}

/**
 * The counts, totals and dashboard tallies the triggers keep, checked against the records by the
 * API suites' own check (scripts/soak/count-check.ts): the number of rows that differ.
 */
async function countMismatchesAt(url) {
  const output = await new Promise((resolve, reject) => {
    execFile(
      'npx',
      ['tsx', 'scripts/soak/count-check.ts', url],
      { cwd: root, maxBuffer: 1 << 20 },
      (error, stdout, stderr) =>
        error ? reject(new Error(stderr || error.message)) : resolve(stdout),
    );
  });
  const { mismatches, examples } = JSON.parse(output.trim().split('\n').at(-1));
  if (mismatches > 0) console.log(`[crash] count mismatches, e.g. ${JSON.stringify(examples)}`);
  return mismatches;
}

/**
 * Checks the database against the clients' submissions; answers the figures and the list of
 * failed checks (empty when all hold).
 */
export async function verifyRecords(sql, url, submissions, userId) {
  const stored = await sql.unsafe(namedRecords());
  const byName = new Map();
  for (const row of stored) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  const sent = new Map(submissions.map((s) => [s.name, s]));

  const acknowledged = submissions.filter((s) => s.ack);
  const lost = acknowledged.filter((s) => {
    const rows = byName.get(s.name) ?? [];
    return !rows.some(
      (row) =>
        row.reference === s.ack.reference && Number(row.id) === s.ack.id && row.kind === s.kind,
    );
  });
  const duplicated = [...byName.values()].filter((rows) => rows.length > 1);
  const retried = submissions.filter((s) => s.attempts > 1);
  const retriedDuplicated = retried.filter((s) => (byName.get(s.name) ?? []).length > 1);
  const strays = stored.filter((row) => !sent.has(row.name));
  const unacknowledged = submissions.filter((s) => !s.ack);

  // Each acknowledged key holds the answer it was acknowledged with.
  const keys = await sql`
    select key, response_status, response_body #>> '{data,reference}' as reference
    from idempotency_keys where user_id = ${userId}`;
  const keyAnswers = new Map(keys.map((row) => [row.key, row]));
  const keyMismatches = acknowledged.filter((s) => {
    const row = keyAnswers.get(s.key);
    return !row || row.reference !== s.ack.reference || row.response_status !== 201;
  });

  const checks = {
    // Records no key answered with: saved by an attempt whose answer was then lost, and again.
    recordsWithoutKey: await countOf(
      sql,
      `select r.id from records r where not exists (select from idempotency_keys k
         where k.response_body #>> '{data,reference}' = r.reference)`,
    ),
    historyMismatches: await countOf(
      sql,
      `select r.id from records r
       where (select count(*) from record_history h where h.record_id = r.id
              and h.record_type = r.kind and h.action = 'submit') <> 1
       union all
       select h.id from record_history h where not exists
         (select from records r where r.id = h.record_id and r.kind = h.record_type)`,
    ),
    auditMismatches: await countOf(
      sql,
      `select r.id from records r
       where (select count(*) from audit_log a where a.entity_id = r.id::text
              and a.action like '%.submit' and a.details ->> 'reference' = r.reference) <> 1
       union all
       select a.id from audit_log a where a.action like '%.submit' and not exists
         (select from records r where r.id::text = a.entity_id
            and r.reference = a.details ->> 'reference')`,
    ),
    duplicateKeyMismatches: await countOf(
      sql,
      `select r.id from records r where not exists
         (select from record_keys k where k.record_id = r.id and k.kind = r.kind)
       union all
       select k.record_id from record_keys k where not exists
         (select from records r where r.id = k.record_id)`,
    ),
    countMismatches: await countMismatchesAt(url),
  };

  const figures = {
    submissions: submissions.length,
    acknowledged: acknowledged.length,
    retried: retried.length,
    replayed: submissions.filter((s) => s.replayed).length,
    unacknowledged: unacknowledged.length,
    refused: submissions.filter((s) => s.refused).length,
    stored: stored.length,
    lost: lost.length,
    duplicates: duplicated.length,
    retriedDuplicated: retriedDuplicated.length,
    strays: strays.length,
    keyMismatches: keyMismatches.length,
    ...checks,
  };
  const failures = [];
  const must = (ok, text) => ok || failures.push(text);
  must(lost.length === 0, `${lost.length} acknowledged submissions are not stored as answered`);
  must(duplicated.length === 0, `${duplicated.length} submissions are stored more than once`);
  must(strays.length === 0, `${strays.length} stored records were never sent`);
  must(unacknowledged.length === 0, `${unacknowledged.length} submissions were never acknowledged`);
  // What each refused submission was answered, in order of kind, and what was stored of it.
  const refusedExamples = submissions
    .filter((s) => s.refused)
    .slice(0, 3)
    .map(
      (s) =>
        `${s.kind} "${s.refused}" after ${JSON.stringify(s.answers)}: ` +
        `${(byName.get(s.name) ?? []).length} stored, key ${keyAnswers.has(s.key) ? 'kept' : 'not kept'}`,
    );
  must(
    figures.refused === 0,
    `${figures.refused} submissions were refused (4xx): ${refusedExamples.join('; ')}`,
  );
  must(keyMismatches.length === 0, `${keyMismatches.length} keys do not hold their answer`);
  for (const [name, n] of Object.entries(checks)) must(n === 0, `${name}: ${n}`);
  return {
    figures,
    failures,
    examples: { lost: lost.slice(0, 3), duplicated: duplicated.slice(0, 3) },
  };
}
