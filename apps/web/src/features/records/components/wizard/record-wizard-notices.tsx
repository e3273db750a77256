import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { notSavedMessage } from '@/features/offline';

function NotDuplicateButton({ confirming, onClick }: { confirming: boolean; onClick: () => void }) {
  return (
    <Button
      color="inherit"
      size="small"
      onClick={onClick}
      disabled={confirming}
      startIcon={confirming ? <CircularProgress size={14} color="inherit" /> : undefined}
    >
      This is not a duplicate
    </Button>
  );
}

const noticeSx = { alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } } as const;

/** The API named a possible duplicate (409): the registrar may confirm it is another record. */
export function DuplicateNotice({
  message,
  confirming,
  onConfirmNotDuplicate,
}: {
  message: string;
  confirming: boolean;
  onConfirmNotDuplicate: () => void;
}) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={<NotDuplicateButton confirming={confirming} onClick={onConfirmNotDuplicate} />}
      sx={noticeSx}
    >
      <AlertTitle>Possible duplicate</AlertTitle>
      {message}
    </Alert>
  );
}

/** The server's reasons for flagging a record saved on this device, above its wizard. */
export function QueuedFlagNotice({
  queued,
  confirming,
  onConfirmNotDuplicate,
}: {
  queued: { flagReasons: string[]; possibleDuplicate: boolean; confirmedNotDuplicate: boolean };
  confirming: boolean;
  onConfirmNotDuplicate: () => void;
}) {
  const offerConfirmation = queued.possibleDuplicate && !queued.confirmedNotDuplicate;
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        offerConfirmation ? (
          <NotDuplicateButton confirming={confirming} onClick={onConfirmNotDuplicate} />
        ) : undefined
      }
      sx={noticeSx}
    >
      <AlertTitle>
        {queued.possibleDuplicate ? 'Possible duplicate' : 'The server refused this registration'}
      </AlertTitle>
      {queued.flagReasons.map((reason) => (
        <div key={reason}>{reason}</div>
      ))}
    </Alert>
  );
}

/** Why a kind the outbox does not hold (attestation) cannot be submitted now. */
export const needsConnectionMessage = (title: string) =>
  notSavedMessage({
    name: title,
    needs: 'payment',
    kept: 'what you entered stays here: submit it when you are back online.',
  });

/** Offline, above the wizard of a kind that is only submitted online. */
export function NeedsConnectionNotice({ title }: { title: string }) {
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Connection needed</AlertTitle>
      {needsConnectionMessage(title)}
    </Alert>
  );
}
