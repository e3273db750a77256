/**
 * Which tables a request changed. A row trigger on each watched table notes the table in
 * `fuzz_changes`; `take()` reads and clears the notes. A statement rolled back takes its note
 * with it, so only rows that stayed changed are reported.
 *
 * Not watched: what the app writes on its own schedule (sessions' last use, the audit chain and
 * its queue, certificate check counts) and rate counts (a refused request is counted by
 * design).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

export const WATCHED_TABLES = [
  'records',
  'record_keys',
  'record_history',
  'idempotency_keys',
  'certificates',
  'reissuance_requests',
  'email_codes',
  'fees',
  'payments',
  'payment_waivers',
  'waiver_requests',
  'payment_webhook_events',
  'documents',
  'nin_verifications',
  'users',
  'registration_centres',
  'population_estimates',
  'role_permissions',
  'audit_log',
] as const;

export interface ChangeWatch {
  /** The tables changed since the last call (sorted; audit events as `audit_log:<action>`), and forgets them. */
  take(): Promise<string[]>;
}

export async function watchChanges(db: Database): Promise<ChangeWatch> {
  await db.execute(sql`create table fuzz_changes (table_name text not null)`);
  await db.execute(
    sql.raw(`create function fuzz_note() returns trigger language plpgsql as $$
      begin insert into fuzz_changes values (tg_table_name); return null; end $$`),
  );
  // An audit event is noted with its action ("audit_log:identity.nin.verify").
  await db.execute(
    sql.raw(`create function fuzz_note_audit() returns trigger language plpgsql as $$
      begin insert into fuzz_changes values ('audit_log:' || new.action); return null; end $$`),
  );
  const existing = new Set(
    rowsOf<{ name: string }>(
      await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
    ).map((row) => row.name),
  );
  for (const table of WATCHED_TABLES.filter((name) => existing.has(name))) {
    const note = table === 'audit_log' ? 'fuzz_note_audit' : 'fuzz_note';
    await db.execute(
      sql.raw(`create trigger fuzz_note_${table} after insert or update or delete on ${table}
        for each row execute function ${note}()`),
    );
  }
  return {
    async take() {
      const rows = rowsOf<{ table_name: string }>(
        await db.execute(sql`delete from fuzz_changes returning table_name`),
      );
      return [...new Set(rows.map((row) => row.table_name))].sort();
    },
  };
}
