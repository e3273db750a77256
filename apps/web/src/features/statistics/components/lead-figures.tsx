import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Dashboard, RecordKindKey } from '@vitalreg/domain';
import { formatCount, formatPercent, KIND_NAMES, leadFigures, type Share } from '../figures';

interface LeadCard {
  key: string;
  label: string;
  value: string;
  /** What the figure is of, in words ("900 of 1,234 births"). */
  detail: string;
  colour: string;
}

/** "Births 1,234 · Deaths 300": the kinds registered in the period, those with any. */
function byKindLine(byKind: { kind: RecordKindKey; count: number }[]): string {
  const some = byKind.filter((entry) => entry.count > 0);
  if (byKind.length === 1) return 'Approved or printed, captured in the period';
  return some.length === 0
    ? 'None captured in the period'
    : some.map((entry) => `${KIND_NAMES[entry.kind]} ${formatCount(entry.count)}`).join(' · ');
}

const inTime = (figure: Share, of: string): Pick<LeadCard, 'value' | 'detail'> => ({
  value: figure.share === null ? '—' : formatPercent(figure.share),
  detail:
    figure.whole === 0
      ? `No ${of} registered in the period`
      : `${formatCount(figure.part)} of ${formatCount(figure.whole)} ${of}`,
});

function completenessDetail(lead: ReturnType<typeof leadFigures>, dashboard: Dashboard): string {
  const { completeness, completenessWithin30Days } = lead;
  if (!completeness) return '';
  if (completeness.expectedBirths === null) {
    return dashboard.completeness.missingStates.length > 0
      ? 'No population estimate for this area yet'
      : 'Births are expected for whole states only';
  }
  const within =
    completenessWithin30Days === null
      ? ''
      : `; ${formatPercent(completenessWithin30Days)} within 30 days`;
  return `${formatCount(completeness.births)} of about ${formatCount(completeness.expectedBirths)} expected births${within}`;
}

/**
 * What a director asks first: registered in the period, completeness, births and deaths
 * registered in time, and what is pending or queried now (kinds the view covers only).
 */
export function LeadFigures({ dashboard }: { dashboard: Dashboard }) {
  const lead = leadFigures(dashboard);
  const cards: LeadCard[] = [
    {
      key: 'registered',
      label: 'Registered in the period',
      value: formatCount(lead.registered),
      detail: byKindLine(lead.byKind),
      colour: 'success.main',
    },
  ];
  if (lead.completeness) {
    cards.push({
      key: 'completeness',
      label: 'Birth registration completeness',
      value: lead.completeness.ratio === null ? '—' : formatPercent(lead.completeness.ratio),
      detail: completenessDetail(lead, dashboard),
      colour: 'primary.main',
    });
  }
  if (lead.birthsWithin30Days) {
    cards.push({
      key: 'births-in-time',
      label: 'Births registered within 30 days',
      ...inTime(lead.birthsWithin30Days, 'births'),
      colour: 'primary.main',
    });
  }
  if (lead.deathsWithin45Days) {
    cards.push({
      key: 'deaths-in-time',
      label: 'Deaths registered within 45 days',
      ...inTime(lead.deathsWithin45Days, 'deaths'),
      colour: 'info.main',
    });
  }
  cards.push(
    {
      key: 'pending',
      label: 'Pending',
      value: formatCount(lead.pending),
      detail: 'Waiting for approval now',
      colour: 'warning.main',
    },
    {
      key: 'queried',
      label: 'Queried',
      value: formatCount(lead.queried),
      detail: 'Sent back to the capturer now',
      colour: 'error.main',
    },
  );
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {cards.map((card) => (
        <Paper
          key={card.key}
          variant="outlined"
          sx={{ p: { xs: 1.25, sm: 2 }, borderTop: 4, borderTopColor: card.colour, minWidth: 0 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {card.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mt: 0.5, fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 700 }}
          >
            {card.value}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            color="text.secondary"
            sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}
          >
            {card.detail}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
