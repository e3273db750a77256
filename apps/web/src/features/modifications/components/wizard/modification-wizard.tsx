import Alert from '@mui/material/Alert';
import {
  correctableField,
  MODIFICATION_MESSAGES,
  MODIFICATION_REASONS,
  PAYMENT_MESSAGES,
  requesterSchema,
  type ModificationEntry,
} from '@vitalreg/domain';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { clearIdentityVerifications } from '@/components/form/identity-verification';
import {
  FormWizard,
  type WizardStepDefinition,
  type WizardSubmitContext,
} from '@/components/wizard/form-wizard';
import { paths } from '@/config/paths';
import {
  noAnswer,
  OfflineServiceNotice,
  ServiceFailure,
  type OnlineService,
} from '@/features/offline';
import { hasErrorCode } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSubmitModification } from '../../api/submit-modification';
import type { ModificationKind } from '../../modification-kinds';
import {
  correctionFieldOf,
  draftFromEntry,
  emptyDraft,
  EMPTY_REQUESTER,
  isModificationDraft,
  modificationBody,
  paymentFieldOf,
  requesterBody,
  requesterFieldOf,
  requestIssues,
  type CorrectionValues,
  type ModificationDraft,
  type RequesterValues,
} from '../../modification-request';
import { CorrectionStep } from './correction-step';
import { PaymentField } from './payment-field';
import { PreviewStep } from './preview-step';
import { RequesterStep } from './requester-step';

/** A requester the schema accepts, standing in while the Correction step is checked alone. */
const ANY_REQUESTER: RequesterValues = { ...EMPTY_REQUESTER, type: 'subject', proof: 'none' };

/**
 * A correction request is not kept on the device (docs/offline.md): its fee is paid, its
 * requester's identity checked and its documents uploaded online. The draft stays in session
 * storage, to be submitted once the connection is back.
 */
export const CORRECTION_REQUEST_SERVICE: OnlineService = {
  name: 'A correction request',
  needs: 'payment, identity check and documents',
  kept: 'what you entered stays here: submit it when you are back online.',
};

/** Refusals about the payment: shown on the Payment step. */
const PAYMENT_CODES = ['PAYMENT_REQUIRED', 'PAYMENT_ALREADY_USED', 'PAYMENT_MISMATCH'] as const;

export interface ModificationWizardProps {
  kind: ModificationKind;
  recordId: number;
  /** The certificate corrected (a fee waiver is asked for it); none when amending. */
  certificateNumber?: string;
  /** The registered value of each input, by request member (shown beside the inputs). */
  registered: Readonly<Record<string, unknown>>;
  /** A queried request amended: its values to start from; no payment step, sent with PATCH. */
  amending?: ModificationEntry;
  /**
   * The record's parts that carry a NIN or tracking ID (the domain's identifiedParts): their
   * names are corrected under VERIFIED_NAMES_RULE.
   */
  identified?: readonly string[];
}

/**
 * The correction request: Requester, Correction, Payment (the field's fee) and Preview, each
 * step checked with the domain's request schema (the API's) before moving on; the draft is kept
 * in session storage until the request is made. A refusal's issues land under their fields.
 */
export function ModificationWizard({
  kind,
  recordId,
  certificateNumber,
  registered,
  amending,
  identified = [],
}: ModificationWizardProps) {
  const navigate = useNavigate();
  const submit = useSubmitModification(kind);
  const [problem, setProblem] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState<unknown>(null);
  const amend = amending !== undefined;
  const storageKey = amend
    ? `modification_amend_${kind.key}_${amending.id}`
    : `modification_${kind.key}_${recordId}`;
  const verificationScope = `${storageKey}.requester`;

  const steps = useMemo(
    () =>
      wizardSteps({
        kind,
        recordId,
        certificateNumber,
        registered,
        amending,
        identified,
        verificationScope,
      }),
    [kind, recordId, certificateNumber, registered, amending, identified, verificationScope],
  );

  const onSubmit = async (draft: ModificationDraft, context: WizardSubmitContext) => {
    setProblem(null);
    setUnanswered(null);
    const body = modificationBody(kind, recordId, draft, amending?.id);
    const issues = requestIssues(kind, body, amend);
    if (issues.length > 0) {
      if (!context.showIssues(issues)) setProblem(issues[0]?.message ?? null);
      return;
    }
    try {
      const entry = await submit.mutateAsync({ body, amend });
      context.clearDraft();
      clearIdentityVerifications(verificationScope);
      toast.success(amend ? MODIFICATION_MESSAGES.resubmitted : MODIFICATION_MESSAGES.requested);
      void navigate(paths.dashboard.modifications.request.getHref(kind.key, entry.id));
    } catch (error) {
      // No answer: the connection went. Nothing was saved; the draft stays to be sent later.
      if (noAnswer(error)) return setUnanswered(error);
      setProblem(errorMessage(error));
      if (hasErrorCode(error, 'VALIDATION_FAILED') || hasErrorCode(error, 'IDENTITY_MISMATCH')) {
        // A verified person's new names that are not the identity agency's: under the names.
        context.showIssues(error.details?.issues ?? []);
      } else if (PAYMENT_CODES.some((code) => hasErrorCode(error, code))) {
        context.showIssues([{ path: 'payment_reference', message: errorMessage(error) }]);
      }
    }
  };

  return (
    <FormWizard<ModificationDraft>
      storageKey={storageKey}
      steps={steps}
      createDraft={() => (amending ? draftFromEntry(kind, amending) : emptyDraft())}
      isDraft={isModificationDraft}
      onSubmit={onSubmit}
      initialStep={amend ? 1 : 0}
      submitLabel={amend ? 'Resubmit correction' : 'Submit correction'}
      notice={
        <>
          <OfflineServiceNotice service={CORRECTION_REQUEST_SERVICE} />
          <ServiceFailure service={CORRECTION_REQUEST_SERVICE} error={unanswered} />
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </>
      }
    />
  );
}

