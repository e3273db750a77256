import type { Permission, SessionUser } from '@vitalreg/domain';
import type { CaptureNeed } from '@/features/offline';
import { registrationCentresQueryOptions } from '@/features/options';
import { kindUIs } from '@/features/records/kind-ui';
import { mayTakeOnSomeKind } from '@/lib/authorization';
import { queryClient } from '@/lib/react-query';
import { registrationCentresStore } from '@/lib/registration-centres-store';

/**
 * What capturing a record needs on this device, for a user who may capture (fetched right after
 * sign-in by prepareOfflineUse): every wizard this user may open and what it loads on the way
 * (the kind's list, its submission, its queued-record wizard), the outbox's screens, the toasts,
 * photo compression, and the registration centres the wizards offer.
 */
export function captureNeeds(user: SessionUser, permissions: readonly Permission[]): CaptureNeed[] {
  const kinds = kindUIs().filter((ui) =>
    mayTakeOnSomeKind(user, permissions, 'submit', [ui.manifest]),
  );
  if (kinds.length === 0) return [];
  return [
    // The way to a wizard first: the kind's list, then the wizards.
    () => import('@/features/records/components/list/records-page'),
    ...kinds.flatMap((ui) => (ui.listActions ? [ui.listActions] : [])),
    ...kinds.flatMap((ui) => [
      ...ui.wizards.map((wizard) => wizard.page),
      ui.submission,
      ...(ui.outbox ? [ui.outbox.wizard] : []),
    ]),
    () => import('@/features/offline/components/offline-registrations-page'),
    () => import('@/features/records/components/wizard/queued-record-route'),
    () => import('@/components/ui/toaster'),
    () => import('browser-image-compression'),
    ...kinds.map((ui) => ui.view),
    () => import('./routes/dashboard/home'),
    // The dashboard asks for them too: one request (the query is shared).
    () =>
      registrationCentresStore.get().length > 0
        ? Promise.resolve()
        : queryClient.fetchQuery(registrationCentresQueryOptions()),
  ];
}
