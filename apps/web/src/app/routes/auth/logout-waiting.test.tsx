import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { deleteOfflineDatabase } from '@/features/offline/offline-database';
import { countOutbox, queueRecord } from '@/features/offline/outbox';
import { birthDraft, signedInOnline } from '@/features/offline/testing/offline-fixtures';
import { envelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';

afterEach(async () => {
  await deleteOfflineDatabase();
});

describe('logout with registrations waiting on the device', () => {
  it('keeps them and tells the login page whose they are', async () => {
    signIn('registra', { user: { User_ID: 42 } });
    await signedInOnline(42);
    await queueRecord('birth', birthDraft('Ada'));
    await queueRecord('birth', birthDraft('Bisi'));
    vi.stubGlobal('fetch', async () => jsonResponse(200, envelope(null, 'Logged out')));

    renderRoutes(createAppRoutes(), '/auth/logout');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 registrations are waiting on this device. Sign in as registra with a connection to send them.',
    );
    expect((await countOutbox(42)).unsynced).toBe(2);
  });
});
