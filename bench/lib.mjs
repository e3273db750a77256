// Shared pieces of the benchmarks: start the built API on a database, sign in, drive a route
// with autocannon and print latency percentiles. Figures are printed, never asserted.
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { API_NODE_OPTIONS, root } from '../scripts/lib.mjs';

export { root };

/** Runs `fn` with a connection of its own to the bench's database, closed afterwards. */
export async function withDatabase(databaseUrl, fn) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

/**
 * Writes the earlier routes' changes out (a CHECKPOINT) before a write route, so that it is not
 * charged for the checkpoint another route's writes set off.
 */
export function checkpoint(databaseUrl) {
  return withDatabase(databaseUrl, (sql) => sql`checkpoint`);
}
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'vitalreg-demo';

/** Starts the built API as `npm start` does and resolves once /api/health answers. */
export async function startApi({ port, env, nodeArgs = [] }) {
  const child = spawn('node', [...API_NODE_OPTIONS, ...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The API did not become healthy in 120 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(url, user, password = DEMO_PASSWORD) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password, device: 'bench' }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`Sign-in as ${user} failed: ${JSON.stringify(body.message)}`);
  return `Bearer ${body.data.token}`;
}

/** Linux counts process times in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user and system), in ms, from /proc; 0 once it has gone. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (which may hold spaces), from the third (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The API's processes (its workers too): the built server's command line. */
const API_COMMAND = 'apps/api/dist/server.js';

/**
 * The CPU time so far (ms) of the API's processes and of PostgreSQL's (its backends and its own
 * processes), by process id.
 */
/**
 * The PostgreSQL processes counted (their ids), when known: the backends of the bench's
 * database and the server's own processes (WAL writer, checkpointer...). Other databases'
 * backends are left out: on a shared machine other people's tests use the same server.
 */
let postgresProcesses;
let countedDatabase;

/** Counts only `databaseUrl`'s backends (and the server's own processes) from now on. */
export function countPostgresOf(databaseUrl) {
  countedDatabase = databaseUrl;
}

/** Reads which PostgreSQL processes are counted now (the database's connections change). */
async function refreshPostgresProcesses() {
  if (!countedDatabase) return;
  postgresProcesses = await withDatabase(countedDatabase, async (sql) => {
    const rows = await sql`select pid from pg_stat_activity
      where datname = current_database() or backend_type <> 'client backend'`;
    return new Set(rows.map((row) => String(row.pid)));
  });
}

function cpuOfProcesses() {
  const times = { api: new Map(), postgres: new Map() };
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        if (!postgresProcesses || postgresProcesses.has(pid)) {
          times.postgres.set(pid, cpuMsOf(pid));
        }
      } else if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(API_COMMAND))
        times.api.set(pid, cpuMsOf(pid));
    } catch {
      // gone meanwhile
    }
  }
  return times;
}

/**
 * The CPU the API and PostgreSQL spent from now until `end()` is called: `{ api, postgres }`
 * in ms, or null where /proc cannot tell (not Linux). A process that ended meanwhile is not
 * counted. Run nothing else on the machine's PostgreSQL meanwhile: it would be counted.
 */
function cpuSpent() {
  let before;
  try {
    before = cpuOfProcesses();
  } catch {
    return { end: () => null };
  }
  const since = (now, then) => {
    let spent = 0;
    for (const [pid, ms] of now) spent += ms - (then.get(pid) ?? 0);
    return spent;
  };
  return {
    end() {
      const now = cpuOfProcesses();
      if (now.api.size === 0 && now.postgres.size === 0) return null;
      return { api: since(now.api, before.api), postgres: since(now.postgres, before.postgres) };
    },
  };
}

/** Seconds each route is driven, unmeasured, before it is measured: a warm server. */
const WARM_UP_SECONDS = 2;

/**
 * Drives one route and returns { name, requests, rps, p50, p95, p99, errors } (latency in ms,
 * exact percentiles from every response's time). `requests` is autocannon's request list
 * (its setupRequest may vary each request).
 */
