import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { listQueued, readQueued, restoreLocalPreviews } from '@/features/offline';
import { BirthRegistrationWizard, type QueuedRecordToFix } from './birth-registration-wizard';

/** /dashboard/birth-registrations/register/claimed: the 6-step wizard. */
export function ClaimedBirthRegistrationRoute() {
  return <BirthRegistrationWizard key="claimed" variant="claimed" />;
}

/** /dashboard/birth-registrations/register/unclaimed: the short form, no parent present. */
export function UnclaimedBirthRegistrationRoute() {
  return <BirthRegistrationWizard key="unclaimed" variant="unclaimed" />;
}

/** /dashboard/birth-registrations/register/notification: a hospital's birth notification. */
export function BirthNotificationRoute() {
  return <BirthRegistrationWizard key="notification" variant="notification" />;
}

async function loadQueuedRecord(clientId: string): Promise<QueuedRecordToFix> {
  const [submission, listed] = await Promise.all([readQueued(clientId), listQueued()]);
  const row = listed.find((item) => item.clientId === clientId);
  await restoreLocalPreviews(submission.draft);
  return {
    clientId,
    draft: submission.draft,
    confirmedNotDuplicate: submission.confirmNotDuplicate ?? false,
    flagReasons: row?.flagReasons ?? [],
    possibleDuplicate: row?.possibleDuplicate ?? false,
  };
}

/**
 * /dashboard/birth-registrations/offline/:clientId: a registration saved on this device
 * (typically flagged by the server), opened in its wizard to fix it; saved back on the device.
 */
export function QueuedBirthRegistrationRoute() {
  const { clientId = '' } = useParams();
  const [state, setState] = useState<
    { clientId: string; record?: QueuedRecordToFix; problem?: string } | undefined
  >();

  useEffect(() => {
    let current = true;
    loadQueuedRecord(clientId).then(
      (record) => current && setState({ clientId, record }),
      (error: unknown) =>
        current &&
        setState({
          clientId,
          problem: error instanceof Error ? error.message : 'This registration cannot be opened.',
        }),
    );
    return () => {
      current = false;
    };
  }, [clientId]);

  if (state?.clientId !== clientId) return <PageLoading />;
  if (!state.record) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            component={RouterLink}
            to={paths.dashboard.birthRegistrations.offline.path}
            color="inherit"
            size="small"
          >
            Offline registrations
          </Button>
        }
      >
        {state.problem}
      </Alert>
    );
  }
  return <BirthRegistrationWizard key={clientId} queued={state.record} />;
}
