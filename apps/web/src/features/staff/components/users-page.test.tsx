import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { registrationCentresStore } from '@/lib/registration-centres-store';
import { renderWithRouter, signIn } from '@/testing/test-utils';
import { UsersPage } from './users-page';

const registrar: StaffMember = {
  id: 52,
  userName: 'kemi.ola',
  fullName: 'Kemi Ola',
  role: 'registra',
  phone: null,
  email: 'kemi@example.com',
  ninEnd: null,
  regCenterId: 1,
  centreName: 'Ikeja Registration Centre',
  lgaId: 492,
  stateId: 24,
  endDate: null,
  status: 'active',
  deactivationReason: null,
  deactivatedAt: null,
  mustChangePassword: false,
  lastSignInAt: null,
  recordsCaptured: 7,
  createdAt: '2026-11-20T09:00:00.000Z',
  allowedActions: ['edit', 'reset_password', 'deactivate'],
};

const centres = [
  {
    Reg_Center_ID: 1,
    Reg_Center_Name: 'Ikeja Registration Centre',
    State_ID: 24,
    LGA_ID: 492,
    Address: null,
  },
];

describe('UsersPage', () => {
  it('lists users with their role, and adds one: the place fields follow the role', async () => {
    signIn('admin');
    registrationCentresStore.set(centres);
    let sent: Record<string, unknown> | undefined;
    stubApi({
      'GET /api/users': () =>
        ok({ pagination: { page: 1, limit: 20, total: 1, pages: 1 }, result: [registrar] }),
      'GET /api/option/registration-centres': () => ok(centres),
      'POST /api/users': (body) => {
        sent = body as Record<string, unknown>;
        return refused('VALIDATION_FAILED', 'Choose an LGA of a known state.', {
          issues: [{ path: 'lgaId', message: 'Choose an LGA of a known state.' }],
        });
      },
    });
    renderWithRouter(<UsersPage />);
    const row = await screen.findByRole('row', { name: /kemi\.ola/ });
    expect(row).toHaveTextContent('Registrar');
    expect(row).toHaveTextContent('Ikeja Registration Centre');

    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a user' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'Registrar');
    expect(within(dialog).getByLabelText(/^Registration centre/)).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Role/), 'DCR');
    expect(within(dialog).queryByLabelText(/^Registration centre/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Bola');
    await userEvent.type(within(dialog).getByLabelText(/^Surname/), 'Ade');
    await userEvent.type(within(dialog).getByLabelText(/^E-mail/), 'bola@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^State/), 'Lagos');
    // No LGA yet: said here, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findByText('Choose the LGA the staff member works in.'),
    ).toBeVisible();
    expect(sent).toBeUndefined();

    await userEvent.selectOptions(within(dialog).getByLabelText(/^LGA/), 'Ikeja');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toMatchObject({ roleId: 2, firstName: 'Bola', stateId: 24 }));
    // The server's refusal lands under its field; nothing typed is lost.
    expect(await within(dialog).findByText('Choose an LGA of a known state.')).toBeVisible();
    expect(within(dialog).getByLabelText(/^First name/)).toHaveValue('Bola');
  });
});
