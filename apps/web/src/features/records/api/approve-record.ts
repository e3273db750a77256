import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { RecordKindView } from '../types';

/** What the approval answers; the certificate number is the part the screen shows. */
export interface ApprovedRecord {
  id?: number;
  status?: string;
  certificate_number: string | null;
}

/**
 * Finds the certificate number whatever the answer calls it: `certificate_number`, or the kind's
 * own name for it (spec: `Certificate_No`, `death_certificate_number`).
 */
export function toApprovedRecord(data: unknown, certificateField?: string): ApprovedRecord {
  const source = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const number =
    source.certificate_number ??
    (certificateField ? source[certificateField] : undefined) ??
    source.Certificate_No ??
    source.certificateNumber;
  return {
    id: typeof source.id === 'number' ? source.id : undefined,
    status: typeof source.status === 'string' ? source.status : undefined,
    certificate_number: typeof number === 'string' && number !== '' ? number : null,
  };
}

/**
 * `GET /dcr/registrations/{reviewPath}/approve/{id}`: pending -> approved, assigns the
 * certificate number.
 */
export async function approveRecord(
  kind: Pick<RecordKindView, 'reviewPath' | 'certificateField'>,
  id: number,
): Promise<ApprovedRecord> {
  return toApprovedRecord(
    await api.get<unknown>(`/dcr/registrations/${kind.reviewPath}/approve/${id}`),
    kind.certificateField,
  );
}

export function useApproveRecord(
  kind: Pick<RecordKindView, 'reviewPath' | 'certificateField' | 'queryKey'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => approveRecord(kind, id),
    // The confirmation dialog shows a refusal.
    meta: { silent: true },
    onSuccess: (approved) => {
      toast.success(
        approved.certificate_number
          ? `Record approved. Certificate number ${approved.certificate_number}.`
          : 'Record approved.',
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [kind.queryKey] }),
  });
}
