import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SENT_NOW } from '@/features/offline';
import {
  reprintAnswerSchema,
  type ReprintAnswer,
  type ReprintRequestInput,
} from '@vitalreg/domain';
import { certificatesQueryOptions } from '@/features/certificates';
import { firstMessage, request } from '@/lib/api-client';
import { reprintQueryKeys } from './find-certificate';

export interface ReprintResult {
  answer: ReprintAnswer;
  /** "Certificate reprinted.", or, for a retry, that the reprint was made before. */
  message: string;
}

/**
 * `POST /reprint`: the certificate reprinted against its paid (or waived) fee. The same
 * Idempotency-Key is sent again when the registrar retries, so a lost answer never reprints twice.
 */
export async function reprintCertificate(
  input: ReprintRequestInput,
  idempotencyKey: string,
): Promise<ReprintResult> {
  const envelope = await request<ReprintAnswer>('POST', '/reprint', {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: reprintAnswerSchema,
  });
  return {
    answer: envelope.data,
    message: firstMessage(envelope.message) || 'Certificate reprinted.',
  };
}

/** Reprints, then refreshes the look-up, the past reprints and the record's certificates. */
export function useReprintCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: ReprintRequestInput; key: string }) =>
      reprintCertificate(input, key),
    meta: { silent: true },
    ...SENT_NOW,
    onSettled: (result) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reprintQueryKeys.all }),
        result
          ? queryClient.invalidateQueries({
              queryKey: certificatesQueryOptions(
                result.answer.reprint.kind,
                result.answer.reprint.record_id,
              ).queryKey,
            })
          : undefined,
      ]),
  });
}
