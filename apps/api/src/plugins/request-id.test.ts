import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema.ts';
import { recordReads } from '../modules/record-reads/table.ts';
import { bearer, createTestApp, freshAddress, signIn, type TestApp } from '../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What a caller might put in X-Request-Id to be written into the audit chain or record_reads:
 * another request's id, personal data shaped like a token, text too long, a forged log line.
 */
const HOSTILE_IDS = [
  'Zainab.Qwerty.98765432109',
  `${'Zainab-Qwerty-'.repeat(40)}end`,
  'Zainab Qwerty 98765432109\nlevel=info msg="audit forged"',
];

const requestIdOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-request-id']);

describe("request ids: ours, never the caller's", () => {
  it('keeps a hostile X-Request-Id out of the audit log and record_reads', async () => {
    const ids: string[] = [];
    for (const hostile of HOSTILE_IDS) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { user: 'registra', password: 'vitalreg-demo', device: 'vitest' },
        remoteAddress: freshAddress(),
        headers: { 'x-request-id': hostile },
      });
      expect(login.statusCode).toBe(200);
      const token = (login.json() as { data: { token: string } }).data.token;
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/birth-registration/list/1',
        headers: { ...bearer(token), 'x-request-id': hostile },
      });
      expect(list.statusCode).toBe(200);
      ids.push(requestIdOf(login), requestIdOf(list));
    }
    for (const id of ids) expect(id).toMatch(UUID);

    // The sign-ins were audited, and the list reads recorded, under our ids.
    const audited = await t.database.handle.db
      .select({ requestId: auditLog.requestId })
      .from(auditLog)
      .where(inArray(auditLog.requestId, ids));
    expect(audited.length).toBeGreaterThanOrEqual(HOSTILE_IDS.length);
    await t.app.recordReads.flush();
    const reads = await t.database.handle.db
      .select({ requestId: recordReads.requestId })
      .from(recordReads)
      .where(inArray(recordReads.requestId, ids));
    expect(reads).toHaveLength(HOSTILE_IDS.length);

    // Nothing the caller wrote is anywhere in either table.
    const everyEvent = JSON.stringify(await t.database.handle.db.select().from(auditLog));
    const everyRead = JSON.stringify(await t.database.handle.db.select().from(recordReads));
    for (const text of [everyEvent, everyRead]) {
      expect(text).not.toContain('Zainab');
      expect(text).not.toContain('98765432109');
    }
  });

  it('logs our id on every line, and a plain caller id beside it for correlation only', async () => {
    const token = await signIn(t.app, 'registra');
    const traced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { ...bearer(token), 'x-request-id': 'lb-trace.42_ab' },
    });
    const ours = requestIdOf(traced);
    expect(ours).toMatch(UUID);
    const lines = t.logs
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.includes(ours))
      .map((line) => JSON.parse(line) as { reqId: string; req?: Record<string, unknown> });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.reqId).toBe(ours);
    expect(lines.find((line) => line.req)?.req).toMatchObject({
      clientRequestId: 'lb-trace.42_ab',
    });

    // A caller id that is not a plain token is left out; a NIN in one is masked.
    for (const [given, logged] of [
      [HOSTILE_IDS[2]!, undefined],
      [HOSTILE_IDS[1]!, undefined],
      [HOSTILE_IDS[0]!, 'Zainab.Qwerty.[NIN]'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      const line = t.logs
        .flatMap((chunk) => chunk.split('\n'))
        .filter((text) => text.includes(requestIdOf(response)))
        .map((text) => JSON.parse(text) as { req?: { clientRequestId?: string } })
        .find((entry) => entry.req);
      expect(line?.req?.clientRequestId).toBe(logged);
    }
  });

  it('audits a sign-in under the id it answers', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user: 'dcr', password: 'vitalreg-demo', device: 'vitest' },
      remoteAddress: freshAddress(),
      headers: { 'x-request-id': 'abc-123' },
    });
    const [event] = await t.database.handle.db
      .select({ requestId: auditLog.requestId })
      .from(auditLog)
      .where(eq(auditLog.requestId, requestIdOf(login)));
    expect(event?.requestId).toMatch(UUID);
  });
});
