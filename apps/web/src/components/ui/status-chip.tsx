import Chip, { type ChipProps } from '@mui/material/Chip';
import { APPLICATION_STATUS_OPTIONS, lookupLabel, type ApplicationStatus } from '@vitalreg/domain';

/** One colour per record status (DESIGN.md "Record workflow"). */
export const STATUS_COLOURS: Record<ApplicationStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  queried: 'error',
  printed: 'info',
};

export function statusLabel(status: ApplicationStatus): string {
  return lookupLabel(APPLICATION_STATUS_OPTIONS, status) ?? status;
}

export function StatusChip({
  status,
  size = 'small',
}: {
  status: ApplicationStatus;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      label={statusLabel(status)}
      color={STATUS_COLOURS[status]}
      size={size}
      variant={status === 'pending' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
