import { hasAnyPermission } from './permissions.ts';
import { isInArea, type Actor, type Area } from './policy.ts';
import { ROLE_IDS } from './roles.ts';

/*
 * Who may manage whose account (DESIGN.md "Staff, administration, dashboards"). Like the record
 * policy, it reads permissions and areas, never roles of the actor: whoever the matrix gives
 * Can_Manage_Adhocs manages adhoc accounts at centres of their area.
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
  /** Where the account works: its centre's state, LGA and centre. */
  place: Area;
}

export type StaffRefusal =
  'missing_permission' | 'role_not_managed' | 'out_of_scope' | 'own_account';

export type StaffDecision = { allowed: true } | { allowed: false; reason: StaffRefusal };

/** The roles whose accounts an actor may manage at all (adhoc staff for now). */
export function managedRoleIds(actor: Pick<Actor, 'permissions'>): number[] {
  return hasAnyPermission(actor.permissions, ['Can_Manage_Adhocs']) ? [ROLE_IDS.adhoc] : [];
}

export function decideStaffAction(actor: Actor, account: StaffFacts): StaffDecision {
  const roles = managedRoleIds(actor);
  if (roles.length === 0) return { allowed: false, reason: 'missing_permission' };
  if (!roles.includes(account.roleId)) return { allowed: false, reason: 'role_not_managed' };
  if (account.id !== null && String(account.id) === String(actor.id)) {
    return { allowed: false, reason: 'own_account' };
  }
  // An adhoc account always works at a centre: it must be one of the actor's area.
  if (account.place.centreId === null || !isInArea(actor, account.place)) {
    return { allowed: false, reason: 'out_of_scope' };
  }
  return { allowed: true };
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
