import { useQuery } from '@tanstack/react-query';
import { populationEstimatesSchema } from '@vitalreg/domain';
import { api } from '@/lib/api-client';

export const estimateKeys = { all: ['population-estimates'] as const };

/** `GET /dashboard/estimates`: every state's estimates by year, and their last import. */
export function usePopulationEstimates() {
  return useQuery({
    queryKey: estimateKeys.all,
    queryFn: () => api.get('/dashboard/estimates', { schema: populationEstimatesSchema }),
  });
}
