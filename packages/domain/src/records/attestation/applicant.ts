import { z } from 'zod';
import { IDENTITY_DOCUMENT_TYPES, SEXES } from '../../lookups/lists.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { lgaIdSchema, stateIdSchema } from '../../validation/reference-schemas.ts';
import { ageInYears } from '../../validation/dates.ts';
import { pastCalendarDateSchema } from '../shared/dates.ts';
import { isAttestationAgeValid, isEmpty } from '../../validation/rules.ts';
import {
  lookupValueSchema,
  optionalCodeField,
  optionalEmailSchema,
  optionalNameSchema,
  optionalNinSchema,
  optionalTextSchema,
  personNameSchema,
  requiredField,
} from '../../validation/schemas.ts';
import {
  checkLgaInState,
  objectFor,
  requiredFile,
  requiredText,
  type SchemaMode,
} from '../shared/fields.ts';
import { informantPhoneSchema, maritalStatusSchema } from '../shared/person.ts';
import { ATTESTATION_MESSAGES } from './messages.ts';

/**
 * The applicant's date of birth: a real calendar date, not later than today, at least
 * ATTESTATION_MIN_AGE (18) years before today in Nigeria (spec section 5); sent as `yyyy-mm-dd`.
 */
export const applicantDateOfBirthSchema = pastCalendarDateSchema(
  MESSAGES.applicantDateOfBirth,
  MESSAGES.dateInFuture,
).refine((value) => isAttestationAgeValid(ageInYears(value)), MESSAGES.attestationMinAge);

/** The applicant's phone is required: the registry calls back about the application. */
const applicantPhoneSchema = z
  .string({ error: ATTESTATION_MESSAGES.phone })
  .refine((value) => !isEmpty(value), { error: ATTESTATION_MESSAGES.phone, abort: true })
  .pipe(informantPhoneSchema);

/** Particulars of Applicant, the spec's fields (section 3 "Attestation"). */
const applicantShape = {
  /** Given on the form with a NIN (the particulars are then filled from the verified NIN). */
  nin: optionalNinSchema,
  surname: personNameSchema(MESSAGES.applicantSurname),
  firstname: personNameSchema(MESSAGES.applicantFirstname),
  middlename: optionalNameSchema,
  sex: requiredField(lookupValueSchema(SEXES, ATTESTATION_MESSAGES.sex), ATTESTATION_MESSAGES.sex),
  date_of_birth: applicantDateOfBirthSchema,
  marital_status: maritalStatusSchema,
  state_of_origin: requiredField(stateIdSchema, MESSAGES.stateOfOrigin),
  lga_of_origin: requiredField(lgaIdSchema, MESSAGES.lgaOfOrigin),
  town: requiredText(ATTESTATION_MESSAGES.town),
  phone: applicantPhoneSchema,
  email: optionalEmailSchema,
  /** Stored-file reference of the applicant's face (camera or upload). */
  face: requiredFile(MESSAGES.face),
  /** Identity document (the spec's 6 types) and its number; required without a NIN. */
  id_type: optionalCodeField(
    lookupValueSchema(IDENTITY_DOCUMENT_TYPES, MESSAGES.identityDocumentType),
    MESSAGES.identityDocumentType,
  ),
  id_number: optionalTextSchema,
};

/**
 * `withNin`: the form with a NIN, where the NIN is required and an identity document optional.
 * Otherwise (the form without, and the payload of either) an applicant without a NIN gives one.
 */
function applicantSchema(mode: SchemaMode, withNin = false) {
  return objectFor(applicantShape, mode).superRefine((applicant, ctx) => {
    checkLgaInState(ctx, applicant.state_of_origin, applicant.lga_of_origin, ['lga_of_origin']);
    const noNin = isEmpty(applicant.nin);
    if (withNin && noNin) {
      ctx.addIssue({ code: 'custom', message: ATTESTATION_MESSAGES.ninRequired, path: ['nin'] });
    }
    const documentRequired = noNin && !withNin;
    if (documentRequired && applicant.id_type == null) {
      ctx.addIssue({
        code: 'custom',
        message: ATTESTATION_MESSAGES.identityDocument,
        path: ['id_type'],
      });
    }
    if ((documentRequired || applicant.id_type != null) && applicant.id_number == null) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.identityDocumentNumber,
        path: ['id_number'],
      });
    }
  });
}

/** Step applicant_form of the form without a NIN. */
export const attestationApplicantStepSchema = applicantSchema('form');
/** Step applicant_form of the form with a NIN: the NIN is required there. */
export const attestationApplicantWithNinStepSchema = applicantSchema('form', true);
/** The payload's `applicant`. */
export const attestationApplicantParticularsSchema = applicantSchema('submission');

export type AttestationApplicantFormValues = z.input<typeof attestationApplicantStepSchema>;
export type AttestationApplicantParticulars = z.output<
  typeof attestationApplicantParticularsSchema
>;
