import AddIcon from '@mui/icons-material/Add';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { availableActions, ROLE_IDS, type RoleName } from '@vitalreg/domain';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useRegistrationCentresStore } from '@/lib/registration-centres-store';
import { useMayTakeAction } from '@/lib/authorization';
import { usePermissions, useUser } from '@/lib/session-store';
import {
  useBirthRegistrations,
  type BirthRegistrationListFilters,
} from '../../api/get-birth-registrations';
import { BirthRegistrationFilters } from './birth-registration-filters';
import { BirthRegistrationTable } from './birth-registration-table';
import { pageOf, recordCount } from './format';
import { QueriedRecordsCallout } from './queried-records-callout';
import { StatsCards } from './stats-cards';

/** `/dashboard/birth-registrations`: statistics, queried records, the filtered list. */
export function BirthRegistrationsPage() {
  const user = useUser();
  const permissions = usePermissions();
  const centres = useRegistrationCentresStore();
  const [filters, setFilters] = useState<BirthRegistrationListFilters>({});
  const [page, setPage] = useState(1);
  const list = useBirthRegistrations(page, filters);
  const changeFilters = useCallback((next: BirthRegistrationListFilters) => {
    setFilters(next);
    setPage(1);
  }, []);

  const roleName = user?.roles.name as RoleName | undefined;
  const mayCapture = useMayTakeAction('submit');
  // Reviewers query records; the callout is for the staff who fix them.
  const showQueried =
    (roleName ? availableActions('queried', roleName).includes('resubmit') : false) &&
    !permissions.includes('Can_Review_Records');
  const isHospital = user?.Role_ID === ROLE_IDS.hospital;
  const pagination = list.data?.pagination;
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 3 } }}>
      {mayCapture ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
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
        </Box>
      ) : null}
      <StatsCards />
      {showQueried ? <QueriedRecordsCallout /> : null}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="birth-list-title"
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Typography id="birth-list-title" variant="h2" component="h2" sx={{ mb: 2 }}>
          Birth registrations
        </Typography>
        <BirthRegistrationFilters value={filters} onChange={changeFilters} centres={centres} />
        <Box sx={{ mt: 2, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <BirthRegistrationTable
            rows={list.data?.result ?? []}
            loading={list.isPending}
            showCentre={centres.length > 1}
            empty={
              <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
                {list.isError
                  ? 'The list could not be loaded.'
                  : filtered
                    ? 'No birth registrations match these filters.'
                    : 'No birth registrations yet'}
              </Typography>
            }
          />
        </Box>
        {pagination && pagination.pages > 1 ? (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 1,
              mt: 2,
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {recordCount(pagination)} · {pageOf(pagination)}
            </Typography>
            <Pagination
              count={pagination.pages}
              page={page}
              onChange={(_, next) => setPage(next)}
              color="primary"
              siblingCount={0}
            />
          </Box>
        ) : pagination ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {recordCount(pagination)}
          </Typography>
        ) : null}
      </Paper>
    </Box>
  );
}