export async function drive(name, options) {
  // A run of a fixed number of requests (sign-in) warms up for the same 2 s, without its count.
  const { amount: _amount, ...warmUp } = options;
  await autocannon({ connections: 50, ...warmUp, duration: WARM_UP_SECONDS });
  const latencies = [];
  await refreshPostgresProcesses();
  const cpu = cpuSpent();
  const instance = autocannon({ connections: 50, duration: 10, ...options });
  const failures = {};
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (status >= 300) failures[status] = (failures[status] ?? 0) + 1;
  });
  const result = await instance;
  const spent = cpu.end();
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    ...percentiles(latencies),
    errors: result.errors + result.timeouts + result.non2xx,
    failures,
    cpu: perRequest(spent, latencies.length),
  };
}

/** p50, p95 and p99 (ms, to a tenth) of response times: exact, from every response's time. */
function percentiles(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) =>
    sorted.length === 0
      ? NaN
      : tenths(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** CPU per request answered: a cost that this host's noise moves less than its latencies. */
const perRequest = (spent, answered) =>
  spent && answered > 0 ? { api: spent.api / answered, postgres: spent.postgres / answered } : null;

/**
 * Drives routes at a fixed arrival rate, an open loop, as people arrive at the registry's
 * centres: each stream's requests are sent every 1/rate s whatever the earlier ones' answers,
 * over as many keep-alive connections as are busy at once (a new one whenever all are), so that
 * no answer holds the next request back. A response's time runs from when its request was
 * sent; how late the generator sent (its process shares the cores) is given beside it.
 * `streams`: [{ name, rate, request(n) → { method, path, headers, body } }] (n from 0 per
 * stream), sent in one mixed arrival order, their phases spread. After WARM_UP_SECONDS
 * unmeasured, measures `duration` s and returns a row per stream and a row `name` of them all:
 * { name, requests, rps (answers a second), rate (asked), sent (a second), p50, p95, p99,
 * errors, failures }, the all-streams row with connections (the most open at once), late (p95
 * of how late the generator sent, ms) and cpu.
 *
 * autocannon's `overallRate` is not used: each of its connections sends its share of a second's
 * requests back to back when its second starts, and all connections' seconds start together,
 * so the requests arrive as one burst a second (bench/RESULTS.md, "Tried and not kept").
 */
export async function driveAtRate(name, { url, streams, duration = 10 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const counters = streams.map(() => 0);
  const run = async (seconds) => {
    const arrivals = streams
      .flatMap((stream, i) =>
        Array.from({ length: Math.round(stream.rate * seconds) }, (_, k) => ({
          stream: i,
          at: ((k + (i + 1) / (streams.length + 1)) * 1000) / stream.rate,
        })),
      )
      .sort((a, b) => a.at - b.at);
    const results = streams.map(() => ({ sent: 0, latencies: [], failures: {}, errors: 0 }));
    const pending = [];
    const late = [];
    let connections = 0;
    let inFlight = 0;
    const started = performance.now();
    let next = 0;
    while (next < arrivals.length) {
      const now = performance.now() - started;
      while (next < arrivals.length && arrivals[next].at <= now) {
        const { stream, at } = arrivals[next];
        next += 1;
        const { method, path, headers, body } = streams[stream].request(counters[stream]);
        counters[stream] += 1;
        results[stream].sent += 1;
        late.push(now - at);
        inFlight += 1;
        connections = Math.max(connections, inFlight);
        const sentAt = performance.now();
        pending.push(
          sendOnce(agent, url, { method, path, headers, body }).then(({ status, error }) => {
            inFlight -= 1;
            const result = results[stream];
            if (error || status >= 300) {
              result.errors += 1;
              const reason = error ? (error.code ?? error.message) : status;
              result.failures[reason] = (result.failures[reason] ?? 0) + 1;
            }
            if (!error) result.latencies.push(performance.now() - sentAt);
          }),
        );
      }
      if (next < arrivals.length) {
        const wait = arrivals[next].at - (performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      }
    }
    await Promise.all(pending);
    return { results, connections, late: percentiles(late).p95, seconds };
  };
  await run(WARM_UP_SECONDS);
  await refreshPostgresProcesses();
  const cpu = cpuSpent();
  const measured = await run(duration);
  const spent = cpu.end();
  agent.destroy();
  const rowOf = (rowName, rate, results) => {
    const latencies = results.flatMap((r) => r.latencies);
    const requests = results.reduce((sum, r) => sum + r.sent, 0);
    const failures = {};
    for (const r of results) {
      for (const [reason, count] of Object.entries(r.failures)) {
        failures[reason] = (failures[reason] ?? 0) + count;
      }
    }
    return {
      name: rowName,
      requests,
      rate,
      rps: Math.round(latencies.length / measured.seconds),
      sent: tenths(requests / measured.seconds),
      ...percentiles(latencies),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      failures,
    };
  };
  const total = rowOf(
    name,
    streams.reduce((sum, s) => sum + s.rate, 0),
    measured.results,
  );
  total.cpu = perRequest(spent, total.requests);
  total.connections = measured.connections;
  total.late = measured.late;
  return {
    rows: [
      total,
      ...(streams.length > 1
        ? streams.map((stream, i) => rowOf(stream.name, stream.rate, [measured.results[i]]))
        : []),
    ],
  };
}

/** Sends one request and reads its answer: { status } or { error }. */
function sendOnce(agent, url, { method, path, headers = {}, body }) {
  return new Promise((resolve) => {
    const request = httpRequest(
      new URL(path, url),
      {
        method,
        agent,
        headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode }));
        response.on('error', (error) => resolve({ error }));
      },
    );
    request.on('error', (error) => resolve({ error }));
    request.end(body);
  });
}

