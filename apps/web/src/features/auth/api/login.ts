import type { LoginRequest, LoginResponseData } from '@vitalreg/domain';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { sessionStore, startSession } from '@/lib/session-store';

export const loadLoginSchemas = () => import('../schemas');

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
}

/**
 * The login mutation. Deliberately not a React Query hook: React Query loads with the pages after
 * login, keeping the login route within its JavaScript budget. Same shape as useMutation.
 */
export function useLogin(options: { onSuccess?: (data: LoginResponseData) => void } = {}) {
  const [state, setState] = useState<LoginState>({ isPending: false, isError: false, error: null });
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;

  const mutate = useCallback((body: LoginRequest) => {
    setState({ isPending: true, isError: false, error: null });
    sessionStore.set((session) => ({ ...session, status: 'loading', error: null }));
    login(body).then(
      (data) => {
        setState({ isPending: false, isError: false, error: null });
        startSession(data);
        onSuccess.current?.(data);
      },
      (error: unknown) => {
        setState({ isPending: false, isError: true, error });
        sessionStore.set((session) => ({
          ...session,
          status: 'failed',
          error: errorMessage(error),
        }));
      },
    );
  }, []);

  return { ...state, mutate };
}
