import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PRODUCT_TITLE } from '@vitalreg/domain';
import { Link } from 'react-router';
import type { PageActionsKey } from '@/config/page-handle';
import { paths } from '@/config/paths';
import { useMayTakeAction } from '@/lib/authorization';
import { registrationModeStore, useRegistrationMode } from '@/lib/registration-mode-store';

/**
 * The top bar's actions for one page (spec section 2, "Top bar actions per page"). The "New ..."
 * links of record types show only to roles that capture records.
 */
export function PageActions({ page }: { page: PageActionsKey | undefined }) {
  const mayCapture = useMayTakeAction('submit');
  if (!mayCapture && page !== 'home' && page !== 'adhoc-staff') {
    return page === 'birth-registrations' ? <RegistrationModeSwitch /> : null;
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
          <RegistrationModeSwitch />
          <NewLink to={paths.dashboard.birthRegistrations.registerClaimed.path}>
            New Birth Registration
          </NewLink>
        </>
      );
    case 'death-registrations':
      return (
        <NewLink to={paths.dashboard.deathRegistrations.register.path}>
          New Death Registration
        </NewLink>
      );
    case 'birth-attestations':
      return (
        <NewLink to={paths.dashboard.birthAttestations.register.path}>
          New Birth Attestation
        </NewLink>
      );
    case 'still-births':
      return <NewLink to={paths.dashboard.stillBirths.register.path}>New Still Birth</NewLink>;
    case 'adhoc-staff':
      return <NewLink to={paths.dashboard.adhocStaff.create.path}>Create Adhoc Staff</NewLink>;
    default:
      return null;
  }
}

function NewLink({ to, children }: { to: string; children: string }) {
  return (
    <Button component={Link} to={to} variant="contained" startIcon={<AddIcon />}>
      {children}
    </Button>
  );
}

/** Online/offline birth registration mode; checked when online (spec section 2). */
export function RegistrationModeSwitch() {
  const mode = useRegistrationMode();
  return (
    <FormControlLabel
      label="Online"
      control={
        <Switch
          checked={mode === 'online'}
          onChange={(event) =>
            registrationModeStore.set(event.target.checked ? 'online' : 'offline')
          }
        />
      }
    />
  );
}
