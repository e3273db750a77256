import type { z } from 'zod';
import { childStepSchema, unclaimedChildStepSchema } from './child.ts';
import { supportingDocumentsStepSchema } from './documents.ts';
import { informantStepSchema, unclaimedInformantStepSchema } from './informant.ts';
import { fatherStepSchema, motherStepSchema } from './parents.ts';
import type { BIRTH_FORM_VARIANTS, BirthFormVariant } from './steps.ts';
import { previewStepSchema } from '../shared/preview.ts';

/** The form schema of every step of every variant, for the wizard shell's zodResolver. */
export const BIRTH_STEP_SCHEMAS = {
  claimed: {
    child_form: childStepSchema,
    mother_form: motherStepSchema,
    father_form: fatherStepSchema,
    informant_form: informantStepSchema,
    support_docs: supportingDocumentsStepSchema,
    preview: previewStepSchema,
  },
  unclaimed: {
    child_form: unclaimedChildStepSchema,
    informant_form: unclaimedInformantStepSchema,
    preview: previewStepSchema,
  },
  notification: {
    child_form: childStepSchema,
    mother_form: motherStepSchema,
    father_form: fatherStepSchema,
    support_docs: supportingDocumentsStepSchema,
    preview: previewStepSchema,
  },
} as const satisfies {
  [V in BirthFormVariant]: Record<(typeof BIRTH_FORM_VARIANTS)[V][number], z.ZodType>;
};
