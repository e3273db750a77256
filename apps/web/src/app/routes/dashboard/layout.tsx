import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '@/features/auth/me';
import { DashboardLayout } from '@/features/dashboard';
import {
  prepareOfflineUse,
  recoverInterruptedSyncs,
  startBackgroundSync,
} from '@/features/offline';
import { registrationCentresQueryOptions, useAppConfig } from '@/features/options';
import { followConnectivity } from '@/lib/registration-mode-store';
import { sessionStore, useIsOfflineSession, useSession } from '@/lib/session-store';
import { captureNeeds } from '../../capture-needs';

/**
 * The dashboard shell. Entering it loads the registration centres (spec section 2; a failed
 * load keeps the list stored from the last one, so the wizard works offline), follows the
 * connection (automatic fall-back to offline mode), fetches what capture needs offline and,
 * for an online sign-in, sends the registrations saved on this device in the background.
 */
export function Component() {
  const { user, permissions } = useSession();
  const offlineSession = useIsOfflineSession();
  useQuery({ ...registrationCentresQueryOptions(), enabled: !offlineSession });
  const links = useAppConfig();
  const me = useMe({ enabled: Boolean(user) && !offlineSession });

  useEffect(() => followConnectivity(), []);

  // Right after sign-in (or a reload), what capture needs is fetched first: the wizards then
  // open without a connection, whatever the service worker has stored so far.
  useEffect(() => {
    if (user) void prepareOfflineUse(captureNeeds(user, permissions));
  }, [user, permissions]);

  // Sync only after the server accepted the credentials; an offline session only captures.
  // Either way no record stays "Sending" after a reload or crash.
  useEffect(() => {
    if (offlineSession) {
      void recoverInterruptedSyncs().catch(() => 0);
      return undefined;
    }
    return startBackgroundSync();
  }, [offlineSession]);

  // Role permissions can change on the server (an admin edits the matrix): follow them.
  useEffect(() => {
    if (!me.data) return;
    sessionStore.set((state) => ({
      ...state,
      user: me.data.user,
      permissions: [...me.data.permissions],
    }));
  }, [me.data]);

  if (!user) return null;
  return (
    <DashboardLayout user={user} permissions={permissions} links={links}>
      <Outlet />
    </DashboardLayout>
  );
}
