import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useMailUserName } from '../api/staff';
import { StaffList } from './staff-list';
import { NewUserDialog, UserEditDialog } from './user-dialogs';

/**
 * `/dashboard/admin/users`: the accounts of every role in the administrator's area: add,
 * change or move, deactivate and reactivate with a reason, reset a password, e-mail a user
 * name, and each account's audit page.
 */
export function UsersPage() {
  const navigate = useNavigate();
  const mail = useMailUserName();
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
          Add user
        </Button>
      </Box>
      <StaffList
        base="users"
        title="Users"
        showRole
        empty="No users in your area yet."
        editDialog={({ member, onClose }) => <UserEditDialog member={member} onClose={onClose} />}
        extraActions={[
          {
            label: 'E-mail the user name',
            onChoose: (member) =>
              mail.mutate(member.id, {
                onSuccess: () => toast.success(`The user name was e-mailed to ${member.email}.`),
                onError: (error) => toast.error(errorMessage(error)),
              }),
          },
          {
            label: 'Audit page',
            onChoose: (member) =>
              void navigate(paths.dashboard.admin.users.audit.getHref(member.id)),
          },
        ]}
      />
      {adding ? <NewUserDialog onClose={() => setAdding(false)} /> : null}
    </Box>
  );
}
