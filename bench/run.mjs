// `npm run bench`: the API budgets of DESIGN.md on this machine, printed as figures.
//
// 1. builds the API, makes sure the bench database exists (BENCH_DATABASE_URL, default
//    postgres://postgres@127.0.0.1:5432/vitalreg_bench) and starts the API on it (migrations,
//    demo users);
// 2. seeds BENCH_RECORDS birth registrations (default 1,000,000; kept between runs);
// 3. drives the running API with autocannon: sign-in with 10 concurrent clients, then list
//    pages, name search and submissions with 50 (BENCH_CONNECTIONS), each route (sign-in too)
//    2 s unmeasured first, and prints p50/p95/p99 and errors per route.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import postgres from 'postgres';
import { exampleBirthRegistrationDraft, toBirthRegistrationSubmission } from '@vitalreg/domain';
import { DEMO_PASSWORD, drive, printTable, root, signIn, startApi } from './lib.mjs';
import { seedBirthRecords, verifiedBenchNins } from './seed.mjs';

/** A 1x1 PNG: enough for the server's content checks. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

/** n in base 26 as lower-case letters: names may not hold digits. */
const letters = (n) =>
  n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));

/** The calendar date `days` before today (UTC), as the wizard sends it. */
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vitalreg_bench';
const target = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3900);
// The budgets are for 50; fewer show where the knee is (BENCH_CONNECTIONS=10 npm run bench).
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_ONLY=search,submit drives only the routes whose names hold one of the words;
// BENCH_SIGN_INS sets how many sign-ins are measured (300).
const only = process.env.BENCH_ONLY?.split(',').map((word) => word.trim().toLowerCase());
const wanted = (name) => !only || only.some((word) => name.toLowerCase().includes(word));

async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) await sql.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await sql.end();
  }
}

console.log('Building the API');
execFileSync('npm', ['run', 'build', '-w', '@vitalreg/api'], { cwd: root, stdio: 'ignore' });
await ensureDatabase(databaseUrl);

// The API reaches a local PostgreSQL through its Unix socket, as a one-machine deployment should
// (about half the cost of TCP per query here); BENCH_TCP=1 keeps TCP.
const socketDir = '/var/run/postgresql';
const local = ['127.0.0.1', 'localhost'].includes(new URL(databaseUrl).hostname);
const viaSocket =
  local && process.env.BENCH_TCP !== '1' && existsSync(`${socketDir}/.s.PGSQL.5432`);
const apiDatabaseUrl = viaSocket ? `${databaseUrl}?host=${socketDir}` : databaseUrl;

