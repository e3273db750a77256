import { ROUTE_ACCESS, type RecordHistoryEntry } from '@vitalreg/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bearer } from '../../test/helpers.ts';
import { birthCalls, birthPayload } from '../../kinds/birth/test-support.ts';
import { centreFiles, useRecordsTest, userId } from '../records/test-support.ts';
import { RecordReadLog } from './read-log.ts';
import { listQueryOf } from './register.ts';
import { recordReads, type RecordRead } from './table.ts';

const s = useRecordsTest();

const get = (url: string, token: string) =>
  s.t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A birth captured at Ikeja by the registrar, approved by the DCR and printed. */
async function printedBirth() {
  const calls = birthCalls(s.t.app);
  const { id } = await calls.submitted(s.people.registra, birthPayload(s.ikeja.id));
  const approved = await calls.approve(s.people.dcr, id);
  expect(approved.statusCode).toBe(200);
  const printed = await s.t.app.inject({
    method: 'POST',
    url: `/api/certificates/birth/${id}/print`,
    headers: bearer(s.people.registra),
  });
  expect(printed.statusCode).toBe(200);
  const certificate = (printed.json() as { data: { id: number; certificate_number: string } }).data;
  return { id, certificateId: certificate.id, number: certificate.certificate_number };
}

/** The reads written for these requests (after a flush), oldest first. */
async function readsOf(...requestIds: string[]) {
  await s.t.app.recordReads.flush();
  return s.db
    .select()
    .from(recordReads)
    .where(inArray(recordReads.requestId, requestIds))
    .orderBy(asc(recordReads.id));
}

const requestIdOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['x-request-id']);

const viewsIn = (history: RecordHistoryEntry[]) =>
  history.filter((entry) => entry.action === 'view');

