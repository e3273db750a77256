import { APPLICATION_STATUSES, type ApplicationStatus } from '@vitalreg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The caller's records in scope counted by status, and those captured this month and year. */
export type BirthRegistrationStats = Record<ApplicationStatus, number> & {
  this_month: number;
  this_year: number;
  total: number;
};

function count(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** Reads the answer whether the counts by status are nested (`by_status`) or at the top level. */
export function toBirthRegistrationStats(data: unknown): BirthRegistrationStats {
  const source = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const nested = source.by_status ?? source.byStatus ?? source.status;
  const byStatus =
    nested && typeof nested === 'object' ? (nested as Record<string, unknown>) : source;
  const statuses = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, count(byStatus[status])]),
  ) as Record<ApplicationStatus, number>;
  const sum = APPLICATION_STATUSES.reduce((total, status) => total + statuses[status], 0);
  return {
    ...statuses,
    this_month: count(source.this_month ?? source.thisMonth),
    this_year: count(source.this_year ?? source.thisYear),
    total: source.total === undefined ? sum : count(source.total),
  };
}

/** `GET /birth-registration/stats/self`. */
export async function getBirthRegistrationStats(): Promise<BirthRegistrationStats> {
  return toBirthRegistrationStats(await api.get<unknown>('/birth-registration/stats/self'));
}

export const birthRegistrationStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['birth-registrations', 'stats'],
    queryFn: getBirthRegistrationStats,
    staleTime: 30_000,
  });

export function useBirthRegistrationStats() {
  return useQuery(birthRegistrationStatsQueryOptions());
}
