// The restore drill (issue 48; docs/operations.md "Restore drill"): `npm run drill:restore`,
// after `npm run build -w @vitalreg/api` (run here when DRILL_SKIP_BUILD is not 1). On a
// PostgreSQL 15 cluster of its own (port 5451, or the next free one; data, WAL archive and
// pgBackRest repository in the OS temp folder; never the machine's 5432), archiving its WAL
// with pgBackRest:
//   1. the built API starts on it and seeds (demo centres and accounts); a full backup;
//   2. births are submitted, approved and printed through the API (batch A, with documents),
//      then a point in time T is noted; batch B; an incremental backup; batch C;
//   3. the cluster is destroyed (stopped, its folder removed) and restored to T, then destroyed
//      and restored to the latest point; each time the API starts on it and the checks run:
//      every record acknowledged before the target is there with its documents and certificate
//      (downloaded through the API, SHA-256 as acknowledged), none after it, the audit chain
//      verifies (audit:verify), counts and dashboard tallies match the tables.
// Prints the backup sizes, each restore's time and the records checked; exits 1 on any failed
// check. Installs Debian's pgbackrest when missing (as .ci/run does chromium: needs root).
//
// DRILL_RECORDS (births per batch, 4), DRILL_PG_PORT (5451), DRILL_API_PORT (3973),
// DRILL_KEEP_HOME=1 (keep the folders, with the API's and pgBackRest's logs).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { root, run } from './lib.mjs';
import { apiProcess, signIn, snapshotApi } from './soak/crash-api.mjs';
import { runAsOwner, startPrivateCluster } from './soak/crash-cluster.mjs';
import { payloadMaker, prepareUploads } from './soak/crash-payloads.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const RECORDS = setting('DRILL_RECORDS', 4);
const PG_PORT = setting('DRILL_PG_PORT', 5451);
const API_PORT = setting('DRILL_API_PORT', 3973);
const PGBACKREST = '/usr/bin/pgbackrest';
const STANZA = 'vitalreg';

const log = (text) => console.log(`[drill] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (buffer) => createHash('sha256').update(buffer).digest('hex');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** pgBackRest from Debian, installed when missing (root only; CI and the soak run as root). */
function ensurePgbackrest() {
  if (existsSync(PGBACKREST)) return;
  log('installing pgbackrest (Debian package)');
  for (const args of [['update'], ['install', '-y', 'pgbackrest']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: run it as root.`);
  }
}

