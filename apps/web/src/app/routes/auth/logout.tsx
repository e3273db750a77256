import { PRODUCT_NAME } from '@vitalreg/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PlainLayout } from '@/components/layouts/plain-layout';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth';
import { sessionStore } from '@/lib/session-store';
import { clearSession } from '@/lib/sign-out';

/** What the login page is told after a logout that left registrations on this device. */
export interface WaitingOnDevice {
  waiting: number;
  userName: string;
}

/**
 * The registrations of the signed-in user not yet on the server (kept through the logout, for
 * this user only), or undefined. The offline store loads only here, never on the login route.
 */
async function waitingOnDevice(): Promise<WaitingOnDevice | undefined> {
  const user = sessionStore.get().user;
  if (!user) return undefined;
  try {
    const { countOutbox } = await import('@/features/offline/outbox');
    const { unsynced } = await countOutbox(user.User_ID);
    return unsynced > 0 ? { waiting: unsynced, userName: user.UserName } : undefined;
  } catch {
    return undefined; // No IndexedDB here: nothing can be waiting.
  }
}

/**
 * The logout page (also where any 401 lands): tells the server (best effort), forgets the token,
 * stored data, stores and cache, then shows the login page, saying so when registrations of
 * this user are still waiting on the device.
 */
export function LogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const [{ queryClient }, waiting] = await Promise.all([
        import('@/lib/react-query'),
        waitingOnDevice(),
        logout(),
      ]);
      clearSession(queryClient);
      await navigate(paths.auth.login.path, { replace: true, state: waiting });
    })();
  }, [navigate]);

  return (
    <PlainLayout>
      <title>{`Signing out | ${PRODUCT_NAME}`}</title>
      <p role="status" style={{ display: 'flex', alignItems: 'center', gap: 12, margin: 0 }}>
        <span className="plain-spinner plain-spinner--dark" aria-hidden="true" />
        Signing out…
      </p>
    </PlainLayout>
  );
}