function wizardSteps({
  kind,
  recordId,
  certificateNumber,
  registered,
  amending,
  identified = [],
  verificationScope,
}: Omit<ModificationWizardProps, 'amending'> & {
  amending: ModificationEntry | undefined;
  verificationScope: string;
}): WizardStepDefinition<ModificationDraft>[] {
  const amend = amending !== undefined;
  const requester: WizardStepDefinition<ModificationDraft> = {
    key: 'requester',
    title: 'Requester',
    schema: z.object({
      requester: z.preprocess(
        (values) => requesterBody(values as RequesterValues),
        requesterSchema,
      ),
    }),
    read: (draft) => ({ requester: draft.requester }),
    write: (draft, values) => ({ ...draft, requester: values.requester as RequesterValues }),
    render: () => <RequesterStep verificationScope={verificationScope} />,
    fieldOf: requesterFieldOf,
  };

  const correction: WizardStepDefinition<ModificationDraft> = {
    key: 'correction',
    title: 'Correction',
    // The whole request's rules for this step's values: the chosen field's values by its
    // schemas, the reason, and the documents its rule needs.
    schema: z.custom<FieldValues>().superRefine((values, ctx) => {
      const draft: ModificationDraft = {
        requester: ANY_REQUESTER,
        correction: values as CorrectionValues,
        payment: null,
      };
      for (const issue of correctionIssues(kind, recordId, draft, amending?.id)) {
        const name = correctionFieldOf(kind, issue.path);
        if (name) ctx.addIssue({ code: 'custom', path: name.split('.'), message: issue.message });
      }
    }),
    read: (draft) => ({ ...draft.correction }),
    write: (draft, values) => ({ ...draft, correction: values as CorrectionValues }),
    render: () => (
      <CorrectionStep
        kind={kind}
        registered={registered}
        amending={amend}
        identified={identified}
      />
    ),
    fieldOf: (path) => correctionFieldOf(kind, path),
  };

  const payment: WizardStepDefinition<ModificationDraft> = {
    key: 'payment',
    title: 'Payment',
    schema: z.object({
      payment: z.unknown().refine((value) => value != null, PAYMENT_MESSAGES.paymentRequired),
    }),
    read: (draft) => ({ payment: draft.payment }),
    write: (draft, values) => ({
      ...draft,
      payment: (values.payment ?? null) as ModificationDraft['payment'],
    }),
    render: ({ draft }) => {
      const field = correctableField(kind.corrections, draft.correction.mod_field);
      return field ? (
        <PaymentField
          service={field.rule.fee}
          subject={
            certificateNumber
              ? { record_kind: kind.key, certificate_number: certificateNumber }
              : null
          }
        />
      ) : (
        <Alert severity="warning">{MODIFICATION_MESSAGES.modField}</Alert>
      );
    },
    fieldOf: paymentFieldOf,
  };

  const preview: WizardStepDefinition<ModificationDraft> = {
    key: 'preview',
    title: 'Preview',
    schema: z.object({}),
    read: () => ({}),
    write: (draft) => draft,
    render: (context) => <PreviewStep kind={kind} registered={registered} context={context} />,
  };

  return amend ? [requester, correction, preview] : [requester, correction, payment, preview];
}

/** Readable stand-ins for the request's own members, so that the field's rules run too. */
const STAND_INS: Partial<Record<keyof CorrectionValues, string>> = {
  mod_reason: MODIFICATION_REASONS[0].value,
  mod_reason_other: '',
  comment: '',
};

/**
 * The schema's problems with the Correction step's values. The chosen field's rules (its
 * values, its documents) run only once the request's members are readable, so members the
 * schema refused are stood in for to show those problems at the same time.
 */
function correctionIssues(
  kind: ModificationKind,
  recordId: number,
  draft: ModificationDraft,
  amending: number | undefined,
) {
  const amend = amending !== undefined;
  const issues = requestIssues(kind, modificationBody(kind, recordId, draft, amending), amend);
  const refused = Object.entries(STAND_INS).filter(([member]) =>
    issues.some((issue) => issue.path === member),
  );
  if (refused.length === 0) return issues;
  const stood = { ...draft, correction: { ...draft.correction, ...Object.fromEntries(refused) } };
  const more = requestIssues(kind, modificationBody(kind, recordId, stood, amending), amend);
  return [...issues, ...more.filter((issue) => !issues.some((seen) => seen.path === issue.path))];
}
