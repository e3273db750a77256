import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BirthRegistrationSummary } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useReviewQueue } from '../api/get-review-queue';

const DAY_MS = 86_400_000;

function personName(
  person: { surname: string; firstname: string; middlename: string | null } | null,
) {
  if (!person) return '—';
  return [person.surname, person.firstname, person.middlename].filter(Boolean).join(' ');
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

function waiting(since: string, now: number): string {
  const days = Math.floor((now - new Date(since).getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** `/dashboard/review`: pending birth registrations in the reviewer's area, oldest first. */
export function ReviewQueuePage() {
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(page);
  const [now] = useState(() => Date.now());
  const rows = queue.data?.result ?? [];
  const pagination = queue.data?.pagination;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="review-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="review-title" variant="h2" component="h2">
        Birth registrations awaiting review
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Oldest first. Open a record to approve it or query it back to its registrar; you never
        review a record you captured yourself.
        {pagination ? ` ${pagination.total} waiting.` : ''}
      </Typography>
      {queue.isPending ? (
        <Box aria-busy="true" aria-label="Loading review queue" sx={{ display: 'grid', gap: 1 }}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={72} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {queue.isError
            ? 'The review queue could not be loaded.'
            : 'No records are waiting for review.'}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Review queue"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            opacity: queue.isPlaceholderData ? 0.6 : 1,
          }}
        >
          {rows.map((record) => (
            <QueueItem key={record.id} record={record} now={now} />
          ))}
        </Box>
      )}
      {pagination && pagination.pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Pagination
            count={pagination.pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            color="primary"
            siblingCount={0}
          />
        </Box>
      ) : null}
    </Paper>
  );
}

function QueueItem({ record, now }: { record: BirthRegistrationSummary; now: number }) {
  return (
    <Box component="li">
      <Card
        variant="outlined"
        sx={{
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {personName(record.child)}{' '}
            <Typography component="span" color="text.secondary" variant="body2">
              {record.reference}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Born{' '}
            {dateFormat.format(new Date(`${record.child.childBirthDate.slice(0, 10)}T12:00:00Z`))} ·{' '}
            {record.Claimed ? `Mother ${personName(record.mother)}` : 'Unclaimed child'} ·{' '}
            {record.centre.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Captured by {record.captured_by.name} · waiting {waiting(record.updated_at, now)}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.dashboard.birthRegistrations.detail.getHref(record.id)}
          variant="contained"
          aria-label={`Review ${record.reference}`}
        >
          Review
        </Button>
      </Card>
    </Box>
  );
}
