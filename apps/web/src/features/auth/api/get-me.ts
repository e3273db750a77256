import { sessionSchema, type Session } from '@vitalreg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /auth/me: the signed-in user and permissions as the server now sees them. */
export function getMe(): Promise<Session> {
  return api.get('/auth/me', { schema: sessionSchema });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: getMe,
    meta: { silent: true },
    // An administrator's change of the role matrix reaches an open page within a minute.
    refetchInterval: 60_000,
  });

export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled: options.enabled ?? true });
}
