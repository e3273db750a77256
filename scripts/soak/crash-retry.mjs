// Crash and retry (issue 19, part of `npm run soak`; alone: `node scripts/soak/crash-retry.mjs`
// after `npm run build`). On a private PostgreSQL cluster of its own (never the machine's shared
// server), the built API takes births, deaths and stillbirths from 50 clients, each sending
// every submission with an Idempotency-Key and sending it again with the same key until it is
// acknowledged, while
//   1. the API process is killed (kill -9) several times and started again;
//   2. PostgreSQL is restarted (pg_ctl restart -m fast, then -m immediate) and taken down for a
//      few seconds: the API must stay up, answer 503 with a clear message meanwhile, and
//      reconnect by itself (its notification listener too);
//   3. the same submission is sent 20 times at once with one key, several times.
// Then SQL checks: every acknowledged submission stored exactly once, as answered; none stored
// twice; history, audit events, duplicate keys, counts and totals match the records. Prints the
// figures; exits 1 when a check fails.
//
// CRASH_CLIENTS (50), CRASH_KILLS (4), CRASH_LOAD_MS (load between two events, 4000),
// CRASH_OUTAGE_MS (PostgreSQL down, 3000), CRASH_DB_EVENTS (which of fast,immediate,outage: all),
// CRASH_REPLAYS (same-key bursts, 10), CRASH_API_PORT (3971), CRASH_PG_PORT (first port tried
// for PostgreSQL, 5544), CRASH_RESULT_FILE (where to write the figures as JSON too, for
// scripts/soak.mjs), CRASH_KEEP_HOME=1 (keep the soak's folder, with the API's log), and
// CRASH_LOG_LEVEL (the API's, warn). `npm test` runs the short form (scripts/soak.mjs,
// SOAK_SHORT=1).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { cleanUpOnce, runToEnd } from '../lib.mjs';
import { apiProcess, snapshotApi } from './crash-api.mjs';
import { registrarLoad } from './crash-clients.mjs';
import { startPrivateCluster } from './crash-cluster.mjs';
import { verifyRecords } from './crash-verify.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const CLIENTS = setting('CRASH_CLIENTS', 50);
const KILLS = setting('CRASH_KILLS', 4);
const LOAD_MS = setting('CRASH_LOAD_MS', 4000);
const OUTAGE_MS = setting('CRASH_OUTAGE_MS', 3000);
const API_PORT = setting('CRASH_API_PORT', 3971);
const PG_PORT = setting('CRASH_PG_PORT', 5544);
const REPLAYS = setting('CRASH_REPLAYS', 10);
const DB_EVENTS = (process.env.CRASH_DB_EVENTS ?? 'fast,immediate,outage').split(',');
/** The 503 message of a database out of reach (apps/api/src/db/unavailable.ts). */
const UNAVAILABLE_MESSAGE = 'The database cannot be reached at the moment. Try again shortly.';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text) => console.log(`[crash] ${text}`);

const home = mkdtempSync(join(tmpdir(), 'vitalreg-crash-'));
let cluster;
let api;
/** Stops the API and the cluster, then removes the folder. */
const cleanUp = cleanUpOnce('crash', {
  home,
  keep: process.env.CRASH_KEEP_HOME === '1',
  async stop() {
    await api?.kill().catch(() => undefined);
    cluster?.stop();
  },
});

/** Polls /api/health while `until` is pending: the statuses seen, and whether the API died. */
async function watchHealth(url, until) {
  const seen = {};
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const sent = Date.now();
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.status,
      (error) => `no answer (${error.cause?.code ?? error.name} after ${Date.now() - sent} ms)`,
    );
    seen[status] = (seen[status] ?? 0) + 1;
    await sleep(200);
  }
  return seen;
}

/** Phase 1: kill -9 the API KILLS times under load, starting it again each time. */
async function apiCrashes(load) {
  const running = load.start('API killed', CLIENTS);
  const restarts = [];
  for (let i = 0; i < KILLS; i++) {
    await sleep(LOAD_MS * (0.75 + Math.random() / 2));
    await api.kill();
    const killed = Date.now();
    await sleep(300);
    await api.start();
    restarts.push(Date.now() - killed);
    log(`API killed (${i + 1}/${KILLS}), answering again after ${restarts.at(-1)} ms`);
  }
  await sleep(LOAD_MS);
  const figures = await running.stop();
  return { ...figures, crashes: restarts.length, restarts };
}

