import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  lgaName,
  longDate,
  stateName,
  ROLE_NAMES,
  ROLE_IDS,
  ROLE_TITLES,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type StaffAction,
  type StaffMember,
  type RoleName,
  type StaffStatus,
} from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { PagePanel } from '@/components/ui/page-panel';
import { useDeferredValue, useState } from 'react';
import { ListPagination } from '@/components/ui/list-pagination';
import { ListState } from '@/components/ui/list-state';
import { RowMenu, visuallyHidden } from '@/components/ui/row-menu';
import { formatDateTime } from '@/lib/dates';
import { useStaffList, type StaffBase, type StaffFilters } from '../api/staff';
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

/** A row's further action that is not a staff policy action (users: e-mail, audit page). */
export interface ExtraAction {
  label: string;
  onChoose: (member: StaffMember) => void;
}

export interface StaffListProps {
  base: StaffBase;
  title: string;
  /** Users of every role: a role column and a role filter. */
  showRole?: boolean;
  /** Shown when the area has no accounts yet. */
  empty: string;
  extraActions?: readonly ExtraAction[];
  /** A dialog for another kind of change (users: a move or a new role). */
  editDialog?: (props: { member: StaffMember; onClose: () => void }) => ReactNode;
}

/**
 * The accounts of the user's area with their status, engagement end and records captured;
 * each row's menu holds what the user may do (the staff policy's `allowedActions`).
 */
export function StaffList({
  base,
  title,
  showRole,
  empty,
  extraActions = [],
  editDialog,
}: StaffListProps) {
  const [filters, setFilters] = useState<StaffFilters>({});
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const [page, setPage] = useState(1);
  const list = useStaffList(base, page, { ...filters, q: q || undefined });
  const [open, setOpen] = useState<{ member: StaffMember; dialog: StaffDialogKind } | null>(null);
  const rows = list.data?.result ?? [];
  const filter = (next: StaffFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <PagePanel title={title}>
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
        {showRole ? (
          <TextField
            select
            size="small"
            label="Role"
            value={filters.roleId ?? ''}
            onChange={(event) =>
              filter({
                ...filters,
                roleId: event.target.value ? Number(event.target.value) : undefined,
              })
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            <option value="">Every role</option>
            {ROLE_NAMES.map((name) => (
              <option key={name} value={ROLE_IDS[name]}>
                {ROLE_TITLES[name]}
              </option>
            ))}
          </TextField>
        ) : null}
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
      <ListState
        list={list}
        rows={rows.length}
        loadingLabel="Loading adhoc staff"
        empty={filters.status || filters.roleId || q ? 'No accounts match.' : empty}
      >
        <Table size="small" aria-labelledby="staff-list-title">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>User name</TableCell>
              {showRole ? <TableCell>Role</TableCell> : null}
              <TableCell>{showRole ? 'Works at' : 'Centre'}</TableCell>
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
                {showRole ? (
                  <TableCell>{ROLE_TITLES[member.role as RoleName] ?? member.role}</TableCell>
                ) : null}
                <TableCell>{member.centreName ?? workPlace(member)}</TableCell>
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
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {member.deactivationReason}
                    </Typography>
                  ) : null}
                  {member.mustChangePassword && member.status === 'active' ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
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
                    extra={extraActions}
                    onChoose={(dialog) => setOpen({ member, dialog })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListState>
      {list.data ? (
        <ListPagination pagination={list.data.pagination} page={page} onChange={setPage} />
      ) : null}
      {open ? (
        <OpenDialog {...open} base={base} editDialog={editDialog} onClose={() => setOpen(null)} />
      ) : null}
    </PagePanel>
  );
}

/** Where an account without a centre works: its LGA or state, or the whole country. */
function workPlace(member: StaffMember): string {
  if (member.lgaId) return `${lgaName(member.lgaId) ?? 'LGA'} LGA`;
  if (member.stateId) return `${stateName(member.stateId) ?? 'State'} State`;
  return 'Nigeria';
}

function OpenDialog({
  base,
  member,
  dialog,
  editDialog,
  onClose,
}: {
  base: StaffBase;
  member: StaffMember;
  dialog: StaffDialogKind;
  editDialog: StaffListProps['editDialog'];
  onClose: () => void;
}) {
  const props = { base, member, onClose };
  switch (dialog) {
    case 'deactivate':
      return <DeactivateDialog {...props} />;
    case 'reactivate':
      return <ReactivateDialog {...props} />;
    case 'reset_password':
      return <ResetPasswordDialog {...props} />;
    case 'edit':
      return editDialog ? editDialog({ member, onClose }) : <EditDialog {...props} />;
  }
}

function RowActions({
  member,
  extra,
  onChoose,
}: {
  member: StaffMember;
  extra: readonly ExtraAction[];
  onChoose: (dialog: StaffDialogKind) => void;
}) {
  const actions = member.allowedActions.filter(
    (action): action is StaffDialogKind => action !== 'create',
  );
  return (
    <RowMenu
      name={member.userName}
      items={[
        ...actions.map((action) => ({
          label: ACTION_LABELS[action],
          onChoose: () => onChoose(action),
        })),
        ...extra.map((action) => ({
          label: action.label,
          onChoose: () => action.onChoose(member),
        })),
      ]}
    />
  );
}
