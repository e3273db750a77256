/**
 * Drizzle view of the payments tables (migrations/0025_payments.sql, 0046_fee_waivers.sql; the
 * migrations are the source of truth, this file only types the queries).
 */
import type { GatewayPaymentStatus, PaymentService, WaiverStatus } from '@vitalreg/domain';
import { bigint, bigserial, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const fees = pgTable('fees', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  service: text('service').$type<PaymentService>().notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  validFrom: timestamptz('valid_from').notNull(),
  setBy: integer('set_by'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const payments = pgTable('payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  reference: text('reference').notNull(),
  service: text('service').$type<PaymentService>().notNull(),
  status: text('status').$type<GatewayPaymentStatus>().notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }),
  currency: text('currency'),
  providerReference: text('provider_reference'),
  verifiedAt: timestamptz('verified_at').notNull(),
  paidAt: timestamptz('paid_at'),
  recordKind: text('record_kind'),
  recordId: bigint('record_id', { mode: 'number' }),
  purpose: text('purpose'),
  boundBy: integer('bound_by'),
  boundAt: timestamptz('bound_at'),
});

export const paymentWaivers = pgTable('payment_waivers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  service: text('service').$type<PaymentService>().notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  recordKind: text('record_kind').notNull(),
  recordId: bigint('record_id', { mode: 'number' }).notNull(),
  purpose: text('purpose').notNull(),
  /** Who granted the waiver (who waived the fee). */
  waivedBy: integer('waived_by').notNull(),
  waivedAt: timestamptz('waived_at').notNull().defaultNow(),
  waiverRequestId: bigint('waiver_request_id', { mode: 'number' }),
});

/** A fee waiver asked for, granted or refused by another officer, then used once. */
export const waiverRequests = pgTable('waiver_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  service: text('service').$type<PaymentService>().notNull(),
  reason: text('reason').notNull(),
  recordKind: text('record_kind'),
  recordId: bigint('record_id', { mode: 'number' }),
  certificateNumber: text('certificate_number'),
  stateId: integer('state_id').notNull(),
  lgaId: integer('lga_id').notNull(),
  regCenterId: integer('reg_center_id').notNull(),
  status: text('status').$type<WaiverStatus>().notNull().default('pending'),
  requestedBy: integer('requested_by').notNull(),
  requestedAt: timestamptz('requested_at').notNull().defaultNow(),
  decidedBy: integer('decided_by'),
  decidedAt: timestamptz('decided_at'),
  note: text('note'),
  usedAt: timestamptz('used_at'),
});

export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  reference: text('reference').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
  verified: boolean('verified').notNull().default(false),
  verifiedStatus: text('verified_status').$type<GatewayPaymentStatus>(),
  verifiedAt: timestamptz('verified_at'),
});
