import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { auditChain } from '../../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { chainAuditLog, recordAudit } from './audit-log.ts';
import { tamperWithAudit } from './tampering.ts';
import { verifyAuditChain, type VerifyAuditChainOptions } from './verify-chain.ts';

let database: TestDatabase;
let db: Database;
/** The chain as written: position -> event id and hash. */
let entries: { position: number; eventId: number; hash: string }[];
const EVENTS = 12;

const entry = (position: number) => {
  const found = entries[position - 1];
  if (!found) throw new Error(`no entry ${position}`);
  return found;
};

/** Tampers in a transaction, verifies inside it, and rolls back: each test sees the intact chain. */
const verifyTampered = (
  tamper: (tx: Database) => Promise<unknown>,
  options?: VerifyAuditChainOptions,
) =>
  tamperWithAudit(
    db,
    async (tx) => {
      await tamper(tx);
      return verifyAuditChain(tx, options);
    },
    { rollback: true },
  );

/** Gives an entry the hash of its event as it now is, as a careful tamperer would. */
const rehash = (tx: Database, position: number) =>
  tx.execute(sql`update audit_chain c set hash = encode(sha256(convert_to(c.prev_hash ||
    audit_event_json(a.id, a.created_at, a.actor_user_id, a.actor_user_name, a.action,
      a.entity_type, a.entity_id, a.ip, a.request_id, a.details), 'UTF8')), 'hex')
    from audit_log a where a.id = c.event_id and c.position = ${position}`);

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  await database.handle.withStartupLock((connection) => runMigrations(connection));
  for (let i = 0; i < EVENTS; i += 1) {
    await recordAudit(db, {
      action: 'test.event',
      actorUserName: 'Folake Adeyemi',
      entityType: 'birth',
      entityId: i,
      ip: '10.0.0.1',
      details: { i, name: 'Adébọ́lá Ògúnlèye', nested: { list: [1, 2.5, null] } },
    });
  }
  await chainAuditLog(db);
  entries = await db
    .select({ position: auditChain.position, eventId: auditChain.eventId, hash: auditChain.hash })
    .from(auditChain)
    .orderBy(asc(auditChain.position));
});
afterAll(() => database.drop());

describe('verifyAuditChain on an intact chain', () => {
  it('checks every entry and gives the head to write down', async () => {
    const last = entry(EVENTS);
    expect(await verifyAuditChain(db)).toEqual({
      ok: true,
      rows: EVENTS,
      pending: 0,
      head: { position: EVENTS, hash: last.hash },
    });
  });

  it('walks in batches, whatever their size, with the same answer', async () => {
    const progress: number[] = [];
    const check = await verifyAuditChain(db, {
      batchSize: 5,
      onProgress: (rows) => progress.push(rows),
    });
    expect(check).toMatchObject({ ok: true, rows: EVENTS });
    expect(progress).toEqual([5, 10, 12]);
  });

  it('counts events waiting to be chained without calling them broken', async () => {
    const check = await tamperWithAudit(
      db,
      async (tx) => {
        await tx.execute(sql`set local session_replication_role = origin`);
        await recordAudit(tx, { action: 'test.waiting' });
        await recordAudit(tx, { action: 'test.waiting' });
        return verifyAuditChain(tx);
      },
      { rollback: true },
    );
    expect(check).toMatchObject({ ok: true, rows: EVENTS, pending: 2 });
  });

  it('accepts the heads written down earlier', async () => {
    const anchors = [entry(3), entry(EVENTS)].map(({ position, hash }) => ({ position, hash }));
    expect(await verifyAuditChain(db, { anchors })).toMatchObject({ ok: true });
  });
});

