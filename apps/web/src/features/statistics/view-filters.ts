import {
  currentMonth,
  dashboardFiltersSchema,
  lgaName,
  monthsOf,
  periodOf,
  ROLE_SCOPE,
  STATISTICS_START_MONTH,
  stateName,
  type DashboardFilters,
  type RecordKindKey,
  type RoleName,
  type Scope,
  type SessionUser,
} from '@vitalreg/domain';
import { readAddressFilters } from '@/lib/address-filters';

/*
 * A view's filters live in the address's query string (`from`, `to`, `kind`, `state`, `lga`,
 * `centre`, the API's own names) so that a view can be bookmarked; defaults are left out.
 */

/** The filters as the address holds them: ids as numbers, nothing for a default. */
export interface ViewFilters {
  from?: string;
  to?: string;
  kind?: RecordKindKey;
  state?: number;
  lga?: number;
  centre?: number;
}

export const FILTER_KEYS = ['from', 'to', 'kind', 'state', 'lga', 'centre'] as const;

/** What the address says, unchecked (a hand-written address may say anything). */
export function readFilters(search: URLSearchParams): Record<string, string> {
  return readAddressFilters(search, FILTER_KEYS);
}

/** The raw filters checked by the API's own rules: the filters, or the first problem. */
export function checkFilters(
  raw: Record<string, string>,
  now: Date = new Date(),
): { filters: DashboardFilters; error?: undefined } | { filters?: undefined; error: string } {
  const parsed = dashboardFiltersSchema.safeParse(raw);
  if (!parsed.success) {
    return { error: parsed.error.issues[0]?.message ?? 'These filters are not valid.' };
  }
  const period = periodOf(parsed.data, now);
  return 'issue' in period ? { error: period.issue.message } : { filters: parsed.data };
}

/** The query string of a view, defaults left out (the period then ends with this month). */
export function writeFilters(filters: ViewFilters, now: Date = new Date()): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.from && filters.from !== STATISTICS_START_MONTH) search.set('from', filters.from);
  if (filters.to && filters.to !== currentMonth(now)) search.set('to', filters.to);
  if (filters.kind) search.set('kind', filters.kind);
  for (const key of ['state', 'lga', 'centre'] as const) {
    const id = filters[key];
    if (id !== undefined) search.set(key, String(id));
  }
  return search;
}

/** Numbers of the raw filters, for the selects (a value that is not a number is dropped). */
export function viewFiltersOf(raw: Record<string, string>): ViewFilters {
  const id = (value: string | undefined) => {
    const number = Number(value);
    return value && Number.isInteger(number) && number > 0 ? number : undefined;
  };
  return {
    from: raw.from,
    to: raw.to,
    kind: raw.kind as RecordKindKey | undefined,
    state: id(raw.state),
    lga: id(raw.lga),
    centre: id(raw.centre),
  };
}

/**
 * The user's own area: where their view starts. A national user chooses a state, then an LGA,
 * then a centre; a state's staff start at their state, an LGA's at their LGA.
 */
export interface OwnArea {
  scope: Scope;
  stateId: number | null;
  lgaId: number | null;
  centreId: number | null;
}

export function ownArea(user: SessionUser): OwnArea {
  const scope = ROLE_SCOPE[user.roles.name as RoleName] ?? 'centre';
  return {
    scope,
    stateId: scope === 'country' ? null : user.State_ID,
    lgaId: scope === 'lga' || scope === 'centre' ? user.LGA_ID : null,
    centreId: scope === 'centre' ? user.Reg_Center_ID : null,
  };
}

/** Which area pickers a user gets: a level above their own area is fixed. */
export function areaPickers(area: OwnArea) {
  return {
    state: area.scope === 'country',
    lga: area.scope === 'country' || area.scope === 'state',
    centre: area.scope !== 'centre',
  };
}

/** The user's own area in words ("Lagos", "Ikeja, Lagos"); null for the whole country. */
export function ownAreaName(area: OwnArea, centreName?: string): string | null {
  const parts = [
    area.centreId !== null ? centreName : undefined,
    lgaName(area.lgaId),
    stateName(area.stateId),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The months a period may start or end with, January 2023 to this month. */
export const periodMonths = (now: Date = new Date()) =>
  monthsOf(STATISTICS_START_MONTH, currentMonth(now));
