import type { ListReadQuery, PersonalRead } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Drizzle view of record_reads (migrations/0047_record_reads.sql, append-only; partitioned by
 * month since 0060_record_reads_by_month.sql: its key is (id, at), its ids from a sequence).
 */
export const recordReads = pgTable('record_reads', {
  id: bigint('id', { mode: 'number' })
    .notNull()
    .default(sql`nextval('record_reads_ids')`),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  userId: integer('user_id').notNull(),
  roleId: smallint('role_id').notNull(),
  what: text('what').$type<PersonalRead>().notNull(),
  recordId: bigint('record_id', { mode: 'number' }),
  documentKey: text('document_key'),
  kind: text('kind'),
  listQuery: text('list_query').$type<ListReadQuery>(),
  requestId: text('request_id'),
});

/** One read as recorded: who read what, when, by which request; never what it showed. */
export type RecordRead = typeof recordReads.$inferInsert;
