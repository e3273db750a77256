/**
 * Drizzle view of the certificate tables (migrations 0026, 0035, 0043 and 0053, the source of truth;
 * this file only types the queries).
 */
import type { CertificateIssue, RecordKindKey, RevocationCause } from '@vitalreg/domain';
import {
  bigint,
  bigserial,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const certificates = pgTable('certificates', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<RecordKindKey>().notNull(),
  certificateNumber: text('certificate_number').notNull(),
  issue: text('issue').$type<CertificateIssue>().notNull(),
  issueNumber: integer('issue_number').notNull(),
  code: text('code').notNull(),
  /** The name on the paper as the public check gives it: initials and surname. */
  subject: text('subject').notNull(),
  eventDate: date('event_date', { mode: 'string' }).notNull(),
  blobKey: text('blob_key').notNull(),
  sha256: text('sha256').notNull(),
  issuedBy: integer('issued_by').notNull(),
  issuedAt: timestamptz('issued_at').notNull(),
  regCenterId: integer('reg_center_id').notNull(),
  paymentId: bigint('payment_id', { mode: 'number' }),
  revokedAt: timestamptz('revoked_at'),
  revokedReason: text('revoked_reason'),
  revokedBecause: text('revoked_because').$type<RevocationCause>(),
  revokedBy: integer('revoked_by'),
  /** The id of the key that signed the QR code (migration 0043; null before). */
  keyId: text('key_id'),
  /** SHA-256 (base64url) of the printed particulars the QR code signed (null before 0043). */
  particularsDigest: text('particulars_digest'),
  /** When a correction of the record (a modification) made the paper out of date. */
  supersededAt: timestamptz('superseded_at'),
  /** After a registry revocation: an administrator's authorisation of one new certificate. */
  newPaperAuthorisedAt: timestamptz('new_paper_authorised_at'),
  newPaperAuthorisedBy: integer('new_paper_authorised_by'),
  newPaperReason: text('new_paper_reason'),
  /** The certificate printed under that authorisation (null while it waits). */
  newPaperCertificateId: bigint('new_paper_certificate_id', { mode: 'number' }),
});

export const certificateChecks = pgTable(
  'certificate_checks',
  {
    certificateId: bigint('certificate_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    checks: integer('checks').notNull(),
    lastAt: timestamptz('last_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.certificateId, table.day] })],
);