/** Phase 2: PostgreSQL restarted twice and down for OUTAGE_MS, under load; the API stays up. */
async function databaseRestarts(load) {
  const running = load.start('PostgreSQL restarted', CLIENTS);
  const events = [];
  const pid = api.pid;
  /** When PostgreSQL was last back. */
  let back = Date.now();
  const event = async (name, action) => {
    await sleep(LOAD_MS);
    const at = Date.now();
    const done = (async () => {
      await action();
      return Date.now() - at;
    })();
    const health = await watchHealth(api.url, done);
    events.push({ name, at, ms: await done, health, apiUp: api.alive && api.pid === pid });
    back = Date.now();
    log(`PostgreSQL ${name}: health answers ${JSON.stringify(health)}, API up: ${api.alive}`);
  };
  if (DB_EVENTS.includes('fast')) await event('restarted (fast)', () => cluster.restart('fast'));
  if (DB_EVENTS.includes('immediate')) {
    await event('restarted (immediate)', () => cluster.restart('immediate'));
  }
  if (DB_EVENTS.includes('outage')) {
    await event(`down for ${OUTAGE_MS} ms`, async () => {
      await cluster.down();
      await sleep(OUTAGE_MS);
      await cluster.up();
    });
  }
  // The API's notification listener (session cache, display names) must be back too.
  const listening = await listenerBack(cluster.url, back);
  await sleep(LOAD_MS);
  const figures = await running.stop();
  for (const slow of figures.slow) {
    const after = events.map((e) => `${e.name} +${slow.sent - e.at} ms`).join(', ');
    log(`slow answer: ${slow.status} after ${slow.took} ms, sent at ${after}`);
  }
  return { ...figures, events, listening, apiUp: api.alive && api.pid === pid };
}

/**
 * Seconds until the API LISTENs again after PostgreSQL came back (its session cache and display
 * names hear of changes again), or undefined when it does not within 60 s (postgres-js listens
 * again by itself, retrying as its pools do: apps/api/src/db/client.ts, reconnectDelay).
 */
async function listenerBack(url, since) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    while (Date.now() - since < 60_000) {
      const rows = await sql`select 1 from pg_stat_activity
        where application_name = 'vitalreg-api' and query ilike 'listen %'`;
      if (rows.length > 0) return Math.round((Date.now() - since) / 100) / 10;
      await sleep(250);
    }
    return undefined;
  } finally {
    await sql.end();
  }
}

function printSummary({ phases, replays, verdict, failures }) {
  const { figures } = verdict;
  const answers = (a) =>
    Object.entries(a)
      .map(([status, n]) => `${status} x${n}`)
      .join(', ');
  const [crashes, restarts] = phases;
  const lines = [
    '',
    '── Crash and retry ─────────────────────────────────────────────',
    `  clients                              ${CLIENTS}`,
    `  submissions sent                     ${figures.submissions}`,
    `  submissions acknowledged (2xx)       ${figures.acknowledged}`,
    `  retried (same key)                   ${figures.retried}  (answered as a replay: ${figures.replayed})`,
    `  API crashes survived (kill -9)       ${crashes.crashes}  (back in ${crashes.restarts.join(', ')} ms)`,
    `  PostgreSQL restarts survived         ${restarts.events.filter((e) => e.apiUp).length}/${restarts.events.length}  (API process up throughout: ${restarts.apiUp ? 'yes' : 'NO'})`,
    `  listener back after the outage       ${restarts.listening === undefined ? 'NO' : `after ${restarts.listening} s`}`,
    `  503 messages while PostgreSQL was away: ${[...restarts.unavailable].map((m) => JSON.stringify(m)).join(', ') || '(none)'}`,
    `  answers, API killed                  ${answers(crashes.answers)} (slowest ${crashes.slowestMs} ms)`,
    `  answers, PostgreSQL restarted        ${answers(restarts.answers)} (slowest ${restarts.slowestMs} ms)`,
    `  answers slower than 5 s              ${crashes.slow.length + restarts.slow.length}`,
    `  20 same-key requests at once         ${replays.times} times: ${answers(replays.answers)}; split answers: ${replays.split}`,
    `  records stored                       ${figures.stored}`,
    `  acknowledged records lost            ${figures.lost}`,
    `  duplicates                           ${figures.duplicates}  (of retried: ${figures.retriedDuplicated})`,
    `  records never sent / without a key   ${figures.strays} / ${figures.recordsWithoutKey}`,
    `  never acknowledged / refused         ${figures.unacknowledged} / ${figures.refused}`,
    `  key answer mismatches                ${figures.keyMismatches}`,
    `  history / audit mismatches           ${figures.historyMismatches} / ${figures.auditMismatches}`,
    `  duplicate-key rows mismatches        ${figures.duplicateKeyMismatches}`,
    `  count / total mismatches             ${figures.countMismatches}`,
  ];
  console.log(lines.join('\n'));
  console.log(
    failures.length === 0
      ? '  result                               PASS'
      : `  result                               FAIL\n${failures.map((f) => `    - ${f}`).join('\n')}`,
  );
  console.log('────────────────────────────────────────────────────────────────');
}

