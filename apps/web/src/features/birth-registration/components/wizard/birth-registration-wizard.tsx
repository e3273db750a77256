import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  birthFormVariant,
  birthRegistrationDraftFromParticulars,
  type BirthFormVariant,
  type BirthRegistrationDraft,
  type BirthRegistrationSubmission,
} from '@vitalreg/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearIdentityVerifications } from '@/components/form/identity-verification';
import { OfflineCaptureContext, type OfflineCapture } from '@/components/form/offline-capture';
import { FormWizard, type WizardSubmitContext } from '@/components/wizard/form-wizard';
import { readStoredWizard, scrollToTop } from '@/components/wizard/wizard-draft';
import { paths } from '@/config/paths';
import {
  deleteUnqueuedLocalFiles,
  keepFileOffline,
  localFileRefs,
  queueBirthRegistration,
  updateQueued,
  uploadLocalFilesNow,
} from '@/features/offline';
import { handleApiError } from '@/lib/errors';
import { useRegistrationMode } from '@/lib/registration-mode-store';
import { useIsOfflineSession, useUser } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { resubmitBirthRegistration } from '../../api/resubmit-birth-registration';
import { isPossibleDuplicate, submitBirthRegistration } from '../../api/submit-birth-registration';
import {
  BIRTH_IDENTITY_SCOPE,
  birthDraftKey,
  birthEditDraftKey,
  birthQueuedDraftKey,
  emptyBirthDraft,
  isBirthDraft,
} from './birth-draft';
import { birthWizardSteps } from './birth-steps';

interface PendingSubmission {
  draft: BirthRegistrationDraft;
  context: WizardSubmitContext;
}

/** A queried record, reopened for its capturer to correct and resubmit. */
export interface RecordToCorrect {
  id: number;
  particulars: BirthRegistrationSubmission;
}

/** A registration saved on this device (typically flagged by the server), reopened to fix it. */
export interface QueuedRecordToFix {
  clientId: string;
  draft: BirthRegistrationDraft;
  /** The registrar already confirmed it is not a duplicate. */
  confirmedNotDuplicate: boolean;
  /** The server's reasons of the last attempt. */
  flagReasons: string[];
  possibleDuplicate: boolean;
}

type BirthRegistrationWizardProps =
  | { variant: BirthFormVariant; correcting?: undefined; queued?: undefined }
  | { variant?: undefined; correcting: RecordToCorrect; queued?: undefined }
  | { variant?: undefined; correcting?: undefined; queued: QueuedRecordToFix };

const SAVED_OFFLINE_MESSAGE =
  'Saved on this device. It will be sent when the connection returns and you are signed in online.';

const offlineCapture: OfflineCapture = { keepFile: (request) => keepFileOffline(request) };

/**
 * A birth registration wizard: claimed (6 steps), unclaimed short form (3) or a hospital's
 * birth notification (5). Submits with the draft's Idempotency-Key; a possible duplicate (409)
 * can be confirmed as "not a duplicate" and sent again; other errors keep everything entered.
 *
 * With `correcting`, the wizard opens a queried record's particulars in the variant it was
 * captured with and resubmits them for review (`PATCH /birth-registration/{id}`).
 */
