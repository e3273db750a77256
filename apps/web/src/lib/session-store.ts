import {
  PERMISSIONS,
  RECORD_KIND_MANIFEST_LIST,
  type LoginResponseData,
  type Permission,
  type SessionUser,
} from '@vitalreg/domain';
import { createStore, useStore } from './create-store';
import { getStorage, STORAGE_KEYS } from './storage';

export type SessionStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** Session / auth state of spec section 3: user, permissions, status (idle), error (null). */
export interface SessionState {
  user: SessionUser | null;
  permissions: Permission[];
  status: SessionStatus;
  error: string | null;
  /**
   * Signed in without the server (the password checked against this device's offline verifier):
   * no token, and only birth registration capture into the offline queue.
   */
  offline: boolean;
  /** A first or reset password: the app offers nothing but the password change until it is done. */
  mustChangePassword: boolean;
}

export const initialSessionState: SessionState = {
  user: null,
  permissions: [],
  status: 'idle',
  error: null,
  offline: false,
  mustChangePassword: false,
};

/**
 * Accepts a stored session only if it has the shape the app reads. A structural check rather than
 * the domain's zod schema, which would put zod on the login route (it is validated at login).
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  const roles = user.roles as Record<string, unknown> | null | undefined;
  return (
    typeof user.User_ID === 'number' &&
    typeof user.UserName === 'string' &&
    typeof user.Role_ID === 'number' &&
    typeof roles === 'object' &&
    roles !== null &&
    typeof roles.name === 'string'
  );
}

function isPermission(value: unknown): value is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(value);
}

/** A `{ user, permissions }` object (stored session or /auth/me answer) as session state. */
export function toSessionState(value: unknown): SessionState | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { user, permissions, offline, mustChangePassword } = value as Record<string, unknown>;
  if (!isSessionUser(user) || !Array.isArray(permissions)) return undefined;
  return {
    ...initialSessionState,
    user,
    permissions: permissions.filter(isPermission),
    offline: offline === true,
    mustChangePassword: mustChangePassword === true,
  };
}

export const sessionStore = createStore<SessionState>(initialSessionState, {
  key: STORAGE_KEYS.session,
  storage: 'session',
  parse: toSessionState,
});

const BEARER = 'Bearer ';

/** The stored Authorization value, "Bearer <token>", or null. */
export function getAuthorization(): string | null {
  return getStorage('session')?.getItem(STORAGE_KEYS.token) ?? null;
}

export function setToken(token: string): void {
  getStorage('session')?.setItem(STORAGE_KEYS.token, `${BEARER}${token}`);
}

export function clearToken(): void {
  getStorage('session')?.removeItem(STORAGE_KEYS.token);
}

/** Stores what a successful login answered. */
export function startSession(data: LoginResponseData): void {
  setToken(data.token);
  sessionStore.set({
    user: data.user,
    permissions: [...data.permissions],
    status: 'succeeded',
    error: null,
    offline: false,
    mustChangePassword: data.mustChangePassword,
  });
}

/** The password was changed: the whole app opens. */
export function passwordChanged(): void {
  sessionStore.set((session) => ({ ...session, mustChangePassword: false }));
}

/**
 * What an offline session keeps of the user's permissions: those that capture the kinds queued
 * offline (their manifests' `permissions.see`; manifests load no schemas).
 */
const OFFLINE_CAPTURE_PERMISSIONS: readonly Permission[] = RECORD_KIND_MANIFEST_LIST.filter(
  (manifest) => manifest.queueable,
).flatMap((manifest) => manifest.permissions.see);

/**
 * Starts a session signed in offline: no token; of the user's permissions only those that
 * capture births, deaths and stillbirths are kept, so the sidebar and the guard offer capture
 * and nothing else.
 */
export function startOfflineSession(session: {
  user: SessionUser;
  permissions: readonly Permission[];
}): void {
  clearToken();
  sessionStore.set({
    user: session.user,
    permissions: session.permissions.filter((permission) =>
      OFFLINE_CAPTURE_PERMISSIONS.includes(permission),
    ),
    status: 'succeeded',
    error: null,
    offline: true,
    mustChangePassword: false,
  });
}

/** Whether this session was opened offline (capture and queue only, until an online sign-in). */
export function useIsOfflineSession(): boolean {
  return useStore(sessionStore, (state) => state.offline);
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function useUser(): SessionUser | null {
  return useStore(sessionStore, (state) => state.user);
}

export function usePermissions(): Permission[] {
  return useStore(sessionStore, (state) => state.permissions);
}
