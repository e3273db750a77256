import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { QueueableRecordKindKey } from '@vitalreg/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { readQueuedRecord, restoreLocalPreviews } from '@/features/offline';
import type { RecordDrafts } from '@/features/records/api/submit-record';
import { RecordWizard, type QueuedRecordToFix } from './record-wizard';
import type { RecordWizardKind } from './record-wizard-kind';

type AnyWizardKind = RecordWizardKind<QueueableRecordKindKey, unknown>;

/** Each kind's wizard, loaded when a queued record of that kind is opened. */
const WIZARD_KINDS: Record<QueueableRecordKindKey, () => Promise<AnyWizardKind>> = {
  birth: () =>
    import('@/features/birth-registration/components/wizard/birth-wizard-kind').then(
      (module) => module.birthWizardKind as unknown as AnyWizardKind,
    ),
  death: () =>
    import('@/features/death-registration/components/wizard/death-wizard-kind').then(
      (module) => module.deathWizardKind as unknown as AnyWizardKind,
    ),
  stillbirth: () =>
    import('@/features/stillbirth/components/wizard/stillbirth-wizard-kind').then(
      (module) => module.stillbirthWizardKind as unknown as AnyWizardKind,
    ),
};

interface OpenedRecord {
  kind: AnyWizardKind;
  record: QueuedRecordToFix<RecordDrafts[QueueableRecordKindKey]>;
}

async function openQueuedRecord(clientId: string): Promise<OpenedRecord> {
  const queued = await readQueuedRecord(clientId);
  const [kind] = await Promise.all([
    WIZARD_KINDS[queued.kind](),
    restoreLocalPreviews(queued.submission.draft),
  ]);
  return {
    kind,
    record: {
      clientId,
      draft: queued.submission.draft,
      confirmedNotDuplicate: queued.submission.confirmNotDuplicate ?? false,
      flagReasons: queued.flagReasons,
      possibleDuplicate: queued.possibleDuplicate,
    },
  };
}

/**
 * /dashboard/<record section>/offline/:clientId: a record of any kind saved on this device
 * (typically flagged by the server), opened in its kind's wizard to fix it; saved back on the
 * device.
 */
export function QueuedRecordRoute() {
  const { clientId = '' } = useParams();
  const [state, setState] = useState<
    { clientId: string; opened?: OpenedRecord; problem?: string } | undefined
  >();

  useEffect(() => {
    let current = true;
    openQueuedRecord(clientId).then(
      (opened) => current && setState({ clientId, opened }),
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
  if (!state.opened) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            component={RouterLink}
            // The section's Offline registrations view this record was opened from.
            to=".."
            relative="path"
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
  const { kind, record } = state.opened;
  return <RecordWizard key={clientId} kind={kind} queued={record} />;
}
