import { z } from 'zod';
import {
  INFORMANT_RELATIONSHIPS,
  INFORMANT_RELATIONSHIPS_NON_PARENT,
} from '../../lookups/lists.ts';
import type { LookupOption } from '../../api/options.ts';
import { MESSAGES } from '../../validation/messages.ts';
import {
  lookupValueSchema,
  optionalNameSchema,
  optionalNinSchema,
  optionalTrackingIdSchema,
  personNameSchema,
  requiredField,
} from '../../validation/schemas.ts';
import {
  checkConditional,
  conditionalText,
  objectFor,
  requiredFile,
  withConditionalFields,
  type SchemaMode,
} from '../shared/fields.ts';
import { checkResidence, informantPhoneSchema, residenceShape } from '../shared/person.ts';
import { DEFAULT_SIGNATURE_MODE, SIGNATURE_MODES } from '../shared/signature.ts';

/**
 * How the informant is identified: by a signature (the spec's default; drawn on the screen, or
 * on paper and uploaded, see `SIGNATURE_MODES`) or by a photograph of the face. The wizard shows
 * the capture for the chosen mode only.
 */
export const INFORMANT_IDENTITY_MODES = [...SIGNATURE_MODES, 'face'] as const;
export type InformantIdentityMode = (typeof INFORMANT_IDENTITY_MODES)[number];
export const DEFAULT_INFORMANT_IDENTITY_MODE: InformantIdentityMode = DEFAULT_SIGNATURE_MODE;

const signatureSchema = requiredFile(MESSAGES.signature);
const faceSchema = requiredFile(MESSAGES.face);

/** Before sending: the capture of the mode not chosen is dropped. */
export function applyIdentityModeCondition<
  T extends { mode_of_identity?: unknown; signature?: unknown; face?: unknown },
>(informant: T): T {
  return identifiedByFace(informant)
    ? { ...informant, signature: null }
    : { ...informant, face: null };
}

function identifiedByFace(informant: { mode_of_identity?: unknown }): boolean {
  return informant.mode_of_identity === 'face';
}

function informantShape<const T extends readonly LookupOption[]>(relationships: T) {
  return {
    surname: personNameSchema(MESSAGES.informantSurname),
    firstname: personNameSchema(MESSAGES.informantFirstname),
    middlename: optionalNameSchema,
    /** As the parents' (settlement is urban or rural). */
    ...residenceShape,
    relationship: requiredField(
      lookupValueSchema(relationships, MESSAGES.informantRelationship),
      MESSAGES.informantRelationship,
    ),
    phone: informantPhoneSchema,
    nin: optionalNinSchema,
    tracking_id: optionalTrackingIdSchema,
    mode_of_identity: z
      .enum(INFORMANT_IDENTITY_MODES, { error: MESSAGES.modeOfIdentity })
      .default(DEFAULT_INFORMANT_IDENTITY_MODE),
    /** Stored-file references of the signature (drawn, or its paper uploaded) and the face. */
    signature: conditionalText,
    face: conditionalText,
  };
}

function informantSchema<const T extends readonly LookupOption[]>(
  mode: SchemaMode,
  relationships: T,
) {
  return withConditionalFields(objectFor(informantShape(relationships), mode), (ctx, informant) => {
    const byFace = identifiedByFace(informant);
    return {
      ...checkResidence(ctx, mode, informant),
      signature: checkConditional(
        ctx,
        mode,
        'signature',
        !byFace,
        signatureSchema,
        informant.signature,
      ),
      face: checkConditional(ctx, mode, 'face', byFace, faceSchema, informant.face),
    };
  });
}

/** Step informant_form of the claimed wizard: any relationship (1 to 13). */
export const informantStepSchema = informantSchema('form', INFORMANT_RELATIONSHIPS);

/**
 * Step informant_form of the unclaimed short form: no parent is present, so the informant is
 * neither father nor mother (the spec's second list, values 3 to 13).
 */
export const unclaimedInformantStepSchema = informantSchema(
  'form',
  INFORMANT_RELATIONSHIPS_NON_PARENT,
);

/**
 * The payload's `informant`. The relationship list depends on the variant, which the payload
 * as a whole knows: `birthRegistrationSubmissionSchema` refuses father/mother when unclaimed.
 */
export const informantParticularsSchema = informantSchema('submission', INFORMANT_RELATIONSHIPS);

export type InformantFormValues = z.input<typeof informantStepSchema>;
export type InformantParticulars = z.output<typeof informantParticularsSchema>;
