import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useBirthRegistration } from '../../api/get-birth-registration';

/**
 * `/dashboard/birth-registrations/{id}/edit`: a queried record, reopened in the wizard for its
 * capturer to correct and resubmit (queried -> pending).
 *
 * TODO(wizard): render the registration wizard here, prefilled from `record.particulars`, once
 * it takes an initial draft (edit mode) and resubmits instead of adding a new record.
 */
export function EditBirthRegistrationPage() {
  const params = useParams();
  const id = Number(params.id);
  const record = useBirthRegistration(id);
  const back = (
    <Box>
      <Button
        component={RouterLink}
        to={
          Number.isInteger(id) && id > 0
            ? paths.dashboard.birthRegistrations.detail.getHref(id)
            : paths.dashboard.birthRegistrations.path
        }
        startIcon={<ArrowBackIcon />}
      >
        Back to the record
      </Button>
    </Box>
  );
  if (record.isPending)
    return <Skeleton variant="rounded" height={240} aria-label="Loading birth registration" />;
  if (record.isError || !record.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Alert severity="error">The birth registration could not be loaded.</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {back}
      {record.data.status === 'queried' ? (
        <Alert severity="warning">
          <AlertTitle>Queried: {record.data.reference}</AlertTitle>
          {record.data.query_reason ?? 'No reason was given.'}
        </Alert>
      ) : (
        <Alert severity="info">Only a queried record can be edited and resubmitted.</Alert>
      )}
      <Alert severity="info">
        Editing a queried record in the registration wizard is coming next. Until then, open the
        record to see what the reviewer asked for.
      </Alert>
    </Box>
  );
}
