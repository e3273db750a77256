import { hasAnyPermission } from './permissions.ts';
import { isInArea, type Actor, type Area } from './policy.ts';
import { ROLE_IDS, ROLE_NAMES, ROLE_SCOPE, roleNameById } from './roles.ts';

/*
 * Who may manage whose account (DESIGN.md "Staff, administration, dashboards"). Like the record
 * policy, it reads permissions and areas, never roles of the actor: whoever the matrix gives
 * Can_Manage_Adhocs manages adhoc accounts at centres of their area; whoever it gives
 * Can_Manage_Users manages the accounts of every role within their area.
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

export type StaffDecision = { allowed: true } | { allowed: false; reason: StaffRefusal };

const ALL_ROLE_IDS: number[] = ROLE_NAMES.map((name) => ROLE_IDS[name]);

/** The roles whose accounts an actor may manage at all. */
export function managedRoleIds(actor: Pick<Actor, 'permissions'>): number[] {
  if (hasAnyPermission(actor.permissions, ['Can_Manage_Users'])) return ALL_ROLE_IDS;
  return hasAnyPermission(actor.permissions, ['Can_Manage_Adhocs']) ? [ROLE_IDS.adhoc] : [];
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

export function decideStaffAction(actor: Actor, account: StaffFacts): StaffDecision {
  const roles = managedRoleIds(actor);
  if (roles.length === 0) return { allowed: false, reason: 'missing_permission' };
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
): StaffAction[] {
  if (!decideStaffAction(actor, account).allowed) return [];
  // An ended engagement is extended by editing its end date; a deactivated one is reactivated.
  return ['edit', 'reset_password', account.status === 'deactivated' ? 'reactivate' : 'deactivate'];
}
