import {
  ATTESTATION_STEP_SCHEMAS,
  attestationKind,
  type AttestationDraft,
  type AttestationFormVariant,
} from '@vitalreg/domain';
import type { WizardStepDefinition } from '@/components/wizard/form-wizard';
import { draftPartStep, wizardStepsOf, type StepPart } from '@/features/records/wizard';
import { ApplicantStep } from './applicant-step';
import { AttestationPreviewStep } from './attestation-preview-step';
import { DocumentsStep } from './documents-step';
import { InformationStep } from './information-step';
import { ParentsStep } from './parents-step';

type Draft = AttestationDraft;

const parentsStep = draftPartStep<Draft>('parents', () => <ParentsStep />);

const ATTESTATION_STEP_PARTS: Record<string, StepPart<Draft>> = {
  applicant_form: draftPartStep<Draft>('applicant', (context) => (
    <ApplicantStep withNin={context.draft.form === 'with_nin'} />
  )),
  information_form: draftPartStep<Draft>('information', () => <InformationStep />),
  // "Parent's Information" with a NIN, "Parents Information" without: the same fields.
  parent_form: parentsStep,
  parents_form: parentsStep,
  documents_form: draftPartStep<Draft>('documents', () => <DocumentsStep />),
  // The preview's own values are the attestation fee's payment.
  preview: draftPartStep<Draft>('payment', (context) => (
    <AttestationPreviewStep context={context} />
  )),
};

/** The steps of the attestation form with or without a NIN, with ATTESTATION_STEP_SCHEMAS. */
export function attestationWizardSteps(
  variant: AttestationFormVariant,
): WizardStepDefinition<Draft>[] {
  return wizardStepsOf(
    attestationKind,
    variant,
    ATTESTATION_STEP_SCHEMAS[variant],
    ATTESTATION_STEP_PARTS,
  );
}
