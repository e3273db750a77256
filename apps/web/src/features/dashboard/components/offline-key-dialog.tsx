import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { login } from '@/features/auth';
import { rememberOfflineCredentials, restoreOfflineKey } from '@/features/offline';
import { describeDevice } from '@/lib/device';
import { errorMessage } from '@/lib/errors';
import { startSession, useSession } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_KEY_MESSAGES = {
  restored: 'Offline capture is ready on this device.',
  notOnDevice:
    'The first time, your password is checked with the server: connect to the internet and enter it again. What you entered in a form is kept.',
  noMatch:
    'This is not the password this device knows for you. Check it, or connect to the internet to have a new password checked.',
} as const;

/**
 * Unlocks offline capture with the password: from the device's own verifier when it has one
 * (no connection needed), otherwise confirmed by the server first (a sign-in with the same
 * password, whose session replaces this one) and then kept as at any sign-in. Nothing typed in
 * a form is lost: the page stays.
 */
async function unlockOfflineCapture(
  password: string,
  session: ReturnType<typeof useSession>,
  online: boolean,
): Promise<string | undefined> {
  const { user, permissions } = session;
  if (!user) return undefined;
  const userName = user.UserName;
  const restored = await restoreOfflineKey({ userName, password, user, permissions });
  if (restored.ok) return undefined;
  if (!online) {
    return restored.failure === 'wrong-password'
      ? OFFLINE_KEY_MESSAGES.noMatch
      : OFFLINE_KEY_MESSAGES.notOnDevice;
  }
  try {
    const data = await login({ user: userName, password, device: describeDevice() });
    startSession(data);
    await rememberOfflineCredentials({
      userName,
      password,
      user: data.user,
      permissions: data.permissions,
    });
    return undefined;
  } catch (error) {
    return errorMessage(error);
  }
}

/** "Enter your password for offline use": the offline key of this session was lost. */
export function OfflineKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const failure = await unlockOfflineCapture(password, session, online);
      if (failure) {
        setProblem(failure);
        return;
      }
      setPassword('');
      toast.success(OFFLINE_KEY_MESSAGES.restored);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="offline-key-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="offline-key-title">Enter your password for offline use</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            The page was reloaded before this device finished preparing offline capture. Enter your
            password once to finish it; you stay signed in and keep what you entered.
          </DialogContentText>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Not now</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || password === ''}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Unlock offline capture
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
