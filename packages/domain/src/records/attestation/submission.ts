import { z } from 'zod';
import { paymentReferenceSchema, waiverIdSchema } from '../../payments/schemas.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { isEmpty } from '../../validation/rules.ts';
import { uploadedFileSchema } from '../../validation/schemas.ts';
import { emptySlot } from '../shared/documents.ts';
import { checkRegistrationPlace, registrationPlaceShape } from '../shared/fields.ts';
import { attestationApplicantParticularsSchema } from './applicant.ts';
import { attestationInformationParticularsSchema } from './information.ts';
import { ATTESTATION_MESSAGES } from './messages.ts';
import { attestationParentsParticularsSchema } from './parents.ts';
import type { AttestationFormVariant } from './steps.ts';

/** Where each form is submitted (spec section 7): with a NIN, and without (self-attestation). */
export const ATTESTATION_ADD_PATHS = {
  with_nin: '/birth-attestation/add',
  without_nin: '/self-attestation/no-nin',
} as const satisfies Record<AttestationFormVariant, string>;

/**
 * `POST /api/birth-attestation/add` and `POST /api/self-attestation/no-nin`: the applicant, the
 * additional information, the parents, the affidavit (required without a NIN), the place of
 * registration and the attestation fee's payment `reference` (or the number of a fee waiver
 * granted to the registrar, `waiver_id`). Unknown keys are refused at every level.
 */
export const attestationSubmissionSchema = z
  .strictObject({
    record_type: z.literal('attestation', { error: MESSAGES.invalidOption }).default('attestation'),
    applicant: attestationApplicantParticularsSchema,
    information: attestationInformationParticularsSchema,
    parents: attestationParentsParticularsSchema,
    affidavit: emptySlot(uploadedFileSchema),
    ...registrationPlaceShape,
    /** The attestation fee's payment reference (spec: `reference`); checked by the API. */
    reference: paymentReferenceSchema.optional(),
    waiver_id: waiverIdSchema.optional(),
    confirmNotDuplicate: z.boolean({ error: MESSAGES.invalidOption }).optional(),
  })
  .superRefine((submission, ctx) => {
    checkRegistrationPlace(ctx, submission);
    if (isEmpty(submission.applicant.nin) && !submission.affidavit) {
      ctx.addIssue({
        code: 'custom',
        message: ATTESTATION_MESSAGES.affidavit,
        path: ['affidavit'],
      });
    }
  });

/** `POST /api/birth-attestation/add`: the applicant has a NIN. */
export const attestationWithNinSchema = attestationSubmissionSchema.superRefine(
  (submission, ctx) => {
    if (isEmpty(submission.applicant.nin)) {
      ctx.addIssue({
        code: 'custom',
        message: ATTESTATION_MESSAGES.ninRequired,
        path: ['applicant', 'nin'],
      });
    }
  },
);

/** `POST /api/self-attestation/no-nin`: the applicant has no NIN. */
export const attestationWithoutNinSchema = attestationSubmissionSchema.superRefine(
  (submission, ctx) => {
    if (!isEmpty(submission.applicant.nin)) {
      ctx.addIssue({
        code: 'custom',
        message: ATTESTATION_MESSAGES.ninNotAllowed,
        path: ['applicant', 'nin'],
      });
    }
  },
);

export type AttestationSubmission = z.output<typeof attestationSubmissionSchema>;
export type AttestationSubmissionInput = z.input<typeof attestationSubmissionSchema>;
