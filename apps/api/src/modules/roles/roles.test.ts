import { DEFAULT_ROLE_PERMISSIONS, STAFF_MESSAGES, type RoleMatrix } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers.ts';
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

  it('never leaves no administrator, and is for Can_Manage_Role_Permissions only', async () => {
    const admin = (await matrix(s.people.admin)).roles.find((role) => role.name === 'admin')!;
    const refused = await put(
      s.people.admin,
      admin.id,
      admin.permissions.filter((p) => p !== 'Can_Manage_Users'),
    );
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(STAFF_MESSAGES.lastAdministrator);
    expect(
      (await matrix(s.people.admin)).roles.find((role) => role.name === 'admin')!.permissions,
    ).toEqual(admin.permissions);
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
});
