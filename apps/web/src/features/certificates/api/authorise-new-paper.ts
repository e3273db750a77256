import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  certificateSchema,
  type Certificate,
  type NewPaperAuthorisation,
  type RecordKindKey,
} from '@vitalreg/domain';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { certificatesQueryOptions } from './get-certificates';

/**
 * `POST /certificates/{kind}/{id}/new-paper`: after the registry revoked a certificate of the
 * record, an administrator authorises one new certificate, with a reason.
 */
export function authoriseNewPaper(
  kind: RecordKindKey,
  recordId: number,
  input: NewPaperAuthorisation,
): Promise<Certificate[]> {
  return api.post(`/certificates/${kind}/${recordId}/new-paper`, input, {
    schema: z.array(certificateSchema),
  });
}

/** Authorises, then refreshes the record (its actions: Print) and its certificates. */
export function useAuthoriseNewPaper(
  kind: RecordKindKey,
  recordId: number,
  recordQueryKey: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPaperAuthorisation) => authoriseNewPaper(kind, recordId, input),
    // A refusal is shown in the dialog.
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
