import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { keyDerivationStore, useOfflineReadiness, type OfflineReadiness } from '@/features/offline';
import { useStore } from '@/lib/create-store';
import { useIsOfflineSession } from '@/lib/session-store';
import { OfflineKeyDialog } from './offline-key-dialog';

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
  const deriving = useStore(keyDerivationStore);
  const offlineSession = useIsOfflineSession();
  const [asking, setAsking] = useState(false);
  // An online session without its offline key (a reload interrupted the derivation): the
  // password is asked for once, instead of an online sign-in (the draft would be lost).
  if (!readiness.keyHeld && !deriving && !offlineSession) {
    return (
      <>
        <Button
          size="small"
          variant="outlined"
          startIcon={<KeyOutlinedIcon />}
          onClick={() => setAsking(true)}
        >
          Offline use: enter your password
        </Button>
        <OfflineKeyDialog open={asking} onClose={() => setAsking(false)} />
      </>
    );
  }
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
