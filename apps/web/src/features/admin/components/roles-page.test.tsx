import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_ROLE_PERMISSIONS,
  matrixPermissions,
  ROLE_CHANGE_REFUSALS,
  type RoleMatrix,
} from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { Providers, signIn } from '@/testing/test-utils';
import { RolesPage } from './roles-page';

function matrix(registrar: string[] = ['Can_See_Birth', 'Can_See_Death']): RoleMatrix {
  return {
    roles: [
      { id: 3, name: 'registra', title: 'Registrar', permissions: registrar as never, users: 2 },
      { id: 5, name: 'admin', title: 'Admin', permissions: ['Can_Manage_Users'], users: 1 },
      { id: 8, name: 'sub_admin', title: 'Sub Admin', permissions: [], users: 1 },
    ],
    permissions: matrixPermissions(),
  };
}

const renderPage = () =>
  render(
    <Providers>
      <RolesPage />
    </Providers>,
  );

describe('RolesPage', () => {
  it('sends a role its whole new set, and says why a change is refused', async () => {
    signIn('admin');
    const sent: unknown[] = [];
    stubApi({
      'GET /api/roles': () => ok(matrix()),
      'PUT /api/roles/3/permissions': (body) => {
        sent.push(body);
        return sent.length === 1
          ? ok(matrix(['Can_See_Birth']), 'Permissions saved.')
          : refused('PERMISSION_NOT_HELD', ROLE_CHANGE_REFUSALS.permission_not_held.message);
      },
    });
    renderPage();
    const death = await screen.findByRole('checkbox', {
      name: 'Registrar: Register deaths and open death records',
    });
    expect(death).toBeChecked();
    expect(screen.getByText('2 users')).toBeVisible();
    await userEvent.click(death);
    await userEvent.click(screen.getByRole('button', { name: 'Save Registrar' }));
    await waitFor(() => expect(sent).toEqual([{ permissions: ['Can_See_Birth'] }]));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save Registrar' })).not.toBeInTheDocument(),
    );

    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Registrar: Create, disable and change users' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Registrar' }));
    expect(await screen.findByText(ROLE_CHANGE_REFUSALS.permission_not_held.message)).toBeVisible();
  });

  it("keeps the Admin role's boxes disabled, with the reason", async () => {
    signIn('admin');
    stubApi({ 'GET /api/roles': () => ok(matrix()) });
    renderPage();
    expect(
      await screen.findByRole('checkbox', { name: 'Admin: Create, disable and change users' }),
    ).toBeDisabled();
    expect(screen.getByText(ROLE_CHANGE_REFUSALS.admin_role.short)).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Sub Admin: Create, disable and change users' }),
    ).toBeEnabled();
  });

  it('a delegate of role management: not its own role, not a permission it lacks', async () => {
    signIn('sub_admin', {
      permissions: [...DEFAULT_ROLE_PERMISSIONS.sub_admin, 'Can_Manage_Role_Permissions'],
    });
    stubApi({ 'GET /api/roles': () => ok(matrix()) });
    renderPage();
    const ownBirths = await screen.findByRole('checkbox', {
      name: 'Sub Admin: Register births and open birth records',
    });
    expect(ownBirths).toBeDisabled();
    expect(screen.getByText(ROLE_CHANGE_REFUSALS.own_role.short)).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Admin: Register births and open birth records' }),
    ).toBeDisabled();
    // Another role: what the delegate holds can be changed, what it lacks cannot.
    expect(
      screen.getByRole('checkbox', { name: 'Registrar: Register births and open birth records' }),
    ).toBeEnabled();
    expect(
      screen.getByRole('checkbox', { name: 'Registrar: Create, disable and change users' }),
    ).toBeDisabled();
    expect(screen.getAllByText(ROLE_CHANGE_REFUSALS.permission_not_held.short).length).toBe(
      matrixPermissions().filter(
        (p) =>
          ![...DEFAULT_ROLE_PERMISSIONS.sub_admin, 'Can_Manage_Role_Permissions'].includes(p.name),
      ).length,
    );
  });
});
