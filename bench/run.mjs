// `npm run bench`: the API budgets (bench/RESULTS.md, "Budgets") on this machine, printed as
// figures; today's figures and the decisions behind them are in bench/RESULTS.md.
//
// 1. builds the API, makes sure the bench database exists (BENCH_DATABASE_URL, default
//    postgres://postgres@127.0.0.1:5432/vitalreg_bench) and starts the API on it (migrations,
//    demo users);
// 2. seeds BENCH_RECORDS births (default 1,000,000), BENCH_DEATHS deaths (200,000),
//    BENCH_STILLBIRTHS stillbirths (20,000) and BENCH_ATTESTATIONS birth attestations (100,000),
//    kept between runs (bench/seed.mjs);
// 3. drives the running API with autocannon: sign-in with 10 concurrent clients, then per kind
//    list pages, name search and the review queue with 50 (BENCH_CONNECTIONS), each route 2 s
//    unmeasured first, and prints p50/p95/p99 and errors per route and kind; then the
//    submissions at a fixed arrival rate, 200 a second mixed over the kinds (an open loop,
//    bench/lib.mjs driveAtRate), and, as information on the machine's saturation, each kind's
//    by 50 clients in a closed loop with their submissions per CPU-second beside this
//    machine's single-row insert rate (BENCH_CLOSED_WRITES=0 leaves them out); then
//    certificates (bench/certificates.mjs): approved births printed (PDFs, one and two at a
//    time) and their codes checked at the public verification route; corrections
//    (bench/modifications.mjs); the dashboards;
// 4. judges each p95 as if taken on the reference machine: divided by how much slower this
//    host did a fixed piece of CPU work just before and after the route (bench/lib.mjs,
//    hostBetweenRoutes), then against its budget.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import {
  RECORD_KIND_DECLARATIONS,
  exampleAttestationSubmission,
  exampleBirthRegistrationDraft,
  exampleDeathRegistrationSubmission,
  exampleStillbirthSubmission,
  toBirthRegistrationSubmission,
} from '@vitalreg/domain';
import {
  DEMO_PASSWORD,
  REFERENCE_CPU_MS,
  checkpoint,
  countPostgresOf,
  drive,
  driveAtRate,
  hostBetweenRoutes,
  printTable,
  root,
  signIn,
  singleRowInserts,
  startApi,
  withDatabase,
} from './lib.mjs';
import { approvedRecordIds, benchCertificates } from './certificates.mjs';
import { benchModifications } from './modifications.mjs';
import { ninLetters, seedRecords, verifiedBenchNumbers } from './seed.mjs';

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
// BENCH_SCALE multiplies every count: bench:growth (bench/growth.mjs) measures the routes at the
// bench's data and at ten times it, each in a database of its own.
const scale = Number(process.env.BENCH_SCALE ?? 1);
const targets = {
  birth: scale * Number(process.env.BENCH_RECORDS ?? 1_000_000),
  death: scale * Number(process.env.BENCH_DEATHS ?? 200_000),
  stillbirth: scale * Number(process.env.BENCH_STILLBIRTHS ?? 20_000),
  attestation: scale * Number(process.env.BENCH_ATTESTATIONS ?? 100_000),
};
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3900);
// The read budgets are for 50; fewer show where the knee is (BENCH_CONNECTIONS=10 npm run bench).
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_ONLY=search,death drives only the routes whose names hold one of the words (route names
// hold the kind: "GET death name search (admin)", "POST /api/stillbirth/add");
// BENCH_SIGN_INS sets how many sign-ins are measured (300).
const only = process.env.BENCH_ONLY?.split(',').map((word) => word.trim().toLowerCase());
const wanted = (name) => !only || only.some((word) => name.toLowerCase().includes(word));

/**
 * BENCH_READ_URL: the API reads lists, searches, dashboards and public checks from this
 * streaming replica (DATABASE_READ_URL; ARCHITECTURE.md "Hosts, documents and the read
 * replica"). Run the bench with and without it to compare the two.
 */
function readReplicaEnv() {
  const readUrl = process.env.BENCH_READ_URL;
  return readUrl ? { DATABASE_READ_URL: readUrl, DATABASE_READ_MAX_LAG_SECONDS: '30' } : {};
}

/** Where the read routes read from, as the API's /api/health says. */
async function printReadReplica(url) {
  if (!process.env.BENCH_READ_URL) {
    console.log('Reads from: the primary (set BENCH_READ_URL to read from a replica)');
    return;
  }
  const health = await fetch(`${url}/api/health`).then((response) => response.json());
  const replica = health.data?.replica;
  console.log(
    `Reads from: the replica at ${process.env.BENCH_READ_URL.replace(/\/\/[^@]*@/, '//')} ` +
      `(${replica?.state ?? 'unknown'}, lag ${replica?.lag_seconds ?? '?'} s at the end)`,
  );
}

async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await withDatabase(admin.toString(), async (sql) => {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) await sql.unsafe(`create database "${name.replace(/"/g, '""')}"`);
  });
}

