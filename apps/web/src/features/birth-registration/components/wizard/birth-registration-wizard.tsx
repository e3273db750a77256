import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { BirthFormVariant, BirthRegistrationDraft } from '@vitalreg/domain';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearIdentityVerifications } from '@/components/form/identity-verification';
import { FormWizard, type WizardSubmitContext } from '@/components/wizard/form-wizard';
import { scrollToTop } from '@/components/wizard/wizard-draft';
import { paths } from '@/config/paths';
import { handleApiError } from '@/lib/errors';
import { useUser } from '@/lib/session-store';
import { toast } from '@/lib/toast';
import { isPossibleDuplicate, submitBirthRegistration } from '../../api/submit-birth-registration';
import { BIRTH_IDENTITY_SCOPE, birthDraftKey, emptyBirthDraft, isBirthDraft } from './birth-draft';
import { birthWizardSteps } from './birth-steps';

interface PendingSubmission {
  draft: BirthRegistrationDraft;
  context: WizardSubmitContext;
}

/**
 * A birth registration wizard: claimed (6 steps), unclaimed short form (3) or a hospital's
 * birth notification (5). Submits with the draft's Idempotency-Key; a possible duplicate (409)
 * can be confirmed as "not a duplicate" and sent again; other errors keep everything entered.
 */
export function BirthRegistrationWizard({ variant }: { variant: BirthFormVariant }) {
  const user = useUser();
  const navigate = useNavigate();
  const steps = useMemo(() => birthWizardSteps(variant), [variant]);
  const [duplicate, setDuplicate] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<PendingSubmission | null>(null);

  const send = async (
    draft: BirthRegistrationDraft,
    context: WizardSubmitContext,
    confirmNotDuplicate = false,
  ) => {
    try {
      const created = await submitBirthRegistration({
        draft,
        idempotencyKey: context.idempotencyKey,
        confirmNotDuplicate,
      });
      context.clearDraft();
      clearIdentityVerifications(BIRTH_IDENTITY_SCOPE);
      setDuplicate(undefined);
      toast.success(`Birth registration submitted. Reference: ${created.reference}`);
      void navigate(paths.dashboard.birthRegistrations.path);
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
      storageKey={birthDraftKey(variant)}
      steps={steps}
      createDraft={() => emptyBirthDraft(variant, user)}
      isDraft={isBirthDraft}
      submitLabel="Submit registration"
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
