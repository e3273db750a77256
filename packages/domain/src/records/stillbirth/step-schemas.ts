import { z } from 'zod';
import { stillbirthInformantStepSchema } from './informant.ts';
import { stillbirthMotherStepSchema } from './mother.ts';
import { stillbirthStepSchema } from './particulars.ts';
import type { STILLBIRTH_FORM_VARIANTS, StillbirthFormVariant } from './steps.ts';

/** Step preview of a stillbirth: nothing to enter (no certificate e-mail is asked). */
export const stillbirthPreviewStepSchema = z.object({});

/** The form schema of every step, for the wizard shell's zodResolver. */
export const STILLBIRTH_STEP_SCHEMAS = {
  stillbirth: {
    stillbirth_form: stillbirthStepSchema,
    mother_form: stillbirthMotherStepSchema,
    informant_form: stillbirthInformantStepSchema,
    preview: stillbirthPreviewStepSchema,
  },
} as const satisfies {
  [V in StillbirthFormVariant]: Record<(typeof STILLBIRTH_FORM_VARIANTS)[V][number], z.ZodType>;
};
