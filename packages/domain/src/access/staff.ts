import { hasAnyPermission } from './permissions.ts';
import { isInArea, type Actor, type Area } from './policy.ts';
import { ROLE_IDS, ROLE_NAMES, ROLE_SCOPE, roleNameById } from './roles.ts';

/*
 * Who may manage whose account (docs/staff.md). Like the record
 * policy, it reads permissions and areas, never roles of the actor: whoever the matrix gives
 * Can_Manage_Adhocs manages adhoc accounts at centres of their area; whoever it gives
 * Can_Manage_Users manages the accounts of every role within their area that holds no
 * permission they lack. Placing someone in a role grants them its permissions, so, as with the
 * role matrix (decideRoleChange), nobody hands on what they do not hold: a delegate of user
 * management never makes, moves into or manages an account of the Admin role.
 */

export const STAFF_ACTIONS = [
  'create',
  'edit',
  'deactivate',
  'reactivate',
  'reset_password',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** What the policy needs to know of an account (or of the account about to be made). */
export interface StaffFacts {
  id: number | null;
  roleId: number;
  /** Where the account works: its state, LGA and centre, as far as its role has them. */
  place: Area;
}

export type StaffRefusal =
  'missing_permission' | 'role_not_managed' | 'out_of_scope' | 'own_account';

/** Each role's permissions, as the database's matrix holds them today (role id -> permissions). */
export type RolePermissionsByRole = ReadonlyMap<number, readonly string[]>;

export type StaffDecision = { allowed: true } | { allowed: false; reason: StaffRefusal };

const ALL_ROLE_IDS: number[] = ROLE_NAMES.map((name) => ROLE_IDS[name]);

/** Whether the actor holds every permission the role holds. */
const holdsEveryPermissionOf = (
  actor: Pick<Actor, 'permissions'>,
  roleId: number,
  matrix: RolePermissionsByRole,
) => (matrix.get(roleId) ?? []).every((permission) => actor.permissions.includes(permission));

/** The roles whose accounts an actor may manage at all. */
export function managedRoleIds(
  actor: Pick<Actor, 'permissions'>,
  matrix: RolePermissionsByRole,
): number[] {
  if (hasAnyPermission(actor.permissions, ['Can_Manage_Users'])) {
    return ALL_ROLE_IDS.filter((roleId) => holdsEveryPermissionOf(actor, roleId, matrix));
  }
  return hasAnyPermission(actor.permissions, ['Can_Manage_Adhocs']) &&
    holdsEveryPermissionOf(actor, ROLE_IDS.adhoc, matrix)
    ? [ROLE_IDS.adhoc]
    : [];
}

/**
 * Whether a place is complete for a role (a registrar has a centre, a DCR an LGA, a state
 * director a state; national roles need none).
 */
export function placeFitsRole(roleId: number, place: Area): boolean {
  const role = roleNameById(roleId);
  if (!role) return false;
  switch (ROLE_SCOPE[role]) {
    case 'centre':
      return place.centreId !== null && place.lgaId !== null && place.stateId !== null;
    case 'lga':
      return place.lgaId !== null && place.stateId !== null;
    case 'state':
      return place.stateId !== null;
    case 'country':
      return true;
  }
}

export function decideStaffAction(
  actor: Actor,
  account: StaffFacts,
  matrix: RolePermissionsByRole,
): StaffDecision {
  if (!hasAnyPermission(actor.permissions, ['Can_Manage_Users', 'Can_Manage_Adhocs'])) {
    return { allowed: false, reason: 'missing_permission' };
  }
  const roles = managedRoleIds(actor, matrix);
  if (!roles.includes(account.roleId)) return { allowed: false, reason: 'role_not_managed' };
  if (account.id !== null && String(account.id) === String(actor.id)) {
    return { allowed: false, reason: 'own_account' };
  }
  // The account works somewhere in the actor's area (a national account: a national actor).
  const role = roleNameById(account.roleId);
  const national = role !== undefined && ROLE_SCOPE[role] === 'country';
  const inArea =
    actor.scope === 'country' ||
    (!national && placeFitsRole(account.roleId, account.place) && isInArea(actor, account.place));
  return inArea ? { allowed: true } : { allowed: false, reason: 'out_of_scope' };
}

/** Which of the staff actions the actor may take on an account, for its buttons. */
export function allowedStaffActions(
  actor: Actor,
  account: StaffFacts & { status: 'active' | 'deactivated' | 'ended' },
  matrix: RolePermissionsByRole,
): StaffAction[] {
  if (!decideStaffAction(actor, account, matrix).allowed) return [];
  // An ended engagement is extended by editing its end date; a deactivated one is reactivated.
  return ['edit', 'reset_password', account.status === 'deactivated' ? 'reactivate' : 'deactivate'];
}