describe('verifyAuditChain on a tampered chain', () => {
  it('finds an event edited in SQL, at its entry', async () => {
    const { eventId } = entry(5);
    const check = await verifyTampered((tx) =>
      tx.execute(sql`update audit_log set details = '{"i": 99}' where id = ${eventId}`),
    );
    expect(check).toMatchObject({
      ok: false,
      rows: 4,
      head: { position: 4 },
      broken: { kind: 'changed', position: 5, eventId },
    });
    expect(check.broken?.message).toContain('changed after it was chained');
  });

  it('finds an edit whose hash was recomputed, at the next entry', async () => {
    const { eventId } = entry(5);
    const check = await verifyTampered(async (tx) => {
      await tx.execute(sql`update audit_log set action = 'forged' where id = ${eventId}`);
      await rehash(tx, 5);
    });
    expect(check.broken).toMatchObject({ kind: 'link', position: 6, eventId: entry(6).eventId });
  });

  it('finds an entry and its event deleted in SQL', async () => {
    const { eventId } = entry(7);
    const check = await verifyTampered(async (tx) => {
      await tx.execute(sql`delete from audit_chain where position = 7`);
      await tx.execute(sql`delete from audit_log where id = ${eventId}`);
    });
    expect(check).toMatchObject({ ok: false, rows: 6, broken: { kind: 'missing', position: 7 } });
    expect(check.broken?.message).toContain('Entry 7 is missing');
  });

  it('finds an event deleted from the log while its entry stays', async () => {
    const { eventId } = entry(1);
    const check = await verifyTampered((tx) =>
      tx.execute(sql`delete from audit_log where id = ${eventId}`),
    );
    expect(check).toMatchObject({ rows: 0, broken: { kind: 'missing', position: 1, eventId } });
  });

  it('finds entries deleted and the rest renumbered, at the first one moved', async () => {
    const check = await verifyTampered(async (tx) => {
      await tx.execute(sql`delete from audit_chain where position in (3, 4)`);
      // Through negative positions: the primary key is checked row by row.
      await tx.execute(sql`update audit_chain set position = -position where position > 4`);
      await tx.execute(sql`update audit_chain set position = -position - 2 where position < 0`);
    });
    expect(check.broken).toMatchObject({ kind: 'link', position: 3, eventId: entry(5).eventId });
  });

  it('finds two entries swapped', async () => {
    const check = await verifyTampered(async (tx) => {
      await tx.execute(sql`update audit_chain set position = -1 where position = 8`);
      await tx.execute(sql`update audit_chain set position = 8 where position = 9`);
      await tx.execute(sql`update audit_chain set position = 9 where position = -1`);
    });
    expect(check.broken).toMatchObject({ kind: 'link', position: 8, eventId: entry(9).eventId });
  });

  it('finds an event inserted outside the chain and the queue', async () => {
    const check = await verifyTampered((tx) =>
      tx.execute(sql`insert into audit_log (id, action) values (1000000, 'forged')`),
    );
    expect(check).toMatchObject({
      ok: false,
      rows: EVENTS,
      broken: { kind: 'unchained', eventId: 1000000 },
    });
  });

  it('finds a queued event deleted before it was chained', async () => {
    const check = await tamperWithAudit(
      db,
      async (tx) => {
        await tx.execute(sql`set local session_replication_role = origin`);
        await recordAudit(tx, { action: 'test.deleted-while-queued' });
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`delete from audit_log where action = 'test.deleted-while-queued'`);
        return verifyAuditChain(tx);
      },
      { rollback: true },
    );
    expect(check.broken).toMatchObject({ kind: 'missing' });
    expect(check.broken?.message).toContain('was waiting to be chained');
  });

  it('finds a chained event queued again', async () => {
    const { eventId } = entry(2);
    const check = await verifyTampered((tx) =>
      tx.execute(sql`insert into audit_log_pending (event_id) values (${eventId})`),
    );
    expect(check.broken).toMatchObject({ kind: 'requeued', position: 2, eventId });
  });

  it('cannot see the newest entry deleted by hashes alone, but sees it against a head written down', async () => {
    const head = entry(EVENTS);
    const deleteHead = async (tx: Database) => {
      await tx.execute(sql`delete from audit_chain where position = ${head.position}`);
      await tx.execute(sql`delete from audit_log where id = ${head.eventId}`);
    };
    expect(await verifyTampered(deleteHead)).toMatchObject({ ok: true, rows: EVENTS - 1 });
    const anchored = await verifyTampered(deleteHead, { anchors: [head] });
    expect(anchored).toMatchObject({
      ok: false,
      broken: { kind: 'missing', position: EVENTS },
    });
    expect(anchored.broken?.message).toContain(`The chain ends at entry ${EVENTS - 1}`);
  });

  it('sees the newest entry rewritten with a new hash against a head written down', async () => {
    const head = entry(EVENTS);
    const check = await verifyTampered(
      async (tx) => {
        await tx.execute(sql`update audit_log set action = 'forged' where id = ${head.eventId}`);
        await rehash(tx, head.position);
      },
      { anchors: [head] },
    );
    expect(check.broken).toMatchObject({ kind: 'rewritten', position: EVENTS });
  });

  it('never puts an event’s content in its report', async () => {
    const check = await verifyTampered((tx) =>
      tx.execute(sql`update audit_log set ip = '10.9.9.9' where id = ${entry(3).eventId}`),
    );
    const text = JSON.stringify(check);
    for (const secret of ['Folake', 'Adeyemi', 'Ògúnlèye', '10.0.0.1', '10.9.9.9', 'birth']) {
      expect(text).not.toContain(secret);
    }
  });

  it('leaves the chain intact after each rolled-back tamper', async () => {
    const check = await verifyAuditChain(db);
    expect(check).toMatchObject({ ok: true, rows: EVENTS });
    const [first] = await db.select().from(auditChain).where(eq(auditChain.position, 1));
    expect(first?.prevHash).toBe('0'.repeat(64));
  });
});
