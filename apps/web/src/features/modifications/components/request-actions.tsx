import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import ReplyIcon from '@mui/icons-material/Reply';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  MODIFICATION_MESSAGES,
  modificationQuerySchema,
  TEXT_MAX_LENGTH,
  type ModificationEntry,
} from '@vitalreg/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useApproveModification, useQueryModification } from '../api/review-modification';
import type { ModificationKind } from '../modification-kinds';

/**
 * The request's buttons, drawn from its `allowed_actions` (the API's access policy): Approve and
 * Query for a reviewer holding the field's approver permission, "Amend and resubmit" for a
 * queried request's requester or an officer of its centre.
 */
export function RequestActions({
  kind,
  entry,
}: {
  kind: ModificationKind;
  entry: ModificationEntry;
}) {
  const approve = useApproveModification(kind);
  const [querying, setQuerying] = useState(false);
  const actions = entry.allowed_actions;
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.includes('approve') ? (
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckCircleIcon />}
            loading={approve.isPending}
            onClick={() =>
              approve.mutate(entry.id, {
                onSuccess: () => toast.success(MODIFICATION_MESSAGES.approved),
              })
            }
          >
            Approve
          </Button>
        ) : null}
        {actions.includes('query') ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<ReplyIcon />}
            disabled={approve.isPending}
            onClick={() => setQuerying(true)}
          >
            Query
          </Button>
        ) : null}
        {actions.includes('resubmit') ? (
          <Button
            component={RouterLink}
            to={paths.dashboard.modifications.amend.getHref(kind.key, entry.id)}
            variant="contained"
            startIcon={<EditIcon />}
          >
            Amend and resubmit
          </Button>
        ) : null}
      </Box>
      {approve.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(approve.error)}
        </Alert>
      ) : null}
      {actions.includes('query') ? (
        <QueryDialog kind={kind} entry={entry} open={querying} onClose={() => setQuerying(false)} />
      ) : null}
    </Box>
  );
}

type QueryValues = z.input<typeof modificationQuerySchema>;

function QueryDialog({
  kind,
  entry,
  open,
  onClose,
}: {
  kind: ModificationKind;
  entry: ModificationEntry;
  open: boolean;
  onClose: () => void;
}) {
  const query = useQueryModification(kind);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QueryValues>({
    resolver: zodResolver(modificationQuerySchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    if (query.isPending) return;
    query.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    query.mutate(
      { id: entry.id, reason: values.reason },
      {
        onSuccess: () => {
          toast.success(MODIFICATION_MESSAGES.queried);
          reset();
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="query-modification-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="query-modification-title">
          Query the correction of {entry.mod_field_label.toLowerCase()}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The request goes back to its requester with your reason. Say what must be checked or
            attached.
          </DialogContentText>
          <TextField
            {...register('reason')}
            label="Reason"
            multiline
            minRows={3}
            fullWidth
            autoFocus
            required
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
          />
          {query.isError ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorMessage(query.error)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={query.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={query.isPending}>
            Query request
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
