import {
  HANDOFF_PARAM,
  hasAnyPermission,
  type LoginResponseData,
  type Permission,
  type RecordAction,
} from '@vitalreg/domain';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { mayTakeOnSomeKind } from '@/lib/authorization';
import { startSession, useSession } from '@/lib/session-store';

export interface RequireAuthProps {
  /** The user needs any one of these permissions (spec section 6); none means signed in is enough. */
  access?: readonly Permission[];
  /** The user must be able to take this action on some record kind (`submit`: capture pages). */
  action?: RecordAction;
  children?: ReactNode;
}

/**
 * Takes the handoff code out of the address bar before the page paints, by replacing the
 * current history entry (never pushing one, so Back cannot return to it, and no later page's
 * Referer carries it). The router's own location follows when the guard navigates.
 */
function useHandoffParamDropped(search: string) {
  useLayoutEffect(() => {
    if (!new URLSearchParams(search).has(HANDOFF_PARAM)) return;
    const url = new URL(window.location.href);
    if (!url.searchParams.has(HANDOFF_PARAM)) return;
    url.searchParams.delete(HANDOFF_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }, [search]);
}

/**
 * Route guard (spec section 2): no stored user goes to /auth, remembering where they were going;
 * a user whose permissions do not satisfy the route's requirement goes to /404.
 * A page opened from an "Other Access" link carries the token as `t`: it leaves the address bar
 * at once, and is adopted when no one is signed in here.
 */
export function RequireAuth({ access, action, children }: RequireAuthProps) {
  const { user, permissions, mustChangePassword } = useSession();
  const location = useLocation();
  useHandoffParamDropped(location.search);

  if (!user) {
    const search = new URLSearchParams(location.search);
    const handoff = search.get(HANDOFF_PARAM);
    search.delete(HANDOFF_PARAM);
    const query = search.toString();
    const from = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    if (handoff) return <ExchangeHandoff code={handoff} target={from} />;
    return <Navigate to={paths.auth.login.getHref(from)} replace />;
  }
  if (new URLSearchParams(location.search).has(HANDOFF_PARAM)) {
    // Already signed in here: the code is not used, and leaves the address bar and history.
    const search = new URLSearchParams(location.search);
    search.delete(HANDOFF_PARAM);
    const query = search.toString();
    return (
      <Navigate to={`${location.pathname}${query ? `?${query}` : ''}${location.hash}`} replace />
    );
  }
  if (mustChangePassword && location.pathname !== paths.auth.password.path) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.password.getHref(from)} replace />;
  }
  const actionAllowed = !action || mayTakeOnSomeKind(user, permissions, action);
  if (!actionAllowed || !hasAnyPermission(permissions, access)) {
    return <Navigate to={paths.notFound.path} replace />;
  }
  return children ?? <Outlet />;
}

/**
 * Signs in with a handed-over one-time code (another application's "Other Access" link): the
 * server exchanges it, once, for a session of the same user.
 */
function ExchangeHandoff({ code, target }: { code: string; target: string }) {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api
      .post<LoginResponseData>(
        '/auth/handoff/exchange',
        { code },
        { skipUnauthorizedRedirect: true },
      )
      .then(
        (data) => {
          startSession(data);
          void navigate(target, { replace: true });
        },
        () => void navigate(paths.auth.login.getHref(target), { replace: true }),
      );
  }, [code, navigate, target]);

  return <PageLoading />;
}
