import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import {
  QUEUEABLE_RECORD_KINDS,
  type QueueableRecordKindKey,
  type RecordKindKey,
} from '@vitalreg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearIdentityVerifications } from '@/components/form/identity-verification';
import { OfflineCaptureContext, type OfflineCapture } from '@/components/form/offline-capture';
import { FormWizard, type WizardSubmitContext } from '@/components/wizard/form-wizard';
import { readStoredWizard, scrollToTop } from '@/components/wizard/wizard-draft';
import {
  deleteUnqueuedLocalFiles,
  keepFileOffline,
  localFileRefs,
  outboxKindOf,
  placeInOutbox,
  queueRecord,
  type SavedOnDevice,
  updateQueued,
  uploadLocalFilesNow,
} from '@/features/offline';
import { resubmitRecordDraft } from '@/features/records/api/resubmit-record';
import {
  isPossibleDuplicate,
  submitRecordDraft,
  type RecordDraft,
  type RecordDrafts,
} from '@/features/records/api/submit-record';
import { isApiError } from '@/lib/api-client';
import { fieldIssuesOf, handleApiError } from '@/lib/errors';
import { useRegistrationMode } from '@/lib/registration-mode-store';
import { useIsOfflineSession, useUser } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { useOnline } from '@/lib/use-online';
import { recordDraftKeys, registrationPlaceOf } from './record-draft';
import {
  DuplicateNotice,
  needsConnectionMessage,
  NeedsConnectionNotice,
  QueuedFlagNotice,
} from './record-wizard-notices';
import type { RecordWizardKind } from './record-wizard-kind';
import { SubmittedRecord } from './submitted-record';

/** A queried record, reopened for its capturer to correct and resubmit. */
export interface RecordToCorrect<Particulars = unknown> {
  id: number;
  particulars: Particulars;
}

/** A record saved on this device (typically flagged by the server), reopened to fix it. */
export interface QueuedRecordToFix<D = unknown> {
  clientId: string;
  draft: D;
  /** The registrar already confirmed it is not a duplicate. */
  confirmedNotDuplicate: boolean;
  /** The server's reasons of the last attempt. */
  flagReasons: string[];
  possibleDuplicate: boolean;
}

/** One of: a new record of a variant, a queried record to correct, a queued record to fix. */
export type RecordWizardTarget<K extends RecordKindKey, Particulars> =
  | { variant: string; correcting?: undefined; queued?: undefined }
  | { variant?: undefined; correcting: RecordToCorrect<Particulars>; queued?: undefined }
  | { variant?: undefined; correcting?: undefined; queued: QueuedRecordToFix<RecordDrafts[K]> };

export type RecordWizardProps<K extends RecordKindKey, Particulars> = RecordWizardTarget<
  K,
  Particulars
> & { kind: RecordWizardKind<K, Particulars> };

interface PendingSubmission<D> {
  draft: D;
  context: WizardSubmitContext;
}

export const SAVED_OFFLINE_MESSAGE = 'Saved on this device; it will be sent when you are online.';

const offlineCapture: OfflineCapture = { keepFile: (request) => keepFileOffline(request) };

/** No answer at all (the connection went), as opposed to an answer refusing the record. */
const connectionLost = (error: unknown) => isApiError(error) && error.status === undefined;

const problemText = (error: unknown) =>
  error instanceof Error ? error.message : 'The registration could not be saved.';

/** The outbox holds the kind's records (attestation's fee is checked online, at submission). */
function isQueueable(key: RecordKindKey): key is QueueableRecordKindKey {
  return (QUEUEABLE_RECORD_KINDS as readonly RecordKindKey[]).includes(key);
}

/**
 * The wizard of every record kind, around the kind's steps. A new record ends on its reference
 * and what happens next (SubmittedRecord); one saved on the device, on the outbox's view with
 * its place there. Submits with the draft's
 * Idempotency-Key; a possible duplicate (409) can be confirmed as "not a duplicate" and sent
 * again; other errors keep everything entered. In offline mode (or an offline session) the
 * record of a kind the outbox holds is saved on the device instead, to be sent by the sync; a
 * kind it does not hold (attestation) says it needs a connection and keeps what was entered.
 *
 * With `correcting`, the wizard opens a queried record's particulars in the variant it was
 * captured with and resubmits them for review (`PATCH /api/{apiPath}/{id}`); with `queued`, a
 * record saved on this device is fixed and saved there again.
 */
