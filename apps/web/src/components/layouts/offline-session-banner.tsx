import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useIsOfflineSession } from '@/lib/session-store';
import { useOnline } from '@/lib/use-online';

/**
 * Above every page of a session opened offline: what it can do (capture and queue births, deaths and stillbirths) and,
 * once a connection is back, the way to sign in online so the queue is sent.
 */
export function OfflineSessionBanner() {
  const offline = useIsOfflineSession();
  const online = useOnline();
  if (!offline) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        online ? (
          <Button component={Link} to={paths.auth.logout.path} color="inherit" size="small">
            Sign in online
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>Signed in offline</AlertTitle>
      You can register births, deaths and stillbirths; they are kept encrypted on this device and
      sent after you sign in online.
      {online ? ' The connection is back: sign in online to send them.' : ''}
    </Alert>
  );
}
