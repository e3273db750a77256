// Documents in PostgreSQL (issue 47 §1; docs/documents.md): upload and download p95 of 1 MB
// files at 50 clients, and the API's memory (RSS) while it stores and serves them.
//   npm run build -w @vitalreg/api && node bench/documents.mjs
// A database of its own (BENCH_DOCUMENTS_DATABASE_URL, else vitalreg_bench_documents on
// 127.0.0.1:5432, made afresh and dropped afterwards). Every upload is a new file (its first
// bytes are a counter), so each one is written, never deduplicated. Figures are printed, never
// asserted.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { drive, printTable, signIn, startApi, withDatabase } from './lib.mjs';

const PORT = Number(process.env.BENCH_DOCUMENTS_PORT ?? 3471);
const SERVER = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'vitalreg_bench_documents';
const databaseUrl =
  process.env.BENCH_DOCUMENTS_DATABASE_URL ?? SERVER.replace(/\/[^/?]*(\?|$)/, `/${NAME}$1`);
const FILE_BYTES = 1024 * 1024;
const SECONDS = Number(process.env.BENCH_DOCUMENTS_SECONDS ?? 10);

/** The process's resident memory (MB) now, from /proc. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/** Drives a route while sampling the API's RSS every 100 ms; the row with its peak. */
async function withMemory(pid, run) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  try {
    const row = await run();
    return { ...row, peakMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

if (!process.env.BENCH_DOCUMENTS_DATABASE_URL) {
  await withDatabase(SERVER, async (sql) => {
    await sql.unsafe(`drop database if exists ${NAME} with (force)`);
    await sql.unsafe(`create database ${NAME}`);
  });
}
const api = await startApi({
  port: PORT,
  env: {
    DATABASE_URL: databaseUrl,
    DEMO: '1',
    DEMO_REGISTER: '0',
    RATE_LIMIT_PER_MINUTE: '10000000',
  },
});
try {
  const token = await signIn(api.url, 'registra');
  const idleMb = rssMb(api.pid);

  // A PDF of 1 MB whose first 48 bytes after the header change with every request: base64 of
  // a multiple of 3 bytes, so the rest's base64 is made once.
  const header = Buffer.from('%PDF-1.7\n');
  const rest = randomBytes(FILE_BYTES - header.length - 48);
  const restBase64 = rest.toString('base64');
  let counter = 0;
  const body = () => {
    counter += 1;
    const head = Buffer.alloc(48, 32);
    head.write(`${process.pid}-${Date.now()}-${counter}`);
    const data = Buffer.concat([header, head]).toString('base64').slice(0, 76) + restBase64;
    return JSON.stringify({ kind: 'support_document', mimeType: 'application/pdf', data });
  };
  const upload = await withMemory(api.pid, () =>
    drive('POST /api/documents (1 MB PDF)', {
      url: `${api.url}/api/documents`,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: { authorization: token, 'content-type': 'application/json' },
            body: body(),
          }),
        },
      ],
    }),
  );

  const keys = await withDatabase(databaseUrl, (sql) =>
    sql`select key from documents order by id desc limit 2000`.then((rows) =>
      rows.map((row) => row.key),
    ),
  );
  let next = 0;
  const download = await withMemory(api.pid, () =>
    drive('GET /api/documents/{key} (1 MB)', {
      url: api.url,
      duration: SECONDS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/documents/${keys[next++ % keys.length]}`,
            headers: { authorization: token },
          }),
        },
      ],
    }),
  );

  printTable('Documents in PostgreSQL, 50 clients, 1 MB files', [upload, download]);
  const [stored] = await withDatabase(
    databaseUrl,
    (sql) =>
      sql`select count(*)::int as files, pg_size_pretty(sum(size_bytes)) as bytes from blobs`,
  );
  console.log(
    `\n  API memory (RSS): ${idleMb} MB idle, peak ${upload.peakMb} MB while uploading, ` +
      `peak ${download.peakMb} MB while downloading (${keys.length} files read in turn)`,
  );
  console.log(`  stored: ${stored.files} files, ${stored.bytes}`);
  console.log(
    `BENCH documents: upload p95 ${upload.p95} ms (${upload.rps}/s), download p95 ` +
      `${download.p95} ms (${download.rps}/s), RSS peak ${Math.max(upload.peakMb, download.peakMb)} MB`,
  );
} finally {
  await api.stop();
  if (!process.env.BENCH_DOCUMENTS_DATABASE_URL) {
    await withDatabase(SERVER, (sql) => sql.unsafe(`drop database if exists ${NAME} with (force)`));
  }
}
