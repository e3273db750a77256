import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { dataKeyStore } from '@/features/offline/data-key-store';
import { hasOfflineCredentials } from '@/features/offline/offline-credentials';
import { deleteOfflineDatabase } from '@/features/offline/offline-database';
import { PASSWORD, signedInOnline } from '@/features/offline/testing/offline-fixtures';
import { getAuthorization, sessionStore } from '@/lib/session-store';
import { DEFAULT_ROLE_PERMISSIONS, type RoleName } from '@vitalreg/domain';
import { envelope, jsonResponse, makeUser, renderRoutes } from '@/testing/test-utils';

afterEach(async () => {
  await deleteOfflineDatabase();
});

/** No answer from the server: what fetch does with the network off. */
function networkDown() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

async function signIn(userName: string, password: string) {
  const view = renderRoutes(createAppRoutes(), '/auth');
  await userEvent.type(screen.getByLabelText(/^User name/), userName);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  return view;
}

describe('offline sign-in', () => {
  it('opens a capture-only session for a user who signed in online on this device', async () => {
    await signedInOnline(42, 'registra');
    dataKeyStore.set(null); // the browser was closed: the held key is gone
    networkDown();
    const { router } = await signIn('registra', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'), {
      timeout: 15_000,
    });
    const session = sessionStore.get();
    expect(session.offline).toBe(true);
    expect(session.user?.User_ID).toBe(42);
    expect(session.permissions).not.toContain('Can_List_Death');
    expect(getAuthorization()).toBeNull();
    expect(dataKeyStore.get()?.unlockedBy).toBe('offline');
  });

  it('refuses a wrong password offline and keeps what was typed', async () => {
    await signedInOnline(42, 'registra');
    dataKeyStore.set(null);
    networkDown();
    await signIn('registra', 'not-the-password');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The user name or password is not correct.',
    );
    expect(sessionStore.get().user).toBeNull();
    expect(screen.getByLabelText(/^User name/)).toHaveValue('registra');
  });

  it('tells a user never signed in on this device to connect first', async () => {
    networkDown();
    await signIn('adhoc', PASSWORD);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('NETWORK ERROR');
    expect(alert).toHaveTextContent('has not signed in online on this device yet');
  });

  it.each([
    ['registra', true],
    ['state_commissioner', false],
  ] as const)(
    'after an online sign-in as %s, keeps offline credentials: %s',
    async (role, kept) => {
      vi.stubGlobal('fetch', async () =>
        jsonResponse(
          200,
          envelope({
            token: 'tok-1',
            user: makeUser(role as RoleName),
            permissions: DEFAULT_ROLE_PERMISSIONS[role as RoleName],
            expiresAt: '2030-01-01T00:00:00.000Z',
          }),
        ),
      );
      const { router } = await signIn(role, PASSWORD);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
      expect(sessionStore.get().offline).toBe(false);
      if (kept) {
        await waitFor(() => expect(dataKeyStore.get()?.unlockedBy).toBe('online'), {
          timeout: 15_000,
        });
      } else {
        // Give a background derivation time to run, were one started.
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      expect(await hasOfflineCredentials(role)).toBe(kept);
    },
  );
});
