import { useMutation, useQueryClient } from '@tanstack/react-query';
import { certificateSchema, type Certificate, type RecordKindKey } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { certificatesQueryOptions } from './get-certificates';

/**
 * `POST /certificates/{kind}/{id}/print`: approved -> printed with the original certificate.
 * The server records one print however often it is asked: a retry answers the same certificate.
 */
export function printCertificate(kind: RecordKindKey, recordId: number): Promise<Certificate> {
  return api.post(`/certificates/${kind}/${recordId}/print`, undefined, {
    schema: certificateSchema,
  });
}

/** Prints, then refreshes the record (now printed) and its certificates. */
export function usePrintCertificate(kind: RecordKindKey, recordQueryKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => printCertificate(kind, recordId),
    // The confirmation dialog shows a refusal.
    meta: { silent: true },
    onSuccess: (certificate) => {
      toast.success(`Certificate ${certificate.certificate_number} printed.`);
    },
    onSettled: (_certificate, _error, recordId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [recordQueryKey] }),
        queryClient.invalidateQueries({
          queryKey: certificatesQueryOptions(kind, recordId).queryKey,
        }),
      ]),
  });
}
