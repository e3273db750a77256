import type { ApplicationStatus, BirthRegistrationSubmissionInput } from '@vitalreg/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export interface ResubmittedBirthRegistration {
  id: number;
  reference: string;
  status: ApplicationStatus;
}

/**
 * `PATCH /birth-registration/{id}`: the capturer's corrected particulars of a queried record
 * (queried -> pending). The body is the same payload as `POST /birth-registration/add`.
 */
export function resubmitBirthRegistration(input: {
  id: number;
  submission: BirthRegistrationSubmissionInput;
}): Promise<ResubmittedBirthRegistration> {
  return api.patch<ResubmittedBirthRegistration>(
    `/birth-registration/${input.id}`,
    input.submission,
  );
}

export function useResubmitBirthRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitBirthRegistration,
    onSuccess: (record) => {
      toast.success(`Birth registration ${record.reference} resubmitted for review.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['birth-registrations'] }),
  });
}
