import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** What the approval answers; the certificate number is the part the screen shows. */
export interface ApprovedBirthRegistration {
  id?: number;
  status?: string;
  certificate_number: string | null;
}

/** Finds the certificate number whatever the answer calls it (spec: `Certificate_No`). */
export function toApprovedBirthRegistration(data: unknown): ApprovedBirthRegistration {
  const source = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const number = source.certificate_number ?? source.Certificate_No ?? source.certificateNumber;
  return {
    id: typeof source.id === 'number' ? source.id : undefined,
    status: typeof source.status === 'string' ? source.status : undefined,
    certificate_number: typeof number === 'string' && number !== '' ? number : null,
  };
}

/** `GET /dcr/registrations/birth/approve/{id}`: pending -> approved, assigns the certificate number. */
export async function approveBirthRegistration(id: number): Promise<ApprovedBirthRegistration> {
  return toApprovedBirthRegistration(
    await api.get<unknown>(`/dcr/registrations/birth/approve/${id}`),
  );
}

export function useApproveBirthRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBirthRegistration,
    onSuccess: (approved) => {
      toast.success(
        approved.certificate_number
          ? `Record approved. Certificate number ${approved.certificate_number}.`
          : 'Record approved.',
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['birth-registrations'] }),
  });
}
