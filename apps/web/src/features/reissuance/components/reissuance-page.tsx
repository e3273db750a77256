import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { REISSUANCE_TYPES, reissuanceTypesFor, type ReissuanceEntry } from '@vitalreg/domain';
import { useState } from 'react';
import { ListPagination } from '@/components/ui/list-pagination';
import { OfflineServiceNotice } from '@/features/offline';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { usePermissions } from '@/lib/session-store';
import { useApproveReissuance, useReissuances, useReissuanceStats } from '../api/reissuance';
import { REISSUANCE_SERVICE } from '../reissuance-service';
import { ReissuanceForm } from './reissuance-form';

const typeName = (type: string) => REISSUANCE_TYPES.find((t) => t.value === type)?.name ?? type;

function Stats() {
  const stats = useReissuanceStats();
  if (!stats.data) return <Skeleton height={40} />;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Reissuance counts">
      {Object.entries(stats.data).map(([type, counts]) => (
        <Chip
          key={type}
          label={`${typeName(type)}: ${counts.pending} pending, ${counts.approved} approved`}
          variant="outlined"
        />
      ))}
    </Box>
  );
}

function ApproveButton({ entry }: { entry: ReissuanceEntry }) {
  const approve = useApproveReissuance();
  return (
    <Box>
      <Button
        size="small"
        variant="contained"
        disabled={approve.isPending}
        onClick={() => approve.mutate(entry.id)}
      >
        Approve
      </Button>
      {approve.error ? (
        <Typography color="error" variant="body2">
          {errorMessage(approve.error)}
        </Typography>
      ) : null}
    </Box>
  );
}

function Requests() {
  const [page, setPage] = useState(1);
  const list = useReissuances(page);
  const rows = list.data?.result ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reissuance-list-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="reissuance-list-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Reissuance requests
      </Typography>
      <Stats />
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {list.isSuccess && rows.length === 0 ? (
        <Typography sx={{ mt: 1.5 }}>No reissuance requests yet.</Typography>
      ) : null}
      {rows.length > 0 ? (
        <TableContainer sx={{ mt: 1.5 }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Certificate</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Requested</TableCell>
                <TableCell>Recipient</TableCell>
                <TableCell>Payment</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.certificate_number}</TableCell>
                  <TableCell>{typeName(entry.type)}</TableCell>
                  <TableCell>
                    {entry.status === 'approved' ? `Reissued (${entry.reissue_number})` : 'Pending'}
                  </TableCell>
                  <TableCell>
                    {formatDateTime(entry.requested_at)} by {entry.requested_by.name}
                  </TableCell>
                  <TableCell>{entry.recipient_email}</TableCell>
                  <TableCell>{entry.payment_reference ?? 'Fee waived'}</TableCell>
                  <TableCell>
                    {entry.allowed_actions.includes('approve') ? (
                      <ApproveButton entry={entry} />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <ListPagination pagination={list.data?.pagination} page={page} onChange={setPage} />
    </Paper>
  );
}

/**
 * `/dashboard/reissuance`: a new reissuance request (for holders of canSeeBirthCertReissuance
 * or canSeeAttestReissuance), and the area's requests with their counts; a row offers what its
 * `allowed_actions` say (a DCR or state director approves pending ones they did not submit).
 */
export function ReissuancePage() {
  const mayAsk = reissuanceTypesFor(usePermissions(), 'see').length > 0;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {mayAsk ? <OfflineServiceNotice service={REISSUANCE_SERVICE} /> : null}
      {mayAsk ? <ReissuanceForm /> : null}
      <Requests />
    </Box>
  );
}
