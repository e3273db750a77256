import {
  BIRTH_STEP_SCHEMAS,
  birthKind,
  type BirthFormVariant,
  type BirthRegistrationDraft,
} from '@vitalreg/domain';
import type { WizardStepDefinition } from '@/components/wizard/form-wizard';
import {
  draftPartStep,
  previewStepPart,
  wizardStepsOf,
  type StepPart,
} from '@/features/records/wizard';
import { ChildStep } from './child-step';
import { DocumentsStep } from './documents-step';
import { InformantStep } from './informant-step';
import { ParentStep } from './parent-step';
import { PreviewStep } from './preview-step';

type Draft = BirthRegistrationDraft;

function birthStepParts(variant: BirthFormVariant): Record<string, StepPart<Draft>> {
  return {
    child_form: draftPartStep<Draft>('child', () => (
      <ChildStep originOptional={variant === 'unclaimed'} />
    )),
    mother_form: draftPartStep<Draft>('mother', () => <ParentStep parent="mother" />),
    father_form: draftPartStep<Draft>('father', () => <ParentStep parent="father" />),
    informant_form: draftPartStep<Draft>('informant', ({ draft }) => (
      <InformantStep unclaimed={variant === 'unclaimed'} draft={draft} />
    )),
    support_docs: draftPartStep<Draft>('documents', () => <DocumentsStep />),
    preview: previewStepPart<Draft>((context) => <PreviewStep context={context} />),
  };
}

/** The steps of a birth wizard variant, each with its schema from BIRTH_STEP_SCHEMAS. */
export function birthWizardSteps(variant: BirthFormVariant): WizardStepDefinition<Draft>[] {
  return wizardStepsOf(birthKind, variant, BIRTH_STEP_SCHEMAS[variant], birthStepParts(variant));
}
