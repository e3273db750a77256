import { PRODUCT_NAME } from '@vitalreg/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PlainLayout } from '@/components/layouts/plain-layout';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { clearSession } from '@/lib/sign-out';

/**
 * The logout page (also where any 401 lands): tells the server (best effort), forgets the token,
 * stored data, stores and cache, then shows the login page.
 */
export function LogoutRoute() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const [{ queryClient }] = await Promise.all([import('@/lib/react-query'), logout()]);
      clearSession(queryClient);
      await navigate(paths.auth.login.path, { replace: true });
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
