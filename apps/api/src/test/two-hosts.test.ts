/**
 * Beyond one machine (issue 47 §§1-3; ARCHITECTURE.md "Hosts, documents and the read
 * replica"): two API hosts, separate processes on separate ports, on one PostgreSQL, with a real
 * streaming replica made by this file (`pg_basebackup -R`, test/replica.ts) as their
 * DATABASE_READ_URL. Host A reads from the replica while it lags up to 60 s, host B only while
 * it lags at most 3 s, so both the replica's reads and the fallback to the primary are seen.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { birthKind } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../db/client.ts';
import { birthPayload } from '../kinds/birth/test-support.ts';
import {
  demoCentre,
  recordCalls,
  uploadCentreFiles,
  type CentreInfo,
} from '../modules/records/test-support.ts';
import { READ_AFTER_COOKIE } from '../plugins/database.ts';
import {
  bearer,
  DEMO_PASSWORD,
  freshAddress,
  openTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './helpers.ts';
import { alternating, injectOverHttp, startApiHost, type ApiHost } from './hosts.ts';
import { startReplica, type TestReplica } from './replica.ts';

if (!TEST_DATABASE_URL) {
  console.log(
    'Skipped the two-host and read-replica tests: they need PostgreSQL (TEST_DATABASE_URL).',
  );
}

/** Requests a minute per user on both hosts: low enough for the limit test to reach. */
const REQUESTS_PER_MINUTE = 300;

