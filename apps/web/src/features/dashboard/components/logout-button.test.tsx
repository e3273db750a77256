import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteOfflineDatabase } from '@/features/offline/offline-database';
import { queueRecord } from '@/features/offline/outbox';
import { birthDraft, signedInOnline } from '@/features/offline/testing/offline-fixtures';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { LogoutButton } from './logout-button';
import { OfflineSessionBanner } from './offline-session-banner';

afterEach(async () => {
  await deleteOfflineDatabase();
});

function renderLogout() {
  return renderRoutes(
    [
      { path: '/dashboard', element: <LogoutButton /> },
      { path: '/auth/logout', element: <p>Signing out</p> },
    ],
    '/dashboard',
  );
}

describe('Logout', () => {
  it('asks first when registrations are still waiting on the device', async () => {
    signIn('registra', { user: { User_ID: 42 } });
    await signedInOnline(42);
    await queueRecord('birth', birthDraft('Ada'));
    await queueRecord('birth', birthDraft('Bisi'));
    const { router } = renderLogout();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrations not sent yet' });
    expect(dialog).toHaveTextContent('2 registrations on this device have not reached the server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByText('Signing out')).toBeInTheDocument();
  });

  it('signs out at once with nothing waiting', async () => {
    signIn('registra', { user: { User_ID: 42 } });
    renderLogout();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Signing out')).toBeInTheDocument();
  });
});

describe('OfflineSessionBanner', () => {
  it('tells a session opened offline what it can do', async () => {
    signIn('registra', { offline: true });
    renderRoutes([{ path: '/', element: <OfflineSessionBanner /> }], '/');
    expect(await screen.findByText('Signed in offline')).toBeInTheDocument();
    expect(screen.getByText(/kept encrypted on this device/)).toBeInTheDocument();
  });

  it('is not there in an online session', () => {
    signIn('registra');
    renderRoutes([{ path: '/', element: <OfflineSessionBanner /> }], '/');
    expect(screen.queryByText('Signed in offline')).not.toBeInTheDocument();
  });
});
