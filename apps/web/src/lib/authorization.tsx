import {
  actorOfUser,
  mayEverTake,
  RECORD_KIND_MANIFEST_LIST,
  type Permission,
  type RecordAction,
  type RecordKindManifest,
  type SessionUser,
} from '@vitalreg/domain';
import { paths } from '@/config/paths';
import { useSession } from './session-store';

/** Where to go after login: the remembered in-app path, never an outside address. */
export function safeRedirectTarget(redirectTo: string | null, fallback: string): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return fallback;
  if (redirectTo === paths.auth.path || redirectTo.startsWith(`${paths.auth.path}/`)) {
    return fallback;
  }
  return redirectTo;
}

/** Whether the access policy lets the user take the action on some record of the kind(s). */
export function mayTakeOnSomeKind(
  user: SessionUser,
  permissions: readonly Permission[],
  action: RecordAction,
  kinds: readonly Pick<RecordKindManifest, 'permissions'>[] = RECORD_KIND_MANIFEST_LIST,
): boolean {
  const actor = actorOfUser(user, permissions);
  return kinds.some((kind) => mayEverTake(actor, action, kind));
}

/**
 * Whether the signed-in user may take a workflow action on some record of the kind (of any kind
 * when none is named): `submit` shows "New ..." links. What they may do to one record comes
 * with it (`allowed_actions`).
 */
export function useMayTakeAction(
  action: RecordAction,
  kind?: Pick<RecordKindManifest, 'permissions'>,
): boolean {
  const { user, permissions } = useSession();
  return user ? mayTakeOnSomeKind(user, permissions, action, kind ? [kind] : undefined) : false;
}
