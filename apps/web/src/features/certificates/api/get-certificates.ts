import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  recordCertificatesSchema,
  type RecordCertificates,
  type RecordKindKey,
} from '@vitalreg/domain';
import { api } from '@/lib/api-client';

/** `GET /certificates/{kind}/{id}`: a record's certificates and their public checks. */
export function getCertificates(
  kind: RecordKindKey,
  recordId: number,
  signal?: AbortSignal,
): Promise<RecordCertificates> {
  return api.get(`/certificates/${kind}/${recordId}`, { schema: recordCertificatesSchema, signal });
}

export const certificatesQueryOptions = (kind: RecordKindKey, recordId: number) =>
  queryOptions({
    queryKey: ['certificates', kind, recordId],
    queryFn: ({ signal }) => getCertificates(kind, recordId, signal),
    staleTime: 0,
  });

/** Only a printed record has certificates; the list is not asked for before. */
export function useCertificates(kind: RecordKindKey, recordId: number, enabled: boolean) {
  return useQuery({ ...certificatesQueryOptions(kind, recordId), enabled });
}
