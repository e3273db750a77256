import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRecordStats } from '../../api/get-record-stats';
import type { RecordKindView } from '../../types';
import { capitalise } from './format';

const CARDS = [
  { key: 'pending', label: 'Pending', colour: 'warning.main' },
  { key: 'approved', label: 'Approved', colour: 'success.main' },
  { key: 'queried', label: 'Queried', colour: 'error.main' },
  { key: 'printed', label: 'Printed', colour: 'info.main' },
  { key: 'this_month', label: 'This month', colour: 'primary.main' },
  { key: 'this_year', label: 'This year', colour: 'primary.main' },
] as const;

const numberFormat = new Intl.NumberFormat('en-US');

/** The caller's records of a kind counted by status, this month and this year. */
export function StatsCards({
  kind,
}: {
  kind: Pick<RecordKindView, 'apiPath' | 'queryKey' | 'singular'>;
}) {
  const stats = useRecordStats(kind);
  return (
    <Box
      component="section"
      aria-label={`${capitalise(kind.singular)} statistics`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      {CARDS.map((card) => (
        <Paper
          key={card.key}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 4, borderTopColor: card.colour }}
        >
          <Typography
            component="h3"
            variant="body2"
            color="text.secondary"
            id={`${kind.queryKey}-stat-${card.key}`}
          >
            {card.label}
          </Typography>
          {stats.data ? (
            <Typography
              component="p"
              variant="h2"
              aria-labelledby={`${kind.queryKey}-stat-${card.key}`}
              sx={{ fontWeight: 700, mt: 0.5 }}
            >
              {numberFormat.format(stats.data[card.key])}
            </Typography>
          ) : stats.isError ? (
            <Typography component="p" variant="h2" sx={{ mt: 0.5 }} color="text.secondary">
              —
            </Typography>
          ) : (
            <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
          )}
        </Paper>
      ))}
    </Box>
  );
}
