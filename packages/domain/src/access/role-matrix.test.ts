import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from './permissions.ts';
import {
  decideRoleChange,
  matrixPermissions,
  mayChangePermission,
  PERMISSION_GROUPS,
  roleChangeLock,
} from './role-matrix.ts';
import { ROLE_IDS } from './roles.ts';

describe('the role matrix', () => {
  it('shows every permission once, in a group', () => {
    const shown = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...shown].sort()).toEqual([...PERMISSIONS].sort());
    expect(matrixPermissions()).toHaveLength(PERMISSIONS.length);
  });
});

describe('decideRoleChange', () => {
  const admin = { roleId: ROLE_IDS.admin, permissions: PERMISSIONS };
  /** A sub admin the administrator let manage roles (the delegation case). */
  const delegate = {
    roleId: ROLE_IDS.sub_admin,
    permissions: [...DEFAULT_ROLE_PERMISSIONS.sub_admin, 'Can_Manage_Role_Permissions'],
  };
  const dcr = { id: ROLE_IDS.dcr, permissions: DEFAULT_ROLE_PERMISSIONS.dcr };

  it('lets the administrator change any other role, and says what is added and removed', () => {
    const decision = decideRoleChange(admin, dcr, {
      permissions: [
        ...dcr.permissions.filter((p) => p !== 'Can_See_Death'),
        'Can_Waive_Fees',
        'Can_Waive_Fees',
      ],
    });
    expect(decision).toEqual({
      allowed: true,
      added: dcr.permissions.includes('Can_Waive_Fees') ? [] : ['Can_Waive_Fees'],
      removed: ['Can_See_Death'],
    });
  });

  it('never changes the Admin role, not even for the administrator', () => {
    const adminRole = { id: ROLE_IDS.admin, permissions: PERMISSIONS };
    expect(decideRoleChange(admin, adminRole, { permissions: PERMISSIONS })).toEqual({
      allowed: false,
      reason: 'admin_role',
    });
    expect(decideRoleChange(delegate, adminRole, { permissions: [] })).toEqual({
      allowed: false,
      reason: 'admin_role',
    });
  });

  it("refuses the delegate's own role, even a change within its permissions", () => {
    const own = { id: ROLE_IDS.sub_admin, permissions: delegate.permissions };
    expect(
      decideRoleChange(delegate, own, { permissions: delegate.permissions.slice(1) as never }),
    ).toEqual({ allowed: false, reason: 'own_role' });
    expect(roleChangeLock(delegate, ROLE_IDS.sub_admin)).toBe('own_role');
  });

  it('refuses to give or take away a permission the delegate does not hold', () => {
    expect(delegate.permissions).not.toContain('Can_Manage_Users');
    expect(mayChangePermission(delegate, 'Can_Manage_Users')).toBe(false);
    expect(
      decideRoleChange(delegate, dcr, { permissions: [...dcr.permissions, 'Can_Manage_Users'] }),
    ).toEqual({ allowed: false, reason: 'permission_not_held' });
    const withUsers = { id: ROLE_IDS.tiu, permissions: ['Can_See_Birth', 'Can_Manage_Users'] };
    expect(decideRoleChange(delegate, withUsers, { permissions: ['Can_See_Birth'] })).toEqual({
      allowed: false,
      reason: 'permission_not_held',
    });
  });

  it('lets the delegate change another role within its own permissions', () => {
    const commissioner = {
      id: ROLE_IDS.state_commissioner,
      permissions: DEFAULT_ROLE_PERMISSIONS.state_commissioner,
    };
    const wanted = [...commissioner.permissions.filter((p) => p !== 'Can_View_Statistics')];
    expect(
      decideRoleChange(delegate, commissioner, { permissions: [...wanted, 'Can_See_Birth'] }),
    ).toEqual({ allowed: true, added: ['Can_See_Birth'], removed: ['Can_View_Statistics'] });
    // Leaving a permission it lacks where it is, untouched, is no change of it.
    const withUsers = { id: ROLE_IDS.tiu, permissions: ['Can_Manage_Users'] };
    expect(
      decideRoleChange(delegate, withUsers, {
        permissions: ['Can_Manage_Users', 'Can_See_Birth'],
      }),
    ).toEqual({ allowed: true, added: ['Can_See_Birth'], removed: [] });
  });

  it('refuses anyone without Can_Manage_Role_Permissions first', () => {
    const registrar = { roleId: ROLE_IDS.registra, permissions: DEFAULT_ROLE_PERMISSIONS.registra };
    expect(roleChangeLock(registrar, ROLE_IDS.admin)).toBe('missing_permission');
    expect(decideRoleChange(registrar, dcr, { permissions: dcr.permissions })).toEqual({
      allowed: false,
      reason: 'missing_permission',
    });
  });
});