export function BirthRegistrationWizard({
  variant: newVariant,
  correcting,
  queued,
}: BirthRegistrationWizardProps) {
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode = useRegistrationMode();
  const offlineSession = useIsOfflineSession();
  const variant = correcting
    ? birthFormVariant(correcting.particulars)
    : queued
      ? birthFormVariant(queued.draft)
      : newVariant;
  const steps = useMemo(() => birthWizardSteps(variant), [variant]);
  const [duplicate, setDuplicate] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<PendingSubmission | null>(null);
  // A new record in offline mode (or an offline session) and a queued one are saved on the device.
  const savesOnDevice = Boolean(queued) || (!correcting && (offlineSession || mode === 'offline'));
  const storageKey = correcting
    ? birthEditDraftKey(correcting.id)
    : queued
      ? birthQueuedDraftKey(queued.clientId)
      : birthDraftKey(variant);

  const finishOnDevice = (context: WizardSubmitContext) => {
    context.clearDraft();
    clearIdentityVerifications(BIRTH_IDENTITY_SCOPE);
    toast.success(SAVED_OFFLINE_MESSAGE);
    void navigate(paths.dashboard.birthRegistrations.offline.path);
  };

  const saveOnDevice = async (
    draft: BirthRegistrationDraft,
    context: WizardSubmitContext,
    confirmNotDuplicate = queued?.confirmedNotDuplicate ?? false,
  ) => {
    try {
      if (queued) await updateQueued(queued.clientId, draft, { confirmNotDuplicate });
      else await queueBirthRegistration(draft);
      finishOnDevice(context);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The registration could not be saved.');
    }
  };

  /** The flagged duplicate confirmed as another child: saved so, and sent at the next sync. */
  const confirmQueuedNotDuplicate = async () => {
    if (!queued) return;
    setConfirming(true);
    try {
      const current = readStoredWizard(storageKey, steps.length, isBirthDraft);
      await updateQueued(queued.clientId, current?.draft ?? queued.draft, {
        confirmNotDuplicate: true,
      });
      clearIdentityVerifications(BIRTH_IDENTITY_SCOPE);
      toast.success(SAVED_OFFLINE_MESSAGE);
      void navigate(paths.dashboard.birthRegistrations.offline.path);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The registration could not be saved.');
    } finally {
      setConfirming(false);
    }
  };

  const send = async (
    captured: BirthRegistrationDraft,
    context: WizardSubmitContext,
    confirmNotDuplicate = false,
  ) => {
    try {
      // Files kept on the device while the connection was gone are uploaded first.
      const draft =
        localFileRefs(captured).length > 0 ? await uploadLocalFilesNow(captured) : captured;
      const request = { draft, idempotencyKey: context.idempotencyKey, confirmNotDuplicate };
      if (correcting) {
        const resubmitted = await resubmitBirthRegistration({ ...request, id: correcting.id });
        toast.success(`Birth registration ${resubmitted.reference} resubmitted for review.`);
      } else {
        const created = await submitBirthRegistration(request);
        toast.success(`Birth registration submitted. Reference: ${created.reference}`);
      }
      context.clearDraft();
      clearIdentityVerifications(BIRTH_IDENTITY_SCOPE);
      setDuplicate(undefined);
      const kept = localFileRefs(captured);
      if (kept.length > 0) void deleteUnqueuedLocalFiles(kept).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: ['birth-registrations'] });
      void navigate(
        correcting
          ? paths.dashboard.birthRegistrations.detail.getHref(correcting.id)
          : paths.dashboard.birthRegistrations.path,
      );
    } catch (error) {
      if (isPossibleDuplicate(error)) {
        pending.current = { draft: captured, context };
        setDuplicate((error as Error).message);
        scrollToTop();
        return;
      }
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

  const wizard = (
    <FormWizard<BirthRegistrationDraft>
      storageKey={storageKey}
      steps={steps}
      createDraft={() =>
        correcting
          ? birthRegistrationDraftFromParticulars(correcting.particulars)
          : queued
            ? queued.draft
            : emptyBirthDraft(variant, user)
      }
      isDraft={isBirthDraft}
      submitLabel={
        correcting
          ? 'Resubmit for review'
          : queued
            ? 'Save changes'
            : savesOnDevice
              ? 'Save offline'
              : 'Submit registration'
      }
      onSubmit={(draft, context) => {
        setDuplicate(undefined);
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
        ) : duplicate ? (
          <Alert
            severity="warning"
            role="alert"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void confirmNotDuplicate()}
                disabled={confirming}
                startIcon={confirming ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                This is not a duplicate
              </Button>
            }
            sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <AlertTitle>Possible duplicate</AlertTitle>
            {duplicate}
          </Alert>
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

function QueuedFlagNotice({
  queued,
  confirming,
  onConfirmNotDuplicate,
}: {
  queued: QueuedRecordToFix;
  confirming: boolean;
  onConfirmNotDuplicate: () => void;
}) {
  const offerConfirmation = queued.possibleDuplicate && !queued.confirmedNotDuplicate;
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        offerConfirmation ? (
          <Button
            color="inherit"
            size="small"
            onClick={onConfirmNotDuplicate}
            disabled={confirming}
            startIcon={confirming ? <CircularProgress size={14} color="inherit" /> : undefined}
          >
            This is not a duplicate
          </Button>
        ) : undefined
      }
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <AlertTitle>
        {queued.possibleDuplicate ? 'Possible duplicate' : 'The server refused this registration'}
      </AlertTitle>
      {queued.flagReasons.map((reason) => (
        <div key={reason}>{reason}</div>
      ))}
    </Alert>
  );
}
