// Modifications in `npm run bench` (called from bench/run.mjs), the budgets of bench/RESULTS.md: a
// certificate lookup p95 <= 25 ms (50 clients); corrections requested, then approved, arriving
// at 50 a second (an open loop), p95 <= 50 ms. Requests and approvals by 50 clients each
// sending on its answer (a closed loop) are measured as information: the machine's saturation.
// Figures are printed by the caller with printTable, never asserted.
//
// Corrections of names (a DCR's rule: a request letter and an affidavit, the `modification`
// fee) of approved seeded births of Lagos: the mother's, then the child's once every birth has
// one open, then the father's, asked by the state director (one open request per record and
// field), and approved by the admin, each request once.
import { randomBytes, randomUUID } from 'node:crypto';
import { checkpoint, drive, driveAtRate, withDatabase } from './lib.mjs';

const API = '/api/modification/birth-registration';
const COMMENT = 'bench correction';
/** Approvals measured at most, and the most the 2 s warm-up may take before them. */
const APPROVALS = 5000;
const WARM_UP_APPROVALS = 3000;
/**
 * Approvals are made by DCRs and state directors, a few hundred people, not by the centres'
 * clerks the 50 clients stand for: they are measured at this many at a time too (as the
 * dashboards are), with the requests the first measurement left. Each is measured only with at
 * least MIN_APPROVALS requests to approve after its warm-up.
 */
const REVIEWERS = Number(process.env.BENCH_REVIEWERS ?? 10);
/** The budgets' arrival rate of requests, and then of approvals: 50 a second. */
const RATE = 50;
const MIN_APPROVALS = 1000;

/**
 * Removes the corrections earlier runs asked for (and the versions their approvals kept), then
 * answers approved births in `userName`'s state whose mother has no NIN or tracking ID (her
 * names are corrected for a clerical error) with their certificate numbers.
 */
async function preparedBirths(databaseUrl, { userName, count }) {
  return withDatabase(databaseUrl, async (sql) => {
    await sql`delete from record_versions where modification_id in (
      select id from modification_requests where comment = ${COMMENT})`;
    await sql`delete from modification_requests where comment = ${COMMENT}`;
    const rows = await sql`
      select r.id, r.certificate_number from records r
      join users u on u.user_name = ${userName} and r.state_id = u.state_id
      where r.kind = 'birth' and r.status = 'approved' and r.certificate_number is not null
        -- A mother identified by a number keeps the agency's names: a clerical fix is refused.
        and coalesce(r.particulars #>> '{mother,nin}', '') = ''
        and coalesce(r.particulars #>> '{mother,tracking_id}', '') = ''
      order by r.id desc limit ${count}`;
    return rows.map((row) => ({ id: Number(row.id), number: row.certificate_number }));
  });
}

async function pendingBenchRequests(databaseUrl) {
  return withDatabase(databaseUrl, async (sql) => {
    const rows = await sql`
      select id from modification_requests where comment = ${COMMENT} and status = 'pending'
      order by id`;
    return rows.map((row) => Number(row.id));
  });
}

/** `n` in letters (a name holds no digits): 0 -> "a", 27 -> "bb". */
const letters = (n) =>
  n
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');

/** This run's own letters, so that a record corrected by an earlier run still changes. */
const RUN = letters(Math.floor(Date.now() / 1000) % 26 ** 4);

/**
 * The fields corrected, in turn: once every birth has a request open for the first, the next
 * request for it corrects the second, and so on (one open request per record and field). The
 * seeded data holds ~12,000 such births: a fast host submits more than two rounds in a run.
 */
const FIELDS = ['mother', 'child', 'father'];

/** A correction of names of birth `id` (round `round` of FIELDS), every other field null. */
function correctionBody(id, n, round, documentKey) {
  const document = (type) => ({ type, mimeType: 'image/png', url: documentKey });
  const who = FIELDS[round % FIELDS.length];
  const names = {
    child_surname: null,
    child_firstname: null,
    child_middlename: null,
    mother_surname: null,
    mother_firstname: null,
    mother_middlename: null,
    father_surname: null,
    father_firstname: null,
    father_middlename: null,
  };
  return JSON.stringify({
    Birth_Reg_ID: id,
    mod_type: 'birth-mod',
    mod_field: `${who}_name`,
    mod_reason: 'clerical_error',
    comment: COMMENT,
    requester: { type: 'parent', name: 'Bench Mother', proof: 'none' },
    supporting_documents: [document('request-letter'), document('affidavit-from-credible-witness')],
    ...names,
    [`${who}_surname`]: `Bench${RUN}x${letters(n)}`,
    [`${who}_firstname`]: 'Corrected',
    child_sex: null,
    child_dob: null,
    face: null,
    payment_reference: `SBX-PAID-MODIFICATION-${randomBytes(8).toString('hex').toUpperCase()}`,
  });
}

