import {
  BIRTH_STEP_SCHEMAS,
  birthStepsOf,
  type BirthFormVariant,
  type BirthRegistrationDraft,
  type BirthStepKey,
} from '@vitalreg/domain';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { WizardStepDefinition } from '@/components/wizard/form-wizard';
import { ChildStep } from './child-step';
import { DocumentsStep } from './documents-step';
import { InformantStep } from './informant-step';
import { ParentStep } from './parent-step';
import { PreviewStep } from './preview-step';

type Draft = BirthRegistrationDraft;
type Part = 'child' | 'mother' | 'father' | 'informant' | 'documents';

const PART_OF: Record<Exclude<BirthStepKey, 'preview'>, Part> = {
  child_form: 'child',
  mother_form: 'mother',
  father_form: 'father',
  informant_form: 'informant',
  support_docs: 'documents',
};

function partStep(variant: BirthFormVariant, key: Exclude<BirthStepKey, 'preview'>) {
  const part = PART_OF[key];
  return {
    read: (draft: Draft) => (draft[part] ?? {}) as FieldValues,
    write: (draft: Draft, values: FieldValues) => ({ ...draft, [part]: values }) as Draft,
    render: () => {
      switch (key) {
        case 'child_form':
          return <ChildStep originOptional={variant === 'unclaimed'} />;
        case 'mother_form':
          return <ParentStep parent="mother" />;
        case 'father_form':
          return <ParentStep parent="father" />;
        case 'informant_form':
          return <InformantStep unclaimed={variant === 'unclaimed'} />;
        case 'support_docs':
          return <DocumentsStep />;
      }
    },
  };
}

/** The steps of a birth wizard variant, each with its schema from BIRTH_STEP_SCHEMAS. */
export function birthWizardSteps(variant: BirthFormVariant): WizardStepDefinition<Draft>[] {
  const schemas = BIRTH_STEP_SCHEMAS[variant] as Partial<Record<BirthStepKey, z.ZodType>>;
  return birthStepsOf(variant).map((step) => {
    const schema = schemas[step.key] as z.ZodType;
    if (step.key === 'preview') {
      return {
        key: step.key,
        title: step.title,
        schema,
        read: (draft: Draft) => ({ email: draft.email ?? '' }),
        write: (draft: Draft, values: FieldValues) => ({
          ...draft,
          email: typeof values.email === 'string' ? values.email : '',
        }),
        render: (context) => <PreviewStep context={context} />,
      };
    }
    return { key: step.key, title: step.title, schema, ...partStep(variant, step.key) };
  });
}