describe('reads of personal data', () => {
  it('records a record detail, its certificate PDF and its document, each once', async () => {
    const { id, certificateId } = await printedBirth();
    const document = centreFiles(s.ikeja.id)!.jpeg;
    const answers = [
      await get(`/api/birth-registration/${id}`, s.people.registra),
      await get(`/api/dcr/registrations/birth/${id}`, s.people.dcr),
      await get(`/api/certificates/birth/${id}/${certificateId}/pdf`, s.people.registra),
      await get(`/api/documents/${encodeURIComponent(document)}`, s.people.registra),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);

    const rows = await readsOf(...answers.map(requestIdOf));
    const registrar = await userId(s.db, 'registra');
    const dcr = await userId(s.db, 'dcr');
    expect(
      rows.map(({ what, recordId, documentKey, userId, roleId, kind }) => ({
        what,
        recordId,
        documentKey,
        userId,
        roleId,
        kind,
      })),
    ).toEqual([
      {
        what: 'record',
        recordId: id,
        documentKey: null,
        userId: registrar,
        roleId: 3,
        kind: 'birth',
      },
      { what: 'record', recordId: id, documentKey: null, userId: dcr, roleId: 2, kind: 'birth' },
      {
        what: 'certificate',
        recordId: id,
        documentKey: null,
        userId: registrar,
        roleId: 3,
        kind: 'birth',
      },
      {
        what: 'document',
        recordId: null,
        documentKey: document,
        userId: registrar,
        roleId: 3,
        kind: null,
      },
    ]);
    // Who, what and when: never what the read showed.
    expect(JSON.stringify(rows)).not.toContain('firstname');
  });

  it('records look-ups by certificate number with the record they found', async () => {
    const { id, number } = await printedBirth();
    const reprint = await get(
      `/api/reprint/lookup?kind=birth&certificate_number=${encodeURIComponent(number)}`,
      s.people.registra,
    );
    const modification = await get(
      `/api/modification/birth-registration/cert/${encodeURIComponent(number)}`,
      s.people.registra,
    );
    expect([reprint.statusCode, modification.statusCode]).toEqual([200, 200]);
    const rows = await readsOf(requestIdOf(reprint), requestIdOf(modification));
    expect(rows.map(({ what, recordId, kind }) => ({ what, recordId, kind }))).toEqual([
      { what: 'reprint_lookup', recordId: id, kind: 'birth' },
      { what: 'modification_lookup', recordId: id, kind: 'birth' },
    ]);
  });

  it('records lists with names by how they were asked, without the search text', async () => {
    const answers = [
      await get('/api/birth-registration/list/1', s.people.registra),
      await get('/api/birth-registration/list/1?status=pending', s.people.registra),
      await get('/api/birth-registration/list/1?q=Adaeze', s.people.registra),
      await get('/api/dcr/registrations/birth?from=2024-01-01', s.people.dcr),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await readsOf(...answers.map(requestIdOf));
    expect(
      rows.map(({ what, recordId, kind, listQuery }) => [what, recordId, kind, listQuery]),
    ).toEqual([
      ['list', null, 'birth', 'area'],
      ['list', null, 'birth', 'area'],
      ['list', null, 'birth', 'search'],
      ['list', null, 'birth', 'filter'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Adaeze');
  });

  it('does not record refused or failed reads (401, 403, 404)', async () => {
    const { id, certificateId } = await printedBirth();
    const document = centreFiles(s.ikeja.id)!.jpeg;
    const answers = [
      // Outside the caller's area: 404, as for a record that does not exist.
      await get(`/api/birth-registration/${id}`, s.people.abujaDcr),
      await get(`/api/birth-registration/${id + 1_000_000}`, s.people.registra),
      await get(
        `/api/certificates/birth/${id}/${certificateId + 1_000_000}/pdf`,
        s.people.registra,
      ),
      await get(`/api/documents/${encodeURIComponent(document)}`, s.people.abujaRegistra),
      // The registrar holds no review permission: 403.
      await get(`/api/dcr/registrations/birth/${id}`, s.people.registra),
      await s.t.app.inject({ method: 'GET', url: `/api/birth-registration/${id}` }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 403, 401]);
    expect(await readsOf(...answers.map(requestIdOf))).toEqual([]);
  });

  it("shows a record's reads in its history to a DCR, not to its registrar", async () => {
    const { id, certificateId } = await printedBirth();
    const document = centreFiles(s.ikeja.id)!.jpeg;
    await get(`/api/birth-registration/${id}`, s.people.registra);
    await get(`/api/birth-registration/${id}`, s.people.registra);
    await get(`/api/certificates/birth/${id}/${certificateId}/pdf`, s.people.registra);
    await get(`/api/documents/${encodeURIComponent(document)}`, s.people.registra);
    await s.t.app.recordReads.flush();

    const seenBy = async (token: string) =>
      (
        (await get(`/api/birth-registration/${id}`, token)).json() as {
          data: { history: RecordHistoryEntry[] };
        }
      ).data.history;
    const dcrSees = viewsIn(await seenBy(s.people.dcr));
    const byRegistrar = dcrSees.filter((entry) => entry.by.name === 'Demo registra');
    expect(byRegistrar.map(({ viewed, views, role }) => ({ viewed, role, views }))).toEqual(
      expect.arrayContaining([
        { viewed: 'record', role: 'Registrar', views: 2 },
        { viewed: 'certificate', role: 'Registrar', views: 1 },
        // The centre's test files serve every record of this file: read by earlier tests too.
        { viewed: 'document', role: 'Registrar', views: expect.any(Number) },
      ]),
    );
    expect(viewsIn(await seenBy(s.people.registra))).toEqual([]);
    // The reads were the DCR's own view's before it; its history stays in time order.
    const history = await seenBy(s.people.director);
    expect(history.map((entry) => entry.at)).toEqual(history.map((entry) => entry.at).sort());
    expect(history[0]?.action).toBe('submit');
  });

  it('keeps the reads append-only: no UPDATE, DELETE or TRUNCATE', async () => {
    await get('/api/birth-registration/list/1', s.people.registra);
    await s.t.app.recordReads.flush();
    await expect(s.db.execute(sql`update record_reads set user_id = 0`)).rejects.toThrow();
    await expect(s.db.execute(sql`delete from record_reads`)).rejects.toThrow();
    await expect(s.db.execute(sql`truncate record_reads`)).rejects.toThrow();
  });

  it('hooks every route the route table marks as a read', () => {
    const reads = ROUTE_ACCESS.filter((row) => row.read);
    expect(reads.length).toBeGreaterThan(10);
    for (const row of reads) {
      expect(s.t.app.hasRoute({ method: row.method, url: row.path }), row.path).toBe(true);
    }
  });
});

describe('the read log', () => {
  const quiet = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as never;
  const options = { intervalMs: 60_000, batchRows: 10_000, maxWaiting: 50_000 };

  const readAt = (at: Date, userId: number): RecordRead => ({
    at,
    userId,
    roleId: 3,
    what: 'list',
    kind: 'birth',
    listQuery: 'area',
    requestId: `batch-${at.getTime()}-${userId}`,
  });

  it('writes many reads with one INSERT per flush', async () => {
    const insert = vi.fn((rows: RecordRead[]) => s.db.insert(recordReads).values(rows));
    const log = new RecordReadLog(insert, quiet, options);
    const at = new Date();
    for (let i = 0; i < 300; i += 1) log.note(readAt(at, 900_000 + i));
    expect(insert).not.toHaveBeenCalled();
    await log.flush();
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert.mock.calls[0]?.[0]).toHaveLength(300);
    const [written] = await s.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(recordReads)
      .where(eq(recordReads.at, at));
    expect(written?.n).toBe(300);
    await log.stop();
  });

  it('keeps the reads of a failed write for the next one', async () => {
    const insert = vi
      .fn<(rows: RecordRead[]) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined);
    const log = new RecordReadLog(insert, quiet, options);
    log.note(readAt(new Date(), 1));
    log.note(readAt(new Date(), 2));
    await log.flush();
    expect(log.waitingCount).toBe(2);
    log.note(readAt(new Date(), 3));
    await log.stop();
    expect(insert).toHaveBeenCalledTimes(2);
    expect(insert.mock.calls[1]?.[0].map((row) => row.userId)).toEqual([1, 2, 3]);
  });

  it('tells a name search, other filters and an area list apart', () => {
    expect(listQueryOf({ page: 2, limit: 20, status: 'pending' })).toBe('area');
    expect(listQueryOf({ q: 'ade', status: 'pending' })).toBe('search');
    expect(listQueryOf({ centre_id: 4, q: '' })).toBe('filter');
    expect(listQueryOf(undefined)).toBe('area');
  });
});
