import type { z } from 'zod';
import {
  ATTESTATION_PURPOSES,
  EDUCATION_LEVELS,
  LATE_APPLICATION_REASONS,
  PLACES_OF_BIRTH,
} from '../../lookups/lists.ts';
import { MESSAGES } from '../../validation/messages.ts';
import {
  countryCodeSchema,
  lgaIdSchema,
  stateIdSchema,
} from '../../validation/reference-schemas.ts';
import {
  lookupValueSchema,
  optionalTextSchema,
  requiredField,
  uploadedFileSchema,
} from '../../validation/schemas.ts';
import { emptySlot } from '../shared/documents.ts';
import {
  checkLgaInState,
  checkRegistrationPlace,
  objectFor,
  registrationPlaceShape,
  requiredText,
  type SchemaMode,
} from '../shared/fields.ts';
import { occupationSchema } from '../shared/person.ts';
import { ATTESTATION_MESSAGES } from './messages.ts';

/** Additional Information, the spec's fields (the registration centre is sent at the top level). */
const informationShape = {
  place_of_birth: requiredField(
    lookupValueSchema(PLACES_OF_BIRTH, MESSAGES.placeOfOccurrence),
    MESSAGES.placeOfOccurrence,
  ),
  state_of_birth: requiredField(stateIdSchema, MESSAGES.stateOfBirth),
  lga_of_birth: requiredField(lgaIdSchema, MESSAGES.lgaOfBirth),
  town_of_birth: requiredText(ATTESTATION_MESSAGES.townOfBirth),
  current_address: requiredText(ATTESTATION_MESSAGES.currentAddress),
  education: requiredField(
    lookupValueSchema(EDUCATION_LEVELS, MESSAGES.educationLevel),
    MESSAGES.educationLevel,
  ),
  occupation: occupationSchema,
  work_address: optionalTextSchema,
  /** Reason for the application (the spec's 3 reasons). */
  request_reason: requiredField(
    lookupValueSchema(LATE_APPLICATION_REASONS, MESSAGES.requestReason),
    MESSAGES.requestReason,
  ),
  /** What the attestation is required for (the spec's 7 purposes). */
  required_for: requiredField(
    lookupValueSchema(ATTESTATION_PURPOSES, MESSAGES.requiredFor),
    MESSAGES.requiredFor,
  ),
  address_of_request: requiredText(ATTESTATION_MESSAGES.addressOfRequest),
  country: requiredField(countryCodeSchema, MESSAGES.country),
};

function checkPlaceOfBirth(
  ctx: z.RefinementCtx,
  information: { state_of_birth?: unknown; lga_of_birth?: unknown },
) {
  checkLgaInState(ctx, information.state_of_birth, information.lga_of_birth, ['lga_of_birth']);
}

/** The payload's `information` (strict). */
export const attestationInformationParticularsSchema = objectFor(
  informationShape,
  'submission',
).superRefine((information, ctx) => checkPlaceOfBirth(ctx, information));

/** Step information_form: Additional Information and the place of registration. */
export const attestationInformationStepSchema = objectFor(
  { ...informationShape, ...registrationPlaceShape },
  'form',
).superRefine((information, ctx) => {
  checkPlaceOfBirth(ctx, information);
  checkRegistrationPlace(ctx, information);
});

/** Step documents_form (without a NIN): the affidavit, required there. */
export function attestationDocumentsSchema(mode: SchemaMode) {
  return objectFor({ affidavit: emptySlot(uploadedFileSchema) }, mode).superRefine(
    (documents, ctx) => {
      if (!documents.affidavit) {
        ctx.addIssue({
          code: 'custom',
          message: ATTESTATION_MESSAGES.affidavit,
          path: ['affidavit'],
        });
      }
    },
  );
}
export const attestationDocumentsStepSchema = attestationDocumentsSchema('form');

export type AttestationInformationFormValues = z.input<typeof attestationInformationStepSchema>;
export type AttestationInformationParticulars = z.output<
  typeof attestationInformationParticularsSchema
>;
export type AttestationDocumentsFormValues = z.input<typeof attestationDocumentsStepSchema>;
