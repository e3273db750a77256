import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { queryRecordSchema } from '@vitalreg/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryDialog } from '@/components/ui/query-dialog';
import { useApproveRecord, type ApprovedRecord } from '../../api/approve-record';
import { useQueryRecord } from '../../api/query-record';
import type { RecordKindView } from '../../types';

type ReviewedKind = Pick<
  RecordKindView,
  'reviewPath' | 'certificateField' | 'queryKey' | 'singular'
>;

export interface ReviewActionsProps {
  kind: ReviewedKind;
  recordId: number;
  reference: string;
  canApprove: boolean;
  canQuery: boolean;
  onApproved?: (approved: ApprovedRecord) => void;
}

/**
 * The reviewer's Approve and Query buttons (shown only when the workflow table allows them).
 * Approving issues the certificate number, so it is confirmed in a dialog first.
 */
export function ReviewActions({
  kind,
  recordId,
  reference,
  canApprove,
  canQuery,
  onApproved,
}: ReviewActionsProps) {
  const approve = useApproveRecord(kind);
  const query = useQueryRecord(kind);
  const [querying, setQuerying] = useState(false);
  const [approving, setApproving] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {canApprove ? (
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckCircleIcon />}
          onClick={() => setApproving(true)}
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
      {canApprove && approving ? (
        <ConfirmDialog
          title={`Approve ${kind.singular} ${reference}?`}
          action="Approve"
          actionColor="success"
          pending={approve.isPending}
          error={approve.error}
          onConfirm={() =>
            approve.mutate(recordId, {
              onSuccess: (approved) => {
                setApproving(false);
                onApproved?.(approved);
              },
            })
          }
          onClose={() => {
            approve.reset();
            setApproving(false);
          }}
        >
          It will be given the next certificate number of its series and can no longer be edited: a
          mistake found later is put right through a correction.
        </ConfirmDialog>
      ) : null}
      {canQuery && querying ? (
        <QueryDialog
          title={`Query record ${reference}`}
          intro="The record goes back to its registrar with your reason. Say what must be corrected."
          action="Query record"
          schema={queryRecordSchema}
          onQuery={(reason) => query.mutateAsync({ id: recordId, reason })}
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
