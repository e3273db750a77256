import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  issuedPasswordSchema,
  listSchema,
  staffMemberSchema,
  type AdhocStaffChange,
  type DeactivationInput,
  type NewAdhocStaffInput,
  type ReactivationInput,
  type StaffStatus,
} from '@vitalreg/domain';
import { api } from '@/lib/api-client';

export interface StaffFilters {
  status?: StaffStatus;
  q?: string;
}

export const adhocStaffKeys = {
  all: ['adhoc-staff'] as const,
  list: (page: number, filters: StaffFilters) => ['adhoc-staff', 'list', page, filters] as const,
};

const staffListSchema = listSchema(staffMemberSchema);

/** `GET /adhoc-staff`: the adhoc staff of the user's area, 20 a page. */
export function useAdhocStaff(page: number, filters: StaffFilters) {
  const query = new URLSearchParams({ page: String(page) });
  if (filters.status) query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  return useQuery({
    queryKey: adhocStaffKeys.list(page, filters),
    queryFn: () => api.get(`/adhoc-staff?${query.toString()}`, { schema: staffListSchema }),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the staff lists once it settles; errors are the caller's to show. */
function useStaffMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adhocStaffKeys.all }),
  });
}

/** `POST /adhoc-staff`: the account, with its first password (shown once). */
export const useCreateAdhocStaff = () =>
  useStaffMutation((input: NewAdhocStaffInput) =>
    api.post('/adhoc-staff', input, { schema: issuedPasswordSchema }),
  );

export const useChangeAdhocStaff = () =>
  useStaffMutation(({ id, change }: { id: number; change: AdhocStaffChange }) =>
    api.patch(`/adhoc-staff/${id}`, change, { schema: staffMemberSchema }),
  );

export const useDeactivateAdhocStaff = () =>
  useStaffMutation(({ id, input }: { id: number; input: DeactivationInput }) =>
    api.post(`/adhoc-staff/${id}/deactivate`, input, { schema: staffMemberSchema }),
  );

export const useReactivateAdhocStaff = () =>
  useStaffMutation(({ id, input }: { id: number; input: ReactivationInput }) =>
    api.post(`/adhoc-staff/${id}/reactivate`, input, { schema: staffMemberSchema }),
  );

export const useResetAdhocPassword = () =>
  useStaffMutation((id: number) =>
    api.post(`/adhoc-staff/${id}/password-reset`, undefined, { schema: issuedPasswordSchema }),
  );
