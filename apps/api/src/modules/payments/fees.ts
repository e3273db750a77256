import {
  formatAmount,
  PAYMENT_MESSAGES,
  PAYMENT_SERVICE_NAMES,
  PAYMENT_SERVICES,
  type Fee,
  type FeeHistoryEntry,
  type PaymentService,
  type SetFee,
} from '@vitalreg/domain';
import type { Database } from '../../db/client.ts';
import { invalid } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import { currentFee, currentFees, feeHistory, insertFee, type FeeRow } from './repository.ts';

/** A new fee may start this long before the request (clocks differ a little), not earlier. */
const PAST_TOLERANCE_MS = 60_000;

export function feeAnswer(row: FeeRow): Fee {
  return {
    service: row.service,
    name: PAYMENT_SERVICE_NAMES[row.service],
    amount_kobo: row.amountKobo,
    currency: row.currency,
    amount: formatAmount(row.amountKobo, row.currency),
    valid_from: row.validFrom.toISOString(),
    set_by: row.setBy,
  };
}

/** Each service's current fee, in the order of PAYMENT_SERVICES. */
export async function listCurrentFees(db: Database, now = new Date()): Promise<Fee[]> {
  const rows = new Map((await currentFees(db, now)).map((row) => [row.service, row]));
  return PAYMENT_SERVICES.flatMap((service) => {
    const row = rows.get(service);
    return row ? [feeAnswer(row)] : [];
  });
}

/** Every fee set, the latest start first, marked current or scheduled. */
export async function listFeeHistory(db: Database, now = new Date()): Promise<FeeHistoryEntry[]> {
  const [rows, current] = await Promise.all([feeHistory(db), currentFees(db, now)]);
  const currentIds = new Set(current.map((row) => row.id));
  return rows.map((row) => ({
    ...feeAnswer(row),
    id: row.id,
    created_at: row.createdAt.toISOString(),
    current: currentIds.has(row.id),
    scheduled: row.validFrom.getTime() > now.getTime(),
  }));
}

/**
 * Sets a service's fee from `valid_from` (default now): a new row of the schedule, audited
 * (fee.set, with the amount it replaces). A start in the past is refused: what was charged
 * before stays as it was.
 */
export async function setFee(
  db: Database,
  session: AuthSession,
  context: RequestContext,
  service: PaymentService,
  input: SetFee,
): Promise<{ entry: FeeHistoryEntry; message: string }> {
  const now = context.now;
  const validFrom = input.valid_from ? new Date(input.valid_from) : now;
  if (validFrom.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    throw invalid(PAYMENT_MESSAGES.feeInPast, 'valid_from');
  }
  const entry = await db.transaction(async (tx) => {
    const previous = await currentFee(tx, service, now);
    const id = await insertFee(tx, {
      service,
      amountKobo: input.amount_kobo,
      validFrom,
      setBy: session.user.User_ID,
    });
    await recordAudit(tx, {
      action: 'fee.set',
      actorUserId: session.user.User_ID,
      actorUserName: session.user.UserName,
      entityType: 'fee',
      entityId: id,
      ip: context.ip,
      requestId: context.requestId,
      details: {
        service,
        amount_kobo: input.amount_kobo,
        valid_from: validFrom.toISOString(),
        previous_amount_kobo: previous?.amountKobo ?? null,
      },
    });
    return id;
  });
  const saved = (await listFeeHistory(db, now)).find((row) => row.id === entry);
  if (!saved) throw new Error('fee not found after saving');
  const message = saved.scheduled
    ? `${PAYMENT_MESSAGES.feeSet} ${saved.name}: ${saved.amount} from ${saved.valid_from}.`
    : `${PAYMENT_MESSAGES.feeSet} ${saved.name}: ${saved.amount}.`;
  return { entry: saved, message };
}
