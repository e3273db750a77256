import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RecordHistoryAction, RecordHistoryEntry, RecordView } from '@vitalreg/domain';
import { formatDateTime } from '@/lib/dates';

const ACTION_LABELS: Record<RecordHistoryAction, string> = {
  submit: 'Submitted',
  approve: 'Approved',
  query: 'Queried',
  resubmit: 'Resubmitted',
  print: 'Printed',
  reprint: 'Reprinted',
  reissue: 'Reissued',
  correct: 'Corrected',
  verify: 'Certificate verified',
  view: 'Viewed',
  revoke: 'Certificate revoked',
  authorise_new_paper: 'New certificate authorised',
};

/** What a staff member's read showed (`view` entries, for those who may see them). */
const VIEW_LABELS: Record<RecordView, string> = {
  record: 'record',
  certificate: 'certificate',
  certificate_particulars: 'certificate particulars',
  document: 'document',
  reprint_lookup: 'reprint look-up',
  modification_lookup: 'modification look-up',
};

/** "Viewed: certificate (3 times)"; other actions by their label, public checks counted. */
function entryTitle(entry: RecordHistoryEntry): string {
  if (entry.action === 'view') {
    const what = entry.viewed ? `: ${VIEW_LABELS[entry.viewed]}` : '';
    const times = entry.views && entry.views > 1 ? ` (${entry.views} times)` : '';
    return `${ACTION_LABELS.view}${what}${times}`;
  }
  return `${ACTION_LABELS[entry.action] ?? entry.action}${entry.checks ? ` (${entry.checks})` : ''}`;
}

const ACTION_COLOURS: Partial<Record<RecordHistoryAction, string>> = {
  approve: 'success.main',
  query: 'error.main',
  print: 'info.main',
  correct: 'warning.main',
  revoke: 'error.main',
  authorise_new_paper: 'warning.main',
  verify: 'grey.500',
  view: 'grey.400',
};

/**
 * The record's history, oldest first: what happened, who did it, when, and why for a query;
 * for those who may see them, who viewed the record, its certificates and documents.
 */
export function HistoryTimeline({ history }: { history: readonly RecordHistoryEntry[] }) {
  if (history.length === 0) {
    return <Typography color="text.secondary">No history recorded.</Typography>;
  }
  return (
    <Box component="ol" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.at}-${index}`}
          sx={{ position: 'relative', pl: 3, pb: index === history.length - 1 ? 0 : 2 }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 4,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: ACTION_COLOURS[entry.action] ?? 'primary.main',
            }}
          />
          {index < history.length - 1 ? (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: 8,
                top: 18,
                bottom: 0,
                width: 2,
                bgcolor: 'divider',
              }}
            />
          ) : null}
          <Typography sx={{ fontWeight: 600 }}>{entryTitle(entry)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {entry.by.name}
            {entry.role ? ` (${entry.role})` : ''} ·{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Typography>
          {entry.reason ? <Typography variant="body2">Reason: {entry.reason}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
}
