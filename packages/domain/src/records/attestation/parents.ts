import { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import { lgaIdSchema, stateIdSchema } from '../../validation/reference-schemas.ts';
import {
  optionalNameSchema,
  optionalStoredFileRefSchema,
  personNameSchema,
  requiredField,
  uploadedFileSchema,
} from '../../validation/schemas.ts';
import { emptySlot } from '../shared/documents.ts';
import { checkLgaInState, objectFor, requiredText, type SchemaMode } from '../shared/fields.ts';
import { SIGNATURE_MODES } from '../shared/signature.ts';
import { ATTESTATION_MESSAGES } from './messages.ts';

/** Where a parent is from: state, LGA (of that state) and town. */
const parentPlaceShape = {
  state: requiredField(stateIdSchema, ATTESTATION_MESSAGES.parentState),
  lga: requiredField(lgaIdSchema, ATTESTATION_MESSAGES.parentLga),
  town: requiredText(ATTESTATION_MESSAGES.parentTown),
};

const fatherShape = {
  surname: personNameSchema(MESSAGES.fatherSurname),
  firstname: personNameSchema(MESSAGES.fatherFirstname),
  middlename: optionalNameSchema,
  ...parentPlaceShape,
};

const motherShape = {
  surname: personNameSchema(MESSAGES.motherSurname),
  firstname: personNameSchema(MESSAGES.motherFirstname),
  middlename: optionalNameSchema,
  maiden_name: personNameSchema(MESSAGES.motherMaidenName),
  ...parentPlaceShape,
};

function parentSchema<S extends typeof fatherShape | typeof motherShape>(
  shape: S,
  mode: SchemaMode,
) {
  return objectFor(shape, mode).superRefine((parent, ctx) => {
    const { state, lga } = parent as { state?: unknown; lga?: unknown };
    checkLgaInState(ctx, state, lga, ['lga']);
  });
}

/** Parent's Information (Parents Information on the form without a NIN). */
function parentsSchema(mode: SchemaMode) {
  return objectFor(
    {
      father: parentSchema(fatherShape, mode),
      mother: parentSchema(motherShape, mode),
      /** How the parent signed, when there is a signature (see `SIGNATURE_MODES`). */
      signature_mode: z.enum(SIGNATURE_MODES, { error: MESSAGES.modeOfIdentity }).nullish(),
      /** Stored-file reference of the signature (optional). */
      signature: optionalStoredFileRefSchema,
      /** A supporting document (optional). */
      support_document: emptySlot(uploadedFileSchema),
    },
    mode,
  );
}

/** Step parent_form / parents_form. */
export const attestationParentsStepSchema = parentsSchema('form');
/** The payload's `parents`. */
export const attestationParentsParticularsSchema = parentsSchema('submission');

export type AttestationParentsFormValues = z.input<typeof attestationParentsStepSchema>;
export type AttestationParentsParticulars = z.output<typeof attestationParentsParticularsSchema>;
