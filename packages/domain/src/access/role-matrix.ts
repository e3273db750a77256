import { z } from 'zod';
import { PERMISSIONS, PERMISSION_DESCRIPTIONS, type Permission } from './permissions.ts';
import { ROLE_NAMES } from './roles.ts';

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