const run = promisify(execFile);

/**
 * This machine's single-row insert rate: pgbench (PostgreSQL's own) with `clients` clients over
 * the Unix socket, each transaction one INSERT of a ~100-byte row into a plain table (a
 * bigserial key, a time, a text; no other index, no trigger) and its commit, as PostgreSQL is
 * configured. Measured over `seconds` s after 1 s of it (the connections made): the rows
 * inserted meanwhile (the key's growth) and the CPU of the database's backends and of the
 * server's own processes (from /proc). Answers { rate (inserts a second), perCpuSecond (inserts
 * per CPU-second of PostgreSQL), clients, seconds }.
 */
export async function singleRowInserts(databaseUrl, { clients = 50, seconds = 10 } = {}) {
  const table = 'bench_single_row_insert';
  const lastId = () =>
    withDatabase(databaseUrl, async (sql) =>
      Number((await sql.unsafe(`select coalesce(max(id), 0) as id from ${table}`))[0].id),
    );
  await withDatabase(databaseUrl, async (sql) => {
    await sql.unsafe(`drop table if exists ${table}`);
    await sql.unsafe(
      `create table ${table} (id bigserial primary key, at timestamptz not null default now(), body text not null)`,
    );
  });
  const script = `/tmp/${table}.sql`;
  writeFileSync(script, `insert into ${table} (body) values (repeat('x', 100));\n`);
  const { hostname, port, pathname, username } = new URL(databaseUrl);
  const local = ['127.0.0.1', 'localhost'].includes(hostname);
  const pgbench = run('pgbench', [
    '--no-vacuum',
    `--file=${script}`,
    `--client=${clients}`,
    '--jobs=2',
    `--time=${seconds + 2}`,
    `--host=${local ? '/var/run/postgresql' : hostname}`,
    `--port=${port || 5432}`,
    `--username=${username || 'postgres'}`,
    pathname.slice(1),
  ]);
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(1000);
  await refreshPostgresProcesses();
  const cpu = cpuSpent();
  const [firstId, started] = [await lastId(), performance.now()];
  await sleep(seconds * 1000);
  const spent = cpu.end();
  const [inserted, elapsed] = [(await lastId()) - firstId, (performance.now() - started) / 1000];
  await pgbench;
  await withDatabase(databaseUrl, (sql) => sql.unsafe(`drop table ${table}`));
  return {
    rate: Math.round(inserted / elapsed),
    perCpuSecond: spent ? Math.round((inserted * 1000) / spent.postgres) : NaN,
    clients,
    seconds,
  };
}

/**
 * The fixed work's time (ms) on the 2-core machine of bench/RESULTS.md's reference run, whose
 * speed the budgets (bench/RESULTS.md) assume: a p95 is judged as if measured there.
 */
export const REFERENCE_CPU_MS = 191;

const tenths = (ms) => Math.round(ms * 10) / 10;

/**
 * Measures the host's speed (hostNoise) between routes: `around(route)` runs a route (a
 * function giving a row, an object with `rows`, or false when not run) and gives each row the
 * fixed work's time before and after it (`host`), since other work on the machine comes and
 * goes during a run and each route is judged by the speed it had.
 */