let cluster;
let api;
let home;
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    await api?.kill().catch(() => undefined);
    if (process.env.DRILL_KEEP_HOME === '1') {
      console.error(`[drill] kept: ${home} and ${cluster?.home}`);
      return;
    }
    cluster?.stop();
    if (home) rmSync(home, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

/** The drill's pgBackRest: its configuration, and a command run as the cluster's owner. */
function backupTool(folder) {
  const config = join(folder, 'pgbackrest.conf');
  const owner = cluster.owner;
  for (const name of ['repo', 'log', 'lock', 'spool']) mkdirSync(join(folder, name));
  writeFileSync(
    config,
    [
      '[global]',
      `repo1-path=${join(folder, 'repo')}`,
      'repo1-retention-full=2',
      `log-path=${join(folder, 'log')}`,
      `lock-path=${join(folder, 'lock')}`,
      `spool-path=${join(folder, 'spool')}`,
      'log-level-console=warn',
      'log-level-file=info',
      'start-fast=y',
      'compress-type=zst',
      '',
      `[${STANZA}]`,
      `pg1-path=${cluster.data}`,
      `pg1-port=${cluster.port}`,
      `pg1-socket-path=${cluster.home}`,
      '',
    ].join('\n'),
  );
  if (owner) {
    for (const name of ['', 'repo', 'log', 'lock', 'spool', 'pgbackrest.conf']) {
      chownSync(join(folder, name), owner.uid, owner.gid);
    }
  }
  return {
    config,
    run: (...args) =>
      runAsOwner(PGBACKREST, [`--config=${config}`, `--stanza=${STANZA}`, ...args], owner),
  };
}

/** A birth submitted, approved and printed, with the hashes of its files as the API served them. */
async function acknowledgedBirth(context, n) {
  const { url, registrar, dcr, make } = context;
  const call = async (method, path, authorization, body, headers = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        authorization,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.message)}`);
    return answer.data;
  };
  const { body } = make('birth', n);
  const added = await call('POST', '/api/birth-registration/add', registrar, body, {
    'idempotency-key': crypto.randomUUID(),
  });
  await call('GET', `/api/dcr/registrations/birth/approve/${added.id}`, dcr);
  const certificate = await call('POST', `/api/certificates/birth/${added.id}/print`, registrar);
  const record = {
    id: added.id,
    reference: added.reference,
    certificate: `/api/certificates/birth/${added.id}/${certificate.id}/pdf`,
    documents: [
      body.informant.signature,
      ...body.SupportingDocument.map((document) => document.url),
    ].map((key) => `/api/documents/${encodeURIComponent(key)}`),
  };
  record.hashes = await filesOf(url, registrar, record);
  return record;
}

/** SHA-256 of a record's certificate PDF and documents, downloaded through the API. */
async function filesOf(url, authorization, record) {
  const hashes = {};
  for (const path of [record.certificate, ...record.documents]) {
    const response = await fetch(`${url}${path}`, { headers: { authorization } });
    hashes[path] = response.ok
      ? sha256(Buffer.from(await response.arrayBuffer()))
      : response.status;
  }
  return hashes;
}

/** A batch of births; prints their references. */
async function batch(context, name, from) {
  const records = [];
  for (let n = from; n < from + RECORDS; n++) records.push(await acknowledgedBirth(context, n));
  log(`batch ${name}: ${records.map((r) => r.reference).join(', ')} acknowledged and printed`);
  return records;
}

/** A command of the repository (audit:verify, the count check) on the restored database. */
function repositoryCheck(args, databaseUrl) {
  const result = spawnSync('npx', ['tsx', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_READ_URL: '' },
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** The checks after a restore: what must be there, what must not, the chain and the tallies. */
async function check(target, present, absent) {
  const failures = [];
  const registrar = await signIn(api.url, 'registra', 'restore-drill');
  for (const record of present) {
    const detail = await fetch(`${api.url}/api/birth-registration/${record.id}`, {
      headers: { authorization: registrar },
    });
    const reference = detail.ok ? (await detail.json()).data.reference : undefined;
    if (reference !== record.reference) {
      failures.push(`${record.reference} missing (${detail.status})`);
      continue;
    }
    const hashes = await filesOf(api.url, registrar, record);
    for (const [path, hash] of Object.entries(record.hashes)) {
      if (hashes[path] !== hash)
        failures.push(`${record.reference}: ${path} is ${hashes[path]}, not as acknowledged`);
    }
  }
  const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  try {
    const references = absent.map((record) => record.reference);
    const [{ found }] = await sql`select count(*)::int as found from records
      where reference = any(${references})`;
    if (found > 0) failures.push(`${found} records written after the target are there`);
  } finally {
    await sql.end();
  }
  const audit = repositoryCheck(['apps/api/src/cli/audit-verify.ts'], cluster.url);
  if (!audit.ok) failures.push(`audit chain: ${audit.output.split('\n').at(-1)}`);
  const counts = repositoryCheck(['scripts/soak/count-check.ts', cluster.url], cluster.url);
  const mismatches = counts.ok ? JSON.parse(counts.output.split('\n').at(-1)).mismatches : '?';
  if (mismatches !== 0)
    failures.push(`counts and tallies: ${mismatches} mismatches ${counts.output.slice(0, 300)}`);
  log(
    `${target}: ${present.length} records there with their files, ${absent.length} absent as they must be; audit chain ${audit.ok ? 'intact' : 'BROKEN'}; count mismatches ${mismatches}`,
  );
  return { target, checked: present.length + absent.length, failures };
}

/** Destroys the cluster (stopped at once, its folder removed), restores it, starts the API. */
async function destroyAndRestore(tool, restoreArgs) {
  await api.kill();
  await cluster.down();
  rmSync(cluster.data, { recursive: true, force: true });
  const started = Date.now();
  tool.run('restore', ...restoreArgs);
  await cluster.up();
  await api.start(120_000);
  return Date.now() - started;
}

/** The repository's backups, as pgbackrest info tells them. */
function backupsOf(tool) {
  const [stanza] = JSON.parse(tool.run('info', '--output=json'));
  return stanza.backup.map((backup) => ({
    type: backup.type,
    label: backup.label,
    database: backup.info.size,
    stored: backup.info.repository.delta,
  }));
}

async function main() {
  const startedAt = Date.now();
  ensurePgbackrest();
  if (process.env.DRILL_SKIP_BUILD !== '1')
    await run('npm', ['run', 'build', '-w', '@vitalreg/api']);
  home = mkdtempSync(join(tmpdir(), 'vitalreg-drill-'));
  // The postgres user reaches its pgBackRest folder inside (and nothing else there).
  chmodSync(home, 0o711);
  const backupFolder = join(home, 'pgbackrest');
  mkdirSync(backupFolder);
  const config = join(backupFolder, 'pgbackrest.conf');
  cluster = await startPrivateCluster({
    port: PG_PORT,
    name: 'vitalreg_drill',
    settings: {
      // A backup is taken from a running server: every page write whole, every commit synced.
      fsync: 'on',
      full_page_writes: 'on',
      wal_level: 'replica',
      archive_mode: 'on',
      archive_command: `'${PGBACKREST} --config=${config} --stanza=${STANZA} archive-push %p'`,
      max_wal_senders: '3',
    },
  });
  log(`private PostgreSQL 15 at port ${cluster.port}, WAL archived by pgBackRest`);
  const tool = backupTool(backupFolder);
  tool.run('stanza-create');
  tool.run('check');
  api = apiProcess({
    server: snapshotApi(home),
    port: API_PORT,
    databaseUrl: cluster.url,
    dataDir: join(home, 'data'),
    logFile: join(home, 'api.log'),
  });
  await api.start(120_000);
  tool.run('backup', '--type=full');
  log('full backup taken');

  const registrar = await signIn(api.url, 'registra', 'restore-drill');
  const dcr = await signIn(api.url, 'dcr', 'restore-drill');
  const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  let target;
  let before;
  let after;
  try {
    const [centre] = await sql`select c.id, c.state_id as "stateId", c.lga_id as "lgaId"
      from users u join registration_centres c on c.id = u.reg_center_id
      where u.user_name = 'registra'`;
    const context = async () => {
      const files = await prepareUploads(api.url, registrar);
      const tag = `drill${Date.now()
        .toString(36)
        .replace(/\d/g, (d) => 'abcdefghij'[d])}`;
      return { url: api.url, registrar, dcr, make: payloadMaker({ centre, files, tag }) };
    };
    before = await batch(await context(), 'A', 0);
    // T: after every answer of batch A, by PostgreSQL's clock; batch B starts a second later.
    [{ target }] = await sql`select to_char(clock_timestamp() at time zone 'UTC',
      'YYYY-MM-DD HH24:MI:SS.US') || '+00' as target`;
    log(`point in time T = ${target}`);
    await sleep(1000);
    after = await batch(await context(), 'B', RECORDS);
    tool.run('backup', '--type=incr');
    log('incremental backup taken');
    after.push(...(await batch(await context(), 'C', 2 * RECORDS)));
    // Every WAL segment so far archived (check switches to a new one and waits for it).
    tool.run('check');
  } finally {
    await sql.end();
  }
  const backups = backupsOf(tool);

  const results = [];
  const toT = await destroyAndRestore(tool, [
    '--type=time',
    `--target=${target}`,
    '--target-action=promote',
  ]);
  results.push({ ...(await check('restored to T', before, after)), ms: toT });
  // The latest point of the timeline the backups were taken on (restoring to T began another).
  const toLatest = await destroyAndRestore(tool, ['--target-timeline=current']);
  results.push({
    ...(await check('restored to the latest point', [...before, ...after], [])),
    ms: toLatest,
  });

  const failures = results.flatMap((r) => r.failures.map((f) => `${r.target}: ${f}`));
  console.log('\n── Restore drill ───────────────────────────────────────────────');
  for (const backup of backups) {
    console.log(
      `  ${backup.type.padEnd(5)} backup ${backup.label.padEnd(36)} database ${megabytes(backup.database)}, stored ${megabytes(backup.stored)}`,
    );
  }
  for (const result of results) {
    console.log(
      `  ${result.target.padEnd(30)} in ${seconds(result.ms).padStart(7)} (restore, start, API answering); ${result.checked} records checked`,
    );
  }
  console.log(`  result                         ${failures.length === 0 ? 'PASS' : 'FAIL'}`);
  for (const failure of failures) console.log(`    - ${failure}`);
  console.log('────────────────────────────────────────────────────────────────');
  const checked = results.reduce((sum, r) => sum + r.checked, 0);
  console.log(
    `SOAK drill: full backup ${megabytes(backups[0]?.stored ?? 0)}, restores ${results.map((r) => seconds(r.ms)).join(' and ')}, ${checked} records checked, ${failures.length} failures`,
  );
  log(`done in ${seconds(Date.now() - startedAt)}`);
  return failures.length === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(`[drill] failed: ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