const env = {
  DATABASE_URL: apiDatabaseUrl,
  DEMO: '1',
  DEMO_PASSWORD,
  DATA_DIR: `${root}/data/bench`,
  // The bench is one address making thousands of requests a minute.
  RATE_LIMIT_PER_MINUTE: '10000000',
  // API processes (BENCH_WORKERS, default 1): on these 2 cores, shared with PostgreSQL and the
  // load generator, a second one raised lists' throughput ~10-20% but also their p95.
  API_WORKERS: process.env.BENCH_WORKERS ?? '1',
};
let api = await startApi({ port, env });
try {
  console.log(`Seeding ${target.toLocaleString('en-US')} birth registrations`);
  await seedBirthRecords(databaseUrl, target);
  // A fresh process, so no query plan or cache is left from the seeding. BENCH_CPU_PROF=<dir>
  // writes the API's CPU profile there when it stops (open it in Chrome's DevTools).
  await api.stop();
  const profile = process.env.BENCH_CPU_PROF;
  api = await startApi({
    port,
    env,
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
  });
  const url = api.url;

  const signInBody = JSON.stringify({ user: 'registra', password: DEMO_PASSWORD, device: 'bench' });
  const signInName = 'POST /api/auth/login (10 clients)';
  const signInRow =
    wanted(signInName) &&
    (await drive(signInName, {
      url: `${url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signInBody,
      connections: 10,
      amount: Number(process.env.BENCH_SIGN_INS ?? 300),
    }));

  const tokens = {};
  for (const user of ['registra', 'dcr', 'state_director', 'admin']) {
    tokens[user] = await signIn(url, user);
  }
  const get = async (name, user, paths) =>
    wanted(name) &&
    drive(name, {
      url,
      duration,
      connections,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            method: 'GET',
            path: paths[Math.floor(Math.random() * paths.length)],
            headers: { authorization: tokens[user] },
          }),
        },
      ],
    });

  const pages = (query = '') =>
    [1, 2, 3, 4, 5].map((p) => `/api/birth-registration/list/${p}${query}`);
  const names = ['adeyemi', 'chinedu okafor', 'aisha', 'ngozi eze', 'folake', 'bello musa'];
  const searches = names.map((q) => `/api/birth-registration/list/1?q=${encodeURIComponent(q)}`);

  const rows = [
    await get('GET list, centre scope (registra)', 'registra', pages()),
    await get('GET list, LGA scope (dcr)', 'dcr', pages()),
    await get('GET list, state scope (state_director)', 'state_director', pages()),
    await get('GET list, country scope (admin)', 'admin', pages()),
    await get('GET list ?status=pending (admin)', 'admin', pages('?status=pending')),
    await get('GET name search (state_director)', 'state_director', searches),
    await get('GET name search (admin)', 'admin', searches),
    await get('GET review queue (dcr)', 'dcr', ['/api/dcr/registrations/birth']),
    await get('GET stats/self (registra)', 'registra', ['/api/birth-registration/stats/self']),
  ].filter(Boolean);

  // Submissions: each one a new child (born on one of the last 365 days) of a mother of her own,
  // whose NIN the wizard verified (motherNins: verifications stored as the wizard's leave them),
  // with its own Idempotency-Key. With one mother for all, as before, every submission's
  // duplicate check read the earlier bench children of that mother and day: no centre's
  // workload. The informant's signature and a supporting document are uploaded once, as the
  // wizard would, and referenced by key.
  const upload = async (kind, mimeType, base64) => {
    const response = await fetch(`${url}/api/documents`, {
      method: 'POST',
      headers: { authorization: tokens.registra, 'content-type': 'application/json' },
      body: JSON.stringify({ kind, mimeType, fileName: 'bench', data: base64 }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`Upload failed: ${JSON.stringify(body.message)}`);
    return body.data.key;
  };
  const signatureKey = await upload('signature', 'image/png', TINY_PNG);
  const documentKey = await upload('support_document', 'image/png', TINY_PNG);
  const submission = toBirthRegistrationSubmission(exampleBirthRegistrationDraft('claimed'));
  submission.informant.signature = signatureKey;
  submission.SupportingDocument = [
    { type: 'immunization-card', mimeType: 'image/png', url: documentKey },
  ];
  const motherNins = await verifiedBenchNins(databaseUrl, 50_000);
  // Each body is the template's text with its four varying values put in: building and
  // stringifying the whole object per request cost the load generator, which shares the two
  // cores with the API and PostgreSQL, ~9 µs a request (0.2 µs this way).
  const text = JSON.stringify({
    ...submission,
    child: { ...submission.child, firstname: '@child@', childBirthDate: '@born@' },
    mother: { ...submission.mother, firstname: '@mother@', nin: '@nin@' },
    confirmNotDuplicate: true,
  });
  const marks = [...text.matchAll(/@(child|born|mother|nin)@/g)].map((match) => match[1]);
  const pieces = text.split(/@(?:child|born|mother|nin)@/);
  if (marks.length !== 4) throw new Error('The submission template lost one of its values.');
  let n = 0;
  const submit = 'POST /api/birth-registration/add';
  if (wanted(submit)) {
    rows.push(
      await drive(submit, {
        url: `${url}/api/birth-registration/add`,
        duration,
        connections,
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              const values = {
                child: `Bench${letters(n)}`,
                born: daysAgo(1 + (n % 365)),
                mother: `Mother${letters(n)}`,
                nin: motherNins[n % motherNins.length],
              };
              const body = pieces.reduce((all, piece, i) => all + values[marks[i - 1]] + piece);
              return {
                ...request,
                method: 'POST',
                headers: {
                  authorization: tokens.registra,
                  'content-type': 'application/json',
                  'idempotency-key': randomUUID(),
                },
                body,
              };
            },
          },
        ],
      }),
    );
  }

  const budgets = { [signInName]: 150 };
  for (const row of rows) budgets[row.name] = row.name.startsWith('POST') ? 50 : 25;
  // The server's memory for pages decides whether a search reads its index from PostgreSQL's
  // own buffers or from the operating system's (the default 128 MB holds a fraction of the
  // words' indexes), so it is printed with the figures.
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const [{ shared_buffers: buffers }] = await sql`show shared_buffers`;
  await sql.end();
  printTable(
    `VitalReg API on PostgreSQL (${viaSocket ? 'Unix socket' : 'TCP'}, shared_buffers ${buffers}), ${target.toLocaleString('en-US')} birth records, ${duration} s per route, ${connections} clients (ms)`,
    [signInRow, ...rows].filter(Boolean),
    budgets,
  );
} finally {
  await api.stop();
}
