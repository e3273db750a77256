// `npm run bench:growth`: the growth budget (bench/RESULTS.md, "Budgets"). Every route of
// `npm run bench` (the reads, the submissions and corrections at their fixed arrival rates, the
// dashboards; not the closed-loop writes) measured at the bench's data and at GROWTH_SCALE
// times it (10), one after the other on this machine, each in a database of its own; prints
// each route's p95 at both and their ratio, judged against 1.25.
//
// 1. seeds the bench's database (BENCH_DATABASE_URL, default vitalreg_bench) as `npm run bench`
//    does, and prints its size per million records;
// 2. checks that the large database fits the disk PostgreSQL writes to; where GROWTH_SCALE
//    times the data does not, takes the largest multiple that does (at least 5) and says so;
// 3. makes the large database (`<name>_x<scale>`) as a copy of the bench's and seeds the rest,
//    a whole multiple at a time (over an hour for ten times: GROWTH_SEED_ONLY=1 stops after
//    seeding, to run in the background with nohup);
// 4. runs bench/run.mjs on each (BENCH_JSON) and prints the comparison.
// Figures are printed, never asserted; bench/RESULTS.md holds the latest.
import { spawn } from 'node:child_process';
import { readFileSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, withDatabase } from './lib.mjs';

const GROWTH_BUDGET = 1.25;
/** The least multiple the growth budget accepts where the disk does not allow ten. */
const LEAST_SCALE = 5;
/** Disk left free beside the large database: its WAL, vacuum and the machine's other work. */
const SPARE_BYTES = 10 * 2 ** 30;

const wanted = Number(process.env.GROWTH_SCALE ?? 10);
const smallUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitalreg_bench';
const databaseOf = (url) => new URL(url).pathname.slice(1);
const withName = (url, name) => {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
};
const adminUrl = withName(smallUrl, 'postgres');
const gigabytes = (bytes) => `${(bytes / 2 ** 30).toFixed(1)} GB`;

/** Runs bench/run.mjs with `env` added, its output shown; rejects when it fails. */
function bench(env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'bench/run.mjs'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bench/run.mjs failed (exit ${code})`)),
    );
  });
}

/** A database's size in bytes and its records, or null when it does not exist. */
async function sizeOf(name) {
  return withDatabase(adminUrl, async (sql) => {
    const [found] = await sql`select pg_database_size(${name})::float8 as bytes
      from pg_database where datname = ${name}`;
    if (!found) return null;
    const records = await withDatabase(
      withName(smallUrl, name),
      async (db) =>
        (
          await db`select coalesce(sum(n_live_tup), 0)::float8 as n from pg_stat_user_tables
          where relname = 'records'`
        )[0].n,
    );
    return { bytes: found.bytes, records };
  });
}

const perMillion = (size) => size.bytes / (size.records / 1e6);

/** The seeded records of each kind, as bench/seed.mjs names them (`<prefix>-BENCH-<n>`). */
const seededCounts = (url) =>
  withDatabase(url, async (sql) => {
    const rows = await sql`select kind, count(*)::int as n from records
      where reference like '%-BENCH-%' group by kind`;
    return new Map(rows.map((row) => [row.kind, row.n]));
  });

/** The whole multiple of the bench database's seeded records that every kind reaches. */
async function heldMultiple(url) {
  const [base, held] = [await seededCounts(smallUrl), await seededCounts(url)];
  return Math.min(...[...base].map(([kind, n]) => Math.floor((held.get(kind) ?? 0) / n)));
}

console.log('Growth: the bench database first');
await bench({ BENCH_SEED_ONLY: '1' });
const small = await sizeOf(databaseOf(smallUrl));
console.log(
  `\n${databaseOf(smallUrl)}: ${small.records.toLocaleString('en-US')} records, ${gigabytes(small.bytes)}, ${gigabytes(perMillion(small))} per million records`,
);

// The disk PostgreSQL writes to (its data directory when it runs on this machine).
const dataDirectory = await withDatabase(
  adminUrl,
  async (sql) => (await sql`show data_directory`)[0].data_directory,
);
let free;
try {
  const disk = statfsSync(dataDirectory);
  free = disk.bavail * disk.bsize;
} catch {
  const disk = statfsSync(root);
  free = disk.bavail * disk.bsize;
}
/** Whether the large database, `large` its size so far (null before it is made), fits. */
const fits = (scale, large) => {
  const needed = perMillion(small) * ((small.records * scale) / 1e6);
  return needed - (large?.bytes ?? 0) + SPARE_BYTES <= free;
};
const largeOf = async (scale) => sizeOf(`${databaseOf(smallUrl)}_x${scale}`);
let scale = wanted;
while (scale >= LEAST_SCALE && !fits(scale, await largeOf(scale))) scale -= 1;
if (scale < LEAST_SCALE) {
  throw new Error(
    `${LEAST_SCALE} times the bench's data does not fit the ${gigabytes(free)} free (${gigabytes(perMillion(small))} per million records, ${gigabytes(SPARE_BYTES)} kept spare).`,
  );
}
console.log(
  scale === wanted
    ? `${scale} times the data fits the ${gigabytes(free)} free`
    : `${wanted} times the data does not fit the ${gigabytes(free)} free (${gigabytes(SPARE_BYTES)} kept spare): ${scale} times instead`,
);

