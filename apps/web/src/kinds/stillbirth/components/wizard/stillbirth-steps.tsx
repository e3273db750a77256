import {
  STILLBIRTH_STEP_SCHEMAS,
  stillbirthKind,
  type StillbirthDraft,
  type StillbirthFormVariant,
} from '@vitalreg/domain';
import type { WizardStepDefinition } from '@/components/wizard/form-wizard';
import { draftPartStep, wizardStepsOf, type StepPart } from '@/features/records/wizard';
import { StillbirthInformantStep } from './stillbirth-informant-step';
import { StillbirthMotherStep } from './stillbirth-mother-step';
import { StillbirthParticularsStep } from './stillbirth-particulars-step';
import { StillbirthPreviewStep } from './stillbirth-preview-step';

type Draft = StillbirthDraft;

const STILLBIRTH_STEP_PARTS: Record<string, StepPart<Draft>> = {
  stillbirth_form: draftPartStep<Draft>('stillbirth', () => <StillbirthParticularsStep />),
  mother_form: draftPartStep<Draft>('mother', () => <StillbirthMotherStep />),
  informant_form: draftPartStep<Draft>('informant', () => <StillbirthInformantStep />),
  // Nothing is entered on the preview (no certificate e-mail is asked for a stillbirth).
  preview: {
    read: () => ({}),
    write: (draft) => draft,
    render: (context) => <StillbirthPreviewStep context={context} />,
  },
};

/** The stillbirth wizard's steps, each with its schema from STILLBIRTH_STEP_SCHEMAS. */
export function stillbirthWizardSteps(
  variant: StillbirthFormVariant,
): WizardStepDefinition<Draft>[] {
  return wizardStepsOf(
    stillbirthKind,
    variant,
    STILLBIRTH_STEP_SCHEMAS[variant],
    STILLBIRTH_STEP_PARTS,
  );
}