export function hostBetweenRoutes() {
  const first = hostNoise();
  let last = first;
  return {
    first,
    last: () => last,
    async around(route) {
      const before = last;
      const result = await route();
      if (!result) return result;
      // What the route left running (the audit chainer after submissions) ends first.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      last = hostNoise();
      for (const row of result.rows ?? [result]) {
        row.host = [before.cpuMs, last.cpuMs];
        row.load = [before.load, last.load];
      }
      return result;
    },
  };
}

/** The API's and PostgreSQL's CPU per request (ms), "0.62/1.11", or '' when not known. */
const cpuPerRequest = (cpu) => (cpu ? `${cpu.api.toFixed(2)}/${cpu.postgres.toFixed(2)}` : '');

/**
 * Prints the rows with their raw p95 and the p95 scaled to the reference machine (divided by the
 * host's slowness around the route: the mean of its `host` times over REFERENCE_CPU_MS), judged
 * against the route's budget, and the CPU the API and PostgreSQL spent per request while it was
 * measured; a route with errors misses whatever its p95. Returns the names of
 * the routes that miss once scaled and of those that miss only raw.
 */
export function printTable(title, rows, budgets = {}) {
  const missed = [];
  const missedRawOnly = [];
  console.log(`\n${title}`);
  console.log(
    `  ${'route'.padEnd(64)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(6)} ${'host ms'.padStart(9)} ${'load'.padStart(9)} ${'scaled p95'.padStart(10)}  budget  verdict  ${'API/PG cpu ms'.padStart(13)}`,
  );
  for (const row of rows) {
    const budget = budgets[row.name];
    const host = row.host ?? [REFERENCE_CPU_MS, REFERENCE_CPU_MS];
    const slowness = (host[0] + host[1]) / 2 / REFERENCE_CPU_MS;
    const scaled = tenths(row.p95 / slowness);
    row.scaled = scaled;
    let verdict = '';
    if (budget !== undefined) {
      const met = row.errors === 0 && scaled <= budget;
      if (!met) missed.push(row.name);
      else if (row.p95 > budget) missedRawOnly.push(row.name);
      verdict = `${String(budget).padStart(6)}  ${met ? 'met' : 'MISSED'}`;
    }
    console.log(
      `  ${row.name.padEnd(64)} ${String(row.requests).padStart(8)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(6)} ${String(row.p95).padStart(6)} ${String(row.p99).padStart(6)} ${String(row.errors).padStart(6)} ${host.join('/').padStart(9)} ${(row.load ?? []).join('/').padStart(9)} ${String(scaled).padStart(10)}  ${verdict.padEnd(14)}  ${cpuPerRequest(row.cpu).padStart(13)}`,
    );
    if (row.rate !== undefined) {
      const all =
        row.connections === undefined
          ? ''
          : `; at most ${row.connections} connections busy at once; the generator sent late by p95 ${row.late} ms`;
      console.log(
        `      open loop: ${tenths(row.rate)} a second asked, ${row.sent} sent, ${row.rps} answered${all}`,
      );
    }
    const failures = Object.entries(row.failures ?? {});
    if (failures.length > 0) {
      console.log(
        `      answers other than 2xx: ${failures.map(([s, n]) => `${s} x${n}`).join(', ')}`,
      );
    }
  }
  return { missed, missedRawOnly };
}

/**
 * How busy the machine is besides the bench: the median time of a fixed piece of CPU work on one
 * core (JSON and sha256, no I/O; the host's slow spells make it much longer), measured `times`
 * times, and the one-minute load average (the bench itself keeps ~3 while it drives a route).
 * The bench scales its verdicts by it (hostBetweenRoutes), since other work on the machine moves
 * the figures more than most changes do.
 */
export function hostNoise(times = 5) {
  const text = JSON.stringify(
    Array.from({ length: 20_000 }, (_, i) => ({ i, name: `name ${i}`, list: [i, i * 2] })),
  );
  const fixedWork = () => {
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) {
      JSON.parse(text);
      createHash('sha256').update(text).digest('hex');
    }
    for (let i = 0; i < 150; i += 1) createHash('sha256').update(text).digest('hex');
    return Math.round(performance.now() - started);
  };
  const samples = Array.from({ length: times }, fixedWork);
  const sorted = [...samples].sort((a, b) => a - b);
  return { cpuMs: sorted[Math.floor(times / 2)], samples, load: loadavg()[0].toFixed(1) };
}
