import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleBirthRegistrationDraft, SYNC_STATUS } from '@vitalreg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthPaths } from '../../paths';
import { listQueued, readQueued } from '@/features/offline';
import { holdKeyring } from '@/features/offline/data-key-store';
import { deleteOfflineDatabase } from '@/features/offline/offline-database';
import { signedInOnline } from '@/features/offline/testing/offline-fixtures';
import { registrationModeStore } from '@/lib/registration-mode-store';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { BirthRegistrationWizard } from './birth-registration-wizard';
import { birthDraftKey } from './birth-draft';

afterEach(async () => {
  await deleteOfflineDatabase();
});

const OFFLINE_VIEW = birthPaths.offline.path;

async function renderOfflineWizard(step = 5) {
  signIn('registra');
  const keyring = await signedInOnline();
  await holdKeyring(keyring);
  registrationModeStore.set('offline');
  const draft = exampleBirthRegistrationDraft('claimed');
  sessionStorage.setItem(
    birthDraftKey('claimed'),
    JSON.stringify({ draft, step, idempotencyKey: 'key-aaaa-bbbb-cccc' }),
  );
  renderRoutes(
    [
      { path: '/wizard', element: <BirthRegistrationWizard variant="claimed" /> },
      { path: OFFLINE_VIEW, element: <p>Offline registrations</p> },
    ],
    '/wizard',
  );
  return { keyring, draft };
}

describe('BirthRegistrationWizard in offline mode', () => {
  it('reads "Save offline" and queues the draft on the device, sending nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { keyring, draft } = await renderOfflineWizard();
    expect(screen.getByText('Offline registration')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Save offline' }));

    expect(await screen.findByText('Offline registrations')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    const [queued] = await listQueued(keyring);
    expect(queued).toMatchObject({
      syncStatus: SYNC_STATUS.neutral,
      kind: 'birth',
      name: 'Adeyemi Oluwaseun',
    });
    expect((await readQueued(queued!.clientId, keyring)).draft).toEqual(draft);
    expect(sessionStorage.getItem(birthDraftKey('claimed'))).toBeNull();
  });

  it('defers NIN verification to the sync', async () => {
    await renderOfflineWizard(1);
    const deferred = await screen.findByRole('button', { name: 'NIN is checked at sync' });
    expect(deferred).toBeDisabled();
    expect(
      screen.getByText('11 characters · checked with the identity agency at sync'),
    ).toBeInTheDocument();
  });
});

describe('BirthRegistrationWizard when the connection goes with the submission', () => {
  it('keeps the record on the device under the same Idempotency-Key, and says so', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    signIn('registra');
    const keyring = await signedInOnline();
    await holdKeyring(keyring);
    registrationModeStore.set('online');
    const draft = exampleBirthRegistrationDraft('claimed');
    sessionStorage.setItem(
      birthDraftKey('claimed'),
      JSON.stringify({ draft, step: 5, idempotencyKey: 'key-aaaa-bbbb-cccc' }),
    );
    renderRoutes(
      [
        { path: '/wizard', element: <BirthRegistrationWizard variant="claimed" /> },
        { path: OFFLINE_VIEW, element: <p>Offline registrations</p> },
      ],
      '/wizard',
    );

    await user.click(await screen.findByRole('button', { name: 'Submit registration' }));

    expect(await screen.findByText('Offline registrations')).toBeInTheDocument();
    const [queued] = await listQueued(keyring);
    // The sync sends it with the key of the request whose answer never came.
    expect(queued).toMatchObject({ clientId: 'key-aaaa-bbbb-cccc', kind: 'birth' });
  });
});
