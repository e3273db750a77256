import {
  BIRTH_TIMELINESS_BANDS,
  DEATH_TIMELINESS_BANDS,
  formatAmount,
  KOBO_PER_NAIRA,
  MODIFICATION_REASONS,
  monthsOf,
  PAYMENT_SERVICE_NAMES,
  PLACE_SETTINGS,
  placeSettingOf,
  RECORD_KINDS,
  SEXES,
  TIMELINESS_BAND_NAMES,
  type Dashboard,
  type RecordKindKey,
} from '@vitalreg/domain';
import type { CsvValue } from './csv';

/*
 * Each figure of a view as one table: what its section shows, what its chart draws and what its
 * CSV holds. Cells keep raw values (counts, kobo, ratios); formatting is per column.
 */

export const KIND_NAMES: Record<RecordKindKey, string> = {
  birth: 'Births',
  death: 'Deaths',
  stillbirth: 'Stillbirths',
  attestation: 'Attestations',
};

/** How a column's values read: text, a `yyyy-mm` month, a count, kobo, or a ratio (0.5 = 50%). */
export type CellFormat = 'text' | 'month' | 'count' | 'naira' | 'percent';

export interface FigureColumn {
  key: string;
  label: string;
  format: CellFormat;
}

export type FigureRow = Record<string, string | number | null>;

