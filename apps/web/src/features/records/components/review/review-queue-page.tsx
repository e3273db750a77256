import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { hasAnyPermission } from '@vitalreg/domain';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListPagination } from '@/components/ui/list-pagination';
import { usePermissions } from '@/lib/session-store';
import { useReviewQueue } from '../../api/get-review-queue';
import type { RecordKindView, RecordSummary, ReviewQueueView } from '../../types';

const DAY_MS = 86_400_000;

/** The address keeps the chosen kind, so coming back from a record shows the same queue. */
const KIND_PARAM = 'kind';

function waiting(since: string, now: number): string {
  const days = Math.floor((now - new Date(since).getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * `/dashboard/review`: one queue of pending records in the reviewer's area, oldest first, for
 * the kind chosen above it (the registry's first by default); approving and querying happen on
 * the record's page. `kinds` are every registered kind's view, in the registry's order; `views`
 * are further queues offered after them (pending modification requests).
 */
export function ReviewQueuePage({
  kinds: registered,
  views: extra = [],
}: {
  kinds: readonly RecordKindView[];
  views?: readonly ReviewQueueView[];
}) {
  const permissions = usePermissions();
  const [search, setSearch] = useSearchParams();
  const kinds = registered.filter((kind) =>
    hasAnyPermission(permissions, [...kind.permissions.see, ...kind.permissions.list]),
  );
  const views = extra.filter((view) => hasAnyPermission(permissions, view.permissions));
  const filters = [
    ...kinds.map((kind) => ({ key: kind.key as string, label: kind.filterLabel })),
    ...views.map((view) => ({ key: view.key, label: view.label })),
  ];
  const fallback = kinds[0] ?? registered[0];
  const requested = search.get(KIND_PARAM);
  const view = views.find((candidate) => candidate.key === requested);
  const selected = kinds.find((kind) => kind.key === requested) ?? fallback;
  const selectedKey = view?.key ?? selected?.key;
  const choose = (key: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === registered[0]?.key) next.delete(KIND_PARAM);
        else next.set(KIND_PARAM, key);
        return next;
      },
      { replace: true },
    );
  if (!selected && !view) return null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="review-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      {filters.length > 1 ? (
        <Box
          role="group"
          aria-label="Kind of record"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          {filters.map((filter) => (
            <Chip
              key={filter.key}
              label={filter.label}
              clickable
              color={filter.key === selectedKey ? 'primary' : 'default'}
              variant={filter.key === selectedKey ? 'filled' : 'outlined'}
              aria-pressed={filter.key === selectedKey}
              onClick={() => choose(filter.key)}
            />
          ))}
        </Box>
      ) : null}
      {view ? (
        <view.Queue key={view.key} titleId="review-title" />
      ) : selected ? (
        // Keyed by kind: a page number belongs to one kind's queue.
        <ReviewQueue key={selected.key} kind={selected} />
      ) : null}
    </Paper>
  );
}

function ReviewQueue<S extends RecordSummary>({ kind }: { kind: RecordKindView<S> }) {
  const [page, setPage] = useState(1);
  const queue = useReviewQueue(kind, page);
  const [now] = useState(() => Date.now());
  const rows = queue.data?.result ?? [];
  const pagination = queue.data?.pagination;

  return (
    <>
      <Typography id="review-title" variant="h2" component="h2">
        {kind.plural} awaiting review
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
            <QueueItem key={record.id} kind={kind} record={record} now={now} />
          ))}
        </Box>
      )}
      <ListPagination pagination={pagination} page={page} onChange={setPage} />
    </>
  );
}

function QueueItem<S extends RecordSummary>({
  kind,
  record,
  now,
}: {
  kind: RecordKindView<S>;
  record: S;
  now: number;
}) {
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
            {kind.subjectName(record)}{' '}
            <Typography component="span" color="text.secondary" variant="body2">
              {record.reference}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kind.queueLine(record)} · {record.centre.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Captured by {record.captured_by.name} · waiting {waiting(record.updated_at, now)}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={kind.paths.detail(record.id)}
          variant="contained"
          aria-label={`Review ${record.reference}`}
        >
          Review
        </Button>
      </Card>
    </Box>
  );
}
