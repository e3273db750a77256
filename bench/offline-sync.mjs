// Offline sync bench: queues OFFLINE_RECORDS (default 1,000) birth registrations, each with its
// informant's signature captured offline, in the real app's encrypted IndexedDB outbox in
// Chromium, then lets the app sync them against the built API on a fresh embedded database and
// prints the time taken and the counts (queued, synced, flagged, duplicated on the server).
// A second round cuts the connection mid-sync once (the answer of one committed record is lost,
// then the browser is offline for a few seconds) and checks again that nothing is lost or
// duplicated. Run `npm run build` first. Figures are printed, never asserted.
// By default the sync runs with the Offline registrations view open ("Sync now"); with
// OFFLINE_BENCH_FROM_HOME=1 it is the background sync with Home open (nothing redrawn).
// OFFLINE_RECORDS sets the count.
/* global indexedDB */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright';
import { exampleBirthRegistrationDraft } from '@vitalreg/domain';
import { DEMO_PASSWORD, signIn, startApi } from './lib.mjs';

const RECORDS = Number(process.env.OFFLINE_RECORDS ?? 1000);
const PORT = Number(process.env.OFFLINE_BENCH_PORT ?? 3190);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Letters only (names hold no digits): n in base 26. */
function letters(n, width = 4) {
  let text = '';
  for (let i = 0; i < width; i++) {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  }
  return text;
}

/** A small valid PNG (what a drawn signature is), the same bytes for every record. */
function signaturePng() {
  const width = 64;
  const height = 24;
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height, 255);
  for (let y = 0; y < height; y++) raw[y * row] = 0;
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    let crc = 0xffffffff;
    for (const byte of body) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    }
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

/**
 * The domain's example draft, made distinct per record: a unique child and mother first name
 * and no mother NIN (a reason instead), so the server's duplicate check has nothing to find.
 */
function drafts(tag, count) {
  const base = exampleBirthRegistrationDraft('claimed');
  return Array.from({ length: count }, (_, index) => ({
    ...base,
    child: { ...base.child, firstname: `${tag}${letters(index)}` },
    mother: {
      ...base.mother,
      firstname: `Mother${tag}${letters(index)}`,
      nin: '',
      reason_for_no_nin: 'Lack of Awareness',
    },
    documents: { ...base.documents, immunization_card: null },
  }));
}

/**
 * Runs in the page: seals each draft (and its signature file) under the user's data key exactly
 * as the app's outbox does (AES-GCM, bound to the record's id and owner) and writes them to the
 * app's offline database in one transaction.
 */
