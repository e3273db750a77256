import { useQuery } from '@tanstack/react-query';
import { modificationEntrySchema, type ModificationEntry } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import type { ModificationKind } from '../modification-kinds';
import { modificationQueryKeys } from './query-keys';

/** `GET /modification/{apiPath}/single/{id}`: one request, its values and `allowed_actions`. */
export function getModification(
  kind: ModificationKind,
  id: number,
  signal?: AbortSignal,
): Promise<ModificationEntry> {
  return api.get(`/modification/${kind.apiPath}/single/${id}`, {
    schema: modificationEntrySchema,
    signal,
  });
}

export function useModification(kind: ModificationKind | undefined, id: number) {
  return useQuery({
    queryKey: modificationQueryKeys.request(kind?.key ?? '', id),
    queryFn: ({ signal }) => getModification(kind as ModificationKind, id, signal),
    enabled: kind !== undefined && Number.isInteger(id) && id > 0,
    staleTime: 0,
    meta: { silent: true },
  });
}
