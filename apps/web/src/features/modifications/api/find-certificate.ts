import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { modificationLookupSchema, type ModificationLookup } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import type { ModificationKind } from '../modification-kinds';
import { modificationQueryKeys } from './query-keys';

/**
 * `GET /modification/{apiPath}/cert/{number}`: the record of a certificate number (as printed,
 * any letter case) as registered, in the caller's area; 404 otherwise.
 */
export function findCertificate(
  kind: ModificationKind,
  number: string,
  signal?: AbortSignal,
): Promise<ModificationLookup> {
  return api.get(`/modification/${kind.apiPath}/cert/${encodeURIComponent(number.trim())}`, {
    schema: modificationLookupSchema,
    signal,
  });
}

/** The lookup form's search; the answer is kept for the validation page it opens. */
export function useFindCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, number }: { kind: ModificationKind; number: string }) =>
      findCertificate(kind, number),
    // The form says what went wrong under the number, not in a toast.
    meta: { silent: true },
    onSuccess: (found, { kind }) =>
      queryClient.setQueryData(
        modificationQueryKeys.certificate(kind.key, found.certificate_number),
        found,
      ),
  });
}

/** The validation page's record (from the lookup just made, or asked again after a reload). */
export function useCertificate(kind: ModificationKind | undefined, number: string) {
  return useQuery({
    queryKey: modificationQueryKeys.certificate(kind?.key ?? '', number),
    queryFn: ({ signal }) => findCertificate(kind as ModificationKind, number, signal),
    enabled: kind !== undefined && number.trim() !== '',
    meta: { silent: true },
  });
}
