/**
 * Drizzle view of the records tables (migrations 0004-0023; the migrations are the source of
 * truth, this file only types the queries).
 */
import type {
  ApplicationStatus,
  RecordKindKey,
  RecordTypeKey,
  TimelinessBand,
} from '@vitalreg/domain';
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

export const records = pgTable('records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<RecordKindKey>().notNull(),
  reference: text('reference').notNull(),
  status: text('status').$type<ApplicationStatus>().notNull(),
  recordType: text('record_type').$type<RecordTypeKey>().notNull(),
  /** The date of the event registered: birth, death, delivery. */
  eventDate: date('event_date', { mode: 'string' }).notNull(),
  /** The subject's first name (child, deceased), for the duplicate check's name similarity. */
  firstname: text('firstname'),
  searchName: text('search_name').notNull(),
  /** The kind's own members of the list summary, as JSON text without braces. */
  summaryBody: text('summary_body').notNull(),
  particulars: jsonb('particulars').$type<Record<string, unknown>>().notNull(),
  late: boolean('late').notNull(),
  overFiveYears: boolean('over_five_years').notNull(),
  /** What the dashboards count the record by (its kind's `tally`, migration 0040). */
  subjectSex: smallint('subject_sex'),
  birthPlace: smallint('birth_place'),
  timeliness: text('timeliness').$type<TimelinessBand>(),
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
  /** The version of its particulars: 1 as registered, +1 per correction (migration 0035). */
  version: integer('version').notNull().default(1),
  /** The list summary as JSON text, computed by PostgreSQL (migration 0023); never written. */
  summaryJson: text('summary_json')
    .notNull()
    .generatedAlwaysAs(sql`record_summary_json(...)`),
});

/** The duplicate check's keys of each record (migration 0023). */
export const recordKeys = pgTable('record_keys', {
  kind: text('kind').$type<RecordKindKey>().notNull(),
  key: text('key').notNull(),
  eventDate: date('event_date', { mode: 'string' }).notNull(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
});

/** Each word of a record's search name with its place and time (migrations 0013, 0023, triggers). */
export const recordWords = pgTable('record_words', {
  kind: text('kind').$type<RecordKindKey>().notNull(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  word: text('word').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  stateId: integer('state_id').notNull(),
  lgaId: integer('lga_id').notNull(),
  regCenterId: integer('reg_center_id').notNull(),
});

/**
 * Each record's search name, where its words are indexed (migration 0051, kept by triggers), so
 * that a renamed record's row in `records` can be updated in place.
 */
export const recordNames = pgTable('record_names', {
  recordId: bigint('record_id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<RecordKindKey>().notNull(),
  searchName: text('search_name').notNull(),
});

/** Every word a kind's search names have held (migration 0027), for similar-name search. */
export const recordKindWords = pgTable('record_kind_words', {
  kind: text('kind').$type<RecordKindKey>().notNull(),
  word: text('word').notNull(),
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

/** Kept by the triggers of migrations 0006, 0011 and 0023, per kind; level 0 country, 1 state, 2 LGA, 3 centre. */
export const recordCounts = pgTable(
  'record_counts',
  {
    kind: text('kind').$type<RecordKindKey>().notNull(),
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
      columns: [table.kind, table.level, table.areaId, table.status, table.month, table.slot],
    }),
  ],
);

/** All-time totals per area and status (migration 0016, the same trigger); slots as above. */
export const recordTotals = pgTable(
  'record_totals',
  {
    kind: text('kind').$type<RecordKindKey>().notNull(),
    level: smallint('level').notNull(),
    areaId: integer('area_id').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.level, table.areaId, table.status, table.slot] }),
  ],
);

export const certificateCounters = pgTable(
  'certificate_counters',
  {
    series: text('series').notNull(),
    stateId: integer('state_id').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.stateId, table.year] })],
);
