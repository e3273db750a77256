import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { invalid } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { findAccountById } from './repository.ts';
import {
  openSession,
  signInRefusal,
  type AuthSession,
  type RequestContext,
  type SessionSettings,
} from './service.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

/*
 * Handing a signed-in user over to an external "Other Access" application (DESIGN.md "Staff,
 * administration, dashboards"): the link carries a one-time code, never the session token; the
 * application exchanges the code once, within 60 seconds, for a session of its own.
 */

export const HANDOFF_SECONDS = 60;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0039. */
export const sessionHandoffs = pgTable('session_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  target: text('target').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** A new one-time code for the user, good for one exchange within 60 seconds. */
export async function issueHandoff(
  db: Database,
  session: AuthSession,
  target: string,
  context: RequestContext,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newSessionToken();
  const expiresAt = new Date(context.now.getTime() + HANDOFF_SECONDS * 1000);
  await db.insert(sessionHandoffs).values({
    codeHash: hashSessionToken(code),
    userId: session.user.User_ID,
    target,
    createdAt: context.now,
    expiresAt,
  });
  await recordAudit(db, {
    action: 'auth.handoff.issued',
    actorUserId: session.user.User_ID,
    actorUserName: session.user.UserName,
    entityType: 'user',
    entityId: session.user.User_ID,
    ip: context.ip,
    requestId: context.requestId,
    details: { target },
  });
  return { code, expiresAt };
}

/** A code unknown, used or expired: said the same way, so none can be told from another. */
const expired = () => invalid('This link has expired or was used already. Please sign in.', 'code');

/** Exchanges a code (once, before it expires) for a new session of its user. */
export async function exchangeHandoff(
  db: Database,
  settings: SessionSettings,
  code: string,
  context: RequestContext,
): Promise<AuthSession & { token: string }> {
  const [used] = await db
    .update(sessionHandoffs)
    .set({ usedAt: context.now })
    .where(
      and(
        eq(sessionHandoffs.codeHash, hashSessionToken(code)),
        isNull(sessionHandoffs.usedAt),
        gt(sessionHandoffs.expiresAt, context.now),
      ),
    )
    .returning({ userId: sessionHandoffs.userId, target: sessionHandoffs.target });
  if (!used) throw expired();
  const account = await findAccountById(db, used.userId);
  if (!account) throw expired();
  const refusal = signInRefusal(account, context.now);
  if (refusal) throw refusal;
  return openSession(
    db,
    settings,
    account,
    { device: `handoff to ${used.target}`, handoff: used.target },
    context,
  );
}

/** Housekeeping: codes expired over a day ago are gone (the audit log keeps their use). */
export async function pruneHandoffs(db: Database, now: Date): Promise<void> {
  await db
    .delete(sessionHandoffs)
    .where(lt(sessionHandoffs.expiresAt, new Date(now.getTime() - 86_400_000)));
}
