import { z } from 'zod';
import { INFORMANT_RELATIONSHIPS_NON_PARENT } from '../../lookups/lists.ts';
import { isLookupValue } from '../../lookups/lookups.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { optionalEmailSchema } from '../../validation/schemas.ts';
import {
  applyParentConditions,
  applyResidenceCondition,
  datesToIso,
  emptyStringsToNull,
  optionalFieldsToNull,
  optionalToNull,
  trimNames,
} from '../../validation/transforms.ts';
import { checkChildPlaces, childParticularsSchema, type ChildFormValues } from './child.ts';
import {
  supportingDocumentListSchema,
  supportingDocumentsToSend,
  type SupportingDocumentsFormValues,
} from './documents.ts';
import { checkRegistrationPlace, registrationPlaceShape } from '../shared/fields.ts';
import {
  applyIdentityModeCondition,
  informantParticularsSchema,
  type InformantFormValues,
} from './informant.ts';
import { applyNoNinReasonCondition } from '../shared/person.ts';
import {
  fatherParticularsSchema,
  motherParticularsSchema,
  type FatherFormValues,
  type MotherFormValues,
} from './parents.ts';
import {
  BIRTH_RECORD_TYPES,
  BIRTH_VARIANT_PARTS,
  birthFormVariant,
  birthVariantFlags,
  type BirthRecordType,
  type BirthVariantParts,
} from './steps.ts';

/**
 * `POST /api/birth-registration/add`: the payload after the before-sending transforms. It
 * re-runs every field rule of the wizard steps and, unlike the steps, refuses unknown keys (at
 * every level), values in fields hidden for the answers given, and parts the variant does not
 * have (unclaimed: no mother, father or documents; notification: no informant).
 */
export const birthRegistrationSubmissionSchema = z
  .strictObject({
    /** The spec's flag: false for the unclaimed short form. */
    Claimed: z.boolean({ error: MESSAGES.invalidOption }),
    /** `birth_notification` for a hospital's notification; `birth` otherwise. */
    record_type: z.enum(BIRTH_RECORD_TYPES, { error: MESSAGES.invalidOption }).default('birth'),
    child: childParticularsSchema,
    mother: motherParticularsSchema.nullable().default(null),
    father: fatherParticularsSchema.nullable().default(null),
    informant: informantParticularsSchema.nullable().default(null),
    SupportingDocument: supportingDocumentListSchema.default([]),
    ...registrationPlaceShape,
    email: optionalEmailSchema,
    /**
     * The registrar confirms the record is not a duplicate of the one the API named (409);
     * the API records the confirmation in the audit log and does not store it in the record.
     */
    confirmNotDuplicate: z.boolean({ error: MESSAGES.invalidOption }).optional(),
  })
  .superRefine((payload, ctx) => {
    const variant = birthFormVariant(payload);
    if (payload.record_type === 'birth_notification' && payload.Claimed !== true) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidOption, path: ['Claimed'] });
    }
    const parts = BIRTH_VARIANT_PARTS[variant];
    for (const part of ['mother', 'father', 'informant'] as const) {
      if (parts[part] && payload[part] == null) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.sectionRequired, path: [part] });
      }
      if (!parts[part] && payload[part] != null) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.hiddenField, path: [part] });
      }
    }
    if (!parts.supportingDocuments && payload.SupportingDocument.length > 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.hiddenField, path: ['SupportingDocument'] });
    }
    // The child's origin may be unknown only for an unclaimed child.
    if (variant !== 'unclaimed' && isObject(payload.child)) {
      checkChildPlaces(ctx, payload.child, true, ['child']);
    }
    // With no parent present, the informant is neither father nor mother.
    const relationship: unknown = payload.informant?.relationship;
    if (
      variant === 'unclaimed' &&
      relationship != null &&
      !isLookupValue(INFORMANT_RELATIONSHIPS_NON_PARENT, relationship)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.informantRelationship,
        path: ['informant', 'relationship'],
      });
    }
    checkRegistrationPlace(ctx, payload);
  });

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export type BirthRegistrationSubmissionInput = z.input<typeof birthRegistrationSubmissionSchema>;
export type BirthRegistrationSubmission = z.output<typeof birthRegistrationSubmissionSchema>;

/**
 * A birth registration wizard's draft, as the web app keeps it in session storage: the raw
 * values of each step's form ('' for an empty input). The place of registration is entered on
 * Particulars of Child, so it sits in `child`. Parts the variant has no step for are null.
 */
export interface BirthRegistrationDraft {
  Claimed: boolean;
  record_type?: BirthRecordType | null;
  child: ChildFormValues;
  mother: MotherFormValues | null;
  father: FatherFormValues | null;
  informant: InformantFormValues | null;
  documents: SupportingDocumentsFormValues | null;
  email?: string | null;
}

const PARENT_NAMES = ['surname', 'firstname', 'maiden_name'] as const;
const OPTIONAL_IDENTITY_FIELDS = ['middlename', 'nin', 'tracking_id', 'phone'] as const;

/**
 * The spec's before-sending transforms (section 5), applied to a wizard draft: empty strings
 * become null; names are trimmed; optional middle names, e-mails, phones and ids become null when
 * empty; a day-month-year date of birth becomes `yyyy-mm-dd`; the parents' conditions
 * (`applyParentConditions`) and the step's own (no-NIN reason, identity mode) drop hidden
 * fields; parts the variant has no step for become null (documents: []). The place of
 * registration moves from `child` to the top level.
 *
 * It does not validate: a draft every step accepted gives a payload
 * `birthRegistrationSubmissionSchema` accepts.
 */
export function toBirthRegistrationSubmission(
  draft: BirthRegistrationDraft,
): BirthRegistrationSubmissionInput {
  const clean = emptyStringsToNull(draft);
  const variant = birthFormVariant(clean);
  const parts: BirthVariantParts = BIRTH_VARIANT_PARTS[variant];
  const { registration_state, registration_lga, Reg_Center, ...child } = clean.child;

  const parent = <T extends MotherFormValues | FatherFormValues>(particulars: T | null) =>
    particulars
      ? applyNoNinReasonCondition(
          applyParentConditions(
            optionalFieldsToNull(
              trimNames(particulars, PARENT_NAMES as readonly (keyof T)[]),
              OPTIONAL_IDENTITY_FIELDS,
            ),
          ),
        )
      : null;

  return {
    ...birthVariantFlags(variant),
    child: datesToIso(
      optionalFieldsToNull(trimNames(child, ['surname', 'firstname']), [
        'middlename',
        'settlement',
        'face',
      ]),
      ['childBirthDate'],
    ),
    mother: parts.mother ? parent(clean.mother) : null,
    father: parts.father ? parent(clean.father) : null,
    informant:
      parts.informant && clean.informant
        ? applyIdentityModeCondition(
            applyResidenceCondition(
              optionalFieldsToNull(trimNames(clean.informant, ['surname', 'firstname']), [
                ...OPTIONAL_IDENTITY_FIELDS,
              ]),
            ),
          )
        : null,
    SupportingDocument: parts.supportingDocuments ? supportingDocumentsToSend(clean.documents) : [],
    registration_state,
    registration_lga,
    Reg_Center,
    email: optionalToNull(clean.email),
  };
}
