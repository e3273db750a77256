import type { ReissuanceStatus, ValidationMode } from '@vitalreg/domain';
import { bigint, bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Drizzle view of reissuance_requests (migrations/0030_reissuance.sql). */
export const reissuanceRequests = pgTable('reissuance_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').$type<'birth_reissuance' | 'attest_reissuance'>().notNull(),
  status: text('status').$type<ReissuanceStatus>().notNull().default('pending'),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  certificateNumber: text('certificate_number').notNull(),
  validationMode: text('validation_mode').$type<ValidationMode>().notNull(),
  faceKey: text('face_key').notNull(),
  recipientEmail: text('recipient_email').notNull(),
  emailCodeId: bigint('email_code_id', { mode: 'number' }),
  paymentId: bigint('payment_id', { mode: 'number' }),
  waiverId: bigint('waiver_id', { mode: 'number' }),
  requestedBy: integer('requested_by').notNull(),
  requestedAt: timestamptz('requested_at').notNull(),
  approvedBy: integer('approved_by'),
  approvedAt: timestamptz('approved_at'),
  certificateId: bigint('certificate_id', { mode: 'number' }),
});
