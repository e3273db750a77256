import { z } from 'zod';
import { isEmpty } from '../../validation/rules.ts';
import {
  attestationApplicantStepSchema,
  attestationApplicantWithNinStepSchema,
} from './applicant.ts';
import { attestationDocumentsStepSchema, attestationInformationStepSchema } from './information.ts';
import { ATTESTATION_MESSAGES } from './messages.ts';
import { attestationParentsStepSchema } from './parents.ts';
import type { ATTESTATION_FORM_VARIANTS, AttestationFormVariant } from './steps.ts';

/**
 * Step preview: nothing else to enter but the attestation fee's payment, a verified reference
 * or a fee waiver granted by another officer (its number). A queried record being corrected
 * was paid for when it was first submitted (`paid_with_record`). The API checks the payment.
 */
export const attestationPreviewStepSchema = z
  .object({
    reference: z.string().nullish(),
    waiver_id: z.number().nullish(),
    paid_with_record: z.boolean().optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.paid_with_record) return;
    if (isEmpty(payment.reference) && !payment.waiver_id) {
      ctx.addIssue({ code: 'custom', message: ATTESTATION_MESSAGES.payment, path: ['reference'] });
    }
  });

/** The preview step's form values: the payment ('' until verified or given). */
export interface AttestationPaymentFormValues {
  reference: string;
  /** A granted fee waiver's number; null without one. */
  waiver_id: number | null;
  paid_with_record: boolean;
}

/** The form schema of every step of both forms, for the wizard shell's zodResolver. */
export const ATTESTATION_STEP_SCHEMAS = {
  with_nin: {
    applicant_form: attestationApplicantWithNinStepSchema,
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