/**
 * A submission body made from a text template: `object` holds `@@name@@` strings where each
 * request puts its own values (`make({ name: value })`, values inserted as they are, so a
 * string's quotes stay in the template). Building and stringifying the whole object per request
 * cost the load generator, which shares the two cores with the API and PostgreSQL, ~9 µs a
 * request (0.2 µs this way).
 */
function bodyTemplate(object) {
  const pieces = JSON.stringify(object).split(/@@(\w+)@@/);
  return (values) => {
    let body = pieces[0];
    for (let i = 1; i < pieces.length; i += 2) {
      const value = values[pieces[i]];
      if (value === undefined)
        throw new Error(`The submission template has no value ${pieces[i]}.`);
      body += value + pieces[i + 1];
    }
    return body;
  };
}

/**
 * The closed-loop submissions' throughput as submissions per CPU-second (the API's and
 * PostgreSQL's CPU while they ran, from /proc) beside this machine's single-row insert rate.
 */
function printSaturation(rows, inserts) {
  console.log('\nSaturation: writes per CPU-second (API + PostgreSQL)');
  for (const row of rows) {
    const perCpuSecond = row.cpu ? Math.round(1000 / (row.cpu.api + row.cpu.postgres)) : NaN;
    row.perCpuSecond = perCpuSecond;
    console.log(
      `  ${row.name.padEnd(60)} ${String(row.rps).padStart(6)} a second, ${perCpuSecond} per CPU-second`,
    );
  }
  if (inserts) {
    console.log(
      `  ${`single-row INSERT, pgbench (${inserts.clients} clients, ${inserts.seconds} s)`.padEnd(60)} ${String(inserts.rate).padStart(6)} a second, ${inserts.perCpuSecond} per CPU-second of PostgreSQL`,
    );
  }
}