async function queueInPage({ drafts: list, signature }) {
  const held = JSON.parse(sessionStorage.getItem('offline_data_key'));
  const raw = Uint8Array.from(atob(held.key), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const encoder = new TextEncoder();
  const seal = async (value, boundTo) => {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(boundTo) },
      key,
      encoder.encode(JSON.stringify(value)),
    );
    return { iv, ciphertext };
  };
  const rows = [];
  const files = [];
  const start = Date.now();
  for (const [index, draft] of list.entries()) {
    const clientId = crypto.randomUUID();
    const fileId = `local/${crypto.randomUUID()}`;
    const at = new Date(start + index).toISOString();
    files.push({
      fileId,
      ownerId: held.userId,
      keyId: held.keyId,
      clientId,
      createdAt: at,
      sealed: await seal(
        { kind: 'signature', fileName: 'signature.png', mimeType: 'image/png', data: signature },
        `local-file:${fileId}:${held.userId}`,
      ),
    });
    const withSignature = { ...draft, informant: { ...draft.informant, signature: fileId } };
    rows.push({
      clientId,
      ownerId: held.userId,
      keyId: held.keyId,
      capturedAt: at,
      updatedAt: at,
      syncStatus: 0,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      payload: await seal(
        { draft: withSignature },
        `birth-registration:${clientId}:${held.userId}`,
      ),
      flagReasons: null,
    });
  }
  const name = localStorage.getItem('offline_database_name') ?? 'vitalreg-offline';
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise((resolve, reject) => {
    const transaction = database.transaction(['outbox', 'files'], 'readwrite');
    for (const row of rows) transaction.objectStore('outbox').put(row);
    for (const file of files) transaction.objectStore('files').put(file);
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
  return rows.length;
}

/** Runs in the page: the outbox's rows by sync status. */
async function outboxCounts() {
  const name = localStorage.getItem('offline_database_name') ?? 'vitalreg-offline';
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const rows = await new Promise((resolve, reject) => {
    const request = database.transaction('outbox').objectStore('outbox').getAll();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const fileCount = await new Promise((resolve, reject) => {
    const request = database.transaction('files').objectStore('files').count();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  database.close();
  const count = (status) => rows.filter((row) => row.syncStatus === status).length;
  return {
    total: rows.length,
    waiting: count(0),
    syncing: count(1),
    flagged: count(3),
    files: fileCount,
    reasons: [...new Set(rows.flatMap((row) => (row.lastError ? [row.lastError] : [])))],
  };
}

/** The server's records whose child first name starts with `tag`, by name. */
async function serverRecords(url, token, tag) {
  const names = new Map();
  for (let page = 1; ; page++) {
    const response = await fetch(
      `${url}/api/birth-registration/list/${page}?q=${encodeURIComponent(tag)}&limit=100`,
      { headers: { authorization: token } },
    );
    const body = await response.json();
    if (!response.ok) throw new Error(`list failed: ${JSON.stringify(body.message)}`);
    for (const row of body.data.result) {
      if (!row.child.firstname.startsWith(tag)) continue;
      names.set(row.child.firstname, (names.get(row.child.firstname) ?? 0) + 1);
    }
    if (page >= body.data.pagination.pages || body.data.result.length === 0) break;
  }
  const duplicated = [...names.values()].filter((n) => n > 1).reduce((a, n) => a + n - 1, 0);
  return { distinct: names.size, duplicated };
}

/** Median of request times as the browser saw them (request start to response end). */
function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

async function waitForDrain(page, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let counts;
  for (;;) {
    counts = await page.evaluate(outboxCounts);
    if (counts.waiting + counts.syncing === 0) return counts;
    if (Date.now() > deadline) return counts;
    await page.waitForTimeout(500);
  }
}

async function round(page, context, { url, token, tag, cut }) {
  const list = drafts(tag, RECORDS);
  await page.goto(`${url}/welcome`); // outside the dashboard: no background sync while queueing
  const queueStart = performance.now();
  const queued = await page.evaluate(queueInPage, { drafts: list, signature: signaturePng() });
  const queueMs = performance.now() - queueStart;

  let adds = 0;
  let cutDone = false;
  if (cut) {
    await page.route('**/api/birth-registration/add', async (route) => {
      adds += 1;
      if (adds === Math.floor(RECORDS / 3) && !cutDone) {
        cutDone = true;
        await route.fetch(); // committed on the server ...
        await route.abort('internetdisconnected'); // ... its answer lost
        await context.setOffline(true);
        setTimeout(() => void context.setOffline(false), 3000);
        return;
      }
      await route.continue();
    });
  }
  const timings = { add: [], documents: [] };
  const onFinished = (request) => {
    const kind = request.url().endsWith('/api/birth-registration/add')
      ? 'add'
      : request.url().endsWith('/api/documents')
        ? 'documents'
        : undefined;
    const timing = request.timing();
    if (kind && timing.responseEnd > 0) timings[kind].push(timing.responseEnd);
  };
  page.on('requestfinished', onFinished);
  const syncStart = performance.now();
  if (process.env.OFFLINE_BENCH_FROM_HOME) {
    // The background sync starts when the dashboard opens; Home shows nothing of the outbox.
    await page.goto(`${url}/dashboard/home`);
  } else {
    await page.goto(`${url}/dashboard/birth-registrations/offline`);
    await page.getByRole('button', { name: 'Sync now' }).click();
  }
  const counts = await waitForDrain(page, 30 * 60_000);
  const syncMs = performance.now() - syncStart;
  page.off('requestfinished', onFinished);
  if (cut) await page.unroute('**/api/birth-registration/add');
  const server = await serverRecords(url, token, tag);
  return {
    round: cut ? 'connection cut once mid-sync' : 'uninterrupted',
    queued,
    queueSeconds: +(queueMs / 1000).toFixed(1),
    syncSeconds: +(syncMs / 1000).toFixed(1),
    perRecordMs: +(syncMs / queued).toFixed(1),
    synced: server.distinct,
    flagged: counts.flagged,
    stillWaiting: counts.waiting + counts.syncing,
    filesLeftOnDevice: counts.files,
    duplicatedOnServer: server.duplicated,
    lost: queued - server.distinct - counts.flagged - counts.waiting - counts.syncing,
    addMedianMs: median(timings.add),
    uploadMedianMs: median(timings.documents),
    lastErrors: counts.reasons,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'vitalreg-offline-bench-'));
const api = await startApi({
  port: PORT,
  env: {
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_REGISTER: '0',
    DEMO_PASSWORD,
    // One registrar sends 2 requests per record (signature, record): above the default
    // 1,000 a minute per client, which would pause the sync (429 -> back-off) and time that.
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '100000',
  },
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${api.url}/auth`);
  await page.getByLabel('User name').fill('registra');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard\/home$/);
  await page.waitForFunction(() => sessionStorage.getItem('offline_data_key') !== null, null, {
    timeout: 30_000,
  });
  const token = await signIn(api.url, 'registra');
  const results = [];
  results.push(await round(page, context, { url: api.url, token, tag: 'Benchone', cut: false }));
  results.push(await round(page, context, { url: api.url, token, tag: 'Benchtwo', cut: true }));
  console.log(
    `\nOffline sync of ${RECORDS} queued birth registrations (Chromium, embedded PGlite)`,
  );
  console.table(results.map(({ lastErrors: _lastErrors, ...row }) => row));
  for (const row of results) {
    if (row.lastErrors.length > 0) console.log(`  ${row.round}: last errors ${row.lastErrors}`);
  }
} finally {
  await browser.close();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
