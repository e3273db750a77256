import { queryOptions, useQuery } from '@tanstack/react-query';
import { reprintLookupSchema, type ReprintLookup, type ReprintLookupQuery } from '@vitalreg/domain';
import { api } from '@/lib/api-client';

export const reprintQueryKeys = {
  all: ['reprint'] as const,
  lookup: ({ kind, certificate_number }: ReprintLookupQuery) =>
    ['reprint', 'lookup', kind, certificate_number] as const,
  list: (page: number) => ['reprint', 'list', page] as const,
};

/**
 * `GET /reprint/lookup`: a certificate of the caller's area by its kind and number, with its
 * particulars, whether it can be reprinted, the fee and its past reprints.
 */
export function findCertificate(
  query: ReprintLookupQuery,
  signal?: AbortSignal,
): Promise<ReprintLookup> {
  return api.get('/reprint/lookup', { params: { ...query }, schema: reprintLookupSchema, signal });
}

export const findCertificateQueryOptions = (query: ReprintLookupQuery) =>
  queryOptions({
    queryKey: reprintQueryKeys.lookup(query),
    queryFn: ({ signal }) => findCertificate(query, signal),
    staleTime: 0,
    // The page says what went wrong beside the form, not in a toast.
    meta: { silent: true },
  });

/** Asked only once a number was entered (`query` set). */
export function useFindCertificate(query: ReprintLookupQuery | null) {
  return useQuery({
    ...findCertificateQueryOptions(query ?? { kind: 'birth', certificate_number: '' }),
    enabled: query !== null,
  });
}
