import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatAmount, type Dashboard, type RecordKindKey } from '@vitalreg/domain';
import {
  birthTimelinessTable,
  certificatesTable,
  correctionsTable,
  deathTimelinessTable,
  feesByGatewayTable,
  feesByServiceTable,
  feesWaivedTable,
  formatCount,
  formatPercent,
  headlineFigures,
  KIND_NAMES,
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
import { FigureChart, type ChartSeries } from './charts';
import { CompletenessSection } from './completeness-section';
import { FigureSection } from './figure-section';

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

/** A table's count columns as a chart's series (not its totals). */
function seriesOf(table: FigureTable): ChartSeries[] {
  return table.columns
    .filter((column) => column.format === 'count' && column.key !== 'total')
    .map((column) => ({
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
  const monthly = monthlyTable(dashboard);
  const birthTimes = birthTimelinessTable(dashboard);
  const deathTimes = deathTimelinessTable(dashboard);
  const sex = sexTable(dashboard);
  const places = placesTable(dashboard);
  const registrars = registrarsTable(dashboard);
  const certificates = certificatesTable(dashboard);
  const corrections = correctionsTable(dashboard);
  const byService = feesByServiceTable(dashboard);
  const queried = queriedTable(dashboard, 'queried');
  const correctionsQueried = queriedTable(dashboard, 'correctionsQueried');
  const queriedByReason = totalsByReason(queried.rows);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Headline dashboard={dashboard} />
      <FigureSection
        title="Registrations by month"
        description="Records registered (approved or printed) each month, by kind."
        tables={[{ table: monthly, csvName: 'by-month' }]}
        fileName={fileName}
        chart={(ids) => (
          <FigureChart
            {...ids}
            type={monthly.rows.length > 1 ? 'line' : 'bar'}
            data={monthly.rows}
            categoryKey="month"
            series={seriesOf(monthly)}
            categoryName={(month) => monthName(month)}
          />
        )}
      />
      {birthTimes ? (
        <FigureSection
          title="Timeliness of birth registration"
          description="Births registered within 30 days of the birth, within a year, within 5 years, or later; attestations are all over 5 years."
          tables={[{ table: birthTimes, csvName: 'birth-timeliness' }]}
          fileName={fileName}
          chart={(ids) => (
            <FigureChart
              {...ids}
              type="bar"
              stacked
              data={birthTimes.rows}
              categoryKey="band"
              series={seriesOf(birthTimes)}
            />
          )}
        />
      ) : null}
      {deathTimes ? (
        <FigureSection
          title="Timeliness of death registration"
          description="Deaths registered within 45 days of the death, or after."
          tables={[{ table: deathTimes, csvName: 'death-timeliness' }]}
          fileName={fileName}
          chart={(ids) => (
            <FigureChart
              {...ids}
              type="bar"
              data={deathTimes.rows}
              categoryKey="band"
              series={seriesOf(deathTimes)}
            />
          )}
        />
      ) : null}
      <FigureSection
        title="By sex"
        description="Registered records by the sex of the child, the deceased or the applicant, per kind."
        tables={[{ table: sex, csvName: 'by-sex' }]}
        fileName={fileName}
        chart={(ids) => (
          <FigureChart
            {...ids}
            type="bar"
            data={sex.rows}
            categoryKey="kind"
            series={seriesOf(sex)}
          />
        )}
      />
      {places ? (
        <FigureSection
          title="Place of birth"
          description="Registered births and stillbirths by where the birth took place."
          tables={[{ table: places, csvName: 'place-of-birth' }]}
          fileName={fileName}
          chart={(ids) => (
            <FigureChart
              {...ids}
              type="bar"
              horizontal
              stacked
              data={places.rows}
              categoryKey="setting"
              series={seriesOf(places)}
            />
          )}
        />
      ) : null}
      <AreaSection dashboard={dashboard} fileName={fileName} />
      <FigureSection
        title="Registrars who registered most"
        description="The registrars of this area whose records are now registered, most first."
        tables={[{ table: registrars, csvName: 'registrars', empty: 'No records registered yet.' }]}
        fileName={fileName}
        chart={
          registrars.rows.length > 0
            ? (ids) => (
                <FigureChart
                  {...ids}
                  type="bar"
                  horizontal
                  data={registrars.rows.slice(0, 10)}
                  categoryKey="name"
                  series={[{ key: 'count', label: 'Registered', colour: '#0e7706' }]}
                />
              )
            : undefined
        }
      />
      <FigureSection
        title="Certificates"
        description="Certificates printed for the first time, reprinted and reissued in the period, per kind."
        tables={[{ table: certificates, csvName: 'certificates' }]}
        fileName={fileName}
        chart={(ids) => (
          <FigureChart
            {...ids}
            type="bar"
            stacked
            data={certificates.rows}
            categoryKey="kind"
            series={seriesOf(certificates)}
          />
        )}
      />
      <FigureSection
        title="Corrections by reason"
        description="Corrections of registered records approved in the period, by the reason given."
        tables={[{ table: corrections, csvName: 'corrections' }]}
        fileName={fileName}
        chart={(ids) => (
          <FigureChart
            {...ids}
            type="bar"
            horizontal
            stacked
            data={corrections.rows}
            categoryKey="reason"
            series={
              seriesOf(corrections).length > 0
                ? seriesOf(corrections)
                : [{ key: 'total', label: 'Total', colour: '#0e7706' }]
            }
          />
        )}
      />
      <FigureSection
        title="Fees"
        description="Fees collected in the period by service and by payment gateway, and fees waived."
        tables={[
          {
            title: 'Collected by service',
            table: byService,
            csvName: 'fees-by-service',
            empty: 'No fees collected in this period.',
          },
          {
            title: 'Collected by gateway',
            table: feesByGatewayTable(dashboard),
            csvName: 'fees-by-gateway',
            empty: 'No fees collected in this period.',
          },
          {
            title: 'Waived',
            table: feesWaivedTable(dashboard),
            csvName: 'fees-waived',
            empty: 'No fees waived in this period.',
          },
        ]}
        fileName={fileName}
        chart={
          byService.rows.length > 0
            ? (ids) => (
                <FigureChart
                  {...ids}
                  type="bar"
                  horizontal
                  data={byService.rows}
                  categoryKey="service"
                  series={[{ key: 'amount', label: 'Amount', colour: '#0e7706' }]}
                  valueName={formatAmount}
                />
              )
            : undefined
        }
      />
      <FigureSection
        title="Queries"
        description="Records sent back to the capturer, and corrections queried, by the reason given."
        tables={[
          {
            title: 'Records queried',
            table: queried,
            csvName: 'records-queried',
            empty: 'No records queried.',
          },
          {
            title: 'Corrections queried',
            table: correctionsQueried,
            csvName: 'corrections-queried',
            empty: 'No corrections queried.',
          },
        ]}
        fileName={fileName}
        chart={
          queriedByReason.length > 0
            ? (ids) => (
                <FigureChart
                  {...ids}
                  type="bar"
                  horizontal
                  data={queriedByReason.slice(0, 10)}
                  categoryKey="reason"
                  series={[{ key: 'count', label: 'Records queried', colour: '#a84d00' }]}
                />
              )
            : undefined
        }
      />
      <CompletenessSection
        dashboard={dashboard}
        fileName={fileName}
        mayManageEstimates={mayManageEstimates}
      />
    </Box>
  );
}

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
