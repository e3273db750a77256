import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RECORD_LIST_MAX_LIMIT, type ModificationEntry } from '@vitalreg/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ReviewQueueView } from '@/features/records';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { usePermissions } from '@/lib/session-store';
import { usePendingModifications } from '../api/get-modifications';
import { approverPermissions, reviewableKinds, type ModificationKind } from '../modification-kinds';

interface QueueEntry {
  kind: ModificationKind;
  entry: ModificationEntry;
}

/**
 * The review page's "Modifications": pending modification requests of the reviewer's area that
 * they may approve (`allowed_actions`), oldest first, narrowed by record type; each opens the
 * request's page, where it is approved or queried.
 */
export function ModificationReviewQueue({ titleId }: { titleId: string }) {
  const kinds = reviewableKinds(usePermissions());
  const [only, setOnly] = useState<string | null>(null);
  const results = usePendingModifications(kinds);
  const pending = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  const truncated = results.some(
    (result) => (result.data?.pagination.total ?? 0) > RECORD_LIST_MAX_LIMIT,
  );
  const entries: QueueEntry[] = kinds
    .flatMap((kind, index) =>
      (results[index]?.data?.result ?? []).map((entry) => ({ kind, entry })),
    )
    .filter(
      ({ kind, entry }) =>
        entry.allowed_actions.includes('approve') && (!only || kind.key === only),
    )
    .sort((a, b) => a.entry.requested_at.localeCompare(b.entry.requested_at));

  return (
    <>
      <Typography id={titleId} variant="h2" component="h2">
        Modifications awaiting review
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Oldest first. Open a request to approve the correction or query it back to its requester;
        you never review a request you made yourself.
      </Typography>
      {kinds.length > 1 ? (
        <Box
          role="group"
          aria-label="Record type"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          {[null, ...kinds.map((kind) => kind.key)].map((key) => (
            <Chip
              key={key ?? 'all'}
              label={key ? kinds.find((kind) => kind.key === key)?.label : 'All'}
              size="small"
              clickable
              color={only === key ? 'primary' : 'default'}
              variant={only === key ? 'filled' : 'outlined'}
              aria-pressed={only === key}
              onClick={() => setOnly(key)}
            />
          ))}
        </Box>
      ) : null}
      {pending ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label="Loading modification requests"
          sx={{ display: 'grid', gap: 1 }}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={72} />
          ))}
        </Box>
      ) : entries.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {failed
            ? 'The modification requests could not be loaded.'
            : 'No modification requests are waiting for your review.'}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Modification requests awaiting review"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {entries.map(({ kind, entry }) => (
            <QueueItem key={`${kind.key}-${entry.id}`} kind={kind} entry={entry} />
          ))}
        </Box>
      )}
      {truncated ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Only the latest {RECORD_LIST_MAX_LIMIT} pending requests of a record type are shown here;
          Modifications lists them all.
        </Typography>
      ) : null}
    </>
  );
}

function QueueItem({ kind, entry }: QueueEntry) {
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
            {entry.subject}{' '}
            <Typography component="span" color="text.secondary" variant="body2">
              {entry.certificate_number}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kind.label} · {entry.mod_field_label} · approved by {entry.approver_title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Requested by {entry.requested_by.name} · {formatDateTime(entry.requested_at)}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.dashboard.modifications.request.getHref(kind.key, entry.id)}
          variant="contained"
          aria-label={`Review the correction of ${entry.mod_field_label.toLowerCase()} on ${entry.certificate_number}`}
        >
          Review
        </Button>
      </Card>
    </Box>
  );
}

/** The review page's Modifications view, for holders of a correction's approver permission. */
export function modificationReviewView(): ReviewQueueView {
  return {
    key: 'modifications',
    label: 'Modifications',
    permissions: approverPermissions(),
    Queue: ModificationReviewQueue,
  };
}
