import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { BirthRegistrationDetail } from '@vitalreg/domain';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session-store';
import { useRecord } from '@/features/records/api/get-record';
import { mayResubmit } from '@/features/records/components/detail/may-resubmit';
import { birthRecordKind } from '@/features/records/kinds';
import { BirthRegistrationWizard } from '../wizard/birth-registration-wizard';

/**
 * `/dashboard/birth-registrations/{id}/edit`: a queried record, reopened in the registration
 * wizard with its particulars for its capturer to correct and resubmit (queried -> pending).
 * The reviewer's reason stays in view above the wizard.
 */
export function EditBirthRegistrationPage() {
  const params = useParams();
  const id = Number(params.id);
  const record = useRecord(birthRecordKind, id);
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
      <Correction record={record.data} />
    </Box>
  );
}

function Correction({ record }: { record: BirthRegistrationDetail }) {
  const user = useUser();
  // The record as first opened: the refetch that follows the resubmit must not reset the page.
  const opened = useRef(record);
  const first = opened.current;
  if (first.status !== 'queried') {
    return <Alert severity="info">Only a queried record can be edited and resubmitted.</Alert>;
  }
  if (!mayResubmit(first, user)) {
    return (
      <Alert severity="info">
        Only the registrar who captured this record, or a registrar of its centre, can correct it.
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="warning">
        <AlertTitle>Queried: {first.reference}</AlertTitle>
        {first.query_reason ?? 'No reason was given.'}
      </Alert>
      <BirthRegistrationWizard
        key={first.id}
        correcting={{ id: first.id, particulars: first.particulars }}
      />
    </>
  );
}
