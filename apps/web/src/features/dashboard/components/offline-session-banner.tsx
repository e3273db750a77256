import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { kindUIs } from '@/features/records/kind-ui';
import { useIsOfflineSession } from '@/lib/session-store';
import { useOnline } from '@/lib/use-online';

const listed = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * Above every page of a session opened offline: what it can do (capture and queue the kinds the
 * outbox holds) and, once a connection is back, the way to sign in online so the queue is sent.
 */
/** "births, deaths and stillbirths": the kinds captured offline. */
function queuedKinds(): string {
  return listed.format(
    kindUIs()
      .filter((ui) => ui.outbox)
      .map((ui) => ui.plural),
  );
}

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
      You can register {queuedKinds()}; they are kept encrypted on this device and sent after you
      sign in online.
      {online ? ' The connection is back: sign in online to send them.' : ''}
    </Alert>
  );
}
