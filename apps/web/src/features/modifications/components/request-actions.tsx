import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import ReplyIcon from '@mui/icons-material/Reply';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  MODIFICATION_MESSAGES,
  modificationQuerySchema,
  type ModificationEntry,
} from '@vitalreg/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryDialog } from '@/components/ui/query-dialog';
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
  const query = useQueryModification(kind);
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
