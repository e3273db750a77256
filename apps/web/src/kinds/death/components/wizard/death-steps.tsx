import {
  DEATH_STEP_SCHEMAS,
  deathKind,
  type DeathFormVariant,
  type DeathRegistrationDraft,
} from '@vitalreg/domain';
import type { WizardStepDefinition } from '@/components/wizard/form-wizard';
import {
  draftPartStep,
  previewStepPart,
  wizardStepsOf,
  type StepPart,
} from '@/features/records/wizard';
import { DeathDocumentsStep } from './death-documents-step';
import { DeathInformantStep } from './death-informant-step';
import { DeathMotherStep } from './death-mother-step';
import { DeathPreviewStep } from './death-preview-step';
import { DeceasedStep } from './deceased-step';

type Draft = DeathRegistrationDraft;

const DEATH_STEP_PARTS: Record<string, StepPart<Draft>> = {
  deceased_form: draftPartStep<Draft>('deceased', () => <DeceasedStep />),
  mother_form: draftPartStep<Draft>('mother', () => <DeathMotherStep />),
  informant_form: draftPartStep<Draft>('informant', ({ draft }) => (
    <DeathInformantStep draft={draft} />
  )),
  documents: draftPartStep<Draft>('documents', () => <DeathDocumentsStep />),
  preview: previewStepPart<Draft>((context) => <DeathPreviewStep context={context} />),
};

/** The steps of death form A or B, each with its schema from DEATH_STEP_SCHEMAS. */
export function deathWizardSteps(variant: DeathFormVariant): WizardStepDefinition<Draft>[] {
  return wizardStepsOf(deathKind, variant, DEATH_STEP_SCHEMAS[variant], DEATH_STEP_PARTS);
}
