import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SENT_NOW } from '@/features/offline';
import { modificationEntrySchema, type ModificationEntry } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import type { ModificationKind } from '../modification-kinds';
import { modificationQueryKeys } from './query-keys';

/**
 * `POST /modification/{apiPath}` (201, the request made) or, for a queried request amended,
 * `PATCH /modification/{apiPath}` (back to pending).
 */
export function submitModification(
  kind: ModificationKind,
  body: Record<string, unknown>,
  amend: boolean,
): Promise<ModificationEntry> {
  const path = `/modification/${kind.apiPath}`;
  const options = { schema: modificationEntrySchema };
  return amend ? api.patch(path, body, options) : api.post(path, body, options);
}

export function useSubmitModification(kind: ModificationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, amend }: { body: Record<string, unknown>; amend: boolean }) =>
      submitModification(kind, body, amend),
    // The wizard shows a refusal beside the step (and its issues under their fields).
    meta: { silent: true },
    ...SENT_NOW,
    onSuccess: (entry) =>
      queryClient.setQueryData(modificationQueryKeys.request(kind.key, entry.id), entry),
    // Not awaited: the wizard moves on to the request's page at once.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: modificationQueryKeys.kind(kind.key) });
    },
  });
}