const largeName = `${databaseOf(smallUrl)}_x${scale}`;
const largeUrl = withName(smallUrl, largeName);
if (!(await largeOf(scale))) {
  // A copy of the bench's files, so that only the rest is seeded.
  console.log(`Copying ${databaseOf(smallUrl)} to ${largeName}`);
  await withDatabase(adminUrl, (sql) =>
    sql.unsafe(
      `create database "${largeName}" template "${databaseOf(smallUrl)}" strategy file_copy`,
    ),
  );
}
// Seeded a whole multiple at a time, every kind to it, so that seeding stopped part way leaves
// a database of a whole multiple of the bench's data; GROWTH_NO_SEED=1 measures it at that
// multiple without seeding further.
let times = scale;
if (process.env.GROWTH_NO_SEED === '1') {
  times = await heldMultiple(largeUrl);
  console.log(`${largeName} holds ${times} times the bench's data; not seeded further`);
} else {
  for (let step = 2; step <= scale; step += 1) {
    console.log(`Seeding ${largeName} to ${step} times the bench's data`);
    await bench({ BENCH_SEED_ONLY: '1', BENCH_SCALE: String(step), BENCH_DATABASE_URL: largeUrl });
  }
}
const large = await sizeOf(largeName);
console.log(
  `\n${largeName}: ${large.records.toLocaleString('en-US')} records, ${gigabytes(large.bytes)}, ${gigabytes(perMillion(large))} per million records`,
);
if (process.env.GROWTH_SEED_ONLY === '1') process.exit(0);

// The two measurements, one after the other; the closed-loop writes (the machine's saturation,
// not a budget) are left out.
const measured = [];
for (const [multiple, url] of [
  [1, smallUrl],
  [times, largeUrl],
]) {
  const file = join(tmpdir(), `vitalreg-growth-x${multiple}.json`);
  await bench({
    BENCH_SCALE: String(multiple),
    BENCH_DATABASE_URL: url,
    BENCH_CLOSED_WRITES: '0',
    BENCH_JSON: file,
  });
  measured.push(JSON.parse(readFileSync(file, 'utf8')));
}

const [base, grown] = measured;
const ratio = (a, b) => Math.round((b / a) * 100) / 100;
console.log(
  `\nGrowth: p95 (ms) at ${base.seeding} and at ${times} times it (${grown.seeding}), one after the other; the ratio judged against ${GROWTH_BUDGET} on the scaled p95 (bench/lib.mjs, printTable). Load average around each route.`,
);
console.log(
  `Host: fixed CPU work ${base.before.cpuMs}/${base.after.cpuMs} ms before/after the first run, load ${base.before.load}/${base.after.load}; ${grown.before.cpuMs}/${grown.after.cpuMs} ms and ${grown.before.load}/${grown.after.load} the second`,
);
console.log(
  `  ${'route'.padEnd(72)} ${'p95 x1'.padStart(7)} ${`p95 x${times}`.padStart(7)} ${'raw ratio'.padStart(9)} ${'scaled x1'.padStart(9)} ${`scaled x${times}`.padStart(10)} ${'ratio'.padStart(6)} ${'load x1'.padStart(9)} ${`load x${times}`.padStart(9)}  verdict`,
);
const missed = [];
for (const row of base.rows) {
  const other = grown.rows.find((r) => r.name === row.name);
  if (!other) continue;
  const scaled = ratio(row.scaled, other.scaled);
  const errors = row.errors + other.errors;
  const met = errors === 0 && scaled <= GROWTH_BUDGET;
  if (!met) missed.push(row.name);
  console.log(
    `  ${row.name.padEnd(72)} ${String(row.p95).padStart(7)} ${String(other.p95).padStart(7)} ${String(ratio(row.p95, other.p95)).padStart(9)} ${String(row.scaled).padStart(9)} ${String(other.scaled).padStart(10)} ${String(scaled).padStart(6)} ${(row.load ?? []).join('/').padStart(9)} ${(other.load ?? []).join('/').padStart(9)}  ${met ? 'met' : errors > 0 ? `MISSED (${errors} errors)` : 'MISSED'}`,
  );
}
console.log(
  missed.length === 0
    ? `\nEvery route's p95 at ${times} times the data is within ${GROWTH_BUDGET} times its p95 at the bench's.`
    : `\n${missed.length} route(s) grow by more than ${GROWTH_BUDGET} times: ${missed.join('; ')}.`,
);
