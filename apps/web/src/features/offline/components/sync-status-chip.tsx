import Chip, { type ChipProps } from '@mui/material/Chip';
import { SYNC_STATUS, type SyncStatus } from '@vitalreg/domain';

/** Sync statuses of spec section 3 in the registrar's words. */
export const SYNC_STATUS_LABELS: Record<SyncStatus, string> = {
  [SYNC_STATUS.neutral]: 'Waiting',
  [SYNC_STATUS.syncing]: 'Sending',
  [SYNC_STATUS.success]: 'Sent',
  [SYNC_STATUS.flagged]: 'Needs correction',
};

const COLOURS: Record<SyncStatus, ChipProps['color']> = {
  [SYNC_STATUS.neutral]: 'default',
  [SYNC_STATUS.syncing]: 'info',
  [SYNC_STATUS.success]: 'success',
  [SYNC_STATUS.flagged]: 'error',
};

export function SyncStatusChip({ status }: { status: SyncStatus }) {
  return (
    <Chip
      label={SYNC_STATUS_LABELS[status]}
      color={COLOURS[status]}
      size="small"
      variant={status === SYNC_STATUS.neutral ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
