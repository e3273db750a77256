import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DateInput } from '@/components/form/date-field';
import { ListPagination } from '@/components/ui/list-pagination';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { useStaffMember, useUserAudit } from '../api/staff';

/** A few words of an event's details an administrator reads (a reason, a device, a target). */
function detailText(details: Record<string, unknown>): string {
  const keys = ['reason', 'reasonText', 'device', 'target', 'role', 'userName'];
  return keys
    .filter((key) => typeof details[key] === 'string' && details[key] !== '')
    .map((key) => `${key}: ${String(details[key])}`)
    .join(' · ');
}

/**
 * `/dashboard/admin/users/{id}/audit`: an account's sign-ins, failed sign-ins, password changes
 * and every action by or on it, newest first; the last 30 days unless another period is chosen.
 */
export function UserAuditPage() {
  const id = Number(useParams().id);
  const member = useStaffMember(id);
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [page, setPage] = useState(1);
  const audit = useUserAudit(id, period, page);
  const rows = audit.data?.result ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="audit-title"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
      }}
    >
      <Typography id="audit-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {member.data ? `${member.data.fullName} (${member.data.userName})` : 'Account'}: audit
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {(['from', 'to'] as const).map((end) => (
          <DateInput
            key={end}
            label={end === 'from' ? 'From' : 'To'}
            value={period[end] ?? audit.data?.[end] ?? ''}
            onDate={(date) => {
              setPeriod({ ...period, [end]: date || undefined });
              setPage(1);
            }}
          />
        ))}
      </Box>
      {audit.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : audit.isError ? (
        <Alert severity="error">{errorMessage(audit.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">Nothing in this period.</Typography>
      ) : (
        <TableContainer sx={{ position: 'relative' }}>
          <Table size="small" aria-labelledby="audit-title">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>What</TableCell>
                <TableCell>By</TableCell>
                <TableCell>On</TableCell>
                <TableCell>From</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{formatDateTime(entry.at)}</TableCell>
                  <TableCell>{entry.label}</TableCell>
                  <TableCell>{entry.actor ?? '—'}</TableCell>
                  <TableCell>
                    {entry.entityType
                      ? `${entry.entityType.replaceAll('_', ' ')} ${entry.entityId ?? ''}`
                      : '—'}
                  </TableCell>
                  <TableCell>{entry.ip ?? '—'}</TableCell>
                  <TableCell>{detailText(entry.details) || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {audit.data ? (
        <ListPagination pagination={audit.data.pagination} page={page} onChange={setPage} />
      ) : null}
    </Paper>
  );
}
