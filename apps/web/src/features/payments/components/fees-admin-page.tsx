import EditIcon from '@mui/icons-material/Edit';
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
import type { Fee, FeeHistoryEntry } from '@vitalreg/domain';
import { useState } from 'react';
import { formatDateTime } from '@/lib/dates';
import { useFeeHistory } from '../api/get-fee-history';
import { useFees } from '../api/get-fees';
import { FeeEditDialog } from './fee-edit-dialog';

/** Who set a fee: a user name, or the migration's demo amounts. */
const setBy = (fee: Fee) => fee.set_by ?? 'Demo amount (seeded)';

function Loading({ label }: { label: string }) {
  return (
    <Box aria-busy="true" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={36} />
      ))}
    </Box>
  );
}

function ServiceFees() {
  const fees = useFees();
  const [editing, setEditing] = useState<Fee | null>(null);
  if (fees.isPending) return <Loading label="Loading service fees" />;
  if (!fees.data)
    return <Typography color="error">The service fees could not be loaded.</Typography>;
  return (
    <>
      {/* Positioned, so the hidden "Actions" header scrolls with the table, not the page. */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-labelledby="service-fees-title">
          <TableHead>
            <TableRow>
              <TableCell>Service</TableCell>
              <TableCell align="right">Current amount</TableCell>
              <TableCell>Valid from</TableCell>
              <TableCell>Set by</TableCell>
              <TableCell>
                <span className="visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fees.data.fees.map((fee) => (
              <TableRow key={fee.service}>
                <TableCell component="th" scope="row">
                  {fee.name}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {fee.amount}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(fee.valid_from)}
                </TableCell>
                <TableCell>{setBy(fee)}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    startIcon={<EditIcon />}
                    onClick={() => setEditing(fee)}
                    aria-label={`Change the ${fee.name.toLowerCase()} fee`}
                  >
                    Change
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing ? <FeeEditDialog fee={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function stateOf(entry: FeeHistoryEntry) {
  if (entry.current) return <Chip size="small" color="success" label="Current" />;
  if (entry.scheduled)
    return <Chip size="small" color="info" variant="outlined" label="Scheduled" />;
  return <Chip size="small" variant="outlined" label="Past" />;
}

function FeeHistory() {
  const history = useFeeHistory();
  if (history.isPending) return <Loading label="Loading the fee history" />;
  if (!history.data)
    return <Typography color="error">The fee history could not be loaded.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="fee-history-title">
        <TableHead>
          <TableRow>
            <TableCell>Service</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Valid from</TableCell>
            <TableCell>Set by</TableCell>
            <TableCell>Set on</TableCell>
            <TableCell>State</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.data.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell component="th" scope="row">
                {entry.name}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {entry.amount}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.valid_from)}
              </TableCell>
              <TableCell>{setBy(entry)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.created_at)}
              </TableCell>
              <TableCell>{stateOf(entry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * `/dashboard/admin/fees` (Can_Manage_Fees): the fee schedule of the paid services, each fee changeable
 * (from now or a later time), and every fee ever set.
 */
export function FeesAdminPage() {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="admin-title"
      // minmax(0, 1fr): a wide table scrolls inside its container instead of widening the page.
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
    >
      <Box>
        <Typography id="admin-title" variant="h2" component="h2">
          Administration
        </Typography>
        <Typography color="text.secondary">
          The fees of the paid services. A change applies to payments used from its start; the
          amounts seeded at installation are demo amounts, not the agency's official fees.
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="service-fees-title">
        <Typography
          id="service-fees-title"
          variant="h3"
          component="h3"
          sx={{ mb: 1, fontSize: '1.15rem' }}
        >
          Service fees
        </Typography>
        <ServiceFees />
      </Box>
      <Box component="section" aria-labelledby="fee-history-title">
        <Typography
          id="fee-history-title"
          variant="h3"
          component="h3"
          sx={{ mb: 1, fontSize: '1.15rem' }}
        >
          Fee history
        </Typography>
        <FeeHistory />
      </Box>
    </Paper>
  );
}
