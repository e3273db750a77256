import AddIcon from '@mui/icons-material/Add';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@vitalreg/domain';
import { Link } from 'react-router';
import type { PageActionsKey } from '@/config/page-handle';
import { paths } from '@/config/paths';
import { useMayTakeAction } from '@/lib/authorization';
import { useOutboxCounts } from '@/features/offline';
import { kindPaths, kindUIs } from '@/features/records/kind-ui';
import {
  registrationModeStore,
  useAutomaticOfflineFallback,
  useRegistrationMode,
} from '@/lib/registration-mode-store';
import { useIsOfflineSession } from '@/lib/session-store';

/**
 * The top bar's actions for one page (spec section 2, "Top bar actions per page"). A record
 * kind's section shows, to users who may capture records of the kind, what waits on this device
 * (a kind the outbox holds), the online/offline switch and its "New ..." link.
 */
export function PageActions({ page }: { page: PageActionsKey | undefined }) {
  const kind = kindUIs().find((ui) => ui.manifest.section === page);
  const mayCapture = useMayTakeAction('submit', kind?.manifest);
  if (page === 'home') {
    return (
      <Typography component="p" sx={{ fontWeight: 600, color: 'primary.main' }}>
        {PRODUCT_TITLE}
      </Typography>
    );
  }
  if (page === 'adhoc-staff') {
    return <NewLink to={paths.dashboard.adhocStaff.create.path}>Create Adhoc Staff</NewLink>;
  }
  if (!kind) return null;
  // Whoever may not capture records of the kind (the read-only commissioner) has neither.
  if (!mayCapture) return null;
  const sectionPaths = kindPaths(kind.manifest);
  return (
    <>
      {kind.manifest.queueable ? <OfflineActions offline={sectionPaths.offline.path} /> : null}
      <NewLink to={sectionPaths.wizard(kind.wizards[0].path)}>{kind.wizards[0].title}</NewLink>
    </>
  );
}

/** What waits on this device, and the online/offline registration mode. */
function OfflineActions({ offline }: { offline: string }) {
  return (
    <>
      <OfflineRegistrationsIndicator offline={offline} />
      <RegistrationModeSwitch />
    </>
  );
}

function NewLink({ to, children }: { to: string; children: string }) {
  return (
    <Button component={Link} to={to} variant="contained" startIcon={<AddIcon />}>
      {children}
    </Button>
  );
}

/**
 * Online/offline birth registration mode; checked when online (spec section 2). Says so when
 * the offline mode is the automatic fall-back (the browser lost its connection) and when the
 * session itself is offline (then it cannot be switched on).
 */
export function RegistrationModeSwitch() {
  const mode = useRegistrationMode();
  const automatic = useAutomaticOfflineFallback();
  const offlineSession = useIsOfflineSession();
  const online = mode === 'online' && !offlineSession;
  const label = online
    ? 'Online'
    : offlineSession
      ? 'Offline (signed in offline)'
      : automatic
        ? 'Offline (no connection)'
        : 'Offline';
  return (
    <FormControlLabel
      label={label}
      sx={{ mr: 0, '& .MuiFormControlLabel-label': { whiteSpace: 'nowrap' } }}
      control={
        <Switch
          checked={online}
          disabled={offlineSession}
          onChange={(event) =>
            registrationModeStore.set(event.target.checked ? 'online' : 'offline')
          }
        />
      }
    />
  );
}

/** How many registrations wait on this device; opens the Offline registrations view. */
export function OfflineRegistrationsIndicator({ offline }: { offline: string }) {
  const counts = useOutboxCounts();
  const unsynced = counts?.unsynced ?? 0;
  const flagged = counts?.flagged ?? 0;
  const label =
    unsynced === 0
      ? 'Offline registrations: none waiting'
      : `Offline registrations: ${unsynced} waiting${flagged > 0 ? `, ${flagged} ${flagged === 1 ? 'needs' : 'need'} correction` : ''}`;
  return (
    <Button
      component={Link}
      to={offline}
      variant="text"
      color={flagged > 0 ? 'error' : 'inherit'}
      aria-label={label}
      title={label}
      startIcon={unsynced > 0 ? <CloudQueueIcon /> : <CloudDoneOutlinedIcon />}
      sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
    >
      {`${unsynced} waiting`}
    </Button>
  );
}
