import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter, signIn } from '@/testing/test-utils';
import { dataKeyStore, holdKeyring } from '../data-key-store';
import { rememberOfflineCredentials } from '../offline-credentials';
import { deleteOfflineDatabase } from '../offline-database';
import { queueRecord } from '../outbox';
import {
  birthDraft,
  deathDraft,
  PASSWORD,
  signedInOnline,
  stillbirthDraft,
} from '../testing/offline-fixtures';
import { EARLIER_PASSWORD_MESSAGES } from './earlier-password';
import { describeSyncReport, OfflineRegistrationsPage } from './offline-registrations-page';

afterEach(async () => {
  await deleteOfflineDatabase();
});

describe('OfflineRegistrationsPage', () => {
  it('lists the records of every kind with their kind and name', async () => {
    signIn('registra');
    const keyring = await signedInOnline();
    await holdKeyring(keyring);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute));
    await queueRecord('birth', birthDraft('Chidi'), keyring, at(0));
    await queueRecord('death', deathDraft('Emeka'), keyring, at(1));
    await queueRecord('stillbirth', stillbirthDraft('Aisha Bello Musa'), keyring, at(2));

    renderWithRouter(<OfflineRegistrationsPage />);

    expect(
      await screen.findByText('3 registrations not yet on the server.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const birth = await screen.findByRole('listitem', { name: 'Adeyemi Chidi' });
    expect(within(birth).getByText('Birth registration')).toBeInTheDocument();
    const death = screen.getByRole('listitem', { name: 'Okafor Emeka Obinna' });
    expect(within(death).getByText('Death registration')).toBeInTheDocument();
    const stillbirth = screen.getByRole('listitem', { name: 'Aisha Bello Musa' });
    expect(within(stillbirth).getByText('Stillbirth')).toBeInTheDocument();
    expect(
      within(death).getByRole('link', { name: 'Open Okafor Emeka Obinna' }),
    ).toBeInTheDocument();
  });
});

describe('OfflineRegistrationsPage after a password changed elsewhere', () => {
  it('opens the locked records with the earlier password, refusing a wrong one', async () => {
    const user = userEvent.setup();
    const registrar = signIn('registra');
    const before = await signedInOnline(registrar.User_ID, 'registra');
    await queueRecord('birth', birthDraft('Chidi'), before);
    dataKeyStore.reset();
    await rememberOfflineCredentials({
      userName: 'registra',
      password: 'A-new-password-7',
      user: registrar,
      permissions: [],
    });

    renderWithRouter(<OfflineRegistrationsPage />);
    expect(
      await screen.findByText(/1 registration was saved under a password you have since changed/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open with earlier password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open with your earlier password' });
    const field = within(dialog).getByLabelText(/Earlier password/);
    await user.type(field, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(
      await within(dialog).findByText(EARLIER_PASSWORD_MESSAGES.wrong, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByRole('listitem', { name: 'Adeyemi Chidi' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/saved under a password you have since changed/)).toBeNull();
  });
});

describe('describeSyncReport', () => {
  const empty = { synced: 0, flagged: 0, retrying: 0, references: [] };

  it('says what was sent and what needs correction', () => {
    expect(describeSyncReport({ ...empty, synced: 3 })).toEqual({
      severity: 'success',
      message: '3 registrations sent.',
    });
    expect(describeSyncReport({ ...empty, synced: 1, flagged: 1 })).toEqual({
      severity: 'warning',
      message: '1 registration sent; 1 needs correction.',
    });
  });

  it('says the rest is tried again after a lost connection', () => {
    expect(
      describeSyncReport({ ...empty, synced: 1, retrying: 1, stoppedBy: 'connection' }).message,
    ).toBe('1 registration sent; the rest will be tried again when the connection allows.');
  });

  it('explains a pass that did not run', () => {
    expect(describeSyncReport({ ...empty, skipped: 'offline-session' }).message).toMatch(
      /Sign in online/,
    );
    expect(describeSyncReport({ ...empty, skipped: 'busy' }).severity).toBe('info');
    expect(describeSyncReport(empty).message).toBe('Nothing was waiting to be sent.');
    // Nothing sent, but one still on the device: said as the top bar counts it.
    expect(describeSyncReport(empty, { waiting: 0, syncing: 0, flagged: 1, unsynced: 1 })).toEqual({
      severity: 'warning',
      message: 'Nothing was sent: 1 registration needs correction.',
    });
  });
});
