import { formatAmount, type Dashboard } from '@vitalreg/domain';
import type { ComponentType } from 'react';
import {
  birthTimelinessTable,
  certificatesTable,
  correctionsTable,
  deathTimelinessTable,
  feesByGatewayTable,
  feesByServiceTable,
  feesWaivedTable,
  monthlyTable,
  monthName,
  placesTable,
  queriedTable,
  registrarsTable,
  sexTable,
  type FigureRow,
  type FigureTable,
} from '../figures';
import { AreaSection } from './area-section';
import type { ChartSeries, FigureChartProps } from './charts';
import { CompletenessSection } from './completeness-section';
import type { SectionTable } from './figure-section';

/** One table of a figure: how it is built from the view, and what its CSV is called. */
export interface FigureTableDeclaration extends Omit<SectionTable, 'table'> {
  /** Null when the view has nothing of the kind: the figure then has no section. */
  build: (dashboard: Dashboard) => FigureTable | null;
}

/** How a figure's chart draws its first table. */
export interface ChartDeclaration extends Pick<
  FigureChartProps,
  'categoryKey' | 'horizontal' | 'stacked' | 'categoryName' | 'valueName'
> {
  /** A line when there is more than one row (bars otherwise). */
  line?: boolean;
  /** The rows it draws (the table's by default); no chart when there are none. */
  data?: (rows: FigureRow[]) => FigureRow[];
  /** Its bars (the table's count columns by default). */
  series?: readonly ChartSeries[];
}

/** A figure of the view: its section's heading and description, its tables and its chart. */
export interface FigureDeclaration {
  /** The part of the page it is shown in. */
  part: StatisticsPart;
  title: string;
  description: string;
  tables: readonly FigureTableDeclaration[];
  chart: ChartDeclaration;
}

export interface ViewSectionProps {
  dashboard: Dashboard;
  fileName: (csvName: string) => string;
  mayManageEstimates: boolean;
}

/** A section that shows more than a chart and its tables (a map, a note on estimates). */
interface OwnSection {
  part: StatisticsPart;
  key: string;
  component: ComponentType<ViewSectionProps>;
}

export type ViewSection = FigureDeclaration | OwnSection;

/**
 * The parts of the page, each a link of its index (`?section=` in the address, so that a link
 * keeps it): the overview a director reads first, then the rest.
 */
export const STATISTICS_PARTS = [
  { key: 'overview', label: 'Overview' },
  { key: 'timeliness', label: 'Timeliness' },
  { key: 'registrants', label: 'Sex and place of birth' },
  { key: 'registrars', label: 'Registrars' },
  { key: 'certificates', label: 'Certificates and corrections' },
  { key: 'fees', label: 'Fees' },
  { key: 'queries', label: 'Queries' },
] as const;
export type StatisticsPart = (typeof STATISTICS_PARTS)[number]['key'];

/** The part an address names; the overview when it names none (or one there is not). */
export function partOf(value: string | null): StatisticsPart {
  return STATISTICS_PARTS.find((part) => part.key === value)?.key ?? 'overview';
}

const BRAND = '#0e7706';
const NO_FEES = 'No fees collected in this period.';

