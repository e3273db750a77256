import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * For tests and the soak run only, never the API: runs fn as someone with the database's
 * superuser rights would tamper with the audit trail, in one transaction with its append-only
 * triggers, numbering trigger and foreign keys off (session_replication_role = replica).
 * With rollback, fn's changes are undone once it returns (fn can verify inside).
 */
export async function tamperWithAudit<T>(
  db: Database,
  fn: (tx: Database) => Promise<T>,
  { rollback = false } = {},
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      result = { value: await fn(tx as unknown as Database) };
      if (rollback) tx.rollback();
    });
  } catch (error) {
    if (!(rollback && error instanceof TransactionRollbackError && result)) throw error;
  }
  if (!result) throw new Error('tamperWithAudit: the transaction did not run');
  return result.value;
}
