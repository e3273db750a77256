import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSIONS,
  ROLE_CHANGE_REFUSALS,
  ROLE_IDS,
  type Permission,
  type RoleMatrix,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '../../db/schema.ts';
import { seedReferenceData } from '../../db/seed-reference.ts';
import { bearer, signIn } from '../../test/helpers.ts';
import { auditActionsOf, useRecordsTest } from '../records/test-support.ts';

const s = useRecordsTest();

const matrix = async (token: string) => {
  const response = await s.t.app.inject({
    method: 'GET',
    url: '/api/roles',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: RoleMatrix }).data;
};
const put = (token: string, roleId: number, permissions: readonly string[]) =>
  s.t.app.inject({
    method: 'PUT',
    url: `/api/roles/${roleId}/permissions`,
    headers: bearer(token),
    payload: { permissions },
  });
const refusal = (response: { statusCode: number; body: string; json(): unknown }) => ({
  httpStatus: response.statusCode,
  ...(response.json() as { code: string; message: string }),
});
const permissionsOf = async (roleId: number) =>
  (await matrix(s.people.admin)).roles.find((role) => role.id === roleId)!.permissions;

describe('the role-permission matrix', () => {
  it('an admin removes a permission from a role: its users lose it at their next request', async () => {
    const before = await matrix(s.people.admin);
    const registra = before.roles.find((role) => role.name === 'registra')!;
    expect(registra.permissions).toContain('Can_See_Death');
    expect(registra.users).toBeGreaterThan(0);
    const deaths = () =>
      s.t.app.inject({
        method: 'GET',
        url: '/api/death-registration/list/1',
        headers: bearer(s.people.registra),
      });
    expect((await deaths()).statusCode).toBe(200);

    const without = registra.permissions.filter(
      (p) => p !== 'Can_See_Death' && p !== 'Can_List_Death',
    );
    const changed = await put(s.people.admin, registra.id, without);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await deaths()).statusCode).toBe(403);
    const me = await s.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(s.people.registra),
    });
    expect((me.json() as { data: { permissions: string[] } }).data.permissions).not.toContain(
      'Can_See_Death',
    );
    expect(await auditActionsOf(s.db, 'role', registra.id)).toContain('role.permissions.change');

    // Given back.
    expect((await put(s.people.admin, registra.id, registra.permissions)).statusCode).toBe(200);
    expect((await deaths()).statusCode).toBe(200);
  });

  it('never changes the Admin role, and is for Can_Manage_Role_Permissions only', async () => {
    const refused = await put(s.people.admin, ROLE_IDS.admin, PERMISSIONS.slice(1));
    expect(refusal(refused)).toMatchObject({
      httpStatus: 403,
      code: 'ADMIN_ROLE_LOCKED',
      message: ROLE_CHANGE_REFUSALS.admin_role.message,
    });
    expect(await permissionsOf(ROLE_IDS.admin)).toEqual([...PERMISSIONS].sort());
    for (const token of [s.people.dcr, s.people.director, s.people.registra]) {
      expect(
        (await s.t.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(token) }))
          .statusCode,
      ).toBe(403);
      expect((await put(token, 7, DEFAULT_ROLE_PERMISSIONS.hospital)).statusCode).toBe(403);
    }
    expect((await put(s.people.admin, 6, [])).statusCode).toBe(404);
    expect((await put(s.people.admin, 7, ['Not_A_Permission'])).statusCode).toBe(400);
  });

  it('the Admin role is given back every permission it lost at the next start', async () => {
    const adminGrants = async () =>
      (
        await s.db
          .select({ permission: rolePermissions.permission })
          .from(rolePermissions)
          .where(eq(rolePermissions.roleId, ROLE_IDS.admin))
      )
        .map((row) => row.permission)
        .sort();
    // Taken away behind the API's back (by hand in the database).
    await s.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, ROLE_IDS.admin),
          eq(rolePermissions.permission, 'Can_Waive_Fees'),
        ),
      );
    expect(await adminGrants()).not.toContain('Can_Waive_Fees');
    await seedReferenceData(s.db);
    expect(await adminGrants()).toEqual([...PERMISSIONS].sort());
  });
});

