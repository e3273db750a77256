import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { auditChain, auditLog, registrationCentres, rolePermissions, users } from './schema.ts';
import { chainAuditLog, recordAudit } from '../modules/audit/audit-log.ts';
import { verifyAuditChain } from '../modules/audit/verify-chain.ts';
import { prepareDatabase } from '../plugins/database.ts';
import { openTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { MIGRATIONS_DIR, runMigrations } from './migrate.ts';

let database: TestDatabase;
const log = Fastify({ logger: false }).log;
const settings = { demo: true, demoPassword: 'vitalreg-demo' };

beforeAll(async () => {
  database = await openTestDatabase();
  await prepareDatabase(database.handle, settings, log, []);
});
afterAll(() => database.drop());

const count = async (table: typeof users | typeof registrationCentres | typeof rolePermissions) =>
  (await database.handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('start-up', () => {
  it('applies each migration once; a second start changes nothing', async () => {
    const applied = await database.handle.withStartupLock((connection) =>
      runMigrations(connection),
    );
    expect(applied).toEqual([]);
    const names = await database.handle.withStartupLock((connection) =>
      connection.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
    );
    // Every checked-in migration, in name order.
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => /^\d{4}_.+\.sql$/.test(name))
      .sort();
    expect(files.slice(0, 3)).toEqual([
      '0001_reference_and_access.sql',
      '0002_audit_log.sql',
      '0003_identity_and_documents.sql',
    ]);
    expect(names.map((row) => row.name)).toEqual(files);
  });

  it('seeds demo data once, however often it starts', async () => {
    const before = [
      await count(users),
      await count(registrationCentres),
      await count(rolePermissions),
    ];
    expect(before[0]).toBe(9);
    expect(before[1]).toBe(4);
    await prepareDatabase(database.handle, settings, log, []);
    await prepareDatabase(database.handle, settings, log, []);
    expect([
      await count(users),
      await count(registrationCentres),
      await count(rolePermissions),
    ]).toEqual(before);
  });

  it('keeps an administrator change to the role matrix across restarts', async () => {
    await database.handle.db.execute(
      sql`delete from role_permissions where role_id = 4 and permission = 'Can_List_Birth'`,
    );
    await prepareDatabase(database.handle, settings, log, []);
    const rows = await database.handle.db
      .select()
      .from(rolePermissions)
      .where(sql`role_id = 4`);
    expect(rows.map((r) => r.permission).sort()).toEqual(['Can_See_Birth', 'Can_Verify_Identity']);
  });

  it('several starts at once all succeed (startup lock)', async () => {
    await Promise.all([1, 2, 3].map(() => prepareDatabase(database.handle, settings, log, [])));
    expect(await count(users)).toBe(9);
  });
});

describe('audit log', () => {
  it('chains every event, in the background, and verifies', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        recordAudit(database.handle.db, { action: 'test.event', entityId: i, details: { i } }),
      ),
    );
    const queued = await verifyAuditChain(database.handle.db);
    expect(queued.ok).toBe(true);
    expect(queued.pending).toBeGreaterThanOrEqual(10);
    await chainAuditLog(database.handle.db);
    const events = await database.handle.db.select().from(auditLog);
    const chain = await database.handle.db.select().from(auditChain).orderBy(auditChain.position);
    expect(chain).toHaveLength(events.length);
    expect(new Set(chain.map((entry) => entry.eventId))).toEqual(
      new Set(events.map((event) => event.id)),
    );
    expect(chain[0]?.prevHash).toBe('0'.repeat(64));
    for (let i = 1; i < chain.length; i += 1) {
      expect(chain[i]?.prevHash).toBe(chain[i - 1]?.hash);
      expect(chain[i]?.position).toBe((chain[i - 1]?.position ?? 0) + 1);
    }
    expect(await verifyAuditChain(database.handle.db)).toMatchObject({
      ok: true,
      rows: events.length,
      pending: 0,
    });
  });

  it('chains events written while chainers run, each once, whoever chains them', async () => {
    const writes = Array.from({ length: 20 }, (_, i) =>
      recordAudit(database.handle.db, { action: 'test.concurrent', details: { i } }),
    );
    const chainers = Array.from({ length: 3 }, () => chainAuditLog(database.handle.db));
    await Promise.all([...writes, ...chainers]);
    await chainAuditLog(database.handle.db);
    const check = await verifyAuditChain(database.handle.db);
    expect(check).toMatchObject({ ok: true, pending: 0 });
    const events = await database.handle.db.select({ id: auditLog.id }).from(auditLog);
    expect(check.rows).toBe(events.length);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the log and of the chain', async () => {
    await expect(
      database.handle.db.execute(sql`update audit_log set action = 'forged'`),
    ).rejects.toThrow();
    await expect(database.handle.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(database.handle.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    await expect(
      database.handle.db.execute(sql`update audit_chain set hash = 'forged'`),
    ).rejects.toThrow();
    await expect(database.handle.db.execute(sql`delete from audit_chain`)).rejects.toThrow();
    await expect(database.handle.db.execute(sql`truncate audit_chain`)).rejects.toThrow();
  });

  it('ignores a forged id or hash on insert', async () => {
    await database.handle.db.insert(auditLog).values({
      id: 999_999,
      action: 'test.forged',
      hash: 'f'.repeat(64),
      prevHash: 'e'.repeat(64),
    });
    const [forged] = await database.handle.db
      .select()
      .from(auditLog)
      .where(sql`action = 'test.forged'`);
    expect(forged?.id).not.toBe(999_999);
    expect(forged?.hash).toBeNull();
    await chainAuditLog(database.handle.db);
    expect((await verifyAuditChain(database.handle.db)).ok).toBe(true);
  });

  it('reports an event taken off the queue before it was chained', async () => {
    await recordAudit(database.handle.db, { action: 'test.dequeued' });
    const [event] = await database.handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`action = 'test.dequeued'`);
    await database.handle.db.execute(
      sql`delete from audit_log_pending where event_id = ${event?.id}`,
    );
    const check = await verifyAuditChain(database.handle.db);
    expect(check.ok).toBe(false);
    expect(check.broken).toMatchObject({ kind: 'unchained', eventId: event?.id });
  });

  it('detects a row changed behind the trigger’s back', async () => {
    // Only a superuser can switch the trigger off; the chain still shows the edit.
    await database.handle.db.execute(
      sql`alter table audit_log disable trigger audit_log_no_update_delete`,
    );
    try {
      await database.handle.db.execute(
        sql`update audit_log set details = '{"i": 42}' where id = (select min(id) + 2 from audit_log)`,
      );
    } finally {
      await database.handle.db.execute(
        sql`alter table audit_log enable trigger audit_log_no_update_delete`,
      );
    }
    const check = await verifyAuditChain(database.handle.db);
    expect(check.ok).toBe(false);
    expect(check.broken?.kind).toBe('changed');
  });
});
