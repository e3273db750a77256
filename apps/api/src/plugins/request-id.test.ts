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

  it("logs our id on every line and nothing of the caller's X-Request-Id", async () => {
    const token = await signIn(t.app, 'registra');
    for (const given of ['lb-trace.42_ab', ...HOSTILE_IDS]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { ...bearer(token), 'x-request-id': given },
      });
      const ours = requestIdOf(response);
      expect(ours).toMatch(UUID);
      const lines = t.logs
        .flatMap((chunk) => chunk.split('\n'))
        .filter((line) => line.includes(ours));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect((JSON.parse(line) as { reqId: string }).reqId).toBe(ours);
        expect(line).not.toContain(given.slice(0, 20));
      }
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
