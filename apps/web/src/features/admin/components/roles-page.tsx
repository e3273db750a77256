import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  mayChangePermission,
  ROLE_CHANGE_REFUSALS,
  roleChangeLock,
  type Permission,
  type RoleEntry,
} from '@vitalreg/domain';
import { Fragment, useState } from 'react';
import { PagePanel } from '@/components/ui/page-panel';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { useRoleMatrix, useSaveRolePermissions } from '../api/roles';

/**
 * `/dashboard/admin/roles`: the role-permission matrix, a column per role, a row per
 * permission in the spec's groups. Ticks are kept per role until "Save" sends that role's
 * whole set; every save is audited and applies at the users' next request. The access policy's
 * rules are shown, not only enforced: the Admin role's and the user's own role's boxes are
 * disabled, and so is every permission the user does not hold, each with its reason.
 */
export function RolesPage() {
  const { user, permissions: own } = useSession();
  const actor = { roleId: user?.Role_ID ?? 0, permissions: own };
  const matrix = useRoleMatrix();
  const save = useSaveRolePermissions();
  const [edits, setEdits] = useState<Record<number, Permission[]>>({});
  if (matrix.isPending) return <Skeleton variant="rounded" height={320} />;
  if (matrix.isError) return <Alert severity="error">{errorMessage(matrix.error)}</Alert>;
  const { roles, permissions } = matrix.data;
  const held = (role: RoleEntry) => edits[role.id] ?? role.permissions;
  const toggle = (role: RoleEntry, permission: Permission) => {
    const current = held(role);
    setEdits({
      ...edits,
      [role.id]: current.includes(permission)
        ? current.filter((p) => p !== permission)
        : [...current, permission],
    });
  };
  const changed = roles.filter((role) => edits[role.id] !== undefined);
  const groups = [...new Set(permissions.map((p) => p.group))];

  return (
    <PagePanel title="Roles and permissions">
      <Typography color="text.secondary">
        Each role grants the permissions ticked in its column. A change applies to every user of the
        role at their next request, and is kept in the audit log.
      </Typography>
      {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {changed.map((role) => (
          <Button
            key={role.id}
            variant="contained"
            loading={save.isPending && save.variables?.roleId === role.id}
            onClick={() =>
              save.mutate(
                { roleId: role.id, permissions: held(role) },
                {
                  onSuccess: () => {
                    setEdits(({ [role.id]: _saved, ...rest }) => rest);
                    toast.success(`${role.title}: permissions saved.`);
                  },
                },
              )
            }
          >
            Save {role.title}
          </Button>
        ))}
        {changed.length > 0 ? <Button onClick={() => setEdits({})}>Undo changes</Button> : null}
      </Box>
      <TableContainer sx={{ position: 'relative', maxHeight: '70vh' }}>
        <Table size="small" stickyHeader aria-labelledby="roles-title">
          <TableHead>
            <TableRow>
              <TableCell>Permission</TableCell>
              {roles.map((role) => {
                const lock = roleChangeLock(actor, role.id);
                return (
                  <TableCell key={role.id} align="center" sx={{ minWidth: 96 }}>
                    {role.title}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {role.users} {role.users === 1 ? 'user' : 'users'}
                    </Typography>
                    {lock ? (
                      <Typography variant="caption" sx={{ display: 'block', fontStyle: 'italic' }}>
                        {ROLE_CHANGE_REFUSALS[lock].short}
                      </Typography>
                    ) : null}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((group) => (
              <Fragment key={group}>
                <TableRow>
                  <TableCell
                    colSpan={roles.length + 1}
                    sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
                  >
                    {group}
                  </TableCell>
                </TableRow>
                {permissions
                  .filter((p) => p.group === group)
                  .map((permission) => {
                    const notHeld = !mayChangePermission(actor, permission.name);
                    return (
                      <TableRow key={permission.name} hover>
                        <TableCell>
                          {permission.description}
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block' }}
                          >
                            {permission.name}
                          </Typography>
                          {notHeld ? (
                            <Typography
                              variant="caption"
                              sx={{ display: 'block', fontStyle: 'italic' }}
                            >
                              {ROLE_CHANGE_REFUSALS.permission_not_held.short}
                            </Typography>
                          ) : null}
                        </TableCell>
                        {roles.map((role) => {
                          const lock = roleChangeLock(actor, role.id);
                          const reason = lock ?? (notHeld ? 'permission_not_held' : undefined);
                          return (
                            <TableCell key={role.id} align="center" padding="checkbox">
                              <Checkbox
                                checked={held(role).includes(permission.name)}
                                onChange={() => toggle(role, permission.name)}
                                disabled={reason !== undefined}
                                title={reason ? ROLE_CHANGE_REFUSALS[reason].message : undefined}
                                slotProps={{
                                  input: {
                                    'aria-label': `${role.title}: ${permission.description}`,
                                  },
                                }}
                              />
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    );
                  })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </PagePanel>
  );
}
