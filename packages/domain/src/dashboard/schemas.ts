import { z } from 'zod';
import { DATABASE_INTEGER_MAX } from '../constants.ts';
import { MODIFICATION_REASONS } from '../modifications/schemas.ts';
import { PAYMENT_SERVICES } from '../payments/fees.ts';
import { RECORD_KINDS } from '../records/kind.ts';
import { registryToday } from '../validation/dates.ts';
import { PLACE_SETTINGS, TIMELINESS_BANDS } from './tallies.ts';

/*
 * The directors' dashboards (issue 26, part 3): `GET /api/dashboard` answers every figure of
 * one view (period, kind and area) at once, from counts kept as records change.
 */

/** The spec's statistics start year: figures are kept from January 2023. */
export const STATISTICS_START_YEAR = 2023;
export const STATISTICS_START_MONTH = `${STATISTICS_START_YEAR}-01`;

export const DASHBOARD_MESSAGES = {
  month: 'Give a month as yyyy-mm.',
  beforeStart: `Figures start in January ${STATISTICS_START_YEAR}.`,
  future: 'The period cannot end after this month.',
  order: 'The period must start before it ends.',
  outsideScope: 'You can see the figures of your own area only.',
  centreOutsideLga: 'That registration centre is not in the chosen LGA.',
  lgaOutsideState: 'That LGA is not in the chosen state.',
} as const;

const M = DASHBOARD_MESSAGES;

/** `yyyy-mm`, a month of the statistics (January 2023 onwards). */
export const monthSchema = z
  .string({ error: M.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.month)
  .refine((month) => month >= STATISTICS_START_MONTH, M.beforeStart);

/** The registry's current month (Nigeria), `yyyy-mm`. */
export function currentMonth(now: Date = new Date()): string {
  const today = registryToday(now);
  return `${today.year}-${String(today.month).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included (`yyyy-mm`). */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (;;) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    if (value > to) return months;
    months.push(value);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** An area's id: a whole number the database's integer column can hold. */
const optionalId = z.coerce.number<unknown>().int().positive().max(DATABASE_INTEGER_MAX).optional();

/**
 * `GET /api/dashboard?from&to&kind&state&lga&centre`: the period (from January 2023, to this
 * month when `to` is not given: see `periodOf`), one kind or all, and an area within the
 * caller's own.
 */
export const dashboardFiltersSchema = z.object({
  from: monthSchema.default(STATISTICS_START_MONTH),
  to: monthSchema.optional(),
  kind: z.enum(RECORD_KINDS).optional(),
  state: optionalId,
  lga: optionalId,
  centre: optionalId,
});

/**
 * The months of a view's period (`yyyy-mm`): `to` defaults to this month (the registry's, on
 * the day of `now`) and may not be later; `from` must not come after it. An issue is the
 * message and the filter it is about.
 */
export function periodOf(
  filters: { from: string; to?: string | undefined },
  now: Date,
): { from: string; to: string } | { issue: { path: 'from' | 'to'; message: string } } {
  const thisMonth = currentMonth(now);
  const to = filters.to ?? thisMonth;
  if (to > thisMonth) return { issue: { path: 'to', message: M.future } };
  if (filters.from > to) return { issue: { path: 'from', message: M.order } };
  return { from: filters.from, to };
}

export type DashboardFilters = z.output<typeof dashboardFiltersSchema>;
export type DashboardFiltersInput = z.input<typeof dashboardFiltersSchema>;

/** The areas a view can be of, and what its breakdown by area lists. */
export const DASHBOARD_LEVELS = ['country', 'state', 'lga', 'centre'] as const;
export type DashboardLevel = (typeof DASHBOARD_LEVELS)[number];

const count = z.number().int().nonnegative();
const kind = z.enum(RECORD_KINDS);
const month = z.string();

/** Fees collected (or waived) of one service or one gateway: how many, and how much. */
const feeRow = z.object({ key: z.string(), count, amountKobo: z.number().int() });

export const dashboardSchema = z.object({
  /** The view: its area (and that area's name), period and kind (null: every kind). */
  view: z.object({
    level: z.enum(DASHBOARD_LEVELS),
    stateId: z.number().int().nullable(),
    lgaId: z.number().int().nullable(),
    centreId: z.number().int().nullable(),
    name: z.string(),
    from: month,
    to: month,
    kind: kind.nullable(),
  }),
  /** Records of the view by status now (pending, queried, approved, printed). */
  statuses: z.array(z.object({ kind, status: z.string(), count })),
  /** Registered records (approved or printed) by the month each was captured. */
  monthly: z.array(z.object({ month, kind, count })),
  /** Registered records by how soon they were registered after the event. */
  timeliness: z.array(
    z.object({ kind, band: z.enum(TIMELINESS_BANDS.map((b) => b.value)), count }),
  ),
  /** Registered records by the subject's sex (`SEXES` code). */
  sex: z.array(z.object({ kind, sex: z.number().int(), count })),
  /** Registered births and stillbirths by place of birth (`PLACES_OF_BIRTH` code). */
  places: z.array(z.object({ kind, place: z.number().int(), count })),
  /**
   * The next level down (states of the country, LGAs of a state, centres of an LGA; empty for
   * a centre): registered records of each, births and deaths with how many of them were
   * registered in time (births within 30 days, deaths within 45), and the births expected
   * there when known.
   */
  areas: z.object({
    level: z.enum(['state', 'lga', 'centre']).nullable(),
    rows: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        registered: count,
        births: count,
        birthsWithin30Days: count,
        deaths: count,
        deathsWithin45Days: count,
        expectedBirths: z.number().nullable(),
      }),
    ),
  }),
  /** The registrars of the view who registered most (their records now approved or printed). */
  registrars: z.array(
    z.object({ userId: z.number().int(), name: z.string(), centre: z.string(), count }),
  ),
  /** Certificates issued in the period: originals, reprints, reissues and corrected ones. */
  certificates: z.array(
    z.object({ kind, issue: z.enum(['original', 'reprint', 'reissue', 'correction']), count }),
  ),
  /** Corrections approved in the period, by reason. */
  corrections: z.array(
    z.object({ kind, reason: z.enum(MODIFICATION_REASONS.map((r) => r.value)), count }),
  ),
  /** Fees collected in the period, by service and by gateway, and fees waived by service. */
  fees: z.object({
    byService: z.array(feeRow.extend({ key: z.enum(PAYMENT_SERVICES) })),
    byGateway: z.array(feeRow),
    waived: z.array(feeRow.extend({ key: z.enum(PAYMENT_SERVICES) })),
  }),
  /** Records queried (sent back to the capturer) and corrections queried, by reason given. */
  queried: z.array(z.object({ kind, reason: z.string(), count })),
  correctionsQueried: z.array(z.object({ kind, reason: z.string(), count })),
  /**
   * Births registered in the period against births expected there (state population and crude
   * birth rate, from the estimates the agency imported); null when the view's estimates are
   * missing (`missingStates` names the states without any).
   */
  completeness: z.object({
    births: count,
    expectedBirths: z.number().nullable(),
    ratio: z.number().nullable(),
    missingStates: z.array(z.string()),
    estimateYears: z.array(z.number().int()),
  }),
});

export type Dashboard = z.output<typeof dashboardSchema>;

/** The place settings' labels, for charts and tables. */
export const PLACE_SETTING_NAMES = Object.fromEntries(
  PLACE_SETTINGS.map((setting) => [setting.value, setting.name]),
) as Record<(typeof PLACE_SETTINGS)[number]['value'], string>;
