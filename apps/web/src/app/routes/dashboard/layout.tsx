import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layouts/dashboard-layout';
import { useMe } from '@/features/auth/api/get-me';
import { useAppConfig } from '@/features/options/api/get-app-config';
import { useRegistrationCentres } from '@/features/options/api/get-registration-centres';
import { getRawToken, sessionStore, useSession } from '@/lib/session-store';

/** The dashboard shell. Entering it loads the registration centres (spec section 2). */
export function Component() {
  const { user, permissions } = useSession();
  useRegistrationCentres();
  const links = useAppConfig();
  const me = useMe({ enabled: Boolean(user) });

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
    <DashboardLayout user={user} permissions={permissions} token={getRawToken()} links={links}>
      <Outlet />
    </DashboardLayout>
  );
}
