import { ROLE_IDS, ROLE_NAMES, ROLE_SCOPE, type CentreStatus } from '@vitalreg/domain';
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { lgas, registrationCentres, states, users } from '../../db/schema.ts';
import { scopeCondition, type UserScope } from '../auth/scope.ts';

/** The roles whose area is their centre (registrars, adhoc clerks, hospital staff). */
const CENTRE_ROLE_IDS = ROLE_NAMES.filter((role) => ROLE_SCOPE[role] === 'centre').map(
  (role) => ROLE_IDS[role],
);

/** A centre as the administration screens read it, with its place's names and its counts. */
const centreColumns = {
  id: registrationCentres.id,
  name: registrationCentres.name,
  stateId: registrationCentres.stateId,
  stateName: states.name,
  lgaId: registrationCentres.lgaId,
  lgaName: lgas.name,
  address: registrationCentres.address,
  disabled: registrationCentres.disabled,
  deactivatedAt: registrationCentres.deactivatedAt,
  deactivationReason: registrationCentres.deactivationReason,
  users: sql<number>`(select count(*) from users u
    where u.reg_center_id = ${registrationCentres.id})::int`,
  // Kept by the records' count triggers (level 3: per centre), never counted from the records.
  records: sql<number>`coalesce((select sum(t.n) from record_totals t
    where t.level = 3 and t.area_id = ${registrationCentres.id}), 0)::int`,
};

function centres(db: Database) {
  return db
    .select(centreColumns)
    .from(registrationCentres)
    .innerJoin(states, eq(states.id, registrationCentres.stateId))
    .innerJoin(lgas, eq(lgas.id, registrationCentres.lgaId));
}

export type CentreRow = Awaited<ReturnType<typeof centres>>[number];

export interface CentreListFilter {
  scope: UserScope;
  stateId?: number | undefined;
  lgaId?: number | undefined;
  q?: string | undefined;
  status?: CentreStatus | undefined;
  page: number;
  limit: number;
}

/** The centres of the caller's area, by state, LGA and name. */
export async function listCentres(
  db: Database,
  filter: CentreListFilter,
): Promise<{ rows: CentreRow[]; total: number }> {
  const text = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    scopeCondition(filter.scope, {
      stateId: registrationCentres.stateId,
      lgaId: registrationCentres.lgaId,
      centreId: registrationCentres.id,
    }),
    filter.stateId === undefined ? undefined : eq(registrationCentres.stateId, filter.stateId),
    filter.lgaId === undefined ? undefined : eq(registrationCentres.lgaId, filter.lgaId),
    filter.status === undefined
      ? undefined
      : eq(registrationCentres.disabled, filter.status === 'deactivated'),
    text ? ilike(registrationCentres.name, text) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    centres(db)
      .where(where)
      .orderBy(
        asc(states.name),
        asc(lgas.name),
        asc(registrationCentres.name),
        asc(registrationCentres.id),
      )
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(registrationCentres).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findCentre(db: Database, id: number): Promise<CentreRow | undefined> {
  const [row] = await centres(db).where(eq(registrationCentres.id, id)).limit(1);
  return row;
}

/** Whether the LGA has a centre of this name (in any case), other than `except`. */
export async function nameTaken(
  db: Database,
  name: string,
  lgaId: number,
  except?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: registrationCentres.id })
    .from(registrationCentres)
    .where(
      and(
        sql`lower(${registrationCentres.name}) = lower(${name})`,
        eq(registrationCentres.lgaId, lgaId),
        except === undefined ? undefined : ne(registrationCentres.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Of these lines' centres, the lines whose name their LGA has already (one query). */
export async function linesOfTakenNames(
  db: Database,
  lines: readonly { line: number; name: string; lgaId: number }[],
): Promise<number[]> {
  const asked = JSON.stringify(lines.map(({ line, name, lgaId }) => ({ line, name, lgaId })));
  const result = await db.execute(sql`
    select a.line from json_to_recordset(${asked}::json) as a (line int, name text, "lgaId" int)
    where exists (select 1 from ${registrationCentres} c
      where c.lga_id = a."lgaId" and lower(c.name) = lower(a.name))
    order by a.line`);
  return rowsOf<{ line: number }>(result).map((row) => Number(row.line));
}

export interface NewCentreRow {
  name: string;
  stateId: number;
  lgaId: number;
  address: string | null;
}

export async function insertCentres(
  db: Database,
  rows: readonly NewCentreRow[],
  at: Date,
): Promise<number[]> {
  const saved = await db
    .insert(registrationCentres)
    .values(rows.map((row) => ({ ...row, createdAt: at })))
    .returning({ id: registrationCentres.id });
  return saved.map((row) => row.id);
}

export type CentreUpdate = Partial<{
  name: string;
  stateId: number;
  lgaId: number;
  address: string | null;
  disabled: boolean;
  deactivatedAt: Date | null;
  deactivationReason: string | null;
}>;

export async function updateCentre(db: Database, id: number, change: CentreUpdate): Promise<void> {
  await db.update(registrationCentres).set(change).where(eq(registrationCentres.id, id));
}

/**
 * The accounts that work at a moved centre (roles of centre scope) work in its new state and
 * LGA; others placed there (an LGA's DCR) keep their area.
 */
export async function moveCentreUsers(
  db: Database,
  centreId: number,
  place: { stateId: number; lgaId: number },
): Promise<void> {
  await db
    .update(users)
    .set(place)
    .where(and(eq(users.regCenterId, centreId), inArray(users.roleId, CENTRE_ROLE_IDS)));
}