/** The sections of a view, in the order they show in their part. */
export const VIEW_SECTIONS: readonly ViewSection[] = [
  { part: 'overview', key: 'areas', component: AreaSection },
  {
    part: 'overview',
    title: 'Registrations by month',
    description: 'Records registered (approved or printed) each month, by kind.',
    tables: [{ build: monthlyTable, csvName: 'by-month' }],
    chart: { categoryKey: 'month', line: true, categoryName: (month) => monthName(month) },
  },
  {
    part: 'timeliness',
    title: 'Timeliness of birth registration',
    description:
      'Births registered within 30 days of the birth, within a year, within 5 years, or later; attestations are all over 5 years.',
    tables: [{ build: birthTimelinessTable, csvName: 'birth-timeliness' }],
    chart: { categoryKey: 'band', stacked: true },
  },
  {
    part: 'timeliness',
    title: 'Timeliness of death registration',
    description: 'Deaths registered within 45 days of the death, or after.',
    tables: [{ build: deathTimelinessTable, csvName: 'death-timeliness' }],
    chart: { categoryKey: 'band' },
  },
  {
    part: 'registrants',
    title: 'By sex',
    description:
      'Registered records by the sex of the child, the deceased or the applicant, per kind.',
    tables: [{ build: sexTable, csvName: 'by-sex' }],
    chart: { categoryKey: 'kind' },
  },
  {
    part: 'registrants',
    title: 'Place of birth',
    description: 'Registered births and stillbirths by where the birth took place.',
    tables: [{ build: placesTable, csvName: 'place-of-birth' }],
    chart: { categoryKey: 'setting', horizontal: true, stacked: true },
  },
  {
    part: 'registrars',
    title: 'Registrars who registered most',
    description: 'The registrars of this area whose records are now registered, most first.',
    tables: [
      { build: registrarsTable, csvName: 'registrars', empty: 'No records registered yet.' },
    ],
    chart: {
      categoryKey: 'name',
      horizontal: true,
      data: (rows) => rows.slice(0, 10),
      series: [{ key: 'count', label: 'Registered', colour: BRAND }],
    },
  },
  {
    part: 'certificates',
    title: 'Certificates',
    description:
      'Certificates printed for the first time, reprinted, reissued and printed again after a correction in the period, per kind.',
    tables: [{ build: certificatesTable, csvName: 'certificates' }],
    chart: { categoryKey: 'kind', stacked: true },
  },
  {
    part: 'certificates',
    title: 'Corrections by reason',
    description: 'Corrections of registered records approved in the period, by the reason given.',
    tables: [{ build: correctionsTable, csvName: 'corrections' }],
    chart: { categoryKey: 'reason', horizontal: true, stacked: true },
  },
  {
    part: 'fees',
    title: 'Fees',
    description: 'Fees collected in the period by service and by payment gateway, and fees waived.',
    tables: [
      {
        title: 'Collected by service',
        build: feesByServiceTable,
        csvName: 'fees-by-service',
        empty: NO_FEES,
      },
      {
        title: 'Collected by gateway',
        build: feesByGatewayTable,
        csvName: 'fees-by-gateway',
        empty: NO_FEES,
      },
      {
        title: 'Waived',
        build: feesWaivedTable,
        csvName: 'fees-waived',
        empty: 'No fees waived in this period.',
      },
    ],
    chart: {
      categoryKey: 'service',
      horizontal: true,
      series: [{ key: 'amount', label: 'Amount', colour: BRAND }],
      valueName: formatAmount,
    },
  },
  {
    part: 'queries',
    title: 'Queries',
    description: 'Records sent back to the capturer, and corrections queried, by the reason given.',
    tables: [
      {
        title: 'Records queried',
        build: (dashboard) => queriedTable(dashboard, 'queried'),
        csvName: 'records-queried',
        empty: 'No records queried.',
      },
      {
        title: 'Corrections queried',
        build: (dashboard) => queriedTable(dashboard, 'correctionsQueried'),
        csvName: 'corrections-queried',
        empty: 'No corrections queried.',
      },
    ],
    chart: {
      categoryKey: 'reason',
      horizontal: true,
      data: (rows) => totalsByReason(rows).slice(0, 10),
      series: [{ key: 'count', label: 'Records queried', colour: '#a84d00' }],
    },
  },
  { part: 'overview', key: 'completeness', component: CompletenessSection },
];

/** Queried records by reason, every kind together, most first. */
function totalsByReason(rows: readonly FigureRow[]): FigureRow[] {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const reason = String(row.reason);
    totals.set(reason, (totals.get(reason) ?? 0) + Number(row.count));
  }
  return [...totals]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count);
}
