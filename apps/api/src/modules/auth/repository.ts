import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registrationCentres, roles, sessions, users } from '../../db/schema.ts';

/** Everything a request needs to know about its user, read in one query. */
const accountColumns = {
  userId: users.id,
  userName: users.userName,
  passwordHash: users.passwordHash,
  fullName: users.fullName,
  email: users.email,
  disabled: users.disabled,
  endDate: users.endDate,
  mustChangePassword: users.mustChangePassword,
  passwordSetBy: users.passwordSetBy,
  roleId: users.roleId,
  roleName: roles.name,
  stateId: users.stateId,
  lgaId: users.lgaId,
  regCenterId: users.regCenterId,
  centreName: registrationCentres.name,
  centreStateId: registrationCentres.stateId,
  centreLgaId: registrationCentres.lgaId,
  centreAddress: registrationCentres.address,
  // The matrix is read at request time: an administrator's change applies at once.
  permissions: sql<string[]>`array(
    select rp.permission from role_permissions rp
    where rp.role_id = ${users.roleId} order by rp.permission
  )`,
};

function accounts(db: Database) {
  return db
    .select(accountColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(registrationCentres, eq(registrationCentres.id, users.regCenterId));
}

export type AccountRow = Awaited<ReturnType<typeof accounts>>[number];

export async function findAccountByUserName(
  db: Database,
  userName: string,
): Promise<AccountRow | undefined> {
  const [row] = await accounts(db)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return row;
}

export interface SessionAccountRow {
  account: AccountRow;
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A live (not revoked) session and its account; expiry is judged by the caller. */
export async function findSessionByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<SessionAccountRow | undefined> {
  const [row] = await db
    .select({
      ...accountColumns,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(registrationCentres, eq(registrationCentres.id, users.regCenterId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  const { sessionId, lastSeenAt, expiresAt, ...account } = row;
  return { account, sessionId, lastSeenAt, expiresAt };
}

export async function insertSession(
  db: Database,
  session: {
    tokenHash: string;
    userId: number;
    device: string;
    ip: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: session.tokenHash,
      userId: session.userId,
      device: session.device,
      ip: session.ip,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt: session.expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('The new session was not saved.');
  return row.id;
}

/** The account of a signed-in user, with its password hash (for a password change). */
export async function findAccountById(
  db: Database,
  userId: number,
): Promise<AccountRow | undefined> {
  const [row] = await accounts(db).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function markSignedIn(db: Database, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

/**
 * A new password hash; `mustChange` when someone else chose it (a first or reset password),
 * false when the user chose it. `setBy`: who set it, as the four-eyes rule reads it
 * (migration 0054).
 */
export async function setPassword(
  db: Database,
  userId: number,
  change: { passwordHash: string; mustChange: boolean; setBy: number | null; at: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: change.passwordHash,
      mustChangePassword: change.mustChange,
      passwordSetBy: change.setBy,
      passwordChangedAt: change.at,
    })
    .where(eq(users.id, userId));
}

/** Ends every live session of a user, but `keep` (the session asking, when it stays). */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  at: Date,
  keep?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep === undefined ? undefined : ne(sessions.id, keep),
      ),
    );
}

export async function touchSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Housekeeping (at start and hourly): sessions that ended over a week ago are gone for good (the
 * audit log keeps the sign-ins).
 */
export async function pruneExpired(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 7 * 86_400_000)));
}
