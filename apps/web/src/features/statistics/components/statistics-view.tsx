import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Dashboard, RecordKindKey } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { KIND_NAMES, monthName, type FigureTable } from '../figures';
import { FigureChart, type ChartSeries } from './charts';
import { FigureSection, type SectionTable } from './figure-section';
import { LeadFigures } from './lead-figures';
import {
  STATISTICS_PARTS,
  VIEW_SECTIONS,
  type FigureDeclaration,
  type StatisticsPart,
} from './view-figures';

export const KIND_COLOURS: Record<RecordKindKey, string> = {
  birth: '#0e7706',
  death: '#01579b',
  stillbirth: '#a84d00',
  attestation: '#6a1b9a',
};

const SERIES_COLOURS: Record<string, string> = {
  ...KIND_COLOURS,
  Male: '#01579b',
  Female: '#ad1457',
  'Not stated': '#616161',
  Printed: '#0e7706',
  Reprinted: '#01579b',
  Reissued: '#a84d00',
};

/** A table's count columns as a chart's series: not its total, unless it has nothing else. */
function seriesOf(table: FigureTable): ChartSeries[] {
  const counts = table.columns.filter((column) => column.format === 'count');
  const parts = counts.filter((column) => column.key !== 'total');
  return (parts.length > 0 ? parts : counts).map((column) => ({
    key: column.key,
    label: column.label,
    colour: SERIES_COLOURS[column.key] ?? '#0e7706',
  }));
}

/** The view in words: "Lagos, January 2023 to November 2026, all kinds". */
export function viewTitle(dashboard: Dashboard): string {
  const { name, from, to, kind } = dashboard.view;
  const period =
    from === to ? monthName(from, true) : `${monthName(from, true)} to ${monthName(to, true)}`;
  return `${name}, ${period}, ${kind ? KIND_NAMES[kind].toLowerCase() : 'all kinds'}`;
}

/** A CSV's file name: the view's area, period and kind, then what the table is. */
export function csvFileName(dashboard: Dashboard, csvName: string): string {
  const { name, from, to, kind } = dashboard.view;
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const kindName = kind ? slug(KIND_NAMES[kind]) : 'all-kinds';
  return `statistics-${slug(name)}-${from}-to-${to}-${kindName}-${csvName}.csv`;
}

export interface StatisticsViewProps {
  dashboard: Dashboard;
  mayManageEstimates: boolean;
  /** The part of the page shown below the lead figures. */
  part: StatisticsPart;
  /** The query string of each part (the view's filters kept). */
  partLink: (part: StatisticsPart) => string;
}

/**
 * One view: the figures a director asks first, the index of the page's parts, then the
 * current part's sections, each chart with its table.
 */
export function StatisticsView({
  dashboard,
  mayManageEstimates,
  part,
  partLink,
}: StatisticsViewProps) {
  const fileName = (csvName: string) => csvFileName(dashboard, csvName);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        component="section"
        aria-labelledby="statistics-view-title"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id="statistics-view-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {viewTitle(dashboard)}
        </Typography>
        <LeadFigures dashboard={dashboard} />
      </Box>
      <PartIndex current={part} partLink={partLink} />
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {VIEW_SECTIONS.filter((section) => section.part === part).map((section) =>
          'component' in section ? (
            <section.component
              key={section.key}
              dashboard={dashboard}
              fileName={fileName}
              mayManageEstimates={mayManageEstimates}
            />
          ) : (
            <DeclaredFigure
              key={section.title}
              figure={section}
              dashboard={dashboard}
              fileName={fileName}
            />
          ),
        )}
      </Box>
    </Box>
  );
}

/** The page's parts as links: the current one marked, each kept in the address. */
function PartIndex({
  current,
  partLink,
}: {
  current: StatisticsPart;
  partLink: (part: StatisticsPart) => string;
}) {
  return (
    <Box
      component="nav"
      aria-label="Parts of the statistics"
      sx={{ '@media print': { display: 'none' } }}
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {STATISTICS_PARTS.map((entry) => (
          <li key={entry.key}>
            <Button
              component={RouterLink}
              to={{ search: partLink(entry.key) }}
              replace
              preventScrollReset
              aria-current={entry.key === current ? 'page' : undefined}
              variant={entry.key === current ? 'contained' : 'outlined'}
              size="small"
              sx={{ minHeight: 40, borderRadius: 5, whiteSpace: 'nowrap' }}
            >
              {entry.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A declared figure's section, when the view has its tables; its chart draws the first. */
function DeclaredFigure({
  figure,
  dashboard,
  fileName,
}: {
  figure: FigureDeclaration;
  dashboard: Dashboard;
  fileName: (csvName: string) => string;
}) {
  const tables = figure.tables.map(({ build, ...part }) => ({ ...part, table: build(dashboard) }));
  if (!tables.every((part): part is SectionTable => part.table !== null)) return null;
  const drawn = tables[0]?.table;
  if (!drawn) return null;
  const { line, data, series, ...options } = figure.chart;
  const rows = data ? data(drawn.rows) : drawn.rows;
  return (
    <FigureSection
      title={figure.title}
      description={figure.description}
      tables={tables}
      fileName={fileName}
      chart={
        rows.length > 0
          ? (ids) => (
              <FigureChart
                {...ids}
                {...options}
                type={line && rows.length > 1 ? 'line' : 'bar'}
                data={rows}
                series={series ?? seriesOf(drawn)}
              />
            )
          : undefined
      }
    />
  );
}
