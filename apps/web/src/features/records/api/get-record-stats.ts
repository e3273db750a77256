import { APPLICATION_STATUSES, type ApplicationStatus } from '@vitalreg/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RecordKindView } from '../types';

/** The caller's records of a kind in scope counted by status, and those captured this month and year. */
export type RecordStats = Record<ApplicationStatus, number> & {
  this_month: number;
  this_year: number;
  total: number;
};

function count(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** Reads the answer whether the counts by status are nested (`by_status`) or at the top level. */
export function toRecordStats(data: unknown): RecordStats {
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

/** `GET /{apiPath}/stats/self`. */
export async function getRecordStats(
  kind: Pick<RecordKindView, 'apiPath'>,
  signal?: AbortSignal,
): Promise<RecordStats> {
  return toRecordStats(await api.get<unknown>(`/${kind.apiPath}/stats/self`, { signal }));
}

export const recordStatsQueryOptions = (kind: Pick<RecordKindView, 'apiPath' | 'queryKey'>) =>
  queryOptions({
    queryKey: [kind.queryKey, 'stats'],
    queryFn: ({ signal }) => getRecordStats(kind, signal),
    staleTime: 30_000,
  });

export function useRecordStats(kind: Pick<RecordKindView, 'apiPath' | 'queryKey'>) {
  return useQuery(recordStatsQueryOptions(kind));
}
