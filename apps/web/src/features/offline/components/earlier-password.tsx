import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { plural } from '@/lib/words';
import { reopenWithEarlierPassword } from '../retired-keys';

export const EARLIER_PASSWORD_MESSAGES = {
  required: 'Enter the password you used when you saved them.',
  wrong: 'That password opens none of them. Enter the password you used when you saved them.',
  failed: 'They could not be opened. Nothing was changed; try again.',
} as const;

const registrations = (count: number) => plural(count, 'registration', 'registrations');

/**
 * Registrations saved under an earlier password of the user's (changed on another device, or
 * reset): they stay locked on this device until that password opens them again; they are then
 * kept under the current password and sent with the others.
 */
export function EarlierPasswordNotice({ locked }: { locked: number }) {
  const [open, setOpen] = useState(false);
  if (locked === 0) return null;
  return (
    <>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            Open with earlier password
          </Button>
        }
      >
        {registrations(locked)} {locked === 1 ? 'was' : 'were'} saved under a password you have
        since changed. Enter that password to open {locked === 1 ? 'it' : 'them'} and send{' '}
        {locked === 1 ? 'it' : 'them'}.
      </Alert>
      {open ? <EarlierPasswordDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EarlierPasswordDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(EARLIER_PASSWORD_MESSAGES.required);
      return;
    }
    setBusy(true);
    try {
      const opened = await reopenWithEarlierPassword(password);
      if (opened === 0) {
        setError(EARLIER_PASSWORD_MESSAGES.wrong);
        return;
      }
      toast.success(`${registrations(opened)} opened: sent with the others at the next sync.`);
      onClose();
    } catch {
      setError(EARLIER_PASSWORD_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="earlier-password-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="earlier-password-title">Open with your earlier password</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            The password you used when you saved them on this device. It is not sent anywhere: it
            only opens them here.
          </DialogContentText>
          <TextField
            label="Earlier password"
            type="password"
            autoComplete="off"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={error !== undefined}
            helperText={error}
            autoFocus
            fullWidth
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Open
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
