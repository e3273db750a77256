import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MODIFICATION_STATUSES, type ModificationStatus } from '@vitalreg/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '@/components/ui/list-pagination';
import { ListState } from '@/components/ui/list-state';
import { StatusChip, statusLabel } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useModifications, useModificationStats } from '../api/get-modifications';
import type { ModificationFilters } from '../api/query-keys';
import type { ModificationKind } from '../modification-kinds';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The modification requests of the user's area, newest first, for one record type at a time,
 * narrowed by status (with the area's counts) and by what is corrected; each opens its page.
 */
export function ModificationRequests({ kinds }: { kinds: readonly ModificationKind[] }) {
  const [kindKey, setKindKey] = useState(kinds[0]?.key);
  const kind = kinds.find((candidate) => candidate.key === kindKey) ?? kinds[0];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="modification-requests-title"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      <Typography id="modification-requests-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Requests
      </Typography>
      {kinds.length > 1 ? (
        <Box
          role="group"
          aria-label="Record type"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {kinds.map((option) => (
            <Chip
              key={option.key}
              label={option.label}
              clickable
              color={option === kind ? 'primary' : 'default'}
              variant={option === kind ? 'filled' : 'outlined'}
              aria-pressed={option === kind}
              onClick={() => setKindKey(option.key)}
            />
          ))}
        </Box>
      ) : null}
      {/* Keyed by kind: filters and page numbers belong to one kind's list. */}
      {kind ? <KindRequests key={kind.key} kind={kind} /> : null}
    </Paper>
  );
}

function KindRequests({ kind }: { kind: ModificationKind }) {
  const [filters, setFilters] = useState<ModificationFilters>({});
  const [page, setPage] = useState(1);
  const list = useModifications(kind, page, filters);
  const stats = useModificationStats(kind);
  const rows = list.data?.result ?? [];
  const filter = (next: ModificationFilters) => {
    setFilters(next);
    setPage(1);
  };
  const count = (status: ModificationStatus | 'total') =>
    stats.data ? ` (${numberFormat.format(stats.data[status])})` : '';

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box role="group" aria-label="Status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {[undefined, ...MODIFICATION_STATUSES].map((status) => (
            <Chip
              key={status ?? 'all'}
              label={`${status ? statusLabel(status) : 'All'}${count(status ?? 'total')}`}
              clickable
              color={filters.status === status ? 'primary' : 'default'}
              variant={filters.status === status ? 'filled' : 'outlined'}
              aria-pressed={filters.status === status}
              onClick={() => filter({ ...filters, status })}
            />
          ))}
        </Box>
        <TextField
          select
          size="small"
          label="Correction"
          value={filters.mod_field ?? ''}
          onChange={(event) => filter({ ...filters, mod_field: event.target.value || undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <option value="">Any correction</option>
          {kind.corrections.fields.map((field) => (
            <option key={field.key} value={field.key}>
              {field.label}
            </option>
          ))}
        </TextField>
      </Box>
      <ListState
        list={list}
        rows={rows.length}
        loadingLabel="Loading requests"
        empty={'No modification requests here.'}
      >
        <Table size="small" aria-labelledby="modification-requests-title">
          <TableHead>
            <TableRow>
              <TableCell>Certificate</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Correction</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Requested</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={paths.dashboard.modifications.request.getHref(kind.key, entry.id)}
                    aria-label={`Open the request on ${entry.certificate_number}: ${entry.mod_field_label}`}
                  >
                    {entry.certificate_number}
                  </Link>
                </TableCell>
                <TableCell>{entry.subject}</TableCell>
                <TableCell>{entry.mod_field_label}</TableCell>
                <TableCell>
                  <StatusChip status={entry.status} />
                </TableCell>
                <TableCell>
                  {formatDateTime(entry.requested_at)} by {entry.requested_by.name}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListState>
      <ListPagination pagination={list.data?.pagination} page={page} onChange={setPage} />
    </>
  );
}