console.log('Building the API');
execFileSync('npm', ['run', 'build', '-w', '@vitalreg/api'], { cwd: root, stdio: 'ignore' });
await ensureDatabase(databaseUrl);
// PostgreSQL's CPU per request counts the bench database's backends and the server's own
// processes, not other databases' (other work on a shared machine).
countPostgresOf(databaseUrl);

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
  VERIFY_RATE_LIMIT_PER_MINUTE: '10000000',
  // API processes (BENCH_WORKERS, default 1): on these 2 cores, shared with PostgreSQL and the
  // load generator, a second one raised lists' throughput ~10-20% but also their p95.
  API_WORKERS: process.env.BENCH_WORKERS ?? '1',
  ...readReplicaEnv(),
};
let api = await startApi({ port, env });
try {
  const seeding = Object.entries(targets)
    .map(([key, count]) => `${count.toLocaleString('en-US')} ${key}s`)
    .join(', ');
  console.log(`Seeding ${seeding}`);
  await seedRecords(databaseUrl, targets);
  // BENCH_SEED_ONLY=1 stops here: a database seeded for a later run (bench:growth seeds its
  // large one in the background while other work goes on).
  if (process.env.BENCH_SEED_ONLY === '1') {
    await api.stop();
    process.exit(0);
  }
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
  const host = hostBetweenRoutes();

  const signInBody = JSON.stringify({ user: 'registra', password: DEMO_PASSWORD, device: 'bench' });
  const signInName = 'POST /api/auth/login (10 clients)';
  const signInRow = await host.around(
    () =>
      wanted(signInName) &&
      drive(signInName, {
        url: `${url}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: signInBody,
        connections: 10,
        amount: Number(process.env.BENCH_SIGN_INS ?? 300),
      }),
  );

  const tokens = {};
  for (const user of ['registra', 'dcr', 'state_director', 'admin']) {
    tokens[user] = await signIn(url, user);
  }
  const get = (name, user, paths, clients = connections) =>
    host.around(
      () =>
        wanted(name) &&
        drive(name, {
          url,
          duration,
          connections: clients,
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
        }),
    );

  // Submissions are made at the registrar's own centre. The informant's signature and a
  // supporting document are uploaded once, as the wizard would, and referenced by key.
  const { centre, buffers } = await withDatabase(databaseUrl, async (sql) => {
    const [centre] = await sql`
      select c.id, c.state_id, c.lga_id from users u
      join registration_centres c on c.id = u.reg_center_id where u.user_name = 'registra'`;
    const [{ shared_buffers: buffers }] = await sql`show shared_buffers`;
    return { centre, buffers };
  });
  const place = {
    registration_state: String(centre.state_id),
    registration_lga: String(centre.lga_id),
    Reg_Center: String(centre.id),
  };
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

  // Each kind's submissions: every one a new subject (its event on one of the last 365 days)
  // with identity numbers of its own, verified as the wizard's Verify leaves them, and its own
  // Idempotency-Key. With one mother for all, every birth's duplicate check read the earlier
  // bench children of that mother and day: no centre's workload. Their names start with
  // "Bench" (the seeder removes them before the next run). A kind may have more than one
  // submit route (`path`, default /api/{apiPath}/add).
  const birth = toBirthRegistrationSubmission(exampleBirthRegistrationDraft('claimed'));
  const death = exampleDeathRegistrationSubmission('form_b');
  const stillbirth = exampleStillbirthSubmission();
  // Attestations: the applicant 20 to 30 years old, face and affidavit uploaded, the fee paid
  // with a fresh sandbox reference. Without a NIN another surname, so that an applicant is
  // never the duplicate (same names, date of birth and parents) of the one with a NIN.
  const attestationBody = (variant) => {
    const attestation = exampleAttestationSubmission(variant);
    return bodyTemplate({
      ...attestation,
      ...place,
      applicant: {
        ...attestation.applicant,
        firstname: '@@first@@',
        date_of_birth: '@@born@@',
        face: signatureKey,
        ...(variant === 'with_nin' ? { nin: '@@nin@@' } : { surname: 'Okafor' }),
      },
      affidavit: attestation.affidavit && { mimeType: 'image/png', url: documentKey },
      reference: '@@reference@@',
      confirmNotDuplicate: true,
    });
  };
  // A person with a NIN is named as the agency names it (verifiedBenchNumbers).
  const applicantValues = (n, nin) => ({
    first: nin ? `Bench${ninLetters(nin)}` : `Bench${letters(n)}`,
    born: daysAgo(7_300 + (n % 3_650)),
    nin,
    reference: `SBX-PAID-ATTESTATION-${randomUUID()}`,
  });
  const submissions = [
    {
      kind: 'birth',
      numbers: { prefix: '9', count: 50_000, person: { ...birth.mother, firstname: 'Mother' } },
      make: bodyTemplate({
        ...birth,
        ...place,
        child: { ...birth.child, firstname: '@@child@@', childBirthDate: '@@born@@' },
        mother: { ...birth.mother, firstname: '@@mother@@', nin: '@@nin@@' },
        informant: { ...birth.informant, signature: signatureKey },
        SupportingDocument: [
          { type: 'immunization-card', mimeType: 'image/png', url: documentKey },
        ],
        confirmNotDuplicate: true,
      }),
      values: (n, nin) => ({
        child: `Bench${letters(n)}`,
        born: daysAgo(1 + (n % 365)),
        mother: `Mother${ninLetters(nin)}`,
        nin,
      }),
    },
    {
      kind: 'death',
      // The deceased is 67: born on the first of the month of death, 67 years before.
      numbers: { prefix: '8', count: 50_000, person: { ...death.deceased, firstname: 'Bench' } },
      make: bodyTemplate({
        ...death,
        ...place,
        deceased: {
          ...death.deceased,
          firstname: '@@first@@',
          date_of_birth: '@@born@@',
          date_of_death: '@@died@@',
          nin: '@@nin@@',
        },
        informant: { ...death.informant, signature: signatureKey },
        documents: [{ type: 'affidavit', mimeType: 'image/png', url: documentKey }],
        confirmNotDuplicate: true,
      }),
      values: (n, nin) => {
        const died = daysAgo(1 + (n % 365));
        return {
          first: `Bench${ninLetters(nin)}`,
          born: `${Number(died.slice(0, 4)) - 67}${died.slice(4, 8)}01`,
          died,
          nin,
        };
      },
    },
    {
      kind: 'stillbirth',
      numbers: undefined,
      make: bodyTemplate({
        ...stillbirth,
        ...place,
        stillbirth: { ...stillbirth.stillbirth, date_of_delivery: '@@delivered@@' },
        mother: { ...stillbirth.mother, fullname: '@@mother@@' },
        confirmNotDuplicate: true,
      }),
      values: (n) => ({ mother: `Bench${letters(n)} Musa`, delivered: daysAgo(1 + (n % 365)) }),
    },
    {
      kind: 'attestation',
      numbers: {
        prefix: '4',
        count: 50_000,
        person: { ...exampleAttestationSubmission('with_nin').applicant, firstname: 'Bench' },
      },
      make: attestationBody('with_nin'),
      values: applicantValues,
    },
    {
      kind: 'attestation',
      path: '/api/self-attestation/no-nin',
      make: attestationBody('without_nin'),
      values: applicantValues,
    },
  ];
  // The numbers each kind's submissions vary, and the fixed ones of its template (informant,
  // father...), verified now.
  const kindsWithNumbers = submissions.filter((s) => s.numbers);
  const fixed = submissions.flatMap((s) => {
    const kind = RECORD_KIND_DECLARATIONS[s.kind];
    const sample = kind.submissionSchema.parse(JSON.parse(s.make(s.values(1, '90000000000'))));
    return kind.identityNumbers(sample).map(({ kind: type, identifier, names }) => ({
      kind: type,
      identifier,
      names,
    }));
  });
  const verified = await verifiedBenchNumbers(databaseUrl, {
    ranges: kindsWithNumbers.map((s) => s.numbers),
    fixed,
  });
  kindsWithNumbers.forEach((s, i) => {
    s.nins = verified[i];
  });

  const names = ['adeyemi', 'chinedu okafor', 'aisha', 'ngozi eze', 'folake', 'bello musa'];
  const tables = [];
  // Every kind's reads first, then every kind's submissions: lists measured after another
  // kind's burst of submissions ran while PostgreSQL wrote that burst out (a checkpoint), up to
  // 2.2 times slower than the same lists before it (bench/RESULTS.md, "Reads before writes").
  for (const [key, kind] of Object.entries(RECORD_KIND_DECLARATIONS)) {
    const base = `/api/${kind.apiPath}`;
    const pages = (query = '') => [1, 2, 3, 4, 5].map((p) => `${base}/list/${p}${query}`);
    const searches = names.map((q) => `${base}/list/1?q=${encodeURIComponent(q)}`);
    // Births, the largest kind, at every scope; deaths and stillbirths at the smallest and
    // the largest.
    const lists =
      key === 'birth'
        ? [
            await get(`GET ${key} list, centre scope (registra)`, 'registra', pages()),
            await get(`GET ${key} list, LGA scope (dcr)`, 'dcr', pages()),
            await get(`GET ${key} list, state scope (state_director)`, 'state_director', pages()),
            await get(`GET ${key} list, country scope (admin)`, 'admin', pages()),
            await get(`GET ${key} list ?status=pending (admin)`, 'admin', pages('?status=pending')),
          ]
        : [
            await get(`GET ${key} list, centre scope (registra)`, 'registra', pages()),
            await get(`GET ${key} list, country scope (admin)`, 'admin', pages()),
          ];
    const rows = [
      ...lists,
      await get(`GET ${key} name search (state_director)`, 'state_director', searches),
      await get(`GET ${key} name search (admin)`, 'admin', searches),
      await get(`GET ${key} review queue (dcr)`, 'dcr', [
        `/api/dcr/registrations/${kind.reviewPath}`,
      ]),
      key === 'birth' &&
        (await get(`GET ${key} stats/self (registra)`, 'registra', [`${base}/stats/self`])),
    ];
    tables.push({ kind, count: targets[key], rows });
  }
  const submitHeaders = () => ({
    authorization: tokens.registra,
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  });
  // Each submission a new subject: a kind's counter runs on across the open and closed loops.
  const nextBody = (submission) => {
    submission.sent = (submission.sent ?? 0) + 1;
    const n = submission.sent;
    return submission.make(submission.values(n, submission.nins?.[n % submission.nins.length]));
  };
  const pathOf = (submission) =>
    submission.path ?? `/api/${RECORD_KIND_DECLARATIONS[submission.kind].apiPath}/add`;
  const wantedSubmissions = submissions.filter((s) => wanted(`POST ${pathOf(s)}`));
  // One submission of each kind first, so that a body the API refuses stops the bench with its
  // reason instead of 10 s of 400s.
  for (const submission of wantedSubmissions) {
    const path = pathOf(submission);
    const first = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: submitHeaders(),
      body: submission.make(submission.values(0, submission.nins?.[0])),
    });
    if (first.status !== 201) {
      throw new Error(`POST ${path} answered ${first.status}: ${await first.text()}`);
    }
  }

  // The budget: submissions arriving at a fixed rate (BENCH_SUBMISSION_RATE, 200 a second),
  // mixed over the kinds as the seeded data is (births 150, deaths 30, stillbirths 5,
  // attestations 10 with a NIN and 5 without), each kind's p95 and theirs together judged; with
  // BENCH_ONLY, the kinds it names at their share of the rate. Before each write route, a CHECKPOINT writes the earlier routes' changes out, so that a
  // route is not charged for the checkpoint another route's writes set off.
  const submissionRate = Number(process.env.BENCH_SUBMISSION_RATE ?? 200);
  const mix = [150, 30, 5, 10, 5];
  const openName = `POST submissions, ${submissionRate} a second mixed (open loop)`;
  let openLoop;
  if (wantedSubmissions.length > 0) {
    const share = submissionRate / mix.reduce((sum, n) => sum + n, 0);
    const streams = submissions
      .map((submission, i) => ({ submission, rate: mix[i] * share }))
      .filter(({ submission }) => wantedSubmissions.includes(submission))
      .map(({ submission, rate }) => ({
        name: `POST ${pathOf(submission)}, ${rate} a second`,
        rate,
        request: () => ({
          method: 'POST',
          path: pathOf(submission),
          headers: submitHeaders(),
          body: nextBody(submission),
        }),
      }));
    await checkpoint(databaseUrl);
    openLoop = await host.around(() => driveAtRate(openName, { url, streams, duration }));
  }

  // Closed loop, as information: each kind with `connections` clients, each sending its next
  // submission when its last is answered, measures the machine's saturation (its throughput and
  // CPU per submission), not what a registrar waits. BENCH_CLOSED_WRITES=0 leaves them out.
  const closedWrites = process.env.BENCH_CLOSED_WRITES !== '0';
  const saturation = [];
  if (closedWrites) {
    for (const submission of wantedSubmissions) {
      const path = pathOf(submission);
      await checkpoint(databaseUrl);
      saturation.push(
        await host.around(() =>
          drive(`POST ${path} (${connections} clients, closed loop)`, {
            url: `${url}${path}`,
            duration,
            connections,
            requests: [
              {
                setupRequest: (request) => ({
                  ...request,
                  method: 'POST',
                  headers: submitHeaders(),
                  body: nextBody(submission),
                }),
              },
            ],
          }),
        ),
      );
    }
  }

  for (const table of tables) table.rows = table.rows.filter(Boolean);

  // Certificates: PDFs made by printing approved births of the registrar's centre, then the
  // public verification of their codes.
  let certificates;
  if (wanted('certificate')) {
    const recordIds = await approvedRecordIds(databaseUrl, { kind: 'birth', count: 41 });
    certificates = await host.around(() =>
      benchCertificates({ url, token: tokens.registra, recordIds, duration }),
    );
  }

  // Modifications: certificate lookups, corrections asked for and approved (bench/modifications.mjs).
  let modifications;
  if (wanted('modification')) {
    modifications = await benchModifications({
      url,
      databaseUrl,
      tokens,
      documentKey,
      around: (fn) => host.around(fn),
      connections,
      duration,
      closedWrites,
    });
    saturation.push(...modifications.saturation);
  }

  // What a single-row INSERT and its commit cost on this machine: the floor under a
  // submission's cost, printed beside the submissions' saturation.
  const inserts =
    closedWrites && saturation.length > 0 ? await singleRowInserts(databaseUrl) : undefined;

  // The directors' dashboards (GET /api/dashboard): every figure of a view at once, from the
  // counts kept as records change; a national view (country) and a state director's, each with
  // DASHBOARD_CLIENTS at a time (10, as sign-ins: the dashboards are the directors', not the
  // 4,000 centres' clerks'; bench/RESULTS.md gives the figures with 50 too).
  const dashboardClients = Number(process.env.DASHBOARD_CLIENTS ?? 10);
  let dashboards;
  if (wanted('dashboard')) {
    const [dcr] = await withDatabase(
      databaseUrl,
      (sql) => sql`select state_id, lga_id from users where user_name = 'dcr'`,
    );
    const views = (query) => ['', ...query].map((q) => `/api/dashboard${q}`);
    const country = `GET dashboard, country scope (admin, ${dashboardClients} at a time)`;
    const state = `GET dashboard, state scope (state_director, ${dashboardClients} at a time)`;
    dashboards = {
      rows: [
        await get(
          country,
          'admin',
          views(['?kind=birth', '?from=2025-01&to=2025-12', `?state=${dcr.state_id}`]),
          dashboardClients,
        ),
        await get(
          state,
          'state_director',
          views(['?kind=birth', '?from=2025-01&to=2025-12', `?lga=${dcr.lga_id}`]),
          dashboardClients,
        ),
      ].filter(Boolean),
      budgets: { [country]: 100, [state]: 50 },
    };
  }

  const budgets = {
    [signInName]: 150,
    ...certificates?.budgets,
    ...modifications?.budgets,
    ...dashboards?.budgets,
  };
  for (const { rows } of tables) {
    for (const row of rows) budgets[row.name] = 25;
  }
  for (const row of openLoop?.rows ?? []) budgets[row.name] = 50;
  // The server's memory for pages decides whether a search reads its index from PostgreSQL's
  // own buffers or from the operating system's (the default 128 MB holds a fraction of the
  // words' indexes), so it is printed with the figures.
  const [before, after] = [host.first, host.last()];
  const between = tables
    .flatMap((table) => table.rows)
    .concat(
      signInRow || [],
      openLoop?.rows ?? [],
      saturation,
      certificates?.rows ?? [],
      modifications?.rows ?? [],
      dashboards?.rows ?? [],
    )
    .flatMap((row) => row.host ?? []);
  console.log(
    `\nVitalReg API on PostgreSQL (${viaSocket ? 'Unix socket' : 'TCP'}, shared_buffers ${buffers}), ${seeding}, ${duration} s per route, ${connections} clients (ms)`,
  );
  console.log(
    `Host: fixed CPU work ${before.cpuMs} ms before the routes (${before.samples.join(', ')}), ${after.cpuMs} ms after (${after.samples.join(', ')}), ${Math.min(...between, before.cpuMs)}-${Math.max(...between, before.cpuMs)} ms between them; load average ${before.load} before, ${after.load} after`,
  );
  console.log(
    `Scaled: each p95 divided by the host's slowness around its route ("host ms": the fixed work before/after it; their mean over the reference machine's ${REFERENCE_CPU_MS} ms) and judged against its budget`,
  );
  await printReadReplica(url);
  const verdicts = [];
  if (signInRow) verdicts.push(printTable('Sign-in', [signInRow], budgets));
  for (const { kind, count, rows } of tables) {
    if (rows.length > 0 && count !== undefined) {
      const title = `${kind.name}s (${count.toLocaleString('en-US')} seeded)`;
      verdicts.push(printTable(title, rows, budgets));
    }
  }
  if (openLoop) {
    verdicts.push(
      printTable('Submissions at a fixed arrival rate (open loop)', openLoop.rows, budgets),
    );
  }
  if (saturation.length > 0) {
    printTable(
      `Writes by ${connections} clients, each sending on its answer (closed loop): the machine's saturation, no verdict`,
      saturation,
    );
    printSaturation(saturation, inserts);
  }
  if (certificates) verdicts.push(printTable('Certificates', certificates.rows, budgets));
  if (modifications) verdicts.push(printTable('Modifications', modifications.rows, budgets));
  if (dashboards?.rows.length) {
    verdicts.push(printTable('Dashboards', dashboards.rows, budgets));
  }
  const missed = verdicts.flatMap((v) => v.missed);
  const missedRawOnly = verdicts.flatMap((v) => v.missedRawOnly);
  console.log(
    missed.length === 0
      ? '\nOnce scaled, every route meets its budget.'
      : `\nOnce scaled, ${missed.length} route(s) miss their budget: ${missed.join('; ')}.`,
  );
  if (missedRawOnly.length > 0) {
    console.log(`Over budget raw, met once scaled: ${missedRawOnly.join('; ')}.`);
  }
  // BENCH_JSON=<file>: every measured row, for bench:growth (bench/growth.mjs).
  if (process.env.BENCH_JSON) {
    const rows = [
      signInRow,
      ...tables.flatMap((table) => table.rows),
      ...(openLoop?.rows ?? []),
      ...saturation,
      ...(certificates?.rows ?? []),
      ...(modifications?.rows ?? []),
      ...(dashboards?.rows ?? []),
    ].filter(Boolean);
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify({ seeding, targets, before, after, budgets, rows, inserts }, null, 2),
    );
  }
} finally {
  await api.stop();
}
