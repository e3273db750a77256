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
import { FormWizard, type WizardSubmitContext } from '@/components/wizard/form-wizard';
import { scrollToTop } from '@/components/wizard/wizard-draft';
import { paths } from '@/config/paths';
import { handleApiError } from '@/lib/errors';
import { useUser } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { resubmitBirthRegistration } from '../../api/resubmit-birth-registration';
import { isPossibleDuplicate, submitBirthRegistration } from '../../api/submit-birth-registration';
import {
  BIRTH_IDENTITY_SCOPE,
  birthDraftKey,
  birthEditDraftKey,
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

type BirthRegistrationWizardProps =
  | { variant: BirthFormVariant; correcting?: undefined }
  | { variant?: undefined; correcting: RecordToCorrect };

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
}: BirthRegistrationWizardProps) {
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const variant = correcting ? birthFormVariant(correcting.particulars) : newVariant;
  const steps = useMemo(() => birthWizardSteps(variant), [variant]);
  const [duplicate, setDuplicate] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<PendingSubmission | null>(null);

  const send = async (
    draft: BirthRegistrationDraft,
    context: WizardSubmitContext,
    confirmNotDuplicate = false,
  ) => {
    const request = { draft, idempotencyKey: context.idempotencyKey, confirmNotDuplicate };
    try {
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
      void queryClient.invalidateQueries({ queryKey: ['birth-registrations'] });
      void navigate(
        correcting
          ? paths.dashboard.birthRegistrations.detail.getHref(correcting.id)
          : paths.dashboard.birthRegistrations.path,
      );
    } catch (error) {
      if (isPossibleDuplicate(error)) {
        pending.current = { draft, context };
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

  return (
    <FormWizard<BirthRegistrationDraft>
      storageKey={correcting ? birthEditDraftKey(correcting.id) : birthDraftKey(variant)}
      steps={steps}
      createDraft={() =>
        correcting
          ? birthRegistrationDraftFromParticulars(correcting.particulars)
          : emptyBirthDraft(variant, user)
      }
      isDraft={isBirthDraft}
      submitLabel={correcting ? 'Resubmit for review' : 'Submit registration'}
      onSubmit={(draft, context) => {
        setDuplicate(undefined);
        return send(draft, context);
      }}
      notice={
        duplicate ? (
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
}