describe.runIf(TEST_DATABASE_URL)('two API hosts on one PostgreSQL, reading from a replica', () => {
  let database: TestDatabase;
  let db: Database;
  let replica: TestReplica;
  let a: ApiHost;
  let b: ApiHost;
  const onA = (): FastifyInstance => alternating([a.url]);
  const onB = (): FastifyInstance => alternating([b.url]);
  let ikeja: CentreInfo;

  beforeAll(async () => {
    replica = await startReplica(TEST_DATABASE_URL!);
    database = await openTestDatabase();
    db = database.handle.db;
    const common = {
      DATABASE_URL: database.url!,
      DATABASE_READ_URL: replica.urlOf(database.url!),
      DEMO: '1',
      DEMO_REGISTER: '0',
      DEMO_PASSWORD,
      RATE_LIMIT_PER_MINUTE: String(REQUESTS_PER_MINUTE),
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startApiHost({ ...common, DATABASE_READ_MAX_LAG_SECONDS: '60' });
    b = await startApiHost({ ...common, DATABASE_READ_MAX_LAG_SECONDS: '3' });
    ikeja = await demoCentre(db, 'Ikeja Registration Centre');
  }, 600_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await replica?.remove();
    await database?.drop();
  });

  /** Signs in on a host; the token then works on either. */
  async function signInOn(host: FastifyInstance, user: string, address = freshAddress()) {
    const response = await host.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user, password: DEMO_PASSWORD, device: 'two-hosts' },
      remoteAddress: address,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { token: string } }).data.token;
  }

  /** What a host's /api/health says of the replica. */
  async function replicaOn(host: ApiHost) {
    const answer = await injectOverHttp(host.url, { url: '/api/health' });
    return (answer.json() as { data: { replica: { state: string; lag_seconds: number | null } } })
      .data.replica;
  }

  /** Asks until `check` holds (what a person would wait to see), for up to two minutes. */
  async function eventually(check: () => Promise<boolean>, what: string) {
    for (let tries = 0; tries < 600; tries++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`never: ${what}`);
  }

  const cookieOf = (answer: LightMyRequestResponse) => {
    const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
    return cookies.find((cookie) => cookie.startsWith(`${READ_AFTER_COOKIE}=`))?.split(';')[0];
  };

  it('reports the replica streaming, and its lag, in /api/health on both hosts', async () => {
    for (const host of [a, b]) {
      await eventually(async () => (await replicaOn(host)).state === 'streaming', 'streaming');
      const replicaNow = await replicaOn(host);
      expect(replicaNow.lag_seconds).toBeGreaterThanOrEqual(0);
      expect(replicaNow).toMatchObject({ state: 'streaming' });
    }
  });

  it('serves a document uploaded through one host from the other, from PostgreSQL', async () => {
    const token = await signInOn(onA(), 'registra');
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      randomBytes(600 * 1024),
      Buffer.from('\n%%EOF\n'),
    ]);
    const uploaded = await onA().inject({
      method: 'POST',
      url: '/api/documents',
      headers: bearer(token),
      payload: {
        kind: 'support_document',
        mimeType: 'application/pdf',
        fileName: 'scan.pdf',
        data: bytes.toString('base64'),
      },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { key, sha256 } = (uploaded.json() as { data: { key: string; sha256: string } }).data;
    const read = await onB().inject({
      method: 'GET',
      url: `/api/documents/${key}`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(bytes)).toBe(true);
    // In the database, in rows of 256 KB; on neither host's disk.
    const [stored] = rowsOf<{ chunks: number; size: string }>(
      await db.execute(
        sql`select chunks, size_bytes::text as size from blobs where sha256 = ${sha256}`,
      ),
    );
    expect(stored).toEqual({ chunks: 3, size: String(bytes.length) });
    for (const host of [a, b]) expect(await readdir(host.dataDir)).not.toContain('blobs');
  });

  it('holds a session started on one host on the other, and ends it on both at logout', async () => {
    const token = await signInOn(onA(), 'dcr');
    const me = await onB().inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const out = await onB().inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    for (const host of [onA(), onB()]) {
      const after = await host.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(token),
      });
      expect(after.statusCode).toBe(401);
    }
  });

  it('answers a submission sent again with its Idempotency-Key through the other host with the same record', async () => {
    const token = await signInOn(onA(), 'registra');
    await uploadCentreFiles(onA(), token, ikeja.id);
    const payload = birthPayload(ikeja.id, (p) => {
      Object.assign(p, { registration_state: ikeja.stateId, registration_lga: ikeja.lgaId });
    });
    const key = randomUUID();
    const first = await recordCalls(onA(), birthKind).submit(token, payload, key);
    const again = await recordCalls(onB(), birthKind).submit(token, payload, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    const idOf = (answer: LightMyRequestResponse) =>
      (answer.json() as { data: { id: number } }).data.id;
    expect(idOf(again)).toBe(idOf(first));
    const [count] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from records
          where particulars = (select particulars from records where id = ${idOf(first)})`,
      ),
    );
    expect(count?.n).toBe(1);
  });

  it('holds the request limit counted on one host on the other', async () => {
    const token = await signInOn(onA(), 'hospital');
    const me = (host: FastifyInstance) =>
      host.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    let refusedOnA = false;
    for (let n = 0; n < REQUESTS_PER_MINUTE + 10 && !refusedOnA; n++) {
      refusedOnA = (await me(onA())).statusCode === 429;
    }
    expect(refusedOnA).toBe(true);
    // B learns A's count within a second or so; far fewer requests than the limit.
    let tries = 0;
    await eventually(async () => {
      tries += 1;
      return (await me(onB())).statusCode === 429;
    }, 'host B refusing the user host A counted');
    expect(tries).toBeLessThan(REQUESTS_PER_MINUTE / 4);
  });

  it('makes sign-in tries wait on one host after failures on the other', async () => {
    const address = freshAddress();
    const tryOn = (host: FastifyInstance, password: string) =>
      host.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { user: 'tiu', password, device: 'two-hosts' },
        remoteAddress: address,
      });
    let waiting: LightMyRequestResponse | undefined;
    for (let n = 0; n < 6 && !waiting; n++) {
      const answer = await tryOn(onA(), 'not-the-password');
      if (answer.statusCode === 429) waiting = answer;
    }
    expect(waiting).toBeDefined();
    // The right password, at once, through the other host: still waiting.
    const onOther = await tryOn(onB(), DEMO_PASSWORD);
    expect(onOther.statusCode).toBe(429);
    expect((onOther.json() as { code: string }).code).toBe('RATE_LIMITED');
  });

  describe('reads from the replica', () => {
    it('shows a client its own submission at once (read-your-writes) while others read the lagging replica', async () => {
      const registrar = await signInOn(onA(), 'registra');
      const dcr = await signInOn(onA(), 'dcr');
      await uploadCentreFiles(onA(), registrar, ikeja.id);
      const payload = birthPayload(ikeja.id, (p) => {
        Object.assign(p, { registration_state: ikeja.stateId, registration_lga: ikeja.lgaId });
      });
      for (const host of [a, b]) {
        await eventually(async () => (await replicaOn(host)).state === 'streaming', 'streaming');
      }
      await replica.pauseReplay();
      try {
        // Submitted through B; its answer carries the position to read after.
        const submitted = await recordCalls(onB(), birthKind).submit(registrar, payload);
        expect(submitted.statusCode, submitted.body).toBe(201);
        const id = (submitted.json() as { data: { id: number } }).data.id;
        const cookie = cookieOf(submitted);
        expect(cookie).toMatch(new RegExp(`^${READ_AFTER_COOKIE}=\\d+$`));
        const list = (host: FastifyInstance, token: string, withCookie?: string) =>
          host.inject({
            method: 'GET',
            url: `/api/${birthKind.apiPath}/list/1`,
            headers: { ...bearer(token), ...(withCookie ? { cookie: withCookie } : {}) },
          });
        const ids = (answer: LightMyRequestResponse) => {
          expect(answer.statusCode, answer.body).toBe(200);
          return (answer.json() as { data: { result: { id: number }[] } }).data.result.map(
            (row) => row.id,
          );
        };
        // The submitter, through A (which reads the replica: its lag is within A's 60 s), sees
        // the record at once: A sends this client's reads to the primary.
        expect(ids(await list(onA(), registrar, cookie))).toContain(id);
        // Someone else reading through A is served by the paused replica: not there yet.
        expect(ids(await list(onA(), dcr))).not.toContain(id);
        // B allows 3 s of lag: once it sees the replica behind, it reads the primary, no error.
        await eventually(async () => (await replicaOn(b)).state === 'behind', 'B: replica behind');
        expect(ids(await list(onB(), dcr))).toContain(id);
        const health = await replicaOn(b);
        expect(health.lag_seconds).toBeGreaterThan(3);
        await replica.resumeReplay();
        // The replica replays the record: everyone sees it through A too.
        await eventually(async () => ids(await list(onA(), dcr)).includes(id), 'replayed');
        await eventually(async () => (await replicaOn(b)).state === 'streaming', 'B streaming');
      } finally {
        await replica.resumeReplay();
      }
    }, 180_000);

    it('reads from the primary, with no error, once the replica stops', async () => {
      const dcr = await signInOn(onA(), 'dcr');
      const list = (host: FastifyInstance) =>
        host.inject({
          method: 'GET',
          url: `/api/${birthKind.apiPath}/list/1`,
          headers: bearer(dcr),
        });
      expect((await list(onA())).statusCode).toBe(200);
      await replica.stop();
      // At once, before either host has noticed: the replica's failed queries go to the primary.
      for (const host of [onA(), onB(), onA(), onB()]) {
        expect((await list(host)).statusCode).toBe(200);
      }
      for (const host of [a, b]) {
        await eventually(async () => (await replicaOn(host)).state === 'down', 'replica down');
        const health = await injectOverHttp(host.url, { url: '/api/health' });
        expect(health.statusCode).toBe(200);
      }
    });
  });
});