/**
 * Issue 44: the administrator lets another role manage roles (the delegation case). Its holders
 * must not raise themselves, give what they lack, or lock the administrator out.
 */
describe('a role given Can_Manage_Role_Permissions', () => {
  let delegate: string;
  const delegated: Permission[] = [
    ...DEFAULT_ROLE_PERMISSIONS.sub_admin,
    'Can_Manage_Role_Permissions',
  ];
  beforeAll(async () => {
    const granted = await put(s.people.admin, ROLE_IDS.sub_admin, delegated);
    expect(granted.statusCode, granted.body).toBe(200);
    delegate = await signIn(s.t.app, 'sub_admin');
    expect(delegated).not.toContain('Can_Manage_Users');
  });

  it('cannot change its own role, not even to give itself everything', async () => {
    for (const permissions of [PERMISSIONS, delegated.slice(1)]) {
      expect(refusal(await put(delegate, ROLE_IDS.sub_admin, permissions))).toMatchObject({
        httpStatus: 403,
        code: 'OWN_ROLE_LOCKED',
        message: ROLE_CHANGE_REFUSALS.own_role.message,
      });
    }
    expect(await permissionsOf(ROLE_IDS.sub_admin)).toEqual([...delegated].sort());
  });

  it('cannot give another role a permission it does not hold itself', async () => {
    const commissioner = DEFAULT_ROLE_PERMISSIONS.state_commissioner;
    const refused = await put(delegate, ROLE_IDS.state_commissioner, [
      ...commissioner,
      'Can_Manage_Users',
    ]);
    expect(refusal(refused)).toMatchObject({
      httpStatus: 403,
      code: 'PERMISSION_NOT_HELD',
      message: ROLE_CHANGE_REFUSALS.permission_not_held.message,
    });
    // Nor take one away (a DCR approves corrections; the national offices do not).
    expect(
      refusal(
        await put(
          delegate,
          ROLE_IDS.dcr,
          DEFAULT_ROLE_PERMISSIONS.dcr.filter((p) => p !== 'Can_Approve_Modification'),
        ),
      ),
    ).toMatchObject({ httpStatus: 403, code: 'PERMISSION_NOT_HELD' });
    expect(await permissionsOf(ROLE_IDS.state_commissioner)).toEqual([...commissioner].sort());
    expect(await permissionsOf(ROLE_IDS.dcr)).toEqual([...DEFAULT_ROLE_PERMISSIONS.dcr].sort());
  });

  it('cannot touch the Admin role: the administrator keeps every permission', async () => {
    for (const permissions of [[], PERMISSIONS]) {
      expect(refusal(await put(delegate, ROLE_IDS.admin, permissions))).toMatchObject({
        httpStatus: 403,
        code: 'ADMIN_ROLE_LOCKED',
      });
    }
    expect(await permissionsOf(ROLE_IDS.admin)).toEqual([...PERMISSIONS].sort());
    const users = await s.t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(s.people.admin),
    });
    expect(users.statusCode, users.body).toBe(200);
  });

  it('may change another role within its own permissions (audited)', async () => {
    const commissioner = DEFAULT_ROLE_PERMISSIONS.state_commissioner;
    const changed = await put(delegate, ROLE_IDS.state_commissioner, [
      ...commissioner.filter((p) => p !== 'Can_View_Statistics'),
      'Can_See_Birth',
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await permissionsOf(ROLE_IDS.state_commissioner)).toEqual(
      [...commissioner.filter((p) => p !== 'Can_View_Statistics'), 'Can_See_Birth'].sort(),
    );
    expect(await auditActionsOf(s.db, 'role', ROLE_IDS.state_commissioner)).toContain(
      'role.permissions.change',
    );
    expect((await put(delegate, ROLE_IDS.state_commissioner, commissioner)).statusCode).toBe(200);
  });
});
