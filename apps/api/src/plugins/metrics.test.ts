import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_NINS } from '../integrations/identity/sandbox.ts';
import { birthPayload } from '../kinds/birth/test-support.ts';
import { demoCentre, uploadCentreFiles } from '../modules/records/test-support.ts';
import {
  bearer,
  createTestApp,
  freshAddress,
  openTestDatabase,
  signIn,
  TEST_DATABASE_URL,
  type TestApp,
  type TestDatabase,
} from '../test/helpers.ts';
import { CAPTURED_OFFLINE_HEADER } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus's text format (version 0.0.4) read strictly: every line a comment (# HELP, # TYPE)
 * or a sample `name{label="value",...} number`; anything else fails the test.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][\w:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][\w:]* .*$/.test(line)) continue;
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`Not the text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (sample[2] ?? '').matchAll(
      /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g,
    )) {
      labels[name!] = value!;
    }
    const value = sample[3] === '+Inf' ? Infinity : Number(sample[3]);
    if (Number.isNaN(value)) throw new Error(`Not a number: ${line}`);
    samples.push({ name: sample[1]!, labels, value });
  }
  return { types, samples };
}

let t: TestApp;
let registrar: string;

const scrape = (headers: Record<string, string> = bearer(TOKEN)) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers });

async function samples() {
  const answer = await scrape();
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
  return parseExposition(answer.body);
}

const find = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

beforeAll(async () => {
  t = await createTestApp({
    metricsToken: TOKEN,
    dataDir: await mkdtemp(join(tmpdir(), 'vr-metrics-')),
  });
  registrar = await signIn(t.app, 'registra');
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('is refused without the token, or with another', async () => {
    for (const headers of [{}, bearer('wrong'), bearer(`${TOKEN}x`), bearer(registrar)]) {
      const answer = await scrape(headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('vitalreg_');
      expect(answer.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers request latencies by route pattern, errors by code, sign-in failures and delays', async () => {
    const missing = 987654321;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/birth-registration/${missing}`,
      headers: bearer(registrar),
    });
    expect(detail.statusCode).toBe(404);
    const address = freshAddress();
    const tries = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { user: 'dcr', password: 'not-the-password', device: 'vitest' },
          remoteAddress: address,
        }),
      );
    }
    expect(tries.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);

    const { types, samples: all } = await samples();
    expect(types.get('vitalreg_http_request_duration_seconds')).toBe('histogram');
    const route = { route: '/api/birth-registration/:id', method: 'GET', status: '404' };
    const buckets = find(all, 'vitalreg_http_request_duration_seconds_bucket', route);
    expect(buckets.length).toBeGreaterThan(5);
    expect(
      find(buckets, 'vitalreg_http_request_duration_seconds_bucket', { le: '+Inf' })[0]?.value,
    ).toBe(1);
    expect(find(all, 'vitalreg_http_request_duration_seconds_count', route)[0]?.value).toBe(1);
    // The pattern, never the address: no label holds the id asked for.
    expect(all.some((s) => Object.values(s.labels).some((v) => v.includes(String(missing))))).toBe(
      false,
    );
    expect(
      find(all, 'vitalreg_http_errors_total', { status: '404', code: 'NOT_FOUND' })[0]?.value,
    ).toBe(1);
    expect(find(all, 'vitalreg_http_errors_total', { code: 'INVALID_CREDENTIALS' })[0]?.value).toBe(
      3,
    );
    expect(find(all, 'vitalreg_sign_in_failures_total')[0]?.value).toBe(3);
    expect(find(all, 'vitalreg_sign_in_delay_seconds_count')[0]?.value).toBe(1);
    expect(find(all, 'vitalreg_sign_in_delay_seconds_sum')[0]?.value).toBeGreaterThan(0);
  });

  it('times the identity agency, counts offline submissions, and shows the pools', async () => {
    const looked = await t.app.inject({
      method: 'POST',
      url: '/api/verify-nin',
      headers: bearer(registrar),
      payload: { nin: SANDBOX_NINS.mother },
    });
    expect(looked.statusCode).toBe(200);
    const ikeja = await demoCentre(t.app.db, 'Ikeja Registration Centre');
    await uploadCentreFiles(t.app, registrar, ikeja.id);
    const send = (offline: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/birth-registration/add',
        headers: {
          ...bearer(registrar),
          'idempotency-key': randomUUID(),
          ...(offline ? { [CAPTURED_OFFLINE_HEADER]: '1' } : {}),
        },
        payload: birthPayload(ikeja.id),
      });
    expect((await send(true)).statusCode).toBe(201);
    expect((await send(false)).statusCode).toBe(201);

    const { samples: all } = await samples();
    const nin = { adapter: 'identity', call: 'nin', outcome: 'answered' };
    // The look-up, and the submissions' own checks of their numbers.
    expect(find(all, 'vitalreg_adapter_duration_seconds_count', nin)[0]?.value).toBeGreaterThan(0);
    expect(find(all, 'vitalreg_adapter_failures_total')).toEqual([]);
    expect(
      find(all, 'vitalreg_offline_submissions_total', { route: '/api/birth-registration/add' })[0]
        ?.value,
    ).toBe(1);
    const pools = find(all, 'vitalreg_db_pool_connections').map((s) => s.labels.pool);
    if (t.database.kind === 'postgresql') {
      expect(pools).toEqual(['primary', 'read', 'search', 'statements', 'batches', 'blobs']);
      expect(find(all, 'vitalreg_db_pool_waiting', { pool: 'primary' })[0]?.value).toBe(0);
    } else {
      // The embedded database has no pool.
      expect(pools).toEqual([]);
    }
  });

  it('shows the replica lag only when it is known', async () => {
    expect(find((await samples()).samples, 'vitalreg_db_replica_lag_seconds')).toEqual([]);
    t.app.metrics.feedReplicaLag(async () => 1.5);
    expect(find((await samples()).samples, 'vitalreg_db_replica_lag_seconds')).toEqual([
      { name: 'vitalreg_db_replica_lag_seconds', labels: { replica: 'read' }, value: 1.5 },
    ]);
    t.app.metrics.feedReplicaLag(async () => undefined);
    expect(find((await samples()).samples, 'vitalreg_db_replica_lag_seconds')).toEqual([]);
  });
});

