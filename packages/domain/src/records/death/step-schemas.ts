import type { z } from 'zod';
import { previewStepSchema } from '../shared/preview.ts';
import { deceasedStepSchema, formADeceasedStepSchema } from './deceased.ts';
import { deathDocumentsStepSchema } from './documents.ts';
import { deathInformantStepSchema } from './informant.ts';
import { deathMotherStepSchema } from './mother.ts';
import type { DEATH_FORM_VARIANTS, DeathFormVariant } from './steps.ts';

/** The form schema of every step of both death forms, for the wizard shell's zodResolver. */
export const DEATH_STEP_SCHEMAS = {
  form_a: {
    deceased_form: formADeceasedStepSchema,
    mother_form: deathMotherStepSchema,
    informant_form: deathInformantStepSchema,
    preview: previewStepSchema,
  },
  form_b: {
    deceased_form: deceasedStepSchema,
    informant_form: deathInformantStepSchema,
    documents: deathDocumentsStepSchema,
    preview: previewStepSchema,
  },
} as const satisfies {
  [V in DeathFormVariant]: Record<(typeof DEATH_FORM_VARIANTS)[V][number], z.ZodType>;
};
