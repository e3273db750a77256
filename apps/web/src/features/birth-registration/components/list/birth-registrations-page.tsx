import AddIcon from '@mui/icons-material/Add';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { RecordsPage } from '@/features/records/components/list/records-page';
import { birthRecordKind } from '@/features/records/kinds';
import { useMayTakeAction } from '@/lib/authorization';
import { usePermissions } from '@/lib/session-store';

/** `/dashboard/birth-registrations`: statistics, queried records, the filtered list. */
export function BirthRegistrationsPage() {
  const mayCapture = useMayTakeAction('submit', birthRecordKind);
  const notifiesBirths = usePermissions().includes('Can_Notify_Births');
  return (
    <RecordsPage
      kind={birthRecordKind}
      actions={
        mayCapture ? (
          <>
            <Button
              component={RouterLink}
              to={paths.dashboard.birthRegistrations.registerUnclaimed.path}
              variant="outlined"
              startIcon={<AddIcon />}
            >
              Register an unclaimed child
            </Button>
            <Button
              component={RouterLink}
              to={paths.dashboard.birthRegistrations.offline.path}
              variant="outlined"
              startIcon={<CloudQueueIcon />}
            >
              Offline registrations
            </Button>
            {notifiesBirths ? (
              <Button
                component={RouterLink}
                to={paths.dashboard.birthRegistrations.registerNotification.path}
                variant="outlined"
                startIcon={<LocalHospitalIcon />}
              >
                New birth notification
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}
