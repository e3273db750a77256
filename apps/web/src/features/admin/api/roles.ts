import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { roleMatrixSchema, type Permission } from '@vitalreg/domain';
import { api } from '@/lib/api-client';

const key = ['roles'] as const;

/** `GET /roles`: every role with its permissions. */
export const useRoleMatrix = () =>
  useQuery({ queryKey: key, queryFn: () => api.get('/roles', { schema: roleMatrixSchema }) });

/** `PUT /roles/{id}/permissions`: one role's whole set. */
export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, permissions }: { roleId: number; permissions: Permission[] }) =>
      api.put(`/roles/${roleId}/permissions`, { permissions }, { schema: roleMatrixSchema }),
    meta: { silent: true },
    onSuccess: (matrix) => queryClient.setQueryData(key, matrix),
  });
}
