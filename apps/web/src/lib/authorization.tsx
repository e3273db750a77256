import { hasAnyPermission, type Permission } from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from './session-store';

export interface RequireAuthProps {
  /** The user needs any one of these permissions (spec section 6); none means signed in is enough. */
  access?: readonly Permission[];
  /** Role ids allowed in; none means any role. */
  roles?: readonly number[];
  children?: ReactNode;
}

/**
 * Route guard (spec section 2): no stored user goes to /auth, remembering where they were going;
 * a user whose permissions (or role) do not satisfy the route's requirement goes to /404.
 */
export function RequireAuth({ access, roles, children }: RequireAuthProps) {
  const { user, permissions } = useSession();
  const location = useLocation();

  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.getHref(from)} replace />;
  }
  const roleAllowed = !roles || roles.includes(user.Role_ID);
  if (!roleAllowed || !hasAnyPermission(permissions, access)) {
    return <Navigate to={paths.notFound.path} replace />;
  }
  return children ?? <Outlet />;
}

/** Where to go after login: the remembered in-app path, never an outside address. */
export function safeRedirectTarget(redirectTo: string | null, fallback: string): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return fallback;
  if (redirectTo.startsWith(paths.auth.path)) return fallback;
  return redirectTo;
}
