import { PERSONAL_READS } from '@vitalreg/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { keepReadMonths, RECORD_READS_MONTHS_AHEAD } from './retention.ts';
import { recordReads } from './table.ts';

let t: TestApp;
let db: Database;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
});
afterAll(() => t.close());

/** The reads log's months, by partition name. */
async function months(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'record_reads'::regclass order by 1`),
  );
  return rows.map((row) => row.name);
}

const read = (at: string) => ({
  at: new Date(at),
  userId: 1,
  roleId: 5,
  what: 'list' as const,
  listQuery: 'area' as const,
  requestId: `retention-${at}`,
});

const readTimes = async () =>
  (await db.select({ at: recordReads.at }).from(recordReads)).map((row) => row.at.toISOString());

describe('the reads log by month', () => {
  it('creates this month and the next ones, and keeps reads in them', async () => {
    await keepReadMonths(db, new Date('2031-05-17T10:00:00Z'));
    expect(await months()).toEqual(
      expect.arrayContaining([
        'record_reads_y2031m05',
        'record_reads_y2031m06',
        'record_reads_y2031m07',
        'record_reads_y2031m08',
      ]),
    );
    expect(RECORD_READS_MONTHS_AHEAD).toBe(3);
    expect(await months()).not.toContain('record_reads_y2031m09');
    await db
      .insert(recordReads)
      .values([read('2031-05-01T00:00:00Z'), read('2031-08-31T23:59:59Z')]);
    // A month that is not there refuses its reads (they wait in memory: read-log.ts).
    await expect(db.insert(recordReads).values(read('2031-09-01T00:00:00Z'))).rejects.toThrow();
  });

  it('drops the months before the retention, and only those', async () => {
    await keepReadMonths(db, new Date('2029-01-10T00:00:00Z'));
    await keepReadMonths(db, new Date('2029-02-10T00:00:00Z'));
    await db
      .insert(recordReads)
      .values([
        read('2029-02-03T12:00:00Z'),
        read('2029-04-30T23:59:59Z'),
        read('2029-05-01T00:00:00Z'),
      ]);

    // 30 months before May 2031: November 2028 on, so every month of 2029 stays.
    const none = await keepReadMonths(db, new Date('2031-05-17T10:00:00Z'), 30);
    expect(none.filter((name) => name >= 'record_reads_y2028m11')).toEqual([]);
    expect(await readTimes()).toContain('2029-02-03T12:00:00.000Z');

    // 24 months before May 2031: May 2029 on.
    const dropped = await keepReadMonths(db, new Date('2031-05-17T10:00:00Z'), 24);
    expect(dropped).toEqual(
      expect.arrayContaining([
        'record_reads_y2029m01',
        'record_reads_y2029m02',
        'record_reads_y2029m03',
        'record_reads_y2029m04',
      ]),
    );
    expect(dropped.every((name) => name < 'record_reads_y2029m05')).toBe(true);
    const left = await readTimes();
    expect(left).not.toContain('2029-02-03T12:00:00.000Z');
    expect(left).not.toContain('2029-04-30T23:59:59.000Z');
    expect(left).toEqual(
      expect.arrayContaining([
        '2029-05-01T00:00:00.000Z',
        '2031-05-01T00:00:00.000Z',
        '2031-08-31T23:59:59.000Z',
      ]),
    );
    // Done once: the next run drops nothing.
    expect(await keepReadMonths(db, new Date('2031-05-18T10:00:00Z'), 24)).toEqual([]);
  });

  it('stays append-only, every month too', async () => {
    const refused = (statement: string) =>
      expect(
        db.execute(sql.raw(statement)).then(
          () => 'done',
          (error: Error & { cause?: Error }) => (error.cause ?? error).message,
        ),
      ).resolves.toMatch(/record_reads is append-only/);
    await refused('delete from record_reads');
    await refused('update record_reads set user_id = 2');
    await refused('truncate record_reads');
    await refused('delete from record_reads_y2031m05');
    await refused('truncate record_reads_y2031m05');
  });

  it('takes every kind of read the domain names', async () => {
    await keepReadMonths(db, new Date('2031-05-17T10:00:00Z'));
    const rows = PERSONAL_READS.map((what) => ({ ...read('2031-06-02T08:00:00Z'), what }));
    await db.insert(recordReads).values(rows);
    const kept = await db
      .select({ what: recordReads.what })
      .from(recordReads)
      .where(eq(recordReads.requestId, 'retention-2031-06-02T08:00:00Z'));
    expect(kept.map((row) => row.what).sort()).toEqual([...PERSONAL_READS].sort());
  });

  it('refuses a retention under a month', async () => {
    await expect(keepReadMonths(db, new Date('2031-05-17T10:00:00Z'), 0)).rejects.toThrow();
  });
});
