import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useOutboxCounts } from '@/features/offline';

/**
 * The sidebar's Logout. With registrations still waiting on this device it asks first: they stay
 * (encrypted, for this user only) and are sent after this user's next online sign-in.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const counts = useOutboxCounts();
  const [asking, setAsking] = useState(false);
  const unsynced = counts?.unsynced ?? 0;
  const logout = () => void navigate(paths.auth.logout.path);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LogoutIcon />}
        onClick={() => (unsynced > 0 ? setAsking(true) : logout())}
      >
        Logout
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="logout-title">
        <DialogTitle id="logout-title">Registrations not sent yet</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {unsynced === 1
              ? '1 registration on this device has not reached the server yet.'
              : `${unsynced} registrations on this device have not reached the server yet.`}{' '}
            They stay on this device, encrypted, and are sent after you sign in online again. Nobody
            else signing in here can read or send them.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Stay signed in</Button>
          <Button color="error" variant="contained" onClick={logout}>
            Log out anyway
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
