import { useMutation, useQueryClient } from '@tanstack/react-query';
import { populationEstimatesImportResultSchema } from '@vitalreg/domain';
import { api } from '@/lib/api-client';
import { estimateKeys } from './get-population-estimates';

/**
 * `PUT /dashboard/estimates`: the file's estimates replace every earlier one, or none does (the
 * wrong lines in the refusal, which is the caller's to show).
 */
export function useImportPopulationEstimates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      api.put('/dashboard/estimates', { csv }, { schema: populationEstimatesImportResultSchema }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: estimateKeys.all }),
  });
}
