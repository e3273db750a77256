import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useOfflineReadiness, type OfflineReadiness } from '@/features/offline';

/** What the chip's tooltip (and a screen reader) adds to "Preparing offline use: 60%". */
export function readinessDetail(readiness: OfflineReadiness): string {
  if (readiness.ready) {
    return 'This device can capture registrations and open the app without a connection.';
  }
  if (readiness.captureReady) {
    return 'Registrations can be captured offline now; the rest of the app is still being stored on this device.';
  }
  return 'Keep the connection until this reads "Ready offline": the registration forms are being stored on this device.';
}

/**
 * The top bar's word on whether this device is ready to work offline: "Preparing offline use:
 * 60%" while the capture code, the offline key and the app are being stored, then "Ready
 * offline". Shown to users who capture records.
 */
export function OfflineReadinessChip() {
  const readiness = useOfflineReadiness();
  const label = readiness.ready ? 'Ready offline' : `Preparing offline use: ${readiness.percent}%`;
  const detail = readinessDetail(readiness);
  return (
    <Tooltip title={detail}>
      <Chip
        role="status"
        aria-label={label}
        aria-description={detail}
        icon={readiness.ready ? <CloudDoneOutlinedIcon /> : <CloudDownloadOutlinedIcon />}
        label={label}
        color={readiness.ready ? 'success' : 'default'}
        variant="outlined"
        size="small"
      />
    </Tooltip>
  );
}
