import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import { SYNC_STATUS } from '@vitalreg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useIsOfflineSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { useKeyUnlockedBy, useOfflineOwnerId } from '../data-key-store';
import type { SyncReceipt } from '../offline-database';
import {
  confirmQueuedNotDuplicate,
  countOutbox,
  deleteQueued,
  type OutboxCounts,
  type QueuedRecord,
  type SavedOnDevice,
} from '../outbox';
import { outboxKindOf } from '../outbox-kinds';
import { syncOnce, type SyncReport } from '../sync';
import { formatDateTime } from '@/lib/dates';
import { useOnline } from '@/lib/use-online';
import { plural } from '@/lib/words';
import { LISTED_RECORDS, useOutboxCounts, useOutboxRecords, useSyncReceipts } from '../use-outbox';
import { EarlierPasswordNotice } from './earlier-password';
import { SyncStatusChip } from './sync-status-chip';

/** What is still on the device after a pass, as the top bar and this page count it. */
function describeLeft(left: OutboxCounts): string {
  const parts: string[] = [];
  if (left.flagged > 0) {
    parts.push(
      `${plural(left.flagged, 'registration', 'registrations')} ${left.flagged === 1 ? 'needs' : 'need'} correction`,
    );
  }
  const waiting = left.unsynced - left.flagged;
  if (waiting > 0) {
    parts.push(
      `${plural(waiting, 'registration', 'registrations')} ${waiting === 1 ? 'waits' : 'wait'} for the next try`,
    );
  }
  return parts.join('; ');
}

/**
 * What "Sync now" tells the registrar about one pass, and, when nothing was sent, what is still
 * on the device (`left`): the same count as the top bar's "1 waiting", never "nothing waiting".
 */
export function describeSyncReport(
  report: SyncReport,
  left?: OutboxCounts,
): {
  severity: 'success' | 'warning' | 'info';
  message: string;
} {
  if (report.skipped === 'busy') {
    return { severity: 'info', message: 'Sync is already running (here or in another tab).' };
  }
  if (report.skipped === 'offline-session') {
    return { severity: 'warning', message: 'Sign in online to send registrations.' };
  }
  if (report.skipped === 'no-key') {
    return {
      severity: 'warning',
      message: 'Sign in again to send registrations from this device.',
    };
  }
  const parts: string[] = [];
  if (report.synced > 0)
    parts.push(`${plural(report.synced, 'registration', 'registrations')} sent`);
  if (report.flagged > 0)
    parts.push(`${report.flagged} need${report.flagged === 1 ? 's' : ''} correction`);
  if (report.retrying > 0 || report.stoppedBy) {
    parts.push(
      report.stoppedBy === 'unauthorized'
        ? 'your session has ended: sign in again to send the rest'
        : 'the rest will be tried again when the connection allows',
    );
  }
  if (parts.length === 0) {
    if (left && left.unsynced > 0) {
      return { severity: 'warning', message: `Nothing was sent: ${describeLeft(left)}.` };
    }
    return { severity: 'info', message: 'Nothing was waiting to be sent.' };
  }
  const message = parts.join('; ');
  const complete = report.flagged === 0 && report.retrying === 0 && !report.stoppedBy;
  return {
    severity: complete ? 'success' : 'warning',
    message: message.charAt(0).toUpperCase() + message.slice(1) + '.',
  };
}

/** "Saved on this device", with the record's place in the outbox, after a wizard saved one. */
export function savedOnDeviceText(saved: SavedOnDevice): string {
  const where = saved.place ? ` It is number ${saved.place} in the outbox.` : '';
  return `Saved on this device; it will be sent when you are online.${where}`;
}

function SavedNotice() {
  const state = useLocation().state as { saved?: SavedOnDevice } | null;
  if (!state?.saved) return null;
  return (
    <Alert severity="success" role="status">
      {savedOnDeviceText(state.saved)}
    </Alert>
  );
}

/**
 * `/dashboard/{section}/offline` of every kind the outbox holds: the registrations of every kind
 * saved on this device, each with its kind, name and sync status (and, when flagged, the
 * server's reasons); "Sync now"; open a record to fix it or delete it after confirming; and the
 * server references of those recently sent.
 */
