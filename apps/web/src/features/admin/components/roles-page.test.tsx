import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matrixPermissions, STAFF_MESSAGES, type RoleMatrix } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { Providers, signIn } from '@/testing/test-utils';
import { RolesPage } from './roles-page';

function matrix(registrar: string[] = ['Can_See_Birth', 'Can_See_Death']): RoleMatrix {
  return {
    roles: [
      { id: 3, name: 'registra', title: 'Registrar', permissions: registrar as never, users: 2 },
      { id: 5, name: 'admin', title: 'Admin', permissions: ['Can_Manage_Users'], users: 1 },
    ],
    permissions: matrixPermissions(),
  };
}

describe('RolesPage', () => {
  it('sends a role its whole new set, and says why a change is refused', async () => {
    signIn('admin');
    const sent: unknown[] = [];
    stubApi({
      'GET /api/roles': () => ok(matrix()),
      'PUT /api/roles/3/permissions': (body) => {
        sent.push(body);
        return ok(matrix(['Can_See_Birth']), 'Permissions saved.');
      },
      'PUT /api/roles/5/permissions': () =>
        refused('STATE_CONFLICT', STAFF_MESSAGES.lastAdministrator),
    });
    render(
      <Providers>
        <RolesPage />
      </Providers>,
    );
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
      screen.getByRole('checkbox', { name: 'Admin: Create, disable and change users' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Admin' }));
    expect(await screen.findByText(STAFF_MESSAGES.lastAdministrator)).toBeVisible();
  });
});
