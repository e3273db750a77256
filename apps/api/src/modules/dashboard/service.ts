import {
  DASHBOARD_MESSAGES as M,
  expectedBirths,
  lgaName,
  LGAS,
  stateName,
  stateOfLga,
  STATES,
  type Dashboard,
  type DashboardFilters,
  type DashboardLevel,
  type PaymentService,
  type ModificationReason,
  type TimelinessBand,
  periodOf,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { forbidden, invalid } from '../../errors.ts';
import { isInScope, type UserScope } from '../auth/scope.ts';
import { loadPopulationEstimates } from '../estimates/repository.ts';
import {
  activityTallies,
  centreOf,
  centresOfLga,
  registeredByArea,
  registeredTallies,
  statusCounts,
  topRegistrars,
  type AreaCounts,
  type TallyArea,
  type TallyPeriod,
} from './repository.ts';

/** The area a view is of: its level and the ids that place it. */
interface ViewArea {
  level: DashboardLevel;
  stateId: number | null;
  lgaId: number | null;
  centreId: number | null;
  name: string;
}

const COUNTRY: ViewArea = {
  level: 'country',
  stateId: null,
  lgaId: null,
  centreId: null,
  name: 'Nigeria',
};

const TALLY_LEVEL: Record<DashboardLevel, TallyArea['level']> = {
  country: 0,
  state: 1,
  lga: 2,
  centre: 3,
};

function tallyAreaOf(view: ViewArea): TallyArea {
  const id = { country: 0, state: view.stateId, lga: view.lgaId, centre: view.centreId }[
    view.level
  ];
  return { level: TALLY_LEVEL[view.level], id: id ?? 0 };
}

const stateArea = (stateId: number): ViewArea => ({
  level: 'state',
  stateId,
  lgaId: null,
  centreId: null,
  name: stateName(stateId) ?? `State ${stateId}`,
});

const lgaArea = (lgaId: number): ViewArea => ({
  level: 'lga',
  stateId: stateOfLga(lgaId) ?? null,
  lgaId,
  centreId: null,
  name: lgaName(lgaId) ?? `LGA ${lgaId}`,
});

/**
 * The directors' dashboards (issue 26, part 3; docs/dashboards.md): the figures of one view
 * (period, kind, area within the caller's own), from the counts migration 0040 keeps.
 */
export class DashboardService {
  constructor(private readonly app: FastifyInstance) {}

  private get db(): Database {
    return this.app.readDb;
  }

  /** The view the filters name, or the caller's own area; 403 outside it. */
  async viewOf(scope: UserScope, filters: DashboardFilters): Promise<ViewArea> {
    let area: ViewArea;
    if (filters.centre !== undefined) {
      const centre = await centreOf(this.db, filters.centre);
      if (!centre) throw forbidden(M.outsideScope);
      if (filters.lga !== undefined && centre.lga_id !== filters.lga) {
        throw invalid(M.centreOutsideLga, 'centre');
      }
      area = {
        level: 'centre',
        stateId: centre.state_id,
        lgaId: centre.lga_id,
        centreId: centre.id,
        name: centre.name,
      };
    } else if (filters.lga !== undefined) {
      area = lgaArea(filters.lga);
      if (area.stateId === null) throw forbidden(M.outsideScope);
    } else if (filters.state !== undefined) {
      if (!stateName(filters.state)) throw forbidden(M.outsideScope);
      area = stateArea(filters.state);
    } else {
      return this.ownArea(scope);
    }
    if (filters.state !== undefined && area.stateId !== filters.state) {
      throw invalid(M.lgaOutsideState, 'lga');
    }
    if (!isInScope(scope, area)) throw forbidden(M.outsideScope);
    return area;
  }

  private async ownArea(scope: UserScope): Promise<ViewArea> {
    switch (scope.kind) {
      case 'country':
        return COUNTRY;
      case 'state':
        if (scope.stateId === null) throw forbidden(M.outsideScope);
        return stateArea(scope.stateId);
      case 'lga':
        if (scope.lgaId === null) throw forbidden(M.outsideScope);
        return lgaArea(scope.lgaId);
      case 'centre': {
        const centre =
          scope.centreId === null ? undefined : await centreOf(this.db, scope.centreId);
        if (!centre) throw forbidden(M.outsideScope);
        return {
          level: 'centre',
          stateId: centre.state_id,
          lgaId: centre.lga_id,
          centreId: centre.id,
          name: centre.name,
        };
      }
    }
  }

  async dashboard(scope: UserScope, query: DashboardFilters, now: Date): Promise<Dashboard> {
    const months = periodOf(query, now);
    if ('issue' in months) throw invalid(months.issue.message, months.issue.path);
    const filters = { ...query, ...months };
    const view = await this.viewOf(scope, filters);
    const area = tallyAreaOf(view);
    const period: TallyPeriod = {
      from: `${filters.from}-01`,
      to: `${filters.to}-01`,
      kind: filters.kind,
    };
    const [statuses, tallies, activity, registrars, areas, estimates] = await Promise.all([
      statusCounts(this.db, area, filters.kind),
      registeredTallies(this.db, area, period),
      activityTallies(this.db, area, period),
      topRegistrars(this.db, area, period),
      this.areasOf(view, period),
      loadPopulationEstimates(this.db),
    ]);
    const grouped = <T>(
      rows: typeof tallies,
      keyOf: (row: (typeof tallies)[number]) => T | null,
    ): { kind: (typeof tallies)[number]['kind']; value: T; count: number }[] => {
      const totals = new Map<
        string,
        { kind: (typeof tallies)[number]['kind']; value: T; count: number }
      >();
      for (const row of rows) {
        const value = keyOf(row);
        if (value === null) continue;
        const key = `${row.kind}|${String(value)}`;
        const total = totals.get(key) ?? { kind: row.kind, value, count: 0 };
        total.count += row.n;
        totals.set(key, total);
      }
      return [...totals.values()];
    };
    const measure = (name: string) => activity.filter((row) => row.measure === name);
    /** A service's count and amount by detail (service, gateway), over the view's kinds. */
    const fees = (name: string) => {
      const totals = new Map<string, { key: string; count: number; amountKobo: number }>();
      for (const row of measure(name)) {
        const total = totals.get(row.detail) ?? { key: row.detail, count: 0, amountKobo: 0 };
        total.count += row.n;
        total.amountKobo += row.amount;
        totals.set(row.detail, total);
      }
      return [...totals.values()];
    };

    const births = tallies.filter((row) => row.kind === 'birth').reduce((n, row) => n + row.n, 0);
    const stateIds = this.statesOf(view);
    const expected = stateIds
      ? expectedBirths(estimates, stateIds, filters.from, filters.to)
      : null;
    const expectedBirthsOfView = expected?.expected ?? null;

    return {
      view: { ...view, from: filters.from, to: filters.to, kind: filters.kind ?? null },
      statuses,
      monthly: grouped(tallies, (row) => row.month).map(({ kind, value, count }) => ({
        month: value,
        kind,
        count,
      })),
      timeliness: grouped(tallies, (row) => (row.timeliness || null) as TimelinessBand | null).map(
        ({ kind, value, count }) => ({ kind, band: value, count }),
      ),
      sex: grouped(tallies, (row) => row.sex || null).map(({ kind, value, count }) => ({
        kind,
        sex: value,
        count,
      })),
      places: grouped(tallies, (row) => row.place || null).map(({ kind, value, count }) => ({
        kind,
        place: value,
        count,
      })),
      areas:
        areas.level === null
          ? { level: null, rows: [] }
          : {
              level: areas.level,
              rows: areas.rows.map((row) => ({
                ...row,
                expectedBirths:
                  areas.level === 'state'
                    ? expectedBirths(estimates, [row.id], filters.from, filters.to).expected
                    : null,
              })),
            },
      registrars,
      certificates: measure('certificate').map((row) => ({
        kind: row.kind as Dashboard['certificates'][number]['kind'],
        issue: row.detail as Dashboard['certificates'][number]['issue'],
        count: row.n,
      })),
      corrections: measure('correction').map((row) => ({
        kind: row.kind as Dashboard['corrections'][number]['kind'],
        reason: row.detail as ModificationReason,
        count: row.n,
      })),
      fees: {
        byService: fees('fee_service') as {
          key: PaymentService;
          count: number;
          amountKobo: number;
        }[],
        byGateway: fees('fee_gateway'),
        waived: fees('fee_waived') as { key: PaymentService; count: number; amountKobo: number }[],
      },
      queried: measure('record_queried').map((row) => ({
        kind: row.kind as Dashboard['queried'][number]['kind'],
        reason: row.detail,
        count: row.n,
      })),
      correctionsQueried: measure('correction_queried').map((row) => ({
        kind: row.kind as Dashboard['queried'][number]['kind'],
        reason: row.detail,
        count: row.n,
      })),
      completeness: {
        births,
        expectedBirths: expectedBirthsOfView,
        ratio: expectedBirthsOfView ? births / expectedBirthsOfView : null,
        missingStates: (expected?.missingStateIds ?? []).map((id) => stateName(id) ?? String(id)),
        estimateYears: expected?.years ?? [],
      },
    };
  }

  /** The states whose estimates give the view's expected births; null below a state. */
  private statesOf(view: ViewArea): number[] | null {
    if (view.level === 'country') return STATES.map((state) => state.State_ID);
    if (view.level === 'state' && view.stateId !== null) return [view.stateId];
    return null;
  }

  /** The view's areas one level down, each with its registered records and births. */
  private async areasOf(view: ViewArea, period: TallyPeriod) {
    type Row = { id: number; name: string } & AreaCounts;
    const none: AreaCounts = {
      registered: 0,
      births: 0,
      birthsWithin30Days: 0,
      deaths: 0,
      deathsWithin45Days: 0,
    };
    const withCounts = async (level: 1 | 2 | 3, areas: { id: number; name: string }[]) => {
      const counts = await registeredByArea(
        this.db,
        level,
        level === 1 ? null : areas.map((a) => a.id),
        period,
      );
      return areas.map((a): Row => ({ ...a, ...(counts.get(a.id) ?? none) }));
    };
    switch (view.level) {
      case 'country':
        return {
          level: 'state' as const,
          rows: await withCounts(
            1,
            STATES.map((state) => ({ id: state.State_ID, name: state.State_Name })),
          ),
        };
      case 'state':
        return {
          level: 'lga' as const,
          rows: await withCounts(
            2,
            LGAS.filter((lga) => lga.State_ID === view.stateId).map((lga) => ({
              id: lga.LGA_ID,
              name: lga.LGA_Name,
            })),
          ),
        };
      case 'lga':
        return {
          level: 'centre' as const,
          rows: await withCounts(3, await centresOfLga(this.db, view.lgaId ?? 0)),
        };
      case 'centre':
        return { level: null, rows: [] as Row[] };
    }
  }
}
