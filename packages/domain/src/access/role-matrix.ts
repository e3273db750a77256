import { z } from 'zod';
import type { ErrorCode } from '../api/error-codes.ts';
import {
  hasAnyPermission,
  PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  type Permission,
} from './permissions.ts';
import { ROLE_IDS, ROLE_NAMES } from './roles.ts';

/*
 * The role-permission matrix as administrators edit it (issue 26, "Roles and permissions"):
 * roles only grant sets of permissions; every change is audited and applies at the next request.
 */

/** The spec's permission groups (section 6), then ours, as the matrix shows them. */
export const PERMISSION_GROUPS: readonly { title: string; permissions: readonly Permission[] }[] = [
  {
    title: 'Birth registration',
    permissions: ['Can_See_Birth', 'Can_List_Birth', 'Can_Notify_Births'],
  },
  { title: 'Birth attestation', permissions: ['Can_See_Attestation', 'Can_List_Attestation'] },
  { title: 'Death registration', permissions: ['Can_See_Death', 'Can_List_Death'] },
  { title: 'Still births', permissions: ['Can_See_Stillbirth'] },
  {
    title: 'Modifications',
    permissions: [
      'Can_See_Modification',
      'Can_List_Modification',
      'Can_Approve_Modification',
      'Can_Approve_Major_Modification',
    ],
  },
  {
    title: 'Reissuance',
    permissions: [
      'canSeeAttestReissuance',
      'canSeeBirthCertReissuance',
      'canListBirthCertReissuance',
      'canListAttestReissuance',
      'Can_Approve_Reissuance',
    ],
  },
  {
    title: 'Certificates',
    permissions: [
      'Can_See_Certificate_Reprint',
      'Can_Print_Certificates',
      'Can_Revoke_Certificates',
    ],
  },
  {
    title: 'Review',
    permissions: [
      'Can_Review_Records',
      'Can_Correct_Centre_Records',
      'Can_Access_DCR_App',
      'Can_See_Record_Reads',
    ],
  },
  { title: 'Identity', permissions: ['Can_Verify_Identity'] },
  { title: 'Adhoc staff', permissions: ['Can_Manage_Adhocs'] },
  { title: 'Statistics', permissions: ['Can_View_Statistics'] },
  {
    title: 'Administration',
    permissions: [
      'Can_Manage_Users',
      'Can_Manage_Centres',
      'Can_Manage_Role_Permissions',
      'Can_Manage_Fees',
      'Can_Waive_Fees',
    ],
  },
];

export const roleEntrySchema = z.object({
  id: z.number().int(),
  name: z.enum(ROLE_NAMES as [string, ...string[]]),
  title: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Active accounts of the role. */
  users: z.number().int(),
});

export type RoleEntry = z.infer<typeof roleEntrySchema>;

export const roleMatrixSchema = z.object({
  roles: z.array(roleEntrySchema),
  permissions: z.array(
    z.object({ name: z.enum(PERMISSIONS), description: z.string(), group: z.string() }),
  ),
});

export type RoleMatrix = z.infer<typeof roleMatrixSchema>;

/** `PUT /roles/{id}/permissions`: the role's whole set of permissions. */
export const rolePermissionsChangeSchema = z.object({
  permissions: z
    .array(z.enum(PERMISSIONS, { error: 'Unknown permission.' }))
    .max(PERMISSIONS.length),
});

export type RolePermissionsChange = z.infer<typeof rolePermissionsChangeSchema>;

/** Each permission with its description and group, in the matrix's order. */
export function matrixPermissions(): RoleMatrix['permissions'] {
  return PERMISSION_GROUPS.flatMap((group) =>
    group.permissions.map((name) => ({
      name,
      description: PERMISSION_DESCRIPTIONS[name],
      group: group.title,
    })),
  );
}

/* ---------- Who may change which role (issue 44) ---------- */

/**
 * Why a change of a role's permissions is refused, in the order the policy asks. Without these
 * rules a role given Can_Manage_Role_Permissions could give itself everything and empty the
 * administrator's role.
 */
export type RoleChangeRefusal =
  'missing_permission' | 'admin_role' | 'own_role' | 'permission_not_held';

/** Each refusal's error code and what the person is told (the matrix screen shows it too). */
export const ROLE_CHANGE_REFUSALS: Record<
  RoleChangeRefusal,
  { code: ErrorCode; message: string; short: string }
> = {
  missing_permission: {
    code: 'FORBIDDEN',
    message: 'You do not have permission to change roles.',
    short: 'You cannot change roles',
  },
  admin_role: {
    code: 'ADMIN_ROLE_LOCKED',
    message: 'The Admin role always has every permission: nobody can change it.',
    short: 'Always has every permission',
  },
  own_role: {
    code: 'OWN_ROLE_LOCKED',
    message: 'You cannot change the permissions of your own role. Ask an administrator.',
    short: 'Your own role',
  },
  permission_not_held: {
    code: 'PERMISSION_NOT_HELD',
    message: 'You can only give or take away permissions you have yourself.',
    short: 'You do not have this permission',
  },
};

/** Who asks to change a role: their own role and the permissions it gives them. */
export interface RoleChanger {
  roleId: number;
  permissions: readonly string[];
}

export type RoleChangeDecision =
  | { allowed: true; added: Permission[]; removed: Permission[] }
  | { allowed: false; reason: RoleChangeRefusal };

/**
 * Why the actor may not change this role at all (whatever the permissions), or undefined: the
 * Admin role is never changed (it always holds every permission, so the administrator can never
 * be locked out), and nobody changes their own role (nor raises themselves).
 */
export function roleChangeLock(actor: RoleChanger, roleId: number): RoleChangeRefusal | undefined {
  if (!hasAnyPermission(actor.permissions, ['Can_Manage_Role_Permissions'])) {
    return 'missing_permission';
  }
  if (roleId === ROLE_IDS.admin) return 'admin_role';
  if (roleId === actor.roleId) return 'own_role';
  return undefined;
}

/** Whether the actor may give or take away this permission: only one they hold themselves. */
export function mayChangePermission(actor: RoleChanger, permission: Permission): boolean {
  return actor.permissions.includes(permission);
}

/**
 * Everything that decides a change of one role's permissions (its set `before`, the set the
 * actor wants): the role is not locked to the actor, and every permission given or taken away
 * is one the actor holds.
 */
export function decideRoleChange(
  actor: RoleChanger,
  role: { id: number; permissions: readonly string[] },
  change: { permissions: readonly Permission[] },
): RoleChangeDecision {
  const lock = roleChangeLock(actor, role.id);
  if (lock) return { allowed: false, reason: lock };
  const wanted = [...new Set(change.permissions)];
  const added = wanted.filter((permission) => !role.permissions.includes(permission));
  const removed = PERMISSIONS.filter(
    (permission) => role.permissions.includes(permission) && !wanted.includes(permission),
  );
  if (![...added, ...removed].every((permission) => mayChangePermission(actor, permission))) {
    return { allowed: false, reason: 'permission_not_held' };
  }
  return { allowed: true, added, removed };
}
