import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  availableActions,
  mayApprove,
  type BirthRegistrationDetail,
  type RoleName,
} from '@vitalreg/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { usePermissions, useUser } from '@/lib/session-store';
import type { ApprovedBirthRegistration } from '../../api/approve-birth-registration';
import { useBirthRegistration } from '../../api/get-birth-registration';
import { formatDateTime } from '@/lib/dates';
import { fullName } from '../list/format';
import { HistoryTimeline } from './history-timeline';
import { particularGroups, ParticularsSection } from './particulars';
import { mayResubmit } from './may-resubmit';
import { RecordFiles } from './record-files';
import { ReviewActions } from './review-actions';

/** `/dashboard/birth-registrations/{id}`: one record, its files, its history and its actions. */
export function BirthRegistrationPage() {
  const params = useParams();
  const id = Number(params.id);
  const record = useBirthRegistration(id);

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (record.isPending) return <DetailSkeleton />;
  if (record.isError || !record.data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BackLink />
        <Alert severity="error">
          {record.error && 'status' in record.error && record.error.status === 404
            ? 'This birth registration does not exist or is outside your area.'
            : 'The birth registration could not be loaded.'}
        </Alert>
      </Box>
    );
  }
  return <BirthRegistrationView record={record.data} />;
}

function BirthRegistrationView({ record }: { record: BirthRegistrationDetail }) {
  const user = useUser();
  const permissions = usePermissions();
  const [approved, setApproved] = useState<ApprovedBirthRegistration>();
  const roleName = user?.roles.name as RoleName | undefined;
  const actions = roleName ? availableActions(record.status, roleName) : [];
  const isReviewer =
    user != null &&
    permissions.includes('Can_Review_Records') &&
    mayApprove({ capturedBy: record.captured_by.id, reviewerId: user.User_ID });
  const canApprove = isReviewer && actions.includes('approve');
  const canQuery = isReviewer && actions.includes('query');
  const canResubmit = mayResubmit(record, user);
  const certificateNumber = record.certificate_number ?? approved?.certificate_number ?? null;
  const groups = particularGroups(
    record.particulars as unknown as Record<string, unknown>,
    record.centre.name,
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: { xs: 2, md: 3 } }}>
      <BackLink />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="record-title"
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id="record-title" variant="h2" component="h2">
              {fullName(record.child)}
            </Typography>
            <Typography color="text.secondary">
              Reference {record.reference} · {record.Claimed ? 'Claimed' : 'Unclaimed'}
              {record.record_type === 'birth_notification' ? ' · Birth notification' : ''} ·
              captured by {record.captured_by.name} on {formatDateTime(record.created_at)}
            </Typography>
          </Box>
          <StatusChip status={record.status} size="medium" />
        </Box>
        {certificateNumber ? (
          <Alert severity="success" sx={{ mt: 2 }} role="status">
            <AlertTitle>Certificate number</AlertTitle>
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 700, letterSpacing: 0.5 }}>
              {certificateNumber}
            </Typography>
          </Alert>
        ) : null}
        {record.status === 'queried' ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <AlertTitle>Queried by the reviewer</AlertTitle>
            {record.query_reason ?? 'No reason was given.'}
          </Alert>
        ) : null}
        {record.flags.late || record.flags.overFiveYears ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {record.flags.overFiveYears
              ? 'Registered more than five years after the birth.'
              : 'Late registration.'}
          </Alert>
        ) : null}
        {canApprove || canQuery || canResubmit ? (
          <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <ReviewActions
              recordId={record.id}
              reference={record.reference}
              canApprove={canApprove}
              canQuery={canQuery}
              onApproved={setApproved}
            />
            {canResubmit ? (
              <Button
                component={RouterLink}
                to={paths.dashboard.birthRegistrations.edit.getHref(record.id)}
                variant="contained"
                startIcon={<EditIcon />}
              >
                Edit and resubmit
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {groups.map((group) => (
          <ParticularsSection key={group.title} group={group} />
        ))}
      </Box>
      <RecordFiles particulars={record.particulars as unknown as Record<string, unknown>} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="history-title"
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <Typography
          id="history-title"
          variant="h3"
          component="h3"
          sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}
        >
          History
        </Typography>
        <HistoryTimeline history={record.history} />
      </Paper>
    </Box>
  );
}

function BackLink() {
  return (
    <Box>
      <Button
        component={RouterLink}
        to={paths.dashboard.birthRegistrations.path}
        startIcon={<ArrowBackIcon />}
      >
        Birth registrations
      </Button>
    </Box>
  );
}

function NotFound() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <BackLink />
      <Alert severity="error">This birth registration does not exist.</Alert>
    </Box>
  );
}

function DetailSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading birth registration" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={96} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={320} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Box>
  );
}