export function RecordWizard<K extends RecordKindKey, Particulars>({
  kind,
  variant: newVariant,
  correcting,
  queued,
}: RecordWizardProps<K, Particulars>) {
  type Draft = RecordDrafts[K];
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode = useRegistrationMode();
  const offlineSession = useIsOfflineSession();
  const online = useOnline();
  const corrected = useMemo(
    () => (correcting ? kind.drafts.fromParticulars(correcting.particulars) : undefined),
    [kind, correcting],
  );
  const variant = corrected
    ? kind.drafts.variantOf(corrected)
    : queued
      ? kind.drafts.variantOf(queued.draft)
      : (newVariant as string);
  const steps = useMemo(() => kind.steps(variant), [kind, variant]);
  const [duplicate, setDuplicate] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  /** The new record, once created: its reference stays on screen. */
  const [submitted, setSubmitted] = useState<{ id: number; reference: string }>();
  /** A new wizard (a fresh draft) after "Register another". */
  const [round, setRound] = useState(0);
  const pending = useRef<PendingSubmission<Draft> | null>(null);
  const queueable = isQueueable(kind.key);
  const offlineWanted = offlineSession || mode === 'offline';
  // A new record in offline mode (or an offline session) and a queued one are saved on the device.
  const savesOnDevice = Boolean(queued) || (queueable && !correcting && offlineWanted);
  const needsConnection = !queueable && (offlineWanted || !online);
  const storageKey = correcting
    ? recordDraftKeys.edit(kind.drafts.storagePrefix, correcting.id)
    : queued
      ? recordDraftKeys.queued(kind.drafts.storagePrefix, queued.clientId)
      : recordDraftKeys.new(kind.drafts.storagePrefix, variant);
  const offlineList = isQueueable(kind.key) ? outboxKindOf(kind.key).offline.path : kind.paths.list;

  /**
   * The record is safe on the device: the offline view says so in the page itself, with its
   * place in the outbox (the toast alone could be missed, or its code not be on the device).
   */
  const finishOnDevice = async (context: WizardSubmitContext, clientId: string) => {
    context.clearDraft();
    clearIdentityVerifications(kind.drafts.identityScope);
    toast.success(SAVED_OFFLINE_MESSAGE);
    const saved: SavedOnDevice = { place: await placeInOutbox(clientId).catch(() => undefined) };
    void navigate(offlineList, { state: { saved } });
  };

  const saveOnDevice = async (
    draft: Draft,
    context: WizardSubmitContext,
    confirmNotDuplicate = queued?.confirmedNotDuplicate ?? false,
    sentWith?: string,
  ) => {
    try {
      let clientId = queued?.clientId;
      if (queued)
        await updateQueued(queued.clientId, draft as RecordDraft, { confirmNotDuplicate });
      else if (isQueueable(kind.key)) {
        clientId = await queueRecord<QueueableRecordKindKey>(
          kind.key,
          draft as RecordDraft,
          undefined,
          undefined,
          sentWith,
        );
      }
      if (clientId) await finishOnDevice(context, clientId);
    } catch (error) {
      toast.error(problemText(error));
    }
  };

  /** The flagged duplicate confirmed as another record: saved so, and sent at the next sync. */
  const confirmQueuedNotDuplicate = async () => {
    if (!queued) return;
    setConfirming(true);
    try {
      const current = readStoredWizard(storageKey, steps.length, kind.drafts.isDraft);
      await updateQueued(queued.clientId, (current?.draft ?? queued.draft) as RecordDraft, {
        confirmNotDuplicate: true,
      });
      clearIdentityVerifications(kind.drafts.identityScope);
      toast.success(SAVED_OFFLINE_MESSAGE);
      void navigate(offlineList);
    } catch (error) {
      toast.error(problemText(error));
    } finally {
      setConfirming(false);
    }
  };

  const send = async (
    captured: Draft,
    context: WizardSubmitContext,
    confirmNotDuplicate = false,
  ) => {
    // What was sent: kept on the device as it is if no answer comes (the same request again).
    let draft = captured;
    try {
      // Files kept on the device while the connection was gone are uploaded first.
      if (localFileRefs(captured).length > 0) draft = await uploadLocalFilesNow(captured);
      const request = {
        kind: kind.key,
        draft,
        idempotencyKey: context.idempotencyKey,
        confirmNotDuplicate,
      };
      let created: { id: number; reference: string } | undefined;
      if (correcting) {
        const resubmitted = await resubmitRecordDraft({ ...request, id: correcting.id });
        toast.success(`${kind.title} ${resubmitted.reference} resubmitted for review.`);
      } else {
        created = await submitRecordDraft(request);
      }
      context.clearDraft();
      clearIdentityVerifications(kind.drafts.identityScope);
      setDuplicate(undefined);
      const kept = localFileRefs(captured);
      if (kept.length > 0) void deleteUnqueuedLocalFiles(kept).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: kind.queryKey });
      if (created) {
        setSubmitted({ id: created.id, reference: created.reference });
        scrollToTop();
      } else if (correcting) void navigate(kind.paths.detail(correcting.id));
    } catch (error) {
      if (connectionLost(error) && queueable && !correcting) {
        // The connection went with the request: the record is kept on the device under the
        // same Idempotency-Key (a request that did reach the server is not created twice).
        await saveOnDevice(draft, context, false, context.idempotencyKey);
        return;
      }
      if (isPossibleDuplicate(error)) {
        pending.current = { draft: captured, context };
        setDuplicate((error as Error).message);
        scrollToTop();
        return;
      }
      // A refused value (an unknown NIN) is shown at its field, on its step.
      if (context.showIssues(fieldIssuesOf(error))) return;
      // 400: the first message; no answer: the network message. Everything entered stays.
      handleApiError(error);
    }
  };

  const confirmNotDuplicate = async () => {
    const submission = pending.current;
    if (!submission) return;
    setConfirming(true);
    try {
      await send(submission.draft, submission.context, true);
    } finally {
      setConfirming(false);
    }
  };

  if (submitted) {
    return (
      <SubmittedRecord
        title={kind.title}
        reference={submitted.reference}
        recordHref={kind.paths.detail(submitted.id)}
        listHref={kind.paths.list}
        onRegisterAnother={() => {
          setSubmitted(undefined);
          setRound((count) => count + 1);
          scrollToTop();
        }}
      />
    );
  }

  const wizard = (
    <FormWizard<Draft>
      key={round}
      storageKey={storageKey}
      steps={steps}
      createDraft={() =>
        corrected ?? (queued ? queued.draft : kind.drafts.empty(variant, registrationPlaceOf(user)))
      }
      isDraft={kind.drafts.isDraft}
      submitLabel={
        correcting
          ? 'Resubmit for review'
          : queued
            ? 'Save changes'
            : savesOnDevice
              ? 'Save offline'
              : (kind.submitLabel ?? 'Submit registration')
      }
      onSubmit={(draft, context) => {
        setDuplicate(undefined);
        if (needsConnection) {
          toast.error(needsConnectionMessage(kind.title));
          return Promise.resolve();
        }
        return savesOnDevice ? saveOnDevice(draft, context) : send(draft, context);
      }}
      notice={
        queued && queued.flagReasons.length > 0 ? (
          <QueuedFlagNotice
            queued={queued}
            confirming={confirming}
            onConfirmNotDuplicate={() => void confirmQueuedNotDuplicate()}
          />
        ) : savesOnDevice ? (
          <Alert severity="info">
            <AlertTitle>Offline registration</AlertTitle>
            {offlineSession
              ? 'You signed in offline: this registration is saved on this device and sent after you sign in online.'
              : 'This registration is saved on this device and sent when the connection returns. NINs are checked with the identity agency at sync.'}
          </Alert>
        ) : needsConnection ? (
          <NeedsConnectionNotice title={kind.title} />
        ) : duplicate ? (
          <DuplicateNotice
            message={duplicate}
            confirming={confirming}
            onConfirmNotDuplicate={() => void confirmNotDuplicate()}
          />
        ) : null
      }
    />
  );

  return savesOnDevice ? (
    <OfflineCaptureContext value={offlineCapture}>{wizard}</OfflineCaptureContext>
  ) : (
    wizard
  );
}
