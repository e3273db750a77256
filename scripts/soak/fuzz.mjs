// Input fuzzing, the full run (issue 19, section 2; part of `npm run soak`; alone:
// `node scripts/soak/fuzz.mjs`). Runs the API's fuzz test (apps/api/src/test/fuzz) with at
// least FUZZ_MIN_REQUESTS (10,000) hostile requests over every route, on PostgreSQL when one is
// reachable (TEST_DATABASE_URL, else 127.0.0.1:5432/test), else on PGlite; prints the answers
// by status and by route. Exits 1 when any answer was wrong (a 5xx, a hang, no envelope, a
// changed row): the test's own output lists them.
//
// The last line, `SOAK fuzz: ...`, is the figure `npm run soak` prints in its summary.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isListening, run } from '../lib.mjs';

const MIN_REQUESTS = Number(process.env.FUZZ_MIN_REQUESTS ?? 10_000);
const number = (n) => n.toLocaleString('en-US');

async function databaseUrl() {
  if (process.env.TEST_DATABASE_URL !== undefined) return process.env.TEST_DATABASE_URL;
  return (await isListening('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '';
}

/** "200 1,234 · 400 5,678": statuses in order, with their counts. */
const byStatus = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status} ${number(n)}`)
    .join(' · ');

const fiveHundreds = (counts) =>
  Object.entries(counts)
    .filter(([status]) => !/^[1-4]\d\d$/.test(status))
    .reduce((sum, [, n]) => sum + n, 0);

function printReport(report) {
  const width = Math.max(...Object.keys(report.byRoute).map((key) => key.length));
  console.log(`\n── Fuzz: answers by route (${report.perRoute} requests each) ──`);
  for (const [route, counts] of Object.entries(report.byRoute)) {
    console.log(`  ${route.padEnd(width)}  ${byStatus(counts)}`);
  }
  console.log('\n── Fuzz: answers by status ──');
  console.log(`  ${byStatus(report.byStatus)}`);
  console.log(
    `  ${number(report.total)} requests over ${report.routes} routes on ${report.database}; ` +
      `5xx or no answer: ${fiveHundreds(report.byStatus)}; wrong answers: ${report.failures.length}` +
      (report.pending.length > 0
        ? `; pending (known, listed in fuzz/pending.ts): ${report.pending.length}`
        : ''),
  );
}

const folder = mkdtempSync(join(tmpdir(), 'vitalreg-fuzz-'));
const reportFile = join(folder, 'report.json');
let passed = true;
try {
  const url = await databaseUrl();
  await run('npm', ['test', '-w', '@vitalreg/api', '--', 'src/test/fuzz/fuzz.test.ts'], {
    TEST_DATABASE_URL: url,
    FUZZ_MIN_REQUESTS: String(MIN_REQUESTS),
    FUZZ_REPORT: reportFile,
  }).catch(() => {
    passed = false;
  });
  if (!existsSync(reportFile))
    throw new Error('the fuzz wrote no report (it did not run to its end)');
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  printReport(report);
  const errors = fiveHundreds(report.byStatus);
  passed &&= errors === 0 && report.failures.length === 0 && report.total >= MIN_REQUESTS;
  console.log(
    `SOAK fuzz: ${number(report.total)} requests on ${report.database}: ${byStatus(report.byStatus)}; ` +
      `${errors} 5xx; ${report.failures.length} wrong answers${passed ? '' : ' (FAIL)'}`,
  );
} catch (error) {
  passed = false;
  console.log(`SOAK fuzz: FAIL (${error.message})`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exitCode = passed ? 0 : 1;
