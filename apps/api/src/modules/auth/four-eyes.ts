import { STAFF_MESSAGES } from '@vitalreg/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/*
 * The four-eyes rule's second half (fourEyesRefusal in the access policy; docs/staff.md "Four
 * eyes and passwords"): whoever set an account's password, until its holder chose their own,
 * could have signed in as them, so decides nothing that account captured or asked for.
 */

/** The column to read beside a capturer or requester joined as `users` (no query of its own). */
export const passwordSetByColumn = users.passwordSetBy;

/** Who set the account's password in use (null: unknown, or none). One row, for one decision. */
export async function passwordSetByOf(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ setBy: users.passwordSetBy })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.setBy ?? null;
}

/** The same for many accounts at once (a list's rows), in one query. */
export async function passwordSettersOf(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, number | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, setBy: users.passwordSetBy })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.setBy]));
}

/** 403 PASSWORD_SET_BY_CALLER: the policy's `set_their_password` refusal. */
export const setTheirPasswordError = () =>
  new AppError('PASSWORD_SET_BY_CALLER', STAFF_MESSAGES.setTheirPassword);
