import AddIcon from '@mui/icons-material/Add';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RECORD_KIND_MANIFESTS } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { useMayTakeAction } from '@/lib/authorization';
import { usePermissions } from '@/lib/session-store';
import { birthPaths } from '../../paths';

/**
 * Above the births' list, for those who capture births: the unclaimed-child form, the records
 * saved on this device and, for those who notify births (hospitals), the notification form.
 */
export default function BirthListActions() {
  const mayCapture = useMayTakeAction('submit', RECORD_KIND_MANIFESTS.birth);
  const notifiesBirths = usePermissions().includes('Can_Notify_Births');
  if (!mayCapture) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        component={RouterLink}
        to={birthPaths.registerUnclaimed.path}
        variant="outlined"
        startIcon={<AddIcon />}
      >
        Register an unclaimed child
      </Button>
      <Button
        component={RouterLink}
        to={birthPaths.offline.path}
        variant="outlined"
        startIcon={<CloudQueueIcon />}
      >
        Offline registrations
      </Button>
      {notifiesBirths ? (
        <Button
          component={RouterLink}
          to={birthPaths.registerNotification.path}
          variant="outlined"
          startIcon={<LocalHospitalIcon />}
        >
          New birth notification
        </Button>
      ) : null}
    </Box>
  );
}
