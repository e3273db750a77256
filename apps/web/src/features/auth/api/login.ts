import {
  actorOfUser,
  mayEverTake,
  RECORD_KIND_MANIFEST_LIST,
  type LoginRequest,
  type LoginResponseData,
} from '@vitalreg/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, hasErrorCode, isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { sessionStore, startOfflineSession, startSession } from '@/lib/session-store';

export const loadLoginSchemas = () => import('../schemas');

/** Offline sign-in and its credentials bring Dexie and WebCrypto code: loaded only when used. */
const loadOfflineCredentials = () => import('@/features/offline/offline-credentials');

/** POST /auth/login {user, password, device}. A 401 here is a wrong password, not an expiry. */
export async function login(body: LoginRequest): Promise<LoginResponseData> {
  const { loginResponseDataSchema } = await loadLoginSchemas();
  return api.post('/auth/login', body, {
    schema: loginResponseDataSchema,
    skipUnauthorizedRedirect: true,
  });
}

export interface LoginState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** What to show when the sign-in failed. */
  message: string | null;
}

const IDLE: LoginState = { isPending: false, isError: false, error: null, message: null };

/** How the user was signed in: by the server, or offline with this device's verifier. */
export type SignedIn = { offline: false; data: LoginResponseData } | { offline: true };

/**
 * After an online sign-in of a user who captures records: keeps this device's offline verifier
 * and the user's data key (slow key derivation; in the background, not delaying the dashboard).
 */
export function rememberForOffline(body: LoginRequest, data: LoginResponseData): void {
  // A first or reset password is not kept: the one the user chooses next is (change-password).
  if (data.mustChangePassword) return;
  const actor = actorOfUser(data.user, data.permissions);
  if (!RECORD_KIND_MANIFEST_LIST.some((kind) => mayEverTake(actor, 'submit', kind))) return;
  void loadOfflineCredentials()
    .then(({ rememberOfflineCredentials }) =>
      rememberOfflineCredentials({
        userName: body.user,
        password: body.password,
        user: data.user,
        permissions: data.permissions,
      }),
    )
    .catch(() => {
      // No IndexedDB or WebCrypto here (e.g. a private window): online use is unaffected.
    });
}

/** No answer from the server (as opposed to an answer refusing the sign-in). */
function noAnswer(error: unknown): boolean {
  return !isApiError(error) || !error.response;
}

/**
 * The login mutation. Deliberately not a React Query hook: React Query loads with the pages after
 * login, keeping the login route within its JavaScript budget. Same shape as useMutation.
 *
 * With no answer from the server, the same user name and password open an offline session when
 * this user signed in online on this device before (capture and queue only).
 */
export function useLogin(options: { onSuccess?: (signedIn: SignedIn) => void } = {}) {
  const [state, setState] = useState<LoginState>(IDLE);
  // After repeated failures the server makes the next try wait: counted down to 0 here.
  const [waitSeconds, setWaitSeconds] = useState(0);
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds]);

  const fail = useCallback((error: unknown, message: string) => {
    setState({ isPending: false, isError: true, error, message });
    setWaitSeconds(hasErrorCode(error, 'RATE_LIMITED') ? (error.details?.retryAfter ?? 0) : 0);
    sessionStore.set((session) => ({ ...session, status: 'failed', error: message }));
  }, []);

  const signInWithoutServer = useCallback(
    async (body: LoginRequest, networkError: unknown) => {
      try {
        const { signInOffline } = await loadOfflineCredentials();
        const result = await signInOffline(body.user, body.password);
        if (!result.ok) {
          // An unknown user keeps the network message: an online sign-in is what they need.
          const message =
            result.failure === 'online-sign-in-needed'
              ? `${errorMessage(networkError)} ${result.message}`
              : result.message;
          fail(networkError, message);
          return;
        }
        startOfflineSession(result.session);
        setState(IDLE);
        onSuccess.current?.({ offline: true });
      } catch {
        fail(networkError, errorMessage(networkError));
      }
    },
    [fail],
  );

  const mutate = useCallback(
    (body: LoginRequest) => {
      setState({ ...IDLE, isPending: true });
      sessionStore.set((session) => ({ ...session, status: 'loading', error: null }));
      login(body).then(
        (data) => {
          setState(IDLE);
          startSession(data);
          rememberForOffline(body, data);
          onSuccess.current?.({ offline: false, data });
        },
        (error: unknown) => {
          if (noAnswer(error)) void signInWithoutServer(body, error);
          else fail(error, errorMessage(error));
        },
      );
    },
    [fail, signInWithoutServer],
  );

  return { ...state, waitSeconds, mutate };
}
