import { z } from 'zod';
import { attestationApplicantStepSchema } from './applicant.ts';
import { attestationDocumentsStepSchema, attestationInformationStepSchema } from './information.ts';
import { attestationParentsStepSchema } from './parents.ts';
import type { ATTESTATION_FORM_VARIANTS, AttestationFormVariant } from './steps.ts';

/** Step preview: nothing to enter. */
export const attestationPreviewStepSchema = z.object({});

/** The form schema of every step of both forms, for the wizard shell's zodResolver. */
export const ATTESTATION_STEP_SCHEMAS = {
  with_nin: {
    applicant_form: attestationApplicantStepSchema,
    information_form: attestationInformationStepSchema,
    parent_form: attestationParentsStepSchema,
    preview: attestationPreviewStepSchema,
  },
  without_nin: {
    applicant_form: attestationApplicantStepSchema,
    information_form: attestationInformationStepSchema,
    parents_form: attestationParentsStepSchema,
    documents_form: attestationDocumentsStepSchema,
    preview: attestationPreviewStepSchema,
  },
} as const satisfies {
  [V in AttestationFormVariant]: Record<(typeof ATTESTATION_FORM_VARIANTS)[V][number], z.ZodType>;
};
