import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RecordAction, RecordHistoryEntry } from '@vitalreg/domain';
import { formatDateTime } from '@/lib/dates';

const ACTION_LABELS: Record<RecordAction, string> = {
  submit: 'Submitted',
  approve: 'Approved',
  query: 'Queried',
  resubmit: 'Resubmitted',
  print: 'Printed',
  reprint: 'Reprinted',
  reissue: 'Reissued',
};

const ACTION_COLOURS: Partial<Record<RecordAction, string>> = {
  approve: 'success.main',
  query: 'error.main',
  print: 'info.main',
};

/** The record's history, oldest first: what happened, who did it, when, and why for a query. */
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
          <Typography sx={{ fontWeight: 600 }}>
            {ACTION_LABELS[entry.action] ?? entry.action}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {entry.by.name} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Typography>
          {entry.reason ? <Typography variant="body2">Reason: {entry.reason}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
}
