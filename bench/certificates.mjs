// Certificates in `npm run bench` (called from bench/run.mjs): certificate PDFs made by printing
// approved records (budget: a PDF in <= 200 ms), and the public verification route at 50 clients
// (budget: p95 <= 25 ms). Figures are printed by the caller with printTable, never asserted.
//
// The API must be started with VERIFY_RATE_LIMIT_PER_MINUTE high (e.g. 10000000): the public
// check allows 30 a minute per address, and the bench is one address.
import { drive, withDatabase } from './lib.mjs';

/** Exact percentile of sorted milliseconds, to 0.1 ms. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return (
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10
  );
}

/**
 * Approved records of `kind` in the area of `userName`'s centre, `count` of them (the seeded
 * records: 60% are approved). Printing them makes them printed, so each run takes others.
 */
export async function approvedRecordIds(
  databaseUrl,
  { kind = 'birth', userName = 'registra', count = 200 } = {},
) {
  return withDatabase(databaseUrl, async (sql) => {
    const rows = await sql`
      select r.id from records r
      join users u on u.user_name = ${userName} and r.reg_center_id = u.reg_center_id
      where r.kind = ${kind} and r.status = 'approved' and r.certificate_number is not null
      order by r.id desc limit ${count}`;
    return rows.map((row) => Number(row.id));
  });
}

/** Prints each record (POST /api/certificates/{kind}/{id}/print), `parallel` at a time. */
async function printAll({ url, token, kind, ids, parallel }) {
  const times = [];
  const codes = [];
  let errors = 0;
  const failures = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next];
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${url}/api/certificates/${kind}/${id}/print`, {
        method: 'POST',
        headers: { authorization: token },
      });
      const body = await response.json().catch(() => undefined);
      times.push(performance.now() - t0);
      if (response.ok && body?.data?.code) {
        codes.push(body.data.code);
      } else {
        errors += 1;
        failures[response.status] = (failures[response.status] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    row: {
      name: `POST certificate print (PDF), ${parallel} at a time`,
      requests: times.length,
      // PDFs per second.
      rps: Math.round((times.length / seconds) * 10) / 10,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      errors,
      failures,
    },
    codes,
  };
}

/**
 * Measures certificate generation and public verification on a running API.
 *
 * - `url`: the API's base address (`http://127.0.0.1:3900`);
 * - `token`: `Bearer …` of a user who may print (registrar, DCR, state director, admin) and
 *   whose area holds the records;
 * - `recordIds`: approved records of `kind` (e.g. from approvedRecordIds); half are printed
 *   one at a time (the time of one PDF, printing included), half `parallel` at a time (PDFs
 *   per second on this machine);
 * - the codes printed are then checked at `GET /api/verify/{code}` by `connections` clients
 *   for `duration` seconds.
 *
 * Returns `{ rows, budgets }` for printTable(title, rows, budgets); `rows[*].rps` of the print
 * rows is PDFs per second.
 */
export async function benchCertificates({
  url,
  token,
  recordIds,
  kind = 'birth',
  parallel = 2,
  connections = 50,
  duration = 10,
}) {
  if (recordIds.length < 3) throw new Error('benchCertificates needs at least 3 approved records.');
  // The first print loads the fonts: made before the measured ones.
  const [first, ...ids] = recordIds;
  const warmUp = await printAll({ url, token, kind, ids: [first], parallel: 1 });
  const half = Math.ceil(ids.length / 2);
  const sequential = await printAll({ url, token, kind, ids: ids.slice(0, half), parallel: 1 });
  const concurrent = await printAll({ url, token, kind, ids: ids.slice(half), parallel });
  const codes = [...warmUp.codes, ...sequential.codes, ...concurrent.codes];
  if (codes.length === 0) {
    throw new Error(`No certificate was printed: ${JSON.stringify(sequential.row.failures)}`);
  }
  const verifyName = `GET /api/verify/{code} (public, ${connections} clients)`;
  const verify = await drive(verifyName, {
    url,
    duration,
    connections,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          method: 'GET',
          path: `/api/verify/${codes[Math.floor(Math.random() * codes.length)]}`,
        }),
      },
    ],
  });
  return {
    rows: [sequential.row, concurrent.row, verify],
    budgets: { [sequential.row.name]: 200, [concurrent.row.name]: 200, [verifyName]: 25 },
  };
}
