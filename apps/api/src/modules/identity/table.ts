import type { IdentityPerson } from '@vitalreg/domain';
import { bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle view of nin_verifications (migrations 0003 and 0044: no photo kept). */
export const ninVerifications = pgTable('nin_verifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<'nin' | 'tracking_id'>().notNull(),
  identifier: text('identifier').notNull(),
  provider: text('provider').notNull(),
  result: text('result').$type<'verified' | 'not_found' | 'failed'>().notNull(),
  nimcStatus: integer('nimc_status'),
  personData: jsonb('person_data').$type<IdentityPerson>(),
  verifiedBy: integer('verified_by'),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
