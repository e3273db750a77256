import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPasswordChecker, PASSWORD_MESSAGES } from '@vitalreg/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { sessionStore } from '@/lib/session-store';
import { makeUser, renderRoutes, signIn } from '@/testing/test-utils';
import { RequireAuth } from './require-auth';

function renderApp(path: string) {
  return renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [
          { path: '/auth/password', element: <ChangePasswordPage /> },
          { path: '/dashboard/home', element: <p>Dashboard</p> },
        ],
      },
    ],
    path,
  );
}

describe('ChangePasswordPage', () => {
  // The list of common passwords, loaded once (the page loads it as it opens).
  beforeAll(() => loadPasswordChecker(), 30_000);

  it('is where a first password leads, whatever page was asked for; it opens the app once changed', async () => {
    signIn('adhoc', { mustChangePassword: true, user: { UserName: 'chidi.okoro' } });
    let sent: unknown;
    stubApi({
      'POST /api/auth/password': (body) => {
        sent = body;
        const { currentPassword } = body as { currentPassword: string };
        if (currentPassword !== 'Abcd-Efgh-Jk23') {
          return refused('VALIDATION_FAILED', 'Your current password is not correct.', {
            issues: [{ path: 'currentPassword', message: 'Your current password is not correct.' }],
          });
        }
        return ok(
          {
            user: makeUser('adhoc'),
            permissions: ['Can_See_Birth', 'Can_List_Birth'],
            expiresAt: '2030-01-01T00:00:00.000Z',
            mustChangePassword: false,
          },
          'Your password is changed.',
        );
      },
    });
    const { router } = renderApp('/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeVisible();
    expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard%2Fhome');

    await userEvent.type(screen.getByLabelText(/^Password you were given/), 'wrong-one');
    await userEvent.type(screen.getByLabelText(/^New password\s*\*?$/), 'my-own-password');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'my-own-passwork');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords are not the same.')).toBeVisible();
    expect(sent).toBeUndefined();

    await userEvent.clear(screen.getByLabelText(/^New password again/));
    await userEvent.type(screen.getByLabelText(/^New password again/), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeVisible();

    await userEvent.clear(screen.getByLabelText(/^Password you were given/));
    await userEvent.type(screen.getByLabelText(/^Password you were given/), 'Abcd-Efgh-Jk23');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Dashboard')).toBeVisible();
    expect(sent).toEqual({ currentPassword: 'Abcd-Efgh-Jk23', newPassword: 'my-own-password' });
    await waitFor(() => expect(sessionStore.get().mustChangePassword).toBe(false));
  });

  it('shows how strong the new password is as it is typed, and refuses a common one at the field', async () => {
    signIn('registra', { user: { UserName: 'ngozi.okafor', FullName: 'Ngozi Okafor' } });
    let sent: unknown;
    stubApi({
      'POST /api/auth/password': (body) => {
        sent = body;
        return refused('INTERNAL', 'not expected');
      },
    });
    renderApp('/auth/password');
    const field = await screen.findByLabelText(/^New password\s*\*?$/);
    const hint = () => screen.getByRole('status');
    expect(hint()).toHaveTextContent('At least 10 characters. A few unrelated words');
    await userEvent.type(field, 'mango');
    expect(hint()).toHaveTextContent('At least 10 characters: 5 more.');
    await userEvent.type(field, '-okafor');
    await waitFor(() => expect(hint()).toHaveTextContent(PASSWORD_MESSAGES.ownName));
    await userEvent.clear(field);
    await userEvent.type(field, 'correct horse battery staple');
    await waitFor(() => expect(hint()).toHaveTextContent('Strong: very hard to guess.'));
    expect(field).toHaveAccessibleDescription(/Strong: very hard to guess/);

    await userEvent.clear(field);
    await userEvent.type(field, 'password123456');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'vitalreg-demo');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'password123456');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Said once, at the field, and nothing is sent.
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const once = new RegExp(`^${PASSWORD_MESSAGES.common.replaceAll('.', '\\.')}\\s*$`);
    expect(field).toHaveAccessibleDescription(once);
    expect(sent).toBeUndefined();
  });
});
