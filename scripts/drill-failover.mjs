// The failover drill (issue 47; `npm run drill:failover`, which builds the API first, and a part
// of `npm run soak`). On this machine: one etcd and a two-node Patroni cluster with synchronous
// replication (scripts/drills/patroni-cluster.mjs; Debian's patroni and etcd-server are
// installed when missing), the built API on it through a multi-host DATABASE_URL with
// target_session_attrs=read-write (postgres-js tries each host and keeps the one that takes
// writes), and the crash soak's 50 clients submitting births, deaths and stillbirths, each
// sending a submission again with the same Idempotency-Key until it is acknowledged
// (scripts/soak/crash-clients.mjs). The primary's PostgreSQL is killed (kill -9 of its
// postmaster) twice: Patroni promotes the synchronous standby, and the old primary comes back as
// the new standby (pg_rewind) before the second kill. Then, on the final primary, the crash
// soak's checks (scripts/soak/crash-verify.mjs): every acknowledged submission stored once, as
// answered. docs/deployment.md ("Drill") explains the choices and holds the last run's output.
//
// Prints acknowledged, lost (must be 0), duplicated (must be 0), the answers during each switch
// by status (503 with Retry-After, never 500) and the seconds without writes; exits 1 when a
// check fails. DRILL_CLIENTS (50), DRILL_KILLS (2), DRILL_LOAD_MS (load before each kill and
// after the last, 5000), DRILL_API_PORT (3190), DRILL_KEEP_HOME=1 (keep the drill's folder with
// the logs of etcd, Patroni, PostgreSQL and the API), DRILL_LOG_LEVEL (the API's, warn).
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { ensurePatroni, startPatroniCluster } from './drills/patroni-cluster.mjs';
import { cleanUpOnce, runToEnd } from './lib.mjs';
import { apiProcess, snapshotApi } from './soak/crash-api.mjs';
import { registrarLoad } from './soak/crash-clients.mjs';
import { verifyRecords } from './soak/crash-verify.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const CLIENTS = setting('DRILL_CLIENTS', 50);
const KILLS = setting('DRILL_KILLS', 2);
const LOAD_MS = setting('DRILL_LOAD_MS', 5000);
const API_PORT = setting('DRILL_API_PORT', 3190);
const ETCD = { clientPort: 23790, peerPort: 23800 };
const NODES = [
  { name: 'node1', pgPort: 5461, restPort: 8061 },
  { name: 'node2', pgPort: 5462, restPort: 8062 },
];
const DATABASE = 'vitalreg';
const PASSWORD = process.env.DEMO_PASSWORD ?? 'vitalreg-demo';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text) => console.log(`[drill] ${text}`);
const seconds = (ms) => (ms / 1000).toFixed(1);

const home = mkdtempSync(join(tmpdir(), 'vitalreg-drill-'));
// Patroni and PostgreSQL run as the postgres user, and read their folders inside this one.
chmodSync(home, 0o755);
let cluster;
let api;
/** Stops the API, Patroni and etcd, then removes the folder. */
const cleanUp = cleanUpOnce('drill', {
  home,
  keep: process.env.DRILL_KEEP_HOME === '1',
  async stop() {
    await api?.kill().catch(() => undefined);
    await cluster?.stop().catch((error) => console.error(`[drill] ${error.message}`));
  },
});

