// Shared pieces of the benchmarks: start the built API on a database, sign in, drive a route
// with autocannon and print latency percentiles. Figures are printed, never asserted.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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
function cpuOfProcesses() {
  const times = { api: new Map(), postgres: new Map() };
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
        times.postgres.set(pid, cpuMsOf(pid));
      else if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(API_COMMAND))
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
      if (now.api.size === 0) return null;
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
  const cpu = cpuSpent();
  const instance = autocannon({ connections: 50, duration: 10, ...options });
  const failures = {};
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (status >= 300) failures[status] = (failures[status] ?? 0) + 1;
  });
  const result = await instance;
  const spent = cpu.end();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length === 0
      ? NaN
      : Math.round(
          latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] * 10,
        ) / 10;
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    failures,
    // CPU per request answered: a cost that this host's noise moves less than its latencies.
    cpu:
      spent && latencies.length > 0
        ? { api: spent.api / latencies.length, postgres: spent.postgres / latencies.length }
        : null,
  };
}

/**
 * The fixed work's time (ms) on the 2-core machine of bench/RESULTS.md's reference run, whose
 * speed DESIGN.md's budgets assume: a p95 is judged as if measured there.
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
      for (const row of result.rows ?? [result]) row.host = [before.cpuMs, last.cpuMs];
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
    `  ${'route'.padEnd(44)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(6)} ${'host ms'.padStart(9)} ${'scaled p95'.padStart(10)}  budget  verdict  ${'API/PG cpu ms'.padStart(13)}`,
  );
  for (const row of rows) {
    const budget = budgets[row.name];
    const host = row.host ?? [REFERENCE_CPU_MS, REFERENCE_CPU_MS];
    const slowness = (host[0] + host[1]) / 2 / REFERENCE_CPU_MS;
    const scaled = tenths(row.p95 / slowness);
    let verdict = '';
    if (budget !== undefined) {
      const met = row.errors === 0 && scaled <= budget;
      if (!met) missed.push(row.name);
      else if (row.p95 > budget) missedRawOnly.push(row.name);
      verdict = `${String(budget).padStart(6)}  ${met ? 'met' : 'MISSED'}`;
    }
    console.log(
      `  ${row.name.padEnd(44)} ${String(row.requests).padStart(8)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(6)} ${String(row.p95).padStart(6)} ${String(row.p99).padStart(6)} ${String(row.errors).padStart(6)} ${host.join('/').padStart(9)} ${String(scaled).padStart(10)}  ${verdict.padEnd(14)}  ${cpuPerRequest(row.cpu).padStart(13)}`,
    );
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
