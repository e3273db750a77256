import type { StaffStatus } from '@vitalreg/domain';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
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
  stateId: users.stateId,
  lgaId: users.lgaId,
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
      stateId: users.stateId,
      lgaId: users.lgaId,
      centreId: users.regCenterId,
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
  /** The officer making the account: they set its first password (four eyes). */
  passwordSetBy: number;
  fullName: string;
  email: string;
  phone: string | null;
  nin: string | null;
  roleId: number;
  stateId: number | null;
  lgaId: number | null;
  regCenterId: number | null;
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
  fullName: string;
  phone: string | null;
  email: string;
  roleId: number;
  regCenterId: number | null;
  stateId: number | null;
  lgaId: number | null;
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

/** Each role's permissions as the matrix holds them now (role id -> permissions). */
export async function rolePermissionsByRole(db: Database): Promise<Map<number, string[]>> {
  const rows = rowsOf<{ roleId: number; permissions: string[] }>(
    await db.execute(sql`select role_id as "roleId", array_agg(permission) as permissions
      from role_permissions group by role_id`),
  );
  return new Map(rows.map((row) => [Number(row.roleId), row.permissions]));
}

/** The permissions that make an account an administrator (the last one must stay). */
const ADMINISTRATION = sql`('Can_Manage_Users', 'Can_Manage_Role_Permissions')`;

/** Whether a role holds the administration permissions. */
export async function roleAdministers(db: Database, roleId: number): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from role_permissions
    where role_id = ${roleId} and permission in ${ADMINISTRATION}
    group by role_id having count(*) = 2`);
  return rowsOf(rows).length > 0;
}

/** Whether an account's role holds the administration permissions. */
export async function holdsAdministration(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  return row ? roleAdministers(db, row.roleId) : false;
}

/** Active accounts other than `userId` whose role holds the administration permissions. */
export async function otherAdministrators(db: Database, userId: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users u
      where u.id <> ${userId} and not u.disabled
        and (u.end_date is null or u.end_date >= current_date)
        and (select count(*) from role_permissions rp
              where rp.role_id = u.role_id and rp.permission in ${ADMINISTRATION}) = 2`),
  );
  return rows[0]?.n ?? 0;
}

/**
 * An account's audit events in a period, newest first: what it did (actor) and what was done to
 * it (entity), each read through its own index (migration 0002), then merged.
 */
export async function auditOfUser(
  db: Database,
  userId: number,
  period: { from: Date; to: Date },
  page: { limit: number; offset: number },
) {
  const [from, to] = [period.from.toISOString(), period.to.toISOString()];
  const rows = rowsOf<{
    id: string | number;
    created_at: Date | string;
    action: string;
    actor_user_name: string | null;
    entity_type: string | null;
    entity_id: string | null;
    ip: string | null;
    details: Record<string, unknown> | null;
    total: string | number;
  }>(
    await db.execute(sql`with events as (
        select * from audit_log
         where actor_user_id = ${userId} and created_at >= ${from}::timestamptz
           and created_at < ${to}::timestamptz
        union
        select * from audit_log
         where entity_type = 'user' and entity_id = ${String(userId)}
           and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
      )
      select id, created_at, action, actor_user_name, entity_type, entity_id, ip, details,
             count(*) over () as total
        from events order by created_at desc, id desc
       limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.created_at),
    action: row.action,
    actor: row.actor_user_name,
    entityType: row.entity_type,
    entityId: row.entity_id,
    ip: row.ip,
    details: row.details ?? {},
    total: Number(row.total),
  }));
}
