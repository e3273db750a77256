import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditEntriesSchema,
  issuedPasswordSchema,
  listSchema,
  staffMemberSchema,
  type AdhocStaffChange,
  type DeactivationInput,
  type NewAdhocStaffInput,
  type NewUserInput,
  type ReactivationInput,
  type StaffStatus,
  type UserChange,
} from '@vitalreg/domain';
import { api } from '@/lib/api-client';

/** The two route families over staff accounts: adhoc clerks, and users of every role. */
export type StaffBase = 'adhoc-staff' | 'users';

export interface StaffFilters {
  status?: StaffStatus;
  q?: string;
  roleId?: number;
}

export const staffKeys = {
  all: (base: StaffBase) => [base] as const,
  list: (base: StaffBase, page: number, filters: StaffFilters) =>
    [base, 'list', page, filters] as const,
  audit: (id: number, period: { from?: string; to?: string }, page: number) =>
    ['users', 'audit', id, period, page] as const,
};

const staffListSchema = listSchema(staffMemberSchema);

/** `GET /{base}`: the accounts of the user's area, 20 a page. */
export function useStaffList(base: StaffBase, page: number, filters: StaffFilters) {
  const query = new URLSearchParams({ page: String(page) });
  if (filters.status) query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  if (filters.roleId) query.set('role_id', String(filters.roleId));
  return useQuery({
    queryKey: staffKeys.list(base, page, filters),
    queryFn: () => api.get(`/${base}?${query.toString()}`, { schema: staffListSchema }),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes the lists once it settles; errors are the caller's to show. */
function useStaffMutation<I, O>(base: StaffBase, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all(base) }),
  });
}

/** `POST /adhoc-staff` or `POST /users`: the account, and where its first password was sent. */
export const useCreateStaff = (base: StaffBase) =>
  useStaffMutation(base, (input: NewAdhocStaffInput | NewUserInput) =>
    api.post(`/${base}`, input, { schema: issuedPasswordSchema }),
  );

export const useChangeStaff = (base: StaffBase) =>
  useStaffMutation(base, ({ id, change }: { id: number; change: AdhocStaffChange | UserChange }) =>
    api.patch(`/${base}/${id}`, change, { schema: staffMemberSchema }),
  );

export const useDeactivateStaff = (base: StaffBase) =>
  useStaffMutation(base, ({ id, input }: { id: number; input: DeactivationInput }) =>
    api.post(`/${base}/${id}/deactivate`, input, { schema: staffMemberSchema }),
  );

export const useReactivateStaff = (base: StaffBase) =>
  useStaffMutation(base, ({ id, input }: { id: number; input: ReactivationInput }) =>
    api.post(`/${base}/${id}/reactivate`, input, { schema: staffMemberSchema }),
  );

export const useResetStaffPassword = (base: StaffBase) =>
  useStaffMutation(base, (id: number) =>
    api.post(`/${base}/${id}/password-reset`, undefined, { schema: issuedPasswordSchema }),
  );

export const useMailUserName = () =>
  useStaffMutation('users', (id: number) =>
    api.post(`/users/${id}/email-username`, undefined, { schema: staffMemberSchema }),
  );

/** `GET /users/{id}/audit`: the account's events in a period (the last 30 days by default). */
export function useUserAudit(id: number, period: { from?: string; to?: string }, page: number) {
  const query = new URLSearchParams({ page: String(page) });
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  return useQuery({
    queryKey: staffKeys.audit(id, period, page),
    queryFn: () =>
      api.get(`/users/${id}/audit?${query.toString()}`, { schema: auditEntriesSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffMember(id: number) {
  return useQuery({
    queryKey: ['users', 'one', id],
    queryFn: () => api.get(`/users/${id}`, { schema: staffMemberSchema }),
  });
}
