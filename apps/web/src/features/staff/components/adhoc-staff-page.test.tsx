import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES, type IssuedPassword, type StaffMember } from '@vitalreg/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { registrationCentresStore } from '@/lib/registration-centres-store';
import { Providers, renderWithRouter, signIn } from '@/testing/test-utils';
import { AdhocStaffPage } from './adhoc-staff-page';
import { NewAdhocStaffPage } from './new-adhoc-staff-page';

function member(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: 41,
    userName: 'chidi.okoro',
    fullName: 'Chidi Okoro',
    role: 'adhoc',
    phone: '2348031234567',
    email: 'chidi@example.com',
    ninEnd: '012',
    regCenterId: 1,
    centreName: 'Ikeja Registration Centre',
    lgaId: 1,
    stateId: 25,
    endDate: '2027-01-31',
    status: 'active',
    deactivationReason: null,
    deactivatedAt: null,
    mustChangePassword: true,
    lastSignInAt: null,
    recordsCaptured: 1234,
    createdAt: '2026-11-20T09:00:00.000Z',
    allowedActions: ['edit', 'reset_password', 'deactivate'],
    ...overrides,
  };
}

const page = (result: StaffMember[]) =>
  ok({ pagination: { page: 1, limit: 20, total: result.length, pages: 1 }, result });

describe('AdhocStaffPage', () => {
  it('lists the clerks with status, end date and records, and deactivates one with a reason', async () => {
    signIn('dcr');
    let sent: unknown;
    stubApi({
      'GET /api/adhoc-staff': () => page([member()]),
      'POST /api/adhoc-staff/41/deactivate': (body) => {
        sent = body;
        return ok(member({ status: 'deactivated', deactivationReason: 'Being investigated' }));
      },
    });
    render(
      <Providers>
        <AdhocStaffPage />
      </Providers>,
    );
    const row = await screen.findByRole('row', { name: /chidi\.okoro/ });
    expect(row).toHaveTextContent('31 January 2027');
    expect(row).toHaveTextContent('1,234');
    expect(row).toHaveTextContent('Has not chosen a password yet');
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for chidi.okoro' }));
    expect(screen.getByRole('menuitem', { name: 'Reset password' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Reactivate' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Chidi Okoro' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText('Say why, in a few words.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Being investigated' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(sent).toEqual({ reason: 'being_investigated', reasonText: null });
  });

  it('says where a reset password was sent, never what it is', async () => {
    signIn('dcr');
    const issued: IssuedPassword = {
      member: member(),
      sentTo: { channel: 'email', address: 'c***@example.com' },
    };
    stubApi({
      'GET /api/adhoc-staff': () => page([member()]),
      'POST /api/adhoc-staff/41/password-reset': () => ok(issued),
    });
    render(
      <Providers>
        <AdhocStaffPage />
      </Providers>,
    );
    const row = await screen.findByRole('row', { name: /chidi\.okoro/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for chidi.okoro' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog', { name: /Reset the password/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(
      await within(dialog).findByText(STAFF_MESSAGES.passwordSent('c***@example.com')),
    ).toBeVisible();
    expect(within(dialog).queryByText(/password:/i)).toBeNull();
  });
});

describe('NewAdhocStaffPage', () => {
  // A fixed day: the end date's rules count from today.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says what is missing, fills names from the verified NIN, refuses a mismatch under the NIN, and says where the password went', async () => {
    signIn('dcr');
    registrationCentresStore.set([
      {
        Reg_Center_ID: 1,
        Reg_Center_Name: 'Ikeja Registration Centre',
        State_ID: 25,
        LGA_ID: 1,
        Address: null,
      },
    ]);
    let sent: Record<string, unknown> | undefined;
    stubApi({
      'POST /api/verify-nin': () =>
        ok({
          nimc: { status: 1 },
          personData: {
            surname: 'Okoro',
            firstname: 'Chidi',
            middlename: null,
            dateOfBirth: null,
            sex: 'm',
            photo: null,
          },
          deceasedData: null,
          verifiedAt: '2026-11-27T09:00:00.000Z',
        }),
      'POST /api/adhoc-staff': (body) => {
        sent = body as Record<string, unknown>;
        if (sent.email === 'mismatch@example.com') {
          return refused('VALIDATION_FAILED', STAFF_MESSAGES.identityMismatch, {
            issues: [{ path: 'nin', message: STAFF_MESSAGES.identityMismatch }],
          });
        }
        if (sent.email === 'taken@example.com') {
          return refused('VALIDATION_FAILED', 'Enter a valid email address.', {
            issues: [{ path: 'email', message: 'Enter a valid email address.' }],
          });
        }
        return ok({ member: member(), sentTo: { channel: 'email', address: 'c***@example.com' } });
      },
    });
    renderWithRouter(<NewAdhocStaffPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('NIN must be exactly 11 digits.')).toBeVisible();
    expect(screen.getByText('Enter the last day of the engagement.')).toBeVisible();

    await userEvent.type(screen.getByLabelText('NIN'), '70000000011');
    await userEvent.click(screen.getByRole('button', { name: 'Verify NIN' }));
    await waitFor(() => expect(screen.getByLabelText(/^Surname/)).toHaveValue('Okoro'));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Chidi');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '08031234567');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'mismatch@example.com');
    const endDate = screen.getByLabelText(/^Last day of the engagement/);
    fireEvent.change(endDate, { target: { value: '2028-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // A date too far ahead is refused here, before anything is sent.
    expect(
      await screen.findByText(
        'An adhoc engagement can last at most one year: choose an earlier date.',
      ),
    ).toBeVisible();
    expect(sent).toBeUndefined();

    // The agency's record and the names differ: one message, under the NIN it concerns.
    fireEvent.change(endDate, { target: { value: '2027-01-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(STAFF_MESSAGES.identityMismatch)).toBeVisible();
    expect(screen.getByLabelText('NIN')).toHaveAccessibleDescription(
      expect.stringContaining(STAFF_MESSAGES.identityMismatch) as unknown as string,
    );

    // The server's refusal lands under its field; nothing typed is lost.
    await userEvent.clear(screen.getByLabelText(/^E-mail/));
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(sent).toMatchObject({
      nin: '70000000011',
      firstName: 'Chidi',
      surname: 'Okoro',
      endDate: '2027-01-31',
    });
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('08031234567');
    await userEvent.clear(screen.getByLabelText(/^E-mail/));
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'chidi@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Account created' })).toBeVisible();
    expect(screen.getByTestId('password-sent-to')).toHaveTextContent(
      STAFF_MESSAGES.passwordSent('c***@example.com'),
    );
    expect(screen.queryByTestId('temporary-password')).toBeNull();
  });
});