describe('without METRICS_TOKEN', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('serves no /metrics', async () => {
    const answer = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer(TOKEN),
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('a pool with too many queries waiting', () => {
  let database: TestDatabase;
  let busy: TestApp;
  beforeAll(async () => {
    // 64 processes' share: two connections in the primary pool; three queries may wait.
    database = await openTestDatabase({ processes: 64, queueLimit: 3 });
    busy = await createTestApp({}, database);
  });
  afterAll(async () => {
    await busy.close();
    await database.drop();
  });

  it('answers 503 with Retry-After at once, never 500, and recovers', async () => {
    const admin = await signIn(busy.app, 'admin');
    const roles = () =>
      busy.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(admin) });
    expect((await roles()).statusCode).toBe(200);
    // Drizzle's queries start when awaited: started here, two hold both connections and
    // three wait.
    const sleepers = [1, 2, 3, 4, 5].map(async () => busy.app.db.execute(sql`select pg_sleep(3)`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await roles();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({
      code: 'DATABASE_BUSY',
      message: 'The server is busy at the moment. Try again shortly.',
    });
    expect((await Promise.allSettled(sleepers)).map((s) => s.status)).toEqual(
      Array(5).fill('fulfilled'),
    );
    expect((await roles()).statusCode).toBe(200);
    const primary = database.handle.pools?.find((pool) => pool.name === 'primary');
    expect(primary?.refused).toBeGreaterThan(0);
    // Nothing refused or answered is left counted.
    await vi.waitFor(() => expect(primary?.underWay).toBe(0));
  });
});
