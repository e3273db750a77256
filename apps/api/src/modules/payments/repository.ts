import type { Area, GatewayPaymentStatus, PaymentService } from '@vitalreg/domain';
import {
  and,
  asc,
  desc,
  eq,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { builtOnce, placeOf } from '../records/repository.ts';
import { records } from '../records/tables.ts';
import { users } from '../../db/schema.ts';
import type { GatewayPayment } from '../../integrations/payment-gateway/index.ts';
import { fees, payments, paymentWaivers, paymentWebhookEvents, waiverRequests } from './tables.ts';

/** One row of the fee schedule, with the user name of whoever set it. */
export interface FeeRow {
  id: number;
  service: PaymentService;
  amountKobo: number;
  currency: string;
  validFrom: Date;
  setBy: string | null;
  createdAt: Date;
}

const feeColumns = {
  id: fees.id,
  service: fees.service,
  amountKobo: fees.amountKobo,
  currency: fees.currency,
  validFrom: fees.validFrom,
  setBy: users.userName,
  createdAt: fees.createdAt,
};

/** Each service's fee at `now`: its row with the latest valid_from not after now. */
export async function currentFees(db: Database, now: Date): Promise<FeeRow[]> {
  return db
    .selectDistinctOn([fees.service], feeColumns)
    .from(fees)
    .leftJoin(users, eq(users.id, fees.setBy))
    .where(lte(fees.validFrom, now))
    .orderBy(asc(fees.service), desc(fees.validFrom), desc(fees.id));
}

/** currentFee's read, prepared once per database (it runs for every paid request). */
const feeReads = new WeakMap<Database, Map<string, FeeRead>>();

interface FeeRead {
  execute(values: { service: PaymentService; now: string }): Promise<FeeRow[]>;
}

/** A service's fee at `now`: its row with the latest valid_from not after now. */
export async function currentFee(
  db: Database,
  service: PaymentService,
  now: Date,
): Promise<FeeRow | undefined> {
  const read = builtOnce(feeReads, db, 'fee', () =>
    db
      .select(feeColumns)
      .from(fees)
      .leftJoin(users, eq(users.id, fees.setBy))
      .where(
        and(
          eq(fees.service, sql.placeholder('service')),
          lte(fees.validFrom, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .orderBy(desc(fees.validFrom), desc(fees.id))
      .limit(1)
      .prepare('current_fee'),
  );
  const [row] = await read.execute({ service, now: now.toISOString() });
  return row;
}

/** Every fee ever set (a few rows per service a year), the latest start first. */
export async function feeHistory(db: Database): Promise<FeeRow[]> {
  return db
    .select(feeColumns)
    .from(fees)
    .leftJoin(users, eq(users.id, fees.setBy))
    .orderBy(desc(fees.validFrom), desc(fees.id))
    .limit(1000);
}

export async function insertFee(
  db: Database,
  fee: { service: PaymentService; amountKobo: number; validFrom: Date; setBy: number },
): Promise<number> {
  const [row] = await db.insert(fees).values(fee).returning({ id: fees.id });
  if (!row) throw new Error('fee not inserted');
  return row.id;
}

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(
  db: Database,
  provider: string,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
  return row;
}

/** What a payment or waiver paid for, and where the record it paid for lies (if it exists). */
export interface PaidUse {
  /** "reprint 2 of birth certificate BC/LA/2026/0000012" */
  purpose: string;
  recordKind: string | null;
  place: Area | null;
}

/** The record a payment or waiver paid for, by its kind and id (null: no such record). */
const paidRecordOn = (kind: SQL | AnyColumn, id: SQL | AnyColumn) =>
  and(eq(records.id, id), eq(records.kind, kind));

const paidPlace = {
  stateId: records.stateId,
  lgaId: records.lgaId,
  regCenterId: records.regCenterId,
};

function paidUse(row: {
  purpose: string | null;
  recordKind: string | null;
  stateId: number | null;
  lgaId: number | null;
  regCenterId: number | null;
}): PaidUse {
  const { stateId, lgaId, regCenterId } = row;
  const found = stateId !== null && lgaId !== null && regCenterId !== null;
  return {
    purpose: row.purpose ?? '',
    recordKind: row.recordKind,
    place: found ? placeOf({ stateId, lgaId, regCenterId }) : null,
  };
}

/** What a bound reference paid for, or null while it is unused. */
export async function usedFor(
  db: Database,
  provider: string,
  reference: string,
): Promise<PaidUse | null> {
  const [row] = await db
    .select({ purpose: payments.purpose, recordKind: payments.recordKind, ...paidPlace })
    .from(payments)
    .leftJoin(records, paidRecordOn(payments.recordKind, payments.recordId))
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.reference, reference),
        isNotNull(payments.boundAt),
      ),
    );
  return row ? paidUse(row) : null;
}

function paymentValues(
  provider: string,
  service: PaymentService,
  payment: GatewayPayment,
  verifiedAt: Date,
) {
  return {
    service,
    status: payment.status,
    amountKobo: payment.amountKobo,
    currency: payment.currency,
    providerReference: payment.providerReference,
    verifiedAt,
    paidAt: payment.paidAt,
    provider,
    reference: payment.reference,
  };
}

const onReference = [payments.provider, payments.reference];

/**
 * Notes what the gateway said about a reference that is not bound yet (a bound one keeps the
 * answer it was bound with). One statement, outside any service's transaction.
 */
export async function notePayment(
  db: Database,
  provider: string,
  service: PaymentService,
  payment: GatewayPayment,
  verifiedAt: Date,
): Promise<void> {
  const values = paymentValues(provider, service, payment, verifiedAt);
  const { provider: _p, reference: _r, ...changes } = values;
  await db
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({ target: onReference, set: changes, setWhere: isNull(payments.boundAt) });
}

export interface Binding {
  recordKind: string;
  recordId: number;
  purpose: string;
  boundBy: number;
  boundAt: Date;
}

/**
 * Binds a paid reference to what it paid for, in the caller's transaction: inserts the row, or
 * binds the unbound row already noted. Answers undefined when the reference is bound already;
 * a concurrent binder waits on the row and then finds it bound.
 */
export async function bindPaymentRow(
  tx: Database,
  provider: string,
  service: PaymentService,
  payment: GatewayPayment,
  verifiedAt: Date,
  binding: Binding,
): Promise<number | undefined> {
  const values = { ...paymentValues(provider, service, payment, verifiedAt), ...binding };
  const { provider: _p, reference: _r, ...changes } = values;
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({ target: onReference, set: changes, setWhere: isNull(payments.boundAt) })
    .returning({ id: payments.id });
  return row?.id;
}

/**
 * The insert of a saving statement that binds paid references to what they paid for, as a
 * data-modifying CTE's body (the caller adds its `returning`). `rows` gives, in this order:
 * provider, reference, service, status, amount paid, currency, the provider's reference, when
 * verified and paid, the record's kind and id, the purpose, who bound it and when. A reference
 * bound already is left as it was and not returned: its new use answers 409.
 */
export function bindingPaidReferences(rows: SQL): SQL {
  return sql`insert into payments as p (provider, reference, service, status, amount_kobo,
      currency, provider_reference, verified_at, paid_at, record_kind, record_id, purpose,
      bound_by, bound_at)
    ${rows}
    on conflict (provider, reference) do update set service = excluded.service,
      status = excluded.status, amount_kobo = excluded.amount_kobo,
      currency = excluded.currency, provider_reference = excluded.provider_reference,
      verified_at = excluded.verified_at, paid_at = excluded.paid_at,
      record_kind = excluded.record_kind, record_id = excluded.record_id,
      purpose = excluded.purpose, bound_by = excluded.bound_by, bound_at = excluded.bound_at
    where p.bound_at is null`;
}

export async function insertWaiver(
  tx: Database,
  waiver: typeof paymentWaivers.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(paymentWaivers).values(waiver).returning({ id: paymentWaivers.id });
  if (!row) throw new Error('waiver not inserted');
  return row.id;
}

/** Records a webhook delivery once; undefined when it was received before. */
export async function recordWebhookEvent(
  db: Database,
  event: { provider: string; event: string; reference: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return row?.id;
}

export async function markWebhookVerified(
  db: Database,
  id: number,
  status: GatewayPaymentStatus,
  verifiedAt: Date,
): Promise<void> {
  await db
    .update(paymentWebhookEvents)
    .set({ verified: true, verifiedStatus: status, verifiedAt })
    .where(eq(paymentWebhookEvents.id, id));
}

export type WaiverRequestRow = typeof waiverRequests.$inferSelect;

export async function waiverRequestRow(
  db: Database,
  id: number,
): Promise<WaiverRequestRow | undefined> {
  const [row] = await db.select().from(waiverRequests).where(eq(waiverRequests.id, id));
  return row;
}

/** What a used waiver paid for (its use), or null when it has none. */
export async function waiverUse(db: Database, requestId: number): Promise<PaidUse | null> {
  const [row] = await db
    .select({
      purpose: paymentWaivers.purpose,
      recordKind: paymentWaivers.recordKind,
      ...paidPlace,
    })
    .from(paymentWaivers)
    .leftJoin(records, paidRecordOn(paymentWaivers.recordKind, paymentWaivers.recordId))
    .where(eq(paymentWaivers.waiverRequestId, requestId));
  return row ? paidUse(row) : null;
}

/**
 * Marks a granted waiver used, in the caller's transaction, when it is `userId`'s, for its
 * service and this record (a waiver for a new record takes the record now). Answers who
 * granted it, or undefined when it cannot be used (then nothing changed).
 */
export async function useWaiverRequest(
  tx: Database,
  waiver: { requestId: number; service: PaymentService },
  userId: number,
  record: { kind: string; id: number },
  now: Date,
): Promise<{ grantedBy: number } | undefined> {
  const [row] = await tx
    .update(waiverRequests)
    .set({
      status: 'used',
      usedAt: now,
      recordKind: sql`coalesce(${waiverRequests.recordKind}, ${record.kind})`,
      recordId: sql`coalesce(${waiverRequests.recordId}, ${record.id})`,
    })
    .where(
      and(
        eq(waiverRequests.id, waiver.requestId),
        eq(waiverRequests.status, 'granted'),
        eq(waiverRequests.service, waiver.service),
        eq(waiverRequests.requestedBy, userId),
        or(
          isNull(waiverRequests.recordId),
          and(eq(waiverRequests.recordKind, record.kind), eq(waiverRequests.recordId, record.id)),
        ),
      ),
    )
    .returning({ grantedBy: waiverRequests.decidedBy });
  return row?.grantedBy == null ? undefined : { grantedBy: row.grantedBy };
}