/** Creates the API's database on the primary (the standby gets it by replication). */
async function createDatabase() {
  const primary = await cluster.primary();
  const sql = postgres(cluster.nodeUrl(primary, 'postgres'), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create database ${DATABASE}`);
  } finally {
    await sql.end();
  }
}

/**
 * One kill: the primary's postmaster killed with kill -9, then the times until another node is
 * primary and until the old one is back as its synchronous standby.
 */
async function killPrimary(n) {
  const victim = await cluster.primary();
  if (!victim) throw new Error('no primary to kill');
  const at = Date.now();
  const pid = cluster.killPostmaster(victim);
  log(`kill ${n}: kill -9 of ${victim.name}'s postmaster (pid ${pid})`);
  const promoted = await cluster.waitForPrimary(victim);
  const promotedAt = Date.now();
  log(`kill ${n}: ${promoted.name} is primary after ${seconds(promotedAt - at)} s`);
  await cluster.waitForSyncStandby(victim);
  const rejoinedAt = Date.now();
  log(
    `kill ${n}: ${victim.name} is back as synchronous standby after ${seconds(rejoinedAt - at)} s`,
  );
  return { n, victim: victim.name, promoted: promoted.name, at, promotedAt, rejoinedAt };
}

/**
 * What the clients saw around one kill: the answers from the kill until the old primary was
 * back as standby, by status, the 503s among them without Retry-After, and the longest time
 * between two acknowledgements from the last one before the kill (the seconds without writes).
 */
function switchFigures(kill, timeline) {
  const during = timeline.filter((a) => a.at >= kill.at && a.at <= kill.rejoinedAt);
  const answers = {};
  for (const a of during) answers[a.status] = (answers[a.status] ?? 0) + 1;
  const acks = timeline
    .filter((a) => a.acknowledged)
    .map((a) => a.at)
    .sort((x, y) => x - y);
  const before = acks.filter((t) => t <= kill.at).at(-1) ?? kill.at;
  const after = acks.filter((t) => t > kill.at && t <= kill.rejoinedAt + LOAD_MS);
  let withoutWrites = 0;
  let last = before;
  for (const t of after) {
    withoutWrites = Math.max(withoutWrites, t - last);
    last = t;
  }
  if (after.length === 0) withoutWrites = Infinity;
  return {
    ...kill,
    answers,
    withoutRetryAfter: during.filter((a) => a.status === 503 && !a.retryAfter).length,
    withoutWritesMs: withoutWrites,
  };
}

function printSummary({ figures, switches, failures }) {
  const answers = (a) =>
    Object.entries(a)
      .map(([status, n]) => `${status} x${n}`)
      .join(', ');
  const lines = [
    '',
    '── Failover drill ──────────────────────────────────────────────',
    `  cluster                              etcd + Patroni, ${NODES.length} nodes, synchronous_mode`,
    `  DATABASE_URL                         ${cluster.url(DATABASE)}`,
    `  clients                              ${CLIENTS}`,
    `  primary killed (kill -9 postmaster)  ${switches.length} times`,
  ];
  for (const s of switches) {
    lines.push(
      `  switch ${s.n}: ${s.victim} -> ${s.promoted}          new primary after ${seconds(s.promotedAt - s.at)} s, ` +
        `${s.victim} standby again after ${seconds(s.rejoinedAt - s.at)} s`,
      `    seconds without writes             ${seconds(s.withoutWritesMs)}`,
      `    answers during the switch          ${answers(s.answers) || '(none)'}`,
      `    503 without Retry-After            ${s.withoutRetryAfter}`,
    );
  }
  lines.push(
    `  slowest answer                       ${seconds(figures.slowestMs)} s`,
    `  submissions sent                     ${figures.submissions}`,
    `  acknowledged submissions             ${figures.acknowledged}`,
    `  retried (same key)                   ${figures.retried}  (answered as a replay: ${figures.replayed})`,
    `  lost (acknowledged, not on the final primary)  ${figures.lost}`,
    `  duplicated                           ${figures.duplicates}`,
    `  never acknowledged / refused         ${figures.unacknowledged} / ${figures.refused}`,
    `  history / audit / count mismatches   ${figures.historyMismatches} / ${figures.auditMismatches} / ${figures.countMismatches}`,
  );
  console.log(lines.join('\n'));
  console.log(
    failures.length === 0
      ? '  result                               PASS'
      : `  result                               FAIL\n${failures.map((f) => `    - ${f}`).join('\n')}`,
  );
  console.log('────────────────────────────────────────────────────────────────');
  const total = switches.reduce((sum, s) => sum + s.withoutWritesMs, 0);
  console.log(
    `SOAK failover: ${switches.length} failovers, ${figures.acknowledged} acknowledged, ` +
      `lost ${figures.lost}, duplicated ${figures.duplicates}, ` +
      `${seconds(total)} s without writes in all`,
  );
}

/** What the load itself must show: no 5xx but 503, every 503 with Retry-After, every answer in time. */
function loadFailures(figures, switches) {
  const failures = [];
  const fiveHundreds = Object.entries(figures.answers).filter(
    ([status]) => Number(status) >= 500 && Number(status) !== 503,
  );
  if (fiveHundreds.length > 0) failures.push(`5xx other than 503: ${JSON.stringify(fiveHundreds)}`);
  const unanswered = figures.answers['no answer (TimeoutError)'] ?? 0;
  if (unanswered > 0) failures.push(`${unanswered} requests had no answer within 20 s`);
  const bare = figures.timeline.filter((a) => a.status === 503 && !a.retryAfter).length;
  if (bare > 0) failures.push(`${bare} answers 503 without Retry-After`);
  for (const s of switches) {
    if (!Number.isFinite(s.withoutWritesMs))
      failures.push(`no write acknowledged after kill ${s.n}`);
  }
  return failures;
}

function printApiLog() {
  const lines = readFileSync(join(home, 'api.log'), 'utf8').split('\n');
  const failed = lines.filter((line) => line.includes('"request failed"')).slice(0, 20);
  if (failed.length > 0) console.log(`The API's 5xx failures:\n${failed.join('\n')}`);
}

async function main() {
  const started = Date.now();
  if (!ensurePatroni()) {
    // `npm test` on a developer's machine says what it could not run, as for the browser.
    const missing =
      'Patroni and etcd are missing (apt-get install -y patroni etcd-server, as root)';
    console.log(`SOAK failover: not run: ${missing}`);
    return process.env.SOAK_SHORT === '1';
  }
  cluster = await startPatroniCluster({ home: join(home, 'cluster'), etcd: ETCD, nodes: NODES });
  log(
    `Patroni cluster up: ${(await cluster.primary()).name} primary, after ${seconds(Date.now() - started)} s`,
  );
  await createDatabase();
  api = apiProcess({
    server: snapshotApi(home),
    port: API_PORT,
    databaseUrl: cluster.url(DATABASE),
    dataDir: join(home, 'data'),
    logFile: join(home, 'api.log'),
    logLevel: process.env.DRILL_LOG_LEVEL,
  });
  await api.start(120_000);
  const setup = postgres(cluster.url(DATABASE), { max: 1, onnotice: () => {} });
  let load;
  let registrarId;
  try {
    ({ load, registrarId } = await registrarLoad({
      url: () => api.url,
      sql: setup,
      password: PASSWORD,
    }));
  } finally {
    await setup.end();
  }

  log(`${CLIENTS} clients submitting; killing the primary ${KILLS} times`);
  const running = load.start('failover', CLIENTS);
  const kills = [];
  for (let n = 1; n <= KILLS; n++) {
    await sleep(LOAD_MS);
    kills.push(await killPrimary(n));
  }
  await sleep(LOAD_MS);
  const figures = await running.stop();
  const switches = kills.map((kill) => switchFigures(kill, figures.timeline));

  const primary = await cluster.primary();
  const url = cluster.nodeUrl(primary, DATABASE);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const verdict = await verifyRecords(sql, url, load.submissions, registrarId);
    const failures = [...loadFailures(figures, switches), ...verdict.failures];
    if (failures.length > 0) printApiLog();
    printSummary({
      figures: { ...verdict.figures, slowestMs: figures.slowestMs },
      switches,
      failures,
    });
    log(`done in ${seconds(Date.now() - started)} s`);
    return failures.length === 0;
  } finally {
    await sql.end();
    await api.stop();
  }
}

await runToEnd('drill', main, cleanUp);