/**
 * Measures the certificate lookup, correction requests and their approval on a running API.
 * `tokens` holds `state_director` and `admin` sessions; `documentKey` a stored file uploaded
 * in Lagos (the requests' documents). `around(fn)` wraps each route (the host's speed).
 * Returns `{ rows, budgets }` for printTable.
 */
export async function benchModifications({
  url,
  databaseUrl,
  tokens,
  documentKey,
  around,
  connections = 50,
  duration = 10,
  closedWrites = true,
}) {
  const births = await preparedBirths(databaseUrl, { userName: 'state_director', count: 40_000 });
  if (births.length < 1000)
    throw new Error(`Only ${births.length} approved Lagos births to correct.`);
  const lookupName = `GET ${API}/cert/{number} (state_director)`;
  const lookup = await around(() =>
    drive(lookupName, {
      url,
      duration,
      connections,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            method: 'GET',
            path: `${API}/cert/${encodeURIComponent(
              births[Math.floor(Math.random() * births.length)].number,
            )}`,
            headers: { authorization: tokens.state_director },
          }),
        },
      ],
    }),
  );

  await checkpoint(databaseUrl);
  // One submission first, so that a body the API refuses stops the bench with its reason.
  const first = await fetch(`${url}${API}`, {
    method: 'POST',
    headers: { authorization: tokens.state_director, 'content-type': 'application/json' },
    body: correctionBody(births[0].id, 0, 0, documentKey),
  });
  if (first.status !== 201)
    throw new Error(`POST ${API} answered ${first.status}: ${await first.text()}`);
  // Each request a correction of the next birth (of the next field once every birth has one).
  let n = 0;
  const nextRequest = () => {
    n += 1;
    return {
      method: 'POST',
      path: API,
      headers: {
        authorization: tokens.state_director,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: correctionBody(
        births[n % births.length].id,
        n,
        Math.floor(n / births.length),
        documentKey,
      ),
    };
  };
  const approval = (id) => ({
    method: 'POST',
    path: `${API}/${id}/approve`,
    headers: { authorization: tokens.admin },
  });

  // The budgets: requests arriving at RATE a second, then the approvals of those requests at
  // RATE a second (each once; the warm-up's too).
  const submitName = `POST ${API} (state_director), ${RATE} a second (open loop)`;
  const approveName = `POST ${API}/{id}/approve (admin), ${RATE} a second (open loop)`;
  const submit = await around(() =>
    driveAtRate(submitName, {
      url,
      duration,
      streams: [{ name: submitName, rate: RATE, request: nextRequest }],
    }),
  );
  await checkpoint(databaseUrl);
  const requested = await pendingBenchRequests(databaseUrl);
  const approve = await around(() =>
    driveAtRate(approveName, {
      url,
      // As long as the requests made last for (2 s of them unmeasured).
      duration: Math.min(duration, Math.floor(requested.length / RATE) - 2),
      streams: [{ name: approveName, rate: RATE, request: (i) => approval(requested[i]) }],
    }),
  );

  // Closed loop, as information (the machine's saturation): requests by `connections` clients,
  // each sending its next on its answer; then each pending request approved once, the
  // warm-up's included (approvals are not counted while warming up): as many as the requests
  // left, at most APPROVALS, `connections` at a time, then, with those left, REVIEWERS at a
  // time.
  const saturation = [];
  if (closedWrites) {
    await checkpoint(databaseUrl);
    saturation.push(
      await around(() =>
        drive(`POST ${API} (state_director, ${connections} clients, closed loop)`, {
          url,
          duration,
          connections,
          requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
        }),
      ),
    );
    const ids = await pendingBenchRequests(databaseUrl);
    let next = 0;
    for (const clients of [connections, REVIEWERS]) {
      const name = `POST ${API}/{id}/approve (${clients} at a time, closed loop)`;
      const amount = Math.min(APPROVALS, ids.length - next - WARM_UP_APPROVALS);
      if (amount < MIN_APPROVALS) {
        console.log(`  ${name}: not measured, ${ids.length - next} corrections left to approve`);
        continue;
      }
      await checkpoint(databaseUrl);
      saturation.push(
        await around(() =>
          drive(name, {
            url,
            connections: clients,
            amount,
            requests: [
              {
                setupRequest: (request) => {
                  next += 1;
                  return { ...request, ...approval(ids[next - 1]) };
                },
              },
            ],
          }),
        ),
      );
    }
  }
  return {
    rows: [lookup, ...submit.rows, ...approve.rows],
    saturation,
    budgets: { [lookupName]: 25, [submitName]: 50, [approveName]: 50 },
  };
}
