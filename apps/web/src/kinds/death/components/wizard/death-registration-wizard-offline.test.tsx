import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_ROLE_PERMISSIONS,
  exampleDeathRegistrationDraft,
  SYNC_STATUS,
} from '@vitalreg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deathPaths } from '../../paths';
import { listQueued, readQueuedRecord } from '@/features/offline';
import { holdKeyring } from '@/features/offline/data-key-store';
import { deleteOfflineDatabase } from '@/features/offline/offline-database';
import { signedInOnline } from '@/features/offline/testing/offline-fixtures';
import { QueuedRecordRoute } from '@/features/records/components/wizard/queued-record-route';
import { recordDraftKeys } from '@/features/records/components/wizard/record-draft';
import { createAppRoutes } from '@/app/router';
import { startOfflineSession } from '@/lib/session-store';
import { makeUser, renderRoutes, signIn } from '@/testing/test-utils';
import { DEATH_DRAFT_PREFIX, DEATH_UNDER_FIVE_KEY } from './death-draft';
import DeathRegistrationRegisterPage from './death-registration-register-page';

afterEach(async () => {
  await deleteOfflineDatabase();
});

const OFFLINE_VIEW = deathPaths.offline.path;

describe('the death wizard in an offline session', () => {
  it('saves the death on the device with its kind, sending nothing, and reopens it in its form', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn('registra', { offline: true });
    const keyring = await signedInOnline();
    await holdKeyring({ ...keyring, unlockedBy: 'offline' });
    const draft = exampleDeathRegistrationDraft('form_a');
    sessionStorage.setItem(DEATH_UNDER_FIVE_KEY, JSON.stringify('yes'));
    sessionStorage.setItem(
      recordDraftKeys.new(DEATH_DRAFT_PREFIX, 'form_a'),
      JSON.stringify({ draft, step: 3, idempotencyKey: 'key-death-offline' }),
    );
    const view = renderRoutes(
      [
        { path: '/register', element: <DeathRegistrationRegisterPage /> },
        { path: OFFLINE_VIEW, element: <p>Offline registrations</p> },
        {
          path: deathPaths.offline.record.path,
          element: <QueuedRecordRoute />,
        },
      ],
      '/register',
    );
    expect(await screen.findByText(/You signed in offline/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save offline' }));

    expect(await screen.findByText('Offline registrations')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    const [queued] = await listQueued(keyring);
    expect(queued).toMatchObject({
      kind: 'death',
      name: 'Okafor Chiamaka',
      syncStatus: SYNC_STATUS.neutral,
    });
    expect((await readQueuedRecord(queued!.clientId, keyring)).submission.draft).toEqual(draft);

    // Opened from the offline list: the death wizard, form A, with what was saved.
    await view.router.navigate(deathPaths.offline.record.getHref(queued!.clientId));
    expect(await screen.findByText('Particulars of Mother')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Chiamaka');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/death-registrations/register', 'Was the deceased under 5 years old?'],
    ['/dashboard/still-births/register', 'Was the baby ever born alive?'],
  ])('opens %s to a registrar signed in offline', async (path, question) => {
    vi.stubGlobal('fetch', vi.fn());
    startOfflineSession({
      user: makeUser('registra'),
      permissions: DEFAULT_ROLE_PERMISSIONS.registra,
    });
    renderRoutes(createAppRoutes(), path);
    expect(
      await screen.findByRole('radiogroup', { name: question }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
