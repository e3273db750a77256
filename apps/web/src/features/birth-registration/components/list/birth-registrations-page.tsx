import AddIcon from '@mui/icons-material/Add';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Button from '@mui/material/Button';
import { ROLE_IDS } from '@vitalreg/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { RecordsPage } from '@/features/records/components/list/records-page';
import { birthRecordKind } from '@/features/records/kinds';
import { useMayTakeAction } from '@/lib/authorization';
import { useUser } from '@/lib/session-store';

/** `/dashboard/birth-registrations`: statistics, queried records, the filtered list. */
export function BirthRegistrationsPage() {
  const user = useUser();
  const mayCapture = useMayTakeAction('submit');
  const isHospital = user?.Role_ID === ROLE_IDS.hospital;
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
            {isHospital ? (
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
