/**
 * Drizzle view of the tables made by migrations/0004_birth_registrations.sql (the migration is
 * the source of truth; this file only types the queries).
 */
import type { ApplicationStatus, BirthRecordType } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const birthRegistrations = pgTable('birth_registrations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reference: text('reference').notNull(),
  status: text('status').$type<ApplicationStatus>().notNull(),
  claimed: boolean('claimed').notNull(),
  recordType: text('record_type').$type<BirthRecordType>().notNull(),
  childSurname: text('child_surname').notNull(),
  childFirstname: text('child_firstname').notNull(),
  childMiddlename: text('child_middlename'),
  childSex: smallint('child_sex').notNull(),
  childBirthDate: date('child_birth_date', { mode: 'string' }).notNull(),
  motherSurname: text('mother_surname'),
  motherFirstname: text('mother_firstname'),
  motherMiddlename: text('mother_middlename'),
  motherNin: text('mother_nin'),
  fatherSurname: text('father_surname'),
  fatherFirstname: text('father_firstname'),
  fatherMiddlename: text('father_middlename'),
  searchName: text('search_name').notNull(),
  particulars: jsonb('particulars').$type<Record<string, unknown>>().notNull(),
  late: boolean('late').notNull(),
  overFiveYears: boolean('over_five_years').notNull(),
  regCenterId: integer('reg_center_id').notNull(),
  stateId: integer('state_id').notNull(),
  lgaId: integer('lga_id').notNull(),
  capturedBy: integer('captured_by').notNull(),
  certificateNumber: text('certificate_number'),
  approvedBy: integer('approved_by'),
  approvedAt: timestamptz('approved_at'),
  queryReason: text('query_reason'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  /** The list summary as JSON text, computed by PostgreSQL (migration 0015); never written. */
  summaryJson: text('summary_json')
    .notNull()
    .generatedAlwaysAs(sql`birth_registration_summary_json(...)`),
});

/** Each word of a record's search name with its place and time (migration 0013, triggers). */
export const birthRegistrationWords = pgTable('birth_registration_words', {
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  word: text('word').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  stateId: integer('state_id').notNull(),
  lgaId: integer('lga_id').notNull(),
  regCenterId: integer('reg_center_id').notNull(),
});

export const recordHistory = pgTable('record_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recordType: text('record_type').notNull(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  action: text('action').notNull(),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  byUserId: integer('by_user_id').notNull(),
  at: timestamptz('at').notNull().defaultNow(),
  reason: text('reason'),
});

export const idempotencyKeys = pgTable('idempotency_keys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Kept by the triggers of migrations 0006 and 0011; level 0 country, 1 state, 2 LGA, 3 centre. */
export const birthRegistrationCounts = pgTable(
  'birth_registration_counts',
  {
    level: smallint('level').notNull(),
    areaId: integer('area_id').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    /** 0-7: one per database session (migration 0011); readers sum an area's slots. */
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.level, table.areaId, table.status, table.month, table.slot],
    }),
  ],
);

/** All-time totals per area and status (migration 0016, the same trigger); slots as above. */
export const birthRegistrationTotals = pgTable(
  'birth_registration_totals',
  {
    level: smallint('level').notNull(),
    areaId: integer('area_id').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.level, table.areaId, table.status, table.slot] })],
);

export const certificateCounters = pgTable(
  'certificate_counters',
  {
    stateId: integer('state_id').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.stateId, table.year] })],
);
