import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { QUERY_REASON_MAX_LENGTH, queryRecordSchema, type QueryRecord } from '@vitalreg/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApproveRecord, type ApprovedRecord } from '../../api/approve-record';
import { useQueryRecord } from '../../api/query-record';
import type { RecordKindView } from '../../types';

type ReviewedKind = Pick<RecordKindView, 'reviewPath' | 'certificateField' | 'queryKey'>;

export interface ReviewActionsProps {
  kind: ReviewedKind;
  recordId: number;
  reference: string;
  canApprove: boolean;
  canQuery: boolean;
  onApproved?: (approved: ApprovedRecord) => void;
}

/** The reviewer's Approve and Query buttons (shown only when the workflow table allows them). */
export function ReviewActions({
  kind,
  recordId,
  reference,
  canApprove,
  canQuery,
  onApproved,
}: ReviewActionsProps) {
  const approve = useApproveRecord(kind);
  const [querying, setQuerying] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {canApprove ? (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckCircleIcon />}
          loading={approve.isPending}
          onClick={() => approve.mutate(recordId, { onSuccess: onApproved })}
        >
          Approve
        </Button>
      ) : null}
      {canQuery ? (
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
      {canQuery ? (
        <QueryDialog
          kind={kind}
          open={querying}
          recordId={recordId}
          reference={reference}
          onClose={() => setQuerying(false)}
        />
      ) : null}
    </Box>
  );
}

function QueryDialog({
  kind,
  open,
  recordId,
  reference,
  onClose,
}: {
  kind: ReviewedKind;
  open: boolean;
  recordId: number;
  reference: string;
  onClose: () => void;
}) {
  const query = useQueryRecord(kind);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QueryRecord>({
    resolver: zodResolver(queryRecordSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    if (query.isPending) return;
    reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    query.mutate(
      { id: recordId, reason: values.reason },
      {
        onSuccess: () => {
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
      aria-labelledby="query-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="query-dialog-title">Query record {reference}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The record goes back to its registrar with your reason. Say what must be corrected.
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
            slotProps={{ htmlInput: { maxLength: QUERY_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={query.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={query.isPending}>
            Query record
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