/** The API log's 5xx failures and last lines, printed before the summary when a check failed. */
function printApiLog() {
  const lines = readFileSync(join(home, 'api.log'), 'utf8').split('\n');
  const failed = lines.filter((line) => line.includes('"request failed"')).slice(0, 20);
  if (failed.length > 0) console.log(`The API's 5xx failures:\n${failed.join('\n')}`);
  console.log(`Last lines of the API's log:\n${lines.slice(-30).join('\n')}`);
}

/** What the phases themselves must show, besides the database checks. */
function phaseFailures(phases, replays) {
  const [crashes, restarts] = phases;
  const failures = [];
  const all = [crashes, restarts, replays];
  const fiveHundreds = all.flatMap((p) =>
    Object.entries(p.answers).filter(([s]) => Number(s) >= 500 && Number(s) !== 503),
  );
  if (fiveHundreds.length > 0) failures.push(`5xx other than 503: ${JSON.stringify(fiveHundreds)}`);
  if (crashes.crashes < KILLS)
    failures.push(`only ${crashes.crashes} of ${KILLS} crashes survived`);
  if (!restarts.apiUp) failures.push('the API process stopped while PostgreSQL restarted');
  if (restarts.listening === undefined) {
    failures.push('the API did not LISTEN again within 60 s of the outage');
  }
  // The API is up throughout: a request it never answered waited on a connection for ever.
  const unanswered = restarts.answers['no answer (TimeoutError)'] ?? 0;
  if (unanswered > 0) {
    failures.push(`${unanswered} requests never answered while PostgreSQL restarted`);
  }
  if (!restarts.answers[503] && !restarts.events.some((e) => e.health[503])) {
    failures.push('no 503 seen while PostgreSQL was down');
  }
  const others = [...restarts.unavailable, ...crashes.unavailable].filter(
    (m) => m !== UNAVAILABLE_MESSAGE,
  );
  if (others.length > 0) failures.push(`unclear 503 messages: ${JSON.stringify(others)}`);
  if (replays.split > 0) failures.push(`${replays.split} same-key bursts named different records`);
  return failures;
}

async function main() {
  const started = Date.now();
  cluster = await startPrivateCluster({ port: PG_PORT });
  log(`private PostgreSQL at port ${cluster.port}`);
  api = apiProcess({
    server: snapshotApi(home),
    port: API_PORT,
    databaseUrl: cluster.url,
    dataDir: join(home, 'data'),
    logFile: join(home, 'api.log'),
  });
  await api.start(120_000);
  const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  try {
    const { load, registrarId } = await registrarLoad({
      url: () => api.url,
      sql,
    });
    log(`${CLIENTS} clients; killing the API ${KILLS} times`);
    const crashes = await apiCrashes(load);
    log('restarting PostgreSQL under load');
    const restarts = await databaseRestarts(load);
    log(`sending 20 same-key requests at once, ${REPLAYS} times`);
    const replays = await load.concurrentReplays('same key at once', {
      times: REPLAYS,
      copies: 20,
    });
    replays.times = REPLAYS;
    const verdict = await verifyRecords(sql, cluster.url, load.submissions, registrarId);
    const failures = [...phaseFailures([crashes, restarts], replays), ...verdict.failures];
    const ok = failures.length === 0;
    // The log comes first, so that the summary and its reasons are the last lines printed.
    if (!ok) printApiLog();
    printSummary({ phases: [crashes, restarts], replays, verdict, failures });
    log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
    if (process.env.CRASH_RESULT_FILE) {
      const result = {
        ok,
        crashesSurvived: crashes.crashes,
        databaseRestartsSurvived: restarts.events.filter((e) => e.apiUp).length,
        unavailableAnswers: restarts.answers[503] ?? 0,
        ...verdict.figures,
      };
      writeFileSync(process.env.CRASH_RESULT_FILE, JSON.stringify(result, null, 2));
    }
    return ok;
  } finally {
    await sql.end();
    await api.stop();
  }
}

await runToEnd('crash', main, cleanUp);
