import AddIcon from '@mui/icons-material/Add';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE, RECORD_KIND_MANIFEST_LIST } from '@vitalreg/domain';
import { Link } from 'react-router';
import type { PageActionsKey } from '@/config/page-handle';
import { paths } from '@/config/paths';
import { useMayTakeAction } from '@/lib/authorization';
import { useOutboxCounts } from '@/features/offline';
import {
  registrationModeStore,
  useAutomaticOfflineFallback,
  useRegistrationMode,
} from '@/lib/registration-mode-store';
import { useIsOfflineSession } from '@/lib/session-store';

/**
 * The record sections whose capture can go offline, with their Offline registrations view:
 * they show what waits on the device and the online/offline switch.
 */
const OFFLINE_LISTS = {
  'birth-registrations': paths.dashboard.birthRegistrations.offline.path,
  'death-registrations': paths.dashboard.deathRegistrations.offline.path,
  'still-births': paths.dashboard.stillBirths.offline.path,
} as const satisfies Partial<Record<PageActionsKey, string>>;

const offlineListOf = (page: PageActionsKey | undefined): string | undefined =>
  page && page in OFFLINE_LISTS ? OFFLINE_LISTS[page as keyof typeof OFFLINE_LISTS] : undefined;

/**
 * The top bar's actions for one page (spec section 2, "Top bar actions per page"). The "New ..."
 * links of record types show only to users who may capture records of the section's kind.
 */
export function PageActions({ page }: { page: PageActionsKey | undefined }) {
  const kind = RECORD_KIND_MANIFEST_LIST.find((manifest) => manifest.section === page);
  const mayCapture = useMayTakeAction('submit', kind);
  if (!mayCapture && page !== 'home' && page !== 'adhoc-staff') {
    const offline = offlineListOf(page);
    return offline ? <OfflineActions offline={offline} /> : null;
  }
  switch (page) {
    case 'home':
      return (
        <Typography component="p" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {PRODUCT_TITLE}
        </Typography>
      );
    case 'birth-registrations':
      return (
        <>
          <OfflineActions offline={OFFLINE_LISTS['birth-registrations']} />
          <NewLink to={paths.dashboard.birthRegistrations.registerClaimed.path}>
            New Birth Registration
          </NewLink>
        </>
      );
    case 'death-registrations':
      return (
        <>
          <OfflineActions offline={OFFLINE_LISTS['death-registrations']} />
          <NewLink to={paths.dashboard.deathRegistrations.register.path}>
            New Death Registration
          </NewLink>
        </>
      );
    case 'birth-attestations':
      return (
        <NewLink to={paths.dashboard.birthAttestations.register.path}>
          New Birth Attestation
        </NewLink>
      );
    case 'still-births':
      return (
        <>
          <OfflineActions offline={OFFLINE_LISTS['still-births']} />
          <NewLink to={paths.dashboard.stillBirths.register.path}>New Still Birth</NewLink>
        </>
      );
    case 'adhoc-staff':
      return <NewLink to={paths.dashboard.adhocStaff.create.path}>Create Adhoc Staff</NewLink>;
    default:
      return null;
  }
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
      : `Offline registrations: ${unsynced} waiting${flagged > 0 ? `, ${flagged} need correction` : ''}`;
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
