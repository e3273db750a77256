import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  certificateSchema,
  type Certificate,
  type CertificateRevocation,
  type RecordKindKey,
} from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import { certificatesQueryOptions } from './get-certificates';

/**
 * `POST /certificates/{kind}/{id}/{certificateId}/revoke`: an administrator revokes a
 * certificate with a reason; its code then answers "Revoked by the registry".
 */
export function revokeCertificate(
  kind: RecordKindKey,
  recordId: number,
  certificateId: number,
  input: CertificateRevocation,
): Promise<Certificate> {
  return api.post(`/certificates/${kind}/${recordId}/${certificateId}/revoke`, input, {
    schema: certificateSchema,
  });
}

/** Revokes, then refreshes the record (its actions: no new paper) and its certificates. */
export function useRevokeCertificate(
  kind: RecordKindKey,
  recordId: number,
  recordQueryKey: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      certificateId,
      input,
    }: {
      certificateId: number;
      input: CertificateRevocation;
    }) => revokeCertificate(kind, recordId, certificateId, input),
    // A refusal is shown in the revoke dialog.
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [recordQueryKey] }),
        queryClient.invalidateQueries({
          queryKey: certificatesQueryOptions(kind, recordId).queryKey,
        }),
      ]),
  });
}
