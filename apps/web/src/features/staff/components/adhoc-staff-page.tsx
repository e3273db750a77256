import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  longDate,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type StaffAction,
  type StaffMember,
  type StaffStatus,
} from '@vitalreg/domain';
import { useDeferredValue, useState } from 'react';
import { ListPagination } from '@/components/ui/list-pagination';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { useAdhocStaff, type StaffFilters } from '../api/adhoc-staff';
import {
  DeactivateDialog,
  EditDialog,
  ReactivateDialog,
  ResetPasswordDialog,
  type StaffDialogKind,
} from './staff-dialogs';

const numberFormat = new Intl.NumberFormat('en-US');

const STATUS_COLOURS: Record<StaffStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  deactivated: 'default',
  ended: 'warning',
};

const ACTION_LABELS: Record<Exclude<StaffAction, 'create'>, string> = {
  edit: 'Change details or end date',
  reset_password: 'Reset password',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
};

/**
 * `/dashboard/adhoc-staff` (spec section 2): the adhoc clerks of the user's area with their
 * status, engagement end and records captured; each row's menu holds what the user may do.
 */
export function AdhocStaffPage() {
  const [filters, setFilters] = useState<StaffFilters>({});
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const list = useAdhocStaff(page, { ...filters, q: q || undefined });
  const [open, setOpen] = useState<{ member: StaffMember; dialog: StaffDialogKind } | null>(null);
  const rows = list.data?.result ?? [];
  const filter = (next: StaffFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="adhoc-staff-title"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        // The wide table scrolls inside its container, not the whole page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Typography id="adhoc-staff-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Adhoc staff of your area
      </Typography>
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
          {[undefined, ...STAFF_STATUSES].map((status) => (
            <Chip
              key={status ?? 'all'}
              label={status ? STAFF_STATUS_LABELS[status] : 'All'}
              clickable
              color={filters.status === status ? 'primary' : 'default'}
              variant={filters.status === status ? 'filled' : 'outlined'}
              aria-pressed={filters.status === status}
              onClick={() => filter({ ...filters, status })}
            />
          ))}
        </Box>
        <TextField
          size="small"
          type="search"
          label="Find by name or user name"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 260 }}
        />
      </Box>
      {list.isPending ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label="Loading adhoc staff"
          sx={{ display: 'grid', gap: 1 }}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={36} />
          ))}
        </Box>
      ) : list.isError ? (
        <Alert severity="error">{errorMessage(list.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">
          {filters.status || q
            ? 'No adhoc staff match.'
            : 'No adhoc staff yet. "Create Adhoc Staff" gives a clerk an account at one of your centres.'}
        </Typography>
      ) : (
        <TableContainer sx={{ position: 'relative', opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Table size="small" aria-labelledby="adhoc-staff-title">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>User name</TableCell>
                <TableCell>Centre</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Engagement ends</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Records captured</TableCell>
                <TableCell>Last sign-in</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((member) => (
                <TableRow key={member.id}>
                  <TableCell>{member.fullName}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{member.userName}</TableCell>
                  <TableCell>{member.centreName ?? '—'}</TableCell>
                  <TableCell>{member.phone ?? '—'}</TableCell>
                  <TableCell>{member.endDate ? longDate(member.endDate) : '—'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={STAFF_STATUS_LABELS[member.status]}
                      color={STATUS_COLOURS[member.status]}
                      variant={member.status === 'active' ? 'filled' : 'outlined'}
                      title={member.deactivationReason ?? undefined}
                    />
                    {member.deactivationReason ? (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {member.deactivationReason}
                      </Typography>
                    ) : null}
                    {member.mustChangePassword && member.status === 'active' ? (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        Has not chosen a password yet
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{numberFormat.format(member.recordsCaptured)}</TableCell>
                  <TableCell>
                    {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}
                  </TableCell>
                  <TableCell align="right">
                    <RowActions
                      member={member}
                      onChoose={(dialog) => setOpen({ member, dialog })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.data ? (
        <ListPagination pagination={list.data.pagination} page={page} onChange={setPage} />
      ) : null}
      {open?.dialog === 'deactivate' ? (
        <DeactivateDialog member={open.member} onClose={() => setOpen(null)} />
      ) : open?.dialog === 'reactivate' ? (
        <ReactivateDialog member={open.member} onClose={() => setOpen(null)} />
      ) : open?.dialog === 'edit' ? (
        <EditDialog member={open.member} onClose={() => setOpen(null)} />
      ) : open?.dialog === 'reset_password' ? (
        <ResetPasswordDialog member={open.member} onClose={() => setOpen(null)} />
      ) : null}
    </Paper>
  );
}

/** Read by screen readers, not shown (sizes in px: in `sx`, a width of 1 means 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function RowActions({
  member,
  onChoose,
}: {
  member: StaffMember;
  onChoose: (dialog: StaffDialogKind) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = member.allowedActions.filter(
    (action): action is StaffDialogKind => action !== 'create',
  );
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={`Actions for ${member.userName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onChoose(action);
            }}
          >
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
