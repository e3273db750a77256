import { isInArea, ROLE_SCOPE, type RoleName, type Scope } from '@vitalreg/domain';
import { eq, sql, type Column, type SQL } from 'drizzle-orm';

/** Where the signed-in user may work (DESIGN.md: roles, scope and permissions). */
export interface UserScope {
  kind: Scope;
  stateId: number | null;
  lgaId: number | null;
  centreId: number | null;
}

export function scopeForRole(
  role: RoleName,
  place: { stateId: number | null; lgaId: number | null; centreId: number | null },
): UserScope {
  return { kind: ROLE_SCOPE[role], ...place };
}

/** Where a record (or centre) belongs. */
export interface Placement {
  stateId: number | null;
  lgaId: number | null;
  centreId: number | null;
}

export function isInScope(scope: UserScope, place: Placement): boolean {
  return isInArea({ scope: scope.kind, area: scope }, place);
}

/**
 * A WHERE condition limiting a query to the user's area, given the table's placement columns;
 * undefined means no limit (country scope). A user whose area is not set sees nothing.
 */
export function scopeCondition(
  scope: UserScope,
  columns: { stateId: Column; lgaId: Column; centreId: Column },
): SQL | undefined {
  const nothing = sql`false`;
  switch (scope.kind) {
    case 'country':
      return undefined;
    case 'state':
      return scope.stateId === null ? nothing : eq(columns.stateId, scope.stateId);
    case 'lga':
      return scope.lgaId === null ? nothing : eq(columns.lgaId, scope.lgaId);
    case 'centre':
      return scope.centreId === null ? nothing : eq(columns.centreId, scope.centreId);
  }
}