export function OfflineRegistrationsPage() {
  const records = useOutboxRecords();
  const counts = useOutboxCounts();
  const receipts = useSyncReceipts();
  const online = useOnline();
  const offlineSession = useIsOfflineSession();
  const unlockedBy = useKeyUnlockedBy();
  const ownerId = useOfflineOwnerId();
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);
  const [deleting, setDeleting] = useState<QueuedRecord>();

  const signedInOffline = offlineSession || unlockedBy === 'offline';
  const syncBlocked = signedInOffline
    ? 'You signed in offline: registrations are sent after you sign in online again.'
    : unlockedBy === null
      ? 'Sign in again online to send the registrations kept on this device.'
      : !online
        ? 'No connection: registrations are sent automatically when it returns.'
        : undefined;

  const syncNow = async () => {
    setSyncing(true);
    try {
      const report = await syncOnce({ ignoreBackoff: true });
      const left = ownerId === null ? undefined : await countOutbox(ownerId);
      const { severity, message } = describeSyncReport(report, left);
      toast[severity](message);
      // Records of any kind may have been sent: every list is read again.
      if (report.synced > 0) void queryClient.invalidateQueries();
    } catch {
      toast.error('Sync failed. The registrations stay on this device; try again.');
    } finally {
      setSyncing(false);
    }
  };

  const waiting = counts?.unsynced ?? records?.length ?? 0;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 3 } }}>
      <SavedNotice />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="offline-waiting-title"
        sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography id="offline-waiting-title" variant="h6" component="h2">
              Saved on this device
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {records === undefined
                ? 'Loading…'
                : waiting === 0
                  ? 'No registrations are waiting.'
                  : `${plural(waiting, 'registration', 'registrations')} not yet on the server.`}
            </Typography>
          </Box>
          <Button
            variant="contained"
            startIcon={syncing ? <CircularProgress size={16} color="inherit" /> : <SyncIcon />}
            disabled={syncing || syncBlocked !== undefined}
            onClick={() => void syncNow()}
            aria-describedby={syncBlocked ? 'offline-sync-note' : undefined}
          >
            Sync now
          </Button>
        </Box>
        {syncBlocked ? (
          <Alert id="offline-sync-note" severity="info">
            {syncBlocked}
          </Alert>
        ) : null}
        {records && unlockedBy !== null ? (
          <EarlierPasswordNotice locked={records.filter((record) => record.locked).length} />
        ) : null}
        {records && records.length > 0 ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {records.slice(0, LISTED_RECORDS).map((record) => (
              <QueuedRecordItem key={record.clientId} record={record} onDelete={setDeleting} />
            ))}
          </Box>
        ) : null}
        {records && waiting > records.length && records.length >= LISTED_RECORDS ? (
          <Typography variant="body2" color="text.secondary">
            The oldest {LISTED_RECORDS} are listed; the others follow as these are sent.
          </Typography>
        ) : null}
      </Paper>
      <ReceiptsSection receipts={receipts} />
      <DeleteQueuedDialog record={deleting} onClose={() => setDeleting(undefined)} />
    </Box>
  );
}

async function confirmNotDuplicate(record: QueuedRecord) {
  try {
    await confirmQueuedNotDuplicate(record.clientId);
    toast.success(
      `Confirmed as ${outboxKindOf(record.kind).another}: it is sent again at the next sync.`,
    );
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'The registration could not be saved.');
  }
}

function QueuedRecordItem({
  record,
  onDelete,
}: {
  record: QueuedRecord;
  onDelete: (record: QueuedRecord) => void;
}) {
  const name = record.locked
    ? 'Locked registration'
    : record.name || outboxKindOf(record.kind).unnamed;
  const kindTitle = outboxKindOf(record.kind).title;
  const flagged = record.syncStatus === SYNC_STATUS.flagged;
  const sending = record.syncStatus === SYNC_STATUS.syncing;
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        border: 1,
        borderColor: flagged ? 'error.light' : 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography
            variant="overline"
            component="p"
            color="text.secondary"
            sx={{ lineHeight: 1.5 }}
          >
            {kindTitle}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        </Box>
        <SyncStatusChip status={record.syncStatus} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Captured {formatDateTime(record.capturedAt)}
        {record.updatedAt !== record.capturedAt
          ? ` · changed ${formatDateTime(record.updatedAt)}`
          : ''}
      </Typography>
      {record.locked ? (
        <Typography variant="body2" color="text.secondary">
          Saved under an earlier password of yours: open it with that password (above).
        </Typography>
      ) : null}
      {record.syncStatus === SYNC_STATUS.neutral && record.lastError ? (
        <Typography variant="body2" color="text.secondary">
          Last attempt: {record.lastError}
          {record.nextAttemptAt > Date.now()
            ? ` Next try after ${formatDateTime(record.nextAttemptAt)}.`
            : ''}
        </Typography>
      ) : null}
      {flagged && record.flagReasons.length > 0 ? (
        <Alert severity="error" sx={{ py: 0 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {record.flagReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {!record.locked ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={outboxKindOf(record.kind).offline.record.getHref(record.clientId)}
            size="small"
            variant={flagged ? 'contained' : 'outlined'}
            startIcon={<EditOutlinedIcon />}
            disabled={sending}
            aria-label={`${flagged ? 'Fix' : 'Open'} ${name}`}
          >
            {flagged ? 'Fix' : 'Open'}
          </Button>
          {flagged && record.possibleDuplicate ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => void confirmNotDuplicate(record)}
              aria-label={`${name} is not a duplicate`}
            >
              This is not a duplicate
            </Button>
          ) : null}
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={sending}
            onClick={() => onDelete(record)}
            aria-label={`Delete ${name}`}
          >
            Delete
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

function ReceiptsSection({ receipts }: { receipts: SyncReceipt[] | undefined }) {
  if (!receipts || receipts.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="offline-sent-title"
      sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="offline-sent-title" variant="h6" component="h2">
        Recently sent
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The server confirmed these; they have left this device.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {receipts.slice(0, 20).map((receipt) => (
          <Box
            component="li"
            key={receipt.clientId}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}
          >
            <SyncStatusChip status={SYNC_STATUS.success} />
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {receipt.serverReference}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              captured {formatDateTime(receipt.capturedAt)} · sent{' '}
              {formatDateTime(receipt.syncedAt)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function DeleteQueuedDialog({
  record,
  onClose,
}: {
  record: QueuedRecord | undefined;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const name = record?.name || (record ? outboxKindOf(record.kind).thisOne : 'this record');
  const confirm = async () => {
    if (!record) return;
    setBusy(true);
    try {
      await deleteQueued(record.clientId);
      toast.success('The offline registration was deleted from this device.');
      onClose();
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : 'The registration could not be deleted.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={record !== undefined}
      onClose={busy ? undefined : onClose}
      aria-labelledby="delete-queued-title"
    >
      <DialogTitle id="delete-queued-title">Delete this registration?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The registration of {name} has not been sent to the server. Deleting it removes it from
          this device for good.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          Delete registration
        </Button>
      </DialogActions>
    </Dialog>
  );
}
