import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useRecords } from '../../api/get-records';
import type { RecordKindView, RecordSummary } from '../../types';

const CALLOUT_LIMIT = 5;
const FILTERS = { status: 'queried', limit: CALLOUT_LIMIT } as const;

/** For the capturer: records a reviewer queried back, each with its reason and a link to fix it. */
export function QueriedRecordsCallout<S extends RecordSummary>({
  kind,
}: {
  kind: RecordKindView<S>;
}) {
  const queried = useRecords(kind, 1, FILTERS);
  const records = queried.data?.result ?? [];
  if (records.length === 0) return null;
  const total = queried.data?.pagination.total ?? records.length;
  return (
    <Alert severity="warning" component="section" role="region" aria-label="Queried records">
      <AlertTitle>
        {total === 1 ? '1 record was queried' : `${total} records were queried`} — fix and resubmit
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {records.map((record) => (
          <li key={record.id}>
            <Link component={RouterLink} to={kind.paths.detail(record.id)} sx={{ fontWeight: 600 }}>
              {record.reference} · {kind.subjectName(record)}
            </Link>
            {record.query_reason ? (
              <Typography component="span" variant="body2">
                {' '}
                — {record.query_reason}
              </Typography>
            ) : null}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
