// `npm run soak` (issue 19): the long proofs that the API holds, one part after another, then
// one summary of their figures. Each part is a script of its own in scripts/soak/ that prints
// its lines and exits non-zero when its proof fails:
//   1. matrix.mjs        the authorization matrix: routes x roles covered;
//   2. fuzz.mjs          input fuzzing: at least 10,000 hostile requests, answers by status;
//   3. crash-retry.mjs   crash and retry on PostgreSQL (built API: `npm run build -w
//                        @vitalreg/api` runs first unless SOAK_SKIP_BUILD=1);
//   4. audit-tamper.ts   audit rows edited and deleted in SQL, and whether the chain shows it;
//   5. drill-restore.mjs the restore drill: pgBackRest backups of a cluster of its own, restored
//                        to a point in time and to the latest, then checked (docs/operations.md).
//   6. drill-failover.mjs the primary of a Patroni cluster killed twice under load (built API;
//                        installs Debian's patroni and etcd-server when missing).
// Parts 1, 2 and 4 run on PostgreSQL when one is reachable (TEST_DATABASE_URL, else
// 127.0.0.1:5432/test), else on the embedded PGlite. SOAK_ONLY=fuzz,audit runs only those.
//
// SOAK_SHORT=1 is the form `npm test` runs (a few minutes, after its build): a fuzz sample,
// one API kill and one PostgreSQL outage under light load, one failover of the Patroni cluster
// under light load, and the tamper check; the matrix is left out there because the API suite
// runs it already, and the restore drill because it takes about three minutes and installs
// pgbackrest (docs/operations.md). A broken soak then fails CI.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { checkNodeVersion, isListening, onSupportedNode, root, run, step } from './lib.mjs';

/** The figure a part printed as `SOAK <name>: <figure>`. */
const soakLine = (name) => (lines) =>
  lines.findLast((line) => line.startsWith(`SOAK ${name}: `))?.slice(`SOAK ${name}: `.length);

/** The crash soak's figures, from its table (scripts/soak/crash-retry.mjs). */
function crashFigures(lines) {
  const value = (label) =>
    lines
      .find((line) => line.trimStart().startsWith(label))
      ?.trimStart()
      .slice(label.length)
      .trim();
  const crashes = value('API crashes survived (kill -9)')?.split(' ')[0];
  if (crashes === undefined) return undefined;
  const restarts = value('PostgreSQL restarts survived')?.split(' ')[0];
  const start = lines.findIndex((line) => line.trimStart().startsWith('result'));
  const reasons = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('    - ')) break;
    reasons.push(line.slice('    - '.length));
  }
  return (
    `${crashes} API crashes and ${restarts ?? '?'} PostgreSQL restarts survived; ` +
    `acknowledged records lost ${value('acknowledged records lost')}; ` +
    `duplicates ${value('duplicates')?.split(' ')[0]}; result ${value('result')?.split(' ')[0]}` +
    (reasons.length > 0 ? ` (${reasons.join('; ')})` : '')
  );
}

const PARTS = [
  {
    name: 'matrix',
    label: 'routes x roles covered',
    file: 'scripts/soak/matrix.mjs',
    command: ['node', 'scripts/soak/matrix.mjs'],
    figure: soakLine('matrix'),
  },
  {
    name: 'fuzz',
    label: 'fuzz requests by status (0 5xx)',
    file: 'scripts/soak/fuzz.mjs',
    command: ['node', 'scripts/soak/fuzz.mjs'],
    short: { FUZZ_MIN_REQUESTS: '1000' },
    figure: soakLine('fuzz'),
  },
  {
    name: 'crash',
    label: 'crashes survived, acknowledged records lost (0), duplicates (0)',
    file: 'scripts/soak/crash-retry.mjs',
    command: ['node', 'scripts/soak/crash-retry.mjs'],
    build: true,
    short: {
      CRASH_CLIENTS: '10',
      CRASH_KILLS: '1',
      CRASH_LOAD_MS: '2000',
      CRASH_OUTAGE_MS: '2000',
      CRASH_DB_EVENTS: 'outage',
      CRASH_REPLAYS: '3',
    },
    figure: crashFigures,
  },
  {
    name: 'failover',
    label: 'failovers under load, lost (0), duplicated (0)',
    file: 'scripts/drill-failover.mjs',
    command: ['node', 'scripts/drill-failover.mjs'],
    build: true,
    // One failover with 10 clients: about a minute and a half, and the install of Patroni and
    // etcd on a fresh machine (docs/deployment.md, "Drill").
    short: { DRILL_CLIENTS: '10', DRILL_KILLS: '1', DRILL_LOAD_MS: '2000' },
    figure: soakLine('failover'),
  },
  {
    name: 'audit',
    label: 'audit breaks found when tampered',
    file: 'scripts/soak/audit-tamper.ts',
    command: ['npx', 'tsx', 'scripts/soak/audit-tamper.ts'],
    short: {},
    figure: soakLine('audit'),
  },
  {
    name: 'drill',
    label: 'restore drill: backups restored and checked (0 failures)',
    file: 'scripts/drill-restore.mjs',
    command: ['node', 'scripts/drill-restore.mjs'],
    figure: soakLine('drill'),
  },
];

/** Runs a part, its output shown as it comes; resolves with its lines and whether it passed. */
function runPart([command, ...args], env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      console.log(line);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ lines, passed: code === 0 }));
  });
}

async function databaseUrl() {
  if (process.env.TEST_DATABASE_URL !== undefined) return process.env.TEST_DATABASE_URL;
  return (await isListening('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : '';
}

checkNodeVersion();
await onSupportedNode();
const short = process.env.SOAK_SHORT === '1';
const only = process.env.SOAK_ONLY?.split(',').map((name) => name.trim());
const url = await databaseUrl();
const results = [];
const chosen = PARTS.filter((p) => (!only || only.includes(p.name)) && (!short || p.short));
for (const part of chosen) {
  step(`Soak: ${part.label}`);
  const started = Date.now();
  let outcome = { lines: [], passed: false };
  let note;
  try {
    if (!existsSync(join(root, part.file))) {
      note = `not run: ${part.file} is missing`;
    } else {
      if (part.build && process.env.SOAK_SKIP_BUILD !== '1') {
        await run('npm', ['run', 'build', '-w', '@vitalreg/api']);
      }
      outcome = await runPart(part.command, {
        TEST_DATABASE_URL: url,
        ...(short ? part.short : {}),
      });
    }
  } catch (error) {
    note = `could not run: ${error.message}`;
  }
  const figure = note ?? part.figure(outcome.lines) ?? 'no figure printed';
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ ...part, figure, passed: outcome.passed && !note, seconds });
}

const width = Math.max(...results.map((r) => r.label.length));
console.log('\n══ Soak summary ' + '═'.repeat(Math.max(10, width + 8)));
for (const r of results) {
  const verdict = r.passed ? '\x1b[32mPASS\x1b[0m' : '\x1b[31mFAIL\x1b[0m';
  console.log(`  ${verdict}  ${r.label.padEnd(width)}  ${r.figure}  (${r.seconds} s)`);
}
console.log(`  database: ${url ? url.replace(/\/\/[^@]*@/, '//') : 'PGlite (embedded)'}`);
process.exitCode = results.length > 0 && results.every((r) => r.passed) ? 0 : 1;