export interface FigureTable {
  columns: FigureColumn[];
  rows: FigureRow[];
  /** The column that names each row (the first when not given). */
  rowHeader?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2023-01` as "Jan 2023" (or "January 2023"). */
export function monthName(month: string, long = false): string {
  const [year, number] = month.split('-');
  const names = long ? LONG_MONTHS : MONTHS;
  return `${names[Number(number) - 1] ?? number} ${year}`;
}

export const formatCount = (value: number) => numberFormat.format(Math.round(value));
export const formatPercent = (ratio: number) => `${percentFormat.format(ratio * 100)}%`;

/** A cell as the table shows it. */
export function displayCell(column: FigureColumn, value: FigureRow[string] | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return column.format === 'month' ? monthName(value) : value;
  switch (column.format) {
    case 'naira':
      return formatAmount(value);
    case 'percent':
      return formatPercent(value);
    default:
      return formatCount(value);
  }
}

/** A column's CSV header: its label with the unit the CSV's plain numbers are in. */
export function csvHeader(column: FigureColumn): string {
  if (column.format === 'naira') return `${column.label} (NGN)`;
  if (column.format === 'percent') return `${column.label} (%)`;
  return column.label;
}

/** A cell as the CSV holds it: counts whole, naira from kobo, percentages to one decimal. */
export function csvCell(column: FigureColumn, value: FigureRow[string] | undefined): CsvValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  switch (column.format) {
    case 'naira':
      return value / KOBO_PER_NAIRA;
    case 'percent':
      return Math.round(value * 1000) / 10;
    default:
      return Math.round(value);
  }
}

export function tableCsvRows(table: FigureTable): CsvValue[][] {
  return [
    table.columns.map(csvHeader),
    ...table.rows.map((row) => table.columns.map((column) => csvCell(column, row[column.key]))),
  ];
}

/* ---------- The view's figures ---------- */

/** The kinds a view covers: its one kind, or every kind. */
export function kindsOf(dashboard: Dashboard): RecordKindKey[] {
  return dashboard.view.kind ? [dashboard.view.kind] : [...RECORD_KINDS];
}

const count = (name: string): FigureColumn => ({ key: name, label: name, format: 'count' });
const kindColumn = (kind: RecordKindKey): FigureColumn => ({
  key: kind,
  label: KIND_NAMES[kind],
  format: 'count',
});
const TOTAL: FigureColumn = { key: 'total', label: 'Total', format: 'count' };
const SHARE: FigureColumn = { key: 'share', label: 'Share', format: 'percent' };
const KIND: FigureColumn = { key: 'kind', label: 'Kind', format: 'text' };
const REASON: FigureColumn = { key: 'reason', label: 'Reason', format: 'text' };

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A part of a whole: the share is null when the whole is nothing. */
export interface Share {
  part: number;
  whole: number;
  share: number | null;
}

const shareFigure = (part: number, whole: number): Share => ({
  part,
  whole,
  share: shareOf(part, whole),
});

/**
 * What a director asks first (docs/dashboards.md, "On the screen"): records registered in the
 * period, births and deaths registered in time (null when the view has none of the kind),
 * completeness against births expected, and what is pending or queried now.
 */
export function leadFigures(dashboard: Dashboard) {
  const kinds = kindsOf(dashboard);
  const monthly = (kind?: RecordKindKey) =>
    sum(
      dashboard.monthly.filter((row) => !kind || row.kind === kind),
      (row) => row.count,
    );
  const inTime = (kind: RecordKindKey, band: string) =>
    sum(
      dashboard.timeliness.filter((row) => row.kind === kind && row.band === band),
      (row) => row.count,
    );
  const now = (status: string) =>
    sum(
      dashboard.statuses.filter((row) => row.status === status),
      (row) => row.count,
    );
  const births = monthly('birth');
  const birthsInTime = inTime('birth', 'within_30_days');
  const { expectedBirths, ratio } = dashboard.completeness;
  return {
    registered: monthly(),
    byKind: kinds.map((kind) => ({ kind, count: monthly(kind) })),
    birthsWithin30Days: kinds.includes('birth') ? shareFigure(birthsInTime, births) : null,
    deathsWithin45Days: kinds.includes('death')
      ? shareFigure(inTime('death', 'within_45_days'), monthly('death'))
      : null,
    completeness: kinds.includes('birth') ? { ratio, expectedBirths, births } : null,
    /** Births registered within 30 days against births expected: completeness in time. */
    completenessWithin30Days:
      kinds.includes('birth') && expectedBirths ? birthsInTime / expectedBirths : null,
    pending: now('pending'),
    queried: now('queried'),
  };
}

/** What a cross-tabulation counts: the row and the column each of its counts belongs to. */
interface CrossTabulation<T, C> {
  /** The column naming each row; the rows in order, by the value their counts carry. */
  category: FigureColumn;
  categories: readonly { value: C; name: string }[];
  categoryOf: (counted: T) => C;
  /** A count column per series (kind, sex, issue), by its key. */
  series: readonly FigureColumn[];
  seriesOf: (counted: T) => string;
  /** Whether the table shows each row's total (every row carries it, for the charts). */
  total: boolean;
  /** Whether it shows each row's share of the whole. */
  share?: boolean;
}

/** Counts as a row per category, a column per series and each row's total. */
function crossTable<T extends { count: number }, C>(
  counts: readonly T[],
  by: CrossTabulation<T, C>,
): FigureTable {
  const rows = by.categories.map((category) => {
    const ofCategory = counts.filter((counted) => by.categoryOf(counted) === category.value);
    const row: FigureRow = { [by.category.key]: category.name };
    for (const column of by.series) {
      row[column.key] = sum(
        ofCategory.filter((counted) => by.seriesOf(counted) === column.key),
        (counted) => counted.count,
      );
    }
    row.total = sum(by.series, (column) => row[column.key] as number);
    return row;
  });
  if (by.share) {
    const whole = sum(rows, (row) => row.total as number);
    for (const row of rows) row.share = shareOf(row.total as number, whole);
  }
  return {
    columns: [
      by.category,
      ...by.series,
      ...(by.total ? [TOTAL] : []),
      ...(by.share ? [SHARE] : []),
    ],
    rows,
  };
}

/** The view's kinds as a cross-tabulation's rows. */
const kindCategories = (dashboard: Dashboard) =>
  kindsOf(dashboard).map((kind) => ({ value: kind, name: KIND_NAMES[kind] }));

/** Registered records by month of the period (months without any show 0), per kind. */
export function monthlyTable(dashboard: Dashboard): FigureTable {
  const kinds = kindsOf(dashboard);
  return crossTable(dashboard.monthly, {
    category: { key: 'month', label: 'Month', format: 'month' },
    categories: monthsOf(dashboard.view.from, dashboard.view.to).map((month) => ({
      value: month,
      name: month,
    })),
    categoryOf: (row) => row.month,
    series: kinds.map(kindColumn),
    seriesOf: (row) => row.kind,
    total: kinds.length > 1,
  });
}

/** Births (and attestations, all over 5 years) by how soon they were registered. */
export function birthTimelinessTable(dashboard: Dashboard): FigureTable | null {
  const kinds = kindsOf(dashboard).filter((kind) => kind === 'birth' || kind === 'attestation');
  if (kinds.length === 0) return null;
  return timelinessTable(dashboard, kinds, BIRTH_TIMELINESS_BANDS);
}

/** Deaths registered within 45 days of the death, or after. */
export function deathTimelinessTable(dashboard: Dashboard): FigureTable | null {
  if (!kindsOf(dashboard).includes('death')) return null;
  return timelinessTable(dashboard, ['death'], DEATH_TIMELINESS_BANDS);
}

function timelinessTable(
  dashboard: Dashboard,
  kinds: RecordKindKey[],
  bands: readonly (keyof typeof TIMELINESS_BAND_NAMES)[],
): FigureTable {
  return crossTable(dashboard.timeliness, {
    category: { key: 'band', label: 'When registered', format: 'text' },
    categories: bands.map((band) => ({ value: band, name: TIMELINESS_BAND_NAMES[band] })),
    categoryOf: (row) => row.band,
    series: kinds.map(kindColumn),
    seriesOf: (row) => row.kind,
    total: kinds.length > 1,
    share: true,
  });
}

const NOT_STATED = 'Not stated';

/** Registered records by the subject's sex, per kind; "Not stated" only when some are. */
export function sexTable(dashboard: Dashboard): FigureTable {
  const known = new Set<number>(SEXES.map((sex) => sex.value));
  const unknown = dashboard.sex.some((row) => !known.has(row.sex) && row.count > 0);
  return crossTable(dashboard.sex, {
    category: KIND,
    categories: kindCategories(dashboard),
    categoryOf: (row) => row.kind,
    series: [...SEXES.map((sex) => count(sex.name)), ...(unknown ? [count(NOT_STATED)] : [])],
    seriesOf: (row) => SEXES.find((sex) => sex.value === row.sex)?.name ?? NOT_STATED,
    total: true,
  });
}

/** Registered births and stillbirths by place of birth, grouped by setting. */
export function placesTable(dashboard: Dashboard): FigureTable | null {
  const kinds = kindsOf(dashboard).filter((kind) => kind === 'birth' || kind === 'stillbirth');
  if (kinds.length === 0) return null;
  return crossTable(dashboard.places, {
    category: { key: 'setting', label: 'Place of birth', format: 'text' },
    categories: PLACE_SETTINGS,
    categoryOf: (row) => placeSettingOf(row.place),
    series: kinds.map(kindColumn),
    seriesOf: (row) => row.kind,
    total: kinds.length > 1,
    share: true,
  });
}

export const AREA_LEVEL_NAMES = {
  state: { one: 'State', many: 'states' },
  lga: { one: 'LGA', many: 'LGAs' },
  centre: { one: 'Registration centre', many: 'registration centres' },
} as const;

/**
 * The next level down: each area's registered records, births and deaths with the share of
 * them registered in time (for the kinds the view covers), births expected and completeness.
 */
export function areasTable(dashboard: Dashboard): FigureTable | null {
  const { level, rows } = dashboard.areas;
  if (!level) return null;
  const kinds = kindsOf(dashboard);
  // Births are expected per state: LGAs and centres have no such figure.
  const expected = level === 'state' || rows.some((area) => area.expectedBirths !== null);
  return {
    columns: [
      { key: 'name', label: AREA_LEVEL_NAMES[level].one, format: 'text' },
      { key: 'registered', label: 'Registered', format: 'count' },
      { key: 'births', label: 'Births', format: 'count' },
      ...(kinds.includes('birth')
        ? ([
            { key: 'birthsWithin30Days', label: 'Births within 30 days', format: 'percent' },
          ] as const)
        : []),
      ...(kinds.includes('death')
        ? ([
            { key: 'deaths', label: 'Deaths', format: 'count' },
            { key: 'deathsWithin45Days', label: 'Deaths within 45 days', format: 'percent' },
          ] as const)
        : []),
      ...(expected
        ? ([
            { key: 'expectedBirths', label: 'Expected births', format: 'count' },
            { key: 'completeness', label: 'Completeness', format: 'percent' },
          ] as const)
        : []),
    ],
    rows: rows.map((area) => ({
      id: area.id,
      name: area.name,
      registered: area.registered,
      births: area.births,
      birthsWithin30Days: shareOf(area.birthsWithin30Days, area.births),
      deaths: area.deaths,
      deathsWithin45Days: shareOf(area.deathsWithin45Days, area.deaths),
      expectedBirths: area.expectedBirths === null ? null : Math.round(area.expectedBirths),
      completeness:
        area.expectedBirths && area.expectedBirths > 0 ? area.births / area.expectedBirths : null,
    })),
  };
}

/** The registrars who registered most, in the API's order. */
export function registrarsTable(dashboard: Dashboard): FigureTable {
  return {
    columns: [
      { key: 'rank', label: 'Rank', format: 'count' },
      { key: 'name', label: 'Registrar', format: 'text' },
      { key: 'centre', label: 'Registration centre', format: 'text' },
      { key: 'count', label: 'Registered', format: 'count' },
    ],
    rowHeader: 'name',
    rows: dashboard.registrars.map((registrar, index) => ({
      rank: index + 1,
      name: registrar.name,
      centre: registrar.centre,
      count: registrar.count,
    })),
  };
}

const ISSUES = [
  { value: 'original', name: 'Printed' },
  { value: 'reprint', name: 'Reprinted' },
  { value: 'reissue', name: 'Reissued' },
  { value: 'correction', name: 'Corrected' },
] as const;

/** Certificates printed, reprinted, reissued and printed again after a correction, per kind. */
export function certificatesTable(dashboard: Dashboard): FigureTable {
  return crossTable(dashboard.certificates, {
    category: KIND,
    categories: kindCategories(dashboard),
    categoryOf: (row) => row.kind,
    series: ISSUES.map((issue) => count(issue.name)),
    seriesOf: (row) => ISSUES.find((issue) => issue.value === row.issue)?.name ?? row.issue,
    total: true,
  });
}

/** Corrections approved in the period by reason; a column per kind that has any. */
export function correctionsTable(dashboard: Dashboard): FigureTable {
  const kinds = kindsOf(dashboard).filter((kind) =>
    dashboard.corrections.some((row) => row.kind === kind && row.count > 0),
  );
  return crossTable(dashboard.corrections, {
    category: REASON,
    categories: MODIFICATION_REASONS,
    categoryOf: (row) => row.reason,
    series: kinds.map(kindColumn),
    seriesOf: (row) => row.kind,
    total: true,
  });
}

const GATEWAY_NAMES: Record<string, string> = {
  sandbox: 'Sandbox (test payments)',
  paystack: 'Paystack',
};

type FeeRow = Dashboard['fees']['byGateway'][number];

function feeTable(
  rows: readonly FeeRow[],
  first: FigureColumn,
  name: (key: string) => string,
  counted: string,
): FigureTable {
  return {
    columns: [
      first,
      { key: 'count', label: counted, format: 'count' },
      { key: 'amount', label: 'Amount', format: 'naira' },
    ],
    rows: rows.map((row) => ({
      [first.key]: name(row.key),
      count: row.count,
      amount: row.amountKobo,
    })),
  };
}

const serviceName = (key: string) =>
  PAYMENT_SERVICE_NAMES[key as keyof typeof PAYMENT_SERVICE_NAMES] ?? key;
const SERVICE: FigureColumn = { key: 'service', label: 'Service', format: 'text' };

export const feesByServiceTable = (dashboard: Dashboard) =>
  feeTable(dashboard.fees.byService, SERVICE, serviceName, 'Payments');

export const feesByGatewayTable = (dashboard: Dashboard) =>
  feeTable(
    dashboard.fees.byGateway,
    { key: 'gateway', label: 'Gateway', format: 'text' },
    (key) => GATEWAY_NAMES[key] ?? key,
    'Payments',
  );

export const feesWaivedTable = (dashboard: Dashboard) =>
  feeTable(dashboard.fees.waived, SERVICE, serviceName, 'Waivers');

/** Records (or corrections) sent back, by the reason given, most frequent first. */
export function queriedTable(
  dashboard: Dashboard,
  which: 'queried' | 'correctionsQueried',
): FigureTable {
  return {
    columns: [REASON, KIND, { key: 'count', label: 'Queried', format: 'count' }],
    rows: [...dashboard[which]]
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason, 'en'))
      .map((row) => ({ reason: row.reason, kind: KIND_NAMES[row.kind], count: row.count })),
  };
}

/** Births registered against births expected (null when estimates are missing). */
export function completenessTable(dashboard: Dashboard): FigureTable {
  const { births, expectedBirths, ratio, estimateYears } = dashboard.completeness;
  return {
    columns: [
      { key: 'births', label: 'Births registered', format: 'count' },
      { key: 'expectedBirths', label: 'Expected births', format: 'count' },
      { key: 'completeness', label: 'Completeness', format: 'percent' },
      { key: 'estimates', label: 'Population estimates of', format: 'text' },
    ],
    rows: [
      {
        births,
        expectedBirths: expectedBirths === null ? null : Math.round(expectedBirths),
        completeness: ratio,
        estimates: estimateYears.length > 0 ? estimateYears.join(', ') : null,
      },
    ],
  };
}
