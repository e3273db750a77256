import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Dashboard, RecordKindKey } from '@vitalreg/domain';
import {
  formatCount,
  formatPercent,
  headlineFigures,
  KIND_NAMES,
  monthName,
  type FigureTable,
} from '../figures';
import { FigureChart, type ChartSeries } from './charts';
import { FigureSection, type SectionTable } from './figure-section';
import { VIEW_SECTIONS, type FigureDeclaration } from './view-figures';

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
}

/** Every figure of one view: the headline, then a section per figure, each with its table. */
export function StatisticsView({ dashboard, mayManageEstimates }: StatisticsViewProps) {
  const fileName = (csvName: string) => csvFileName(dashboard, csvName);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Headline dashboard={dashboard} />
      {VIEW_SECTIONS.map((section) =>
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

const HEADLINE = [
  { key: 'registered', label: 'Registered', colour: 'success.main' },
  { key: 'pending', label: 'Pending', colour: 'warning.main' },
  { key: 'queried', label: 'Queried', colour: 'error.main' },
] as const;

/** Registered, pending and queried records now, and completeness. */
function Headline({ dashboard }: { dashboard: Dashboard }) {
  const figures = headlineFigures(dashboard);
  const ratio = dashboard.completeness.ratio;
  const cards = [
    ...HEADLINE.map((card) => ({ ...card, value: formatCount(figures[card.key]) })),
    {
      key: 'completeness',
      label: 'Birth registration completeness',
      colour: 'primary.main',
      value: ratio === null ? '—' : formatPercent(ratio),
    },
  ];
  return (
    <Box
      component="section"
      aria-labelledby="statistics-view-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="statistics-view-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {viewTitle(dashboard)}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {cards.map((card) => (
          <Paper
            key={card.key}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 4, borderTopColor: card.colour }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {card.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mt: 0.5, fontSize: '1.75rem', fontWeight: 700 }}>
              {card.value}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
