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

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Registered, pending and queried records of the view, every kind together. */
export function headlineFigures(dashboard: Dashboard) {
  const of = (...statuses: string[]) =>
    sum(
      dashboard.statuses.filter((row) => statuses.includes(row.status)),
      (row) => row.count,
    );
  return { registered: of('approved', 'printed'), pending: of('pending'), queried: of('queried') };
}

/** Registered records by month of the period (months without any show 0), per kind. */
export function monthlyTable(dashboard: Dashboard): FigureTable {
  const kinds = kindsOf(dashboard);
  const counts = new Map(dashboard.monthly.map((row) => [`${row.month} ${row.kind}`, row.count]));
  return {
    columns: [
      { key: 'month', label: 'Month', format: 'month' },
      ...kinds.map(kindColumn),
      ...(kinds.length > 1 ? [TOTAL] : []),
    ],
    rows: monthsOf(dashboard.view.from, dashboard.view.to).map((month) => {
      const row: FigureRow = { month };
      for (const kind of kinds) row[kind] = counts.get(`${month} ${kind}`) ?? 0;
      row.total = sum(kinds, (kind) => row[kind] as number);
      return row;
    }),
  };
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
  const rows = bands.map((band) => {
    const row: FigureRow = { band: TIMELINESS_BAND_NAMES[band] };
    for (const kind of kinds) {
      row[kind] = sum(
        dashboard.timeliness.filter((t) => t.kind === kind && t.band === band),
        (t) => t.count,
      );
    }
    row.total = sum(kinds, (kind) => row[kind] as number);
    return row;
  });
  const whole = sum(rows, (row) => row.total as number);
  for (const row of rows) row.share = shareOf(row.total as number, whole);
  return {
    columns: [
      { key: 'band', label: 'When registered', format: 'text' },
      ...kinds.map(kindColumn),
      ...(kinds.length > 1 ? [TOTAL] : []),
      SHARE,
    ],
    rows,
  };
}

/** Registered records by the subject's sex, per kind. */
export function sexTable(dashboard: Dashboard): FigureTable {
  const known = new Set<number>(SEXES.map((sex) => sex.value));
  const unknown = dashboard.sex.some((row) => !known.has(row.sex) && row.count > 0);
  const rows = kindsOf(dashboard).map((kind) => {
    const ofKind = dashboard.sex.filter((row) => row.kind === kind);
    const row: FigureRow = { kind: KIND_NAMES[kind] };
    for (const sex of SEXES) {
      row[sex.name] = sum(
        ofKind.filter((r) => r.sex === sex.value),
        (r) => r.count,
      );
    }
    if (unknown) {
      row['Not stated'] = sum(
        ofKind.filter((r) => !known.has(r.sex)),
        (r) => r.count,
      );
    }
    row.total = sum(ofKind, (r) => r.count);
    return row;
  });
  return {
    columns: [
      { key: 'kind', label: 'Kind', format: 'text' },
      ...SEXES.map((sex) => count(sex.name)),
      ...(unknown ? [count('Not stated')] : []),
      TOTAL,
    ],
    rows,
  };
}

/** Registered births and stillbirths by place of birth, grouped by setting. */
export function placesTable(dashboard: Dashboard): FigureTable | null {
  const kinds = kindsOf(dashboard).filter((kind) => kind === 'birth' || kind === 'stillbirth');
  if (kinds.length === 0) return null;
  const rows = PLACE_SETTINGS.map((setting) => {
    const row: FigureRow = { setting: setting.name };
    for (const kind of kinds) {
      row[kind] = sum(
        dashboard.places.filter(
          (p) => p.kind === kind && placeSettingOf(p.place) === setting.value,
        ),
        (p) => p.count,
      );
    }
    row.total = sum(kinds, (kind) => row[kind] as number);
    return row;
  });
  const whole = sum(rows, (row) => row.total as number);
  for (const row of rows) row.share = shareOf(row.total as number, whole);
  return {
    columns: [
      { key: 'setting', label: 'Place of birth', format: 'text' },
      ...kinds.map(kindColumn),
      ...(kinds.length > 1 ? [TOTAL] : []),
      SHARE,
    ],
    rows,
  };
}

export const AREA_LEVEL_NAMES = {
  state: { one: 'State', many: 'states' },
  lga: { one: 'LGA', many: 'LGAs' },
  centre: { one: 'Registration centre', many: 'registration centres' },
} as const;

/** The next level down: each area's registered records, births and births expected. */
export function areasTable(dashboard: Dashboard): FigureTable | null {
  const { level, rows } = dashboard.areas;
  if (!level) return null;
  // Births are expected per state: LGAs and centres have no such figure.
  const expected = level === 'state' || rows.some((area) => area.expectedBirths !== null);
  return {
    columns: [
      { key: 'name', label: AREA_LEVEL_NAMES[level].one, format: 'text' },
      { key: 'registered', label: 'Registered', format: 'count' },
      { key: 'births', label: 'Births', format: 'count' },
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
] as const;

/** Certificates printed, reprinted and reissued in the period, per kind. */
export function certificatesTable(dashboard: Dashboard): FigureTable {
  return {
    columns: [
      { key: 'kind', label: 'Kind', format: 'text' },
      ...ISSUES.map((issue) => count(issue.name)),
      TOTAL,
    ],
    rows: kindsOf(dashboard).map((kind) => {
      const ofKind = dashboard.certificates.filter((row) => row.kind === kind);
      const row: FigureRow = { kind: KIND_NAMES[kind] };
      for (const issue of ISSUES) {
        row[issue.name] = sum(
          ofKind.filter((r) => r.issue === issue.value),
          (r) => r.count,
        );
      }
      row.total = sum(ofKind, (r) => r.count);
      return row;
    }),
  };
}

/** Corrections approved in the period by reason; a column per kind that has any. */
export function correctionsTable(dashboard: Dashboard): FigureTable {
  const kinds = kindsOf(dashboard).filter((kind) =>
    dashboard.corrections.some((row) => row.kind === kind && row.count > 0),
  );
  return {
    columns: [{ key: 'reason', label: 'Reason', format: 'text' }, ...kinds.map(kindColumn), TOTAL],
    rows: MODIFICATION_REASONS.map((reason) => {
      const ofReason = dashboard.corrections.filter((row) => row.reason === reason.value);
      const row: FigureRow = { reason: reason.name };
      for (const kind of kinds) {
        row[kind] = sum(
          ofReason.filter((r) => r.kind === kind),
          (r) => r.count,
        );
      }
      row.total = sum(ofReason, (r) => r.count);
      return row;
    }),
  };
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
    columns: [
      { key: 'reason', label: 'Reason', format: 'text' },
      { key: 'kind', label: 'Kind', format: 'text' },
      { key: 'count', label: 'Queried', format: 'count' },
    ],
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
