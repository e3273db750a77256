import type { ModificationStatus, RecordKindKey } from '@vitalreg/domain';
import {
  bigint,
  bigserial,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** How the requester is kept: their NIN masked, never in full. */
export interface StoredRequester {
  type: string;
  name: string | null;
  relationship: string | null;
  proof: 'nin' | 'document' | 'none';
  nin: string | null;
  document_type: number | null;
  document_number: string | null;
}

/** Drizzle view of modification_requests (migrations/0035_modifications.sql). */
export const modificationRequests = pgTable('modification_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<RecordKindKey>().notNull(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  status: text('status').$type<ModificationStatus>().notNull().default('pending'),
  modType: text('mod_type').notNull(),
  modField: text('mod_field').notNull(),
  modReason: text('mod_reason').notNull(),
  modReasonOther: text('mod_reason_other'),
  comment: text('comment'),
  requester: jsonb('requester').$type<StoredRequester>().notNull(),
  supportingDocuments: jsonb('supporting_documents')
    .$type<{ type: string; mimeType: string; url: string }[]>()
    .notNull(),
  /** The corrected values by request member. */
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  /** The record's values they replace, when the request was (last) made. */
  before: jsonb('before').$type<Record<string, unknown>>().notNull(),
  /** The record's values they replaced, when it was applied. */
  appliedBefore: jsonb('applied_before').$type<Record<string, unknown>>(),
  certificateNumber: text('certificate_number').notNull(),
  subject: text('subject').notNull(),
  stateId: integer('state_id').notNull(),
  lgaId: integer('lga_id').notNull(),
  regCenterId: integer('reg_center_id').notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }),
  waiverId: bigint('waiver_id', { mode: 'number' }),
  requestedBy: integer('requested_by').notNull(),
  requestedAt: timestamptz('requested_at').notNull(),
  queryReason: text('query_reason'),
  queriedBy: integer('queried_by'),
  queriedAt: timestamptz('queried_at'),
  approvedBy: integer('approved_by'),
  approvedAt: timestamptz('approved_at'),
  version: integer('version'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** Each earlier version of a record's particulars (0035). */
export const recordVersions = pgTable(
  'record_versions',
  {
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    particulars: jsonb('particulars').$type<Record<string, unknown>>().notNull(),
    validFrom: timestamptz('valid_from').notNull(),
    replacedAt: timestamptz('replaced_at').notNull(),
    modificationId: bigint('modification_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.recordId, table.version] })],
);
