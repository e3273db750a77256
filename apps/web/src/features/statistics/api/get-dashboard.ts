import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { dashboardSchema, type Dashboard, type DashboardFilters } from '@vitalreg/domain';
import { api } from '@/lib/api-client';

export const dashboardKeys = {
  view: (filters: DashboardFilters) => ['dashboard', filters] as const,
};

/** `GET /dashboard?from&to&kind&state&lga&centre`: every figure of one view. */
export function getDashboard(filters: DashboardFilters, signal?: AbortSignal): Promise<Dashboard> {
  const { from, to, kind, state, lga, centre } = filters;
  return api.get('/dashboard', {
    params: { from, to, kind, state, lga, centre },
    schema: dashboardSchema,
    signal,
  });
}

/** The view's figures; null filters (not valid) ask nothing. The page shows refusals itself. */
export function useDashboard(filters: DashboardFilters | null) {
  return useQuery({
    queryKey: filters ? dashboardKeys.view(filters) : ['dashboard', null],
    queryFn: filters ? ({ signal }) => getDashboard(filters, signal) : skipToken,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
