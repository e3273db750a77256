import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { QueueableRecordKindKey } from '@vitalreg/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { outboxKindOf, readQueuedRecord, restoreLocalPreviews } from '@/features/offline';
import type { RecordDrafts } from '@/features/records/api/submit-record';
import { RecordWizard, type QueuedRecordToFix } from './record-wizard';
import type { RecordWizardKind } from './record-wizard-kind';

type AnyWizardKind = RecordWizardKind<QueueableRecordKindKey, unknown>;

interface OpenedRecord {
  kind: AnyWizardKind;
  record: QueuedRecordToFix<RecordDrafts[QueueableRecordKindKey]>;
}

async function openQueuedRecord(clientId: string): Promise<OpenedRecord> {
  const queued = await readQueuedRecord(clientId);
  const [kind] = await Promise.all([
    outboxKindOf(queued.kind).wizard() as unknown as Promise<AnyWizardKind>,
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
