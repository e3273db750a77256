// `npm test`: every test. Type checks and lint, domain unit tests, web unit tests, the API
// suite on the embedded database (PGlite) and on PostgreSQL, then the browser journeys in
// Debian's Chromium against the built app served by the real API. Between them, the short form
// of `npm run soak` (scripts/soak.mjs).
//
// PostgreSQL: TEST_DATABASE_URL, else the local server at 127.0.0.1:5432 (database `test`).
// Under CI=true a missing PostgreSQL or Chromium is a failure, not a skip.
import { existsSync } from 'node:fs';
import {
  checkNodeVersion,
  ensureInstalled,
  onSupportedNode,
  isListening,
  run,
  step,
} from './lib.mjs';

checkNodeVersion();
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipped = [];

async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (await isListening('127.0.0.1', 5432)) return 'postgres://postgres@127.0.0.1:5432/test';
  return undefined;
}

try {
  await ensureInstalled();
  await onSupportedNode();

  step('Type checks');
  await run('npm', ['run', 'typecheck']);
  step('Lint and format');
  await run('npx', ['eslint', '.']);
  await run('npx', ['prettier', '--check', '.', '--log-level', 'warn']);

  step('Domain unit tests');
  await run('npm', ['test', '-w', '@vitalreg/domain']);
  step('Web unit tests');
  await run('npm', ['test', '-w', '@vitalreg/web']);

  step('API tests on the embedded database (PGlite)');
  await run('npm', ['test', '-w', '@vitalreg/api'], { TEST_DATABASE_URL: '' });

  const databaseUrl = await postgresUrl();
  if (databaseUrl) {
    // The read-replica tests (apps/api/src/test/two-hosts.test.ts) stream from a local server:
    // allow replication from 127.0.0.1 (idempotent; .ci/run runs it too).
    if (/@(127\.0\.0\.1|localhost)[:/]/.test(databaseUrl)) {
      await run('node', ['scripts/allow-replication.mjs', databaseUrl]).catch(() => {});
    }
    step(`API tests on PostgreSQL (${databaseUrl.replace(/\/\/[^@]*@/, '//')})`);
    await run('npm', ['test', '-w', '@vitalreg/api'], { TEST_DATABASE_URL: databaseUrl });
  } else if (ci) {
    throw new Error(
      'PostgreSQL is not reachable at 127.0.0.1:5432 and TEST_DATABASE_URL is unset.',
    );
  } else {
    skipped.push('API tests on PostgreSQL (no server at 127.0.0.1:5432; set TEST_DATABASE_URL)');
  }

  step('Building the app (for the soak and the browser journeys)');
  await run('npm', ['run', 'build']);

  if (databaseUrl) {
    step('Soak, short form: fuzz sample, API killed, PostgreSQL down, a failover, audit tampered');
    await run('node', ['scripts/soak.mjs'], {
      SOAK_SHORT: '1',
      SOAK_SKIP_BUILD: '1',
      TEST_DATABASE_URL: databaseUrl,
    });
  } else {
    skipped.push('the short soak (it needs PostgreSQL)');
  }

  if (existsSync(chromium)) {
    step('Browser journeys (Playwright, Chromium)');
    await run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
  } else if (ci) {
    throw new Error(`Chromium is missing at ${chromium} (apt-get install -y chromium).`);
  } else {
    skipped.push(`browser journeys (no Chromium at ${chromium}; apt-get install -y chromium)`);
  }

  if (skipped.length > 0) {
    console.log('\n\x1b[33mPassed, but these could not run on this machine:\x1b[0m');
    for (const line of skipped) console.log(`  - ${line}`);
  } else {
    console.log('\n\x1b[1;32mAll tests passed.\x1b[0m');
  }
} catch (error) {
  console.error(`\n\x1b[31m${error.message}\x1b[0m`);
  process.exit(1);
}
