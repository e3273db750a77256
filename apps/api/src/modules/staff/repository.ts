import type { StaffStatus } from '@vitalreg/domain';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registrationCentres, users } from '../../db/schema.ts';
import { scopeCondition, type UserScope } from '../auth/scope.ts';

/** An account as the staff screens and the policy read it. */
const staffColumns = {
  id: users.id,
  userName: users.userName,
  fullName: users.fullName,
  roleId: users.roleId,
  phone: users.phone,
  email: users.email,
  nin: users.nin,
  regCenterId: users.regCenterId,
  centreName: registrationCentres.name,
  stateId: registrationCentres.stateId,
  lgaId: registrationCentres.lgaId,
  endDate: users.endDate,
  disabled: users.disabled,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  disabledReasonText: users.disabledReasonText,
  mustChangePassword: users.mustChangePassword,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  // Kept by the records' count triggers (level 4: per capturing user, migration 0037).
  recordsCaptured: sql<number>`coalesce((select sum(t.n) from record_totals t
    where t.level = 4 and t.area_id = ${users.id}), 0)::int`,
};

function staff(db: Database) {
  return db
    .select(staffColumns)
    .from(users)
    .leftJoin(registrationCentres, eq(registrationCentres.id, users.regCenterId));
}

export type StaffRow = Awaited<ReturnType<typeof staff>>[number];

/** A WHERE condition for an account status on `today` (yyyy-mm-dd in Nigeria). */
function statusCondition(status: StaffStatus, today: string): SQL | undefined {
  switch (status) {
    case 'deactivated':
      return eq(users.disabled, true);
    case 'ended':
      return and(eq(users.disabled, false), sql`${users.endDate} < ${today}`);
    case 'active':
      return and(
        eq(users.disabled, false),
        sql`(${users.endDate} is null or ${users.endDate} >= ${today})`,
      );
  }
}

export interface StaffListFilter {
  roleIds: readonly number[];
  scope: UserScope;
  today: string;
  status?: StaffStatus;
  q?: string;
  page: number;
  limit: number;
}

/** Accounts of the given roles at centres of the caller's area, newest first. */
export async function listStaff(
  db: Database,
  filter: StaffListFilter,
): Promise<{ rows: StaffRow[]; total: number }> {
  const text = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    inArray(users.roleId, [...filter.roleIds]),
    scopeCondition(filter.scope, {
      stateId: registrationCentres.stateId,
      lgaId: registrationCentres.lgaId,
      centreId: registrationCentres.id,
    }),
    filter.status ? statusCondition(filter.status, filter.today) : undefined,
    text ? or(ilike(users.userName, text), ilike(users.fullName, text)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    staff(db)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(registrationCentres, eq(registrationCentres.id, users.regCenterId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findStaff(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await staff(db).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account holding this NIN, if any. */
export async function accountOfNin(
  db: Database,
  nin: string,
): Promise<{ id: number; userName: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(eq(users.nin, nin))
    .limit(1);
  return row;
}

/** The user names taken that start with `base` (lower case), to number a new one. */
export async function userNamesLike(db: Database, base: string): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ userName: sql<string>`lower(${users.userName})` })
    .from(users)
    .where(sql`lower(${users.userName}) like ${pattern}`);
  return new Set(rows.map((row) => row.userName));
}

export interface NewAccount {
  userName: string;
  passwordHash: string;
  fullName: string;
  email: string;
  phone: string;
  nin: string;
  roleId: number;
  stateId: number;
  lgaId: number;
  regCenterId: number;
  endDate: string | null;
  createdBy: number;
  at: Date;
}

export async function insertAccount(db: Database, account: NewAccount): Promise<number> {
  const { at, ...values } = account;
  const [row] = await db
    .insert(users)
    .values({ ...values, mustChangePassword: true, createdAt: at })
    .returning({ id: users.id });
  if (!row) throw new Error('The new account was not saved.');
  return row.id;
}

export type AccountChange = Partial<{
  phone: string;
  email: string;
  regCenterId: number;
  stateId: number;
  lgaId: number;
  endDate: string;
  disabled: boolean;
  disabledAt: Date | null;
  disabledReason: string | null;
  disabledReasonText: string | null;
}>;

export async function updateAccount(
  db: Database,
  id: number,
  change: AccountChange,
): Promise<void> {
  await db.update(users).set(change).where(eq(users.id, id));
}
