import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  MODIFICATION_MESSAGES,
  modificationQuerySchema,
  type ModificationEntry,
} from '@vitalreg/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryDialog } from '@/components/ui/query-dialog';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useApproveModification, useQueryModification } from '../api/review-modification';
import type { ModificationKind } from '../modification-kinds';

/**
 * The request's buttons, drawn from its `allowed_actions` (the API's access policy): Approve and
 * Query for a reviewer holding the field's approver permission, "Amend and resubmit" for a
 * queried request's requester or an officer of its centre. Approving changes the record, so it
 * is confirmed in a dialog first.
 */
export function RequestActions({
  kind,
  entry,
}: {
  kind: ModificationKind;
  entry: ModificationEntry;
}) {
  const approve = useApproveModification(kind);
  const query = useQueryModification(kind);
  const [querying, setQuerying] = useState(false);
  const [approving, setApproving] = useState(false);
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
            onClick={() => setApproving(true)}
          >
            Approve
          </Button>
        ) : null}
        {actions.includes('query') ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<ReplyIcon />}
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
      {actions.includes('approve') && approving ? (
        <ConfirmDialog
          title={`Approve the correction of ${entry.mod_field_label.toLowerCase()}?`}
          action="Approve"
          actionColor="success"
          pending={approve.isPending}
          error={approve.error}
          onConfirm={() =>
            approve.mutate(entry.id, {
              onSuccess: () => {
                setApproving(false);
                toast.success(MODIFICATION_MESSAGES.approved);
              },
            })
          }
          onClose={() => {
            approve.reset();
            setApproving(false);
          }}
        >
          The record takes the corrected values at once (the version before is kept in its history).
          Its certificates then read as superseded, and a printed record goes back to approved so
          that a corrected certificate is printed.
        </ConfirmDialog>
      ) : null}
      {actions.includes('query') && querying ? (
        <QueryDialog
          title={`Query the correction of ${entry.mod_field_label.toLowerCase()}`}
          intro="The request goes back to its requester with your reason. Say what must be checked or attached."
          action="Query request"
          schema={modificationQuerySchema}
          onQuery={(reason) =>
            query
              .mutateAsync({ id: entry.id, reason })
              .then(() => toast.success(MODIFICATION_MESSAGES.queried))
          }
          pending={query.isPending}
          error={query.error}
          onClose={() => {
            query.reset();
            setQuerying(false);
          }}
        />
      ) : null}
    </Box>
  );
}
