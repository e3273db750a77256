import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** Where the sidebar's Other Access links point (configurable on the server, DESIGN.md). */
export interface AppConfig {
  dcrAppUrl: string;
  adminAppUrl: string;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  dcrAppUrl: paths.dashboard.review.path,
  adminAppUrl: paths.dashboard.admin.path,
};

function pickUrl(source: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** Reads the server's answer, falling back to the in-app pages for any missing target. */
export function toAppConfig(data: unknown): AppConfig {
  const source = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const links =
    source.links && typeof source.links === 'object'
      ? (source.links as Record<string, unknown>)
      : {};
  const all = { ...links, ...source };
  return {
    dcrAppUrl:
      pickUrl(all, ['dcrAppUrl', 'dcrUrl', 'dcr_app_url', 'dcr_url', 'dcr']) ??
      DEFAULT_APP_CONFIG.dcrAppUrl,
    adminAppUrl:
      pickUrl(all, ['adminAppUrl', 'adminUrl', 'admin_app_url', 'admin_url', 'admin']) ??
      DEFAULT_APP_CONFIG.adminAppUrl,
  };
}

/** GET /option/app-config. */
export async function getAppConfig(): Promise<AppConfig> {
  return toAppConfig(await api.get<unknown>('/option/app-config'));
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['options', 'app-config'],
    queryFn: getAppConfig,
    // Optional: without it the defaults apply, so a failure needs no toast.
    meta: { silent: true },
    retry: false,
  });

export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQueryOptions());
  return data ?? DEFAULT_APP_CONFIG;
}
