import type { z } from 'zod';
import {
  DEFAULT_ROLE_PERMISSIONS,
  hasAnyPermission,
  PERMISSIONS,
  type Permission,
} from '../access/permissions.ts';
import { ROLE_NAMES, ROLE_TITLES } from '../access/roles.ts';
import type {
  ApplicantRecordField,
  RecordTypeKey,
  SupportingDocumentType,
} from '../lookups/codes.ts';
import type { PaymentService } from '../payments/fees.ts';
import type { ModificationReason } from './schemas.ts';
import { optionalNameSchema, personNameSchema } from '../validation/schemas.ts';

/**
 * Modifications (DESIGN.md "Modifications"): a registered record corrected, one field group at
 * a time (`mod_field`), paid, approved by someone else, applied as a new version of its
 * particulars. A kind that may be corrected declares its correctable fields once
 * (`records/<kind>/corrections.ts`); the form, the API and the review queue read that table.
 */

/** The spec's supporting documents of a modification (section 3 "Modification"), in its order. */
export const MODIFICATION_DOCUMENT_TYPES = [
  'date-of-birth-affidavit',
  'request-letter',
  'medical-record',
  'school-record',
  'affidavit-from-credible-witness',
] as const satisfies readonly SupportingDocumentType[];
export type ModificationDocumentType = (typeof MODIFICATION_DOCUMENT_TYPES)[number];

export const MODIFICATION_DOCUMENT_NAMES: Record<ModificationDocumentType, string> = {
  'date-of-birth-affidavit': 'Date of birth affidavit',
  'request-letter': 'Request letter',
  'medical-record': 'Medical record',
  'school-record': 'School record',
  'affidavit-from-credible-witness': 'Affidavit from a credible witness',
};

/**
 * What one correctable field requires: documents (one of each set), the fee's service, and the
 * permission that approves it (a spelling fix a DCR's, a change of sex or date a state
 * director's).
 */
export interface CorrectionRule {
  /** Every set must be met by one attached document of a type it names. */
  documents: readonly (readonly ModificationDocumentType[])[];
  fee: PaymentService;
  approver: Permission;
  /** The only reasons (`mod_reason`) it may be made for; any when absent. */
  reasons?: readonly ModificationReason[];
}

/** Spelling of a name or town: a request letter and a sworn statement of the right spelling. */
export const SPELLING_RULE: CorrectionRule = {
  documents: [['request-letter'], ['date-of-birth-affidavit', 'affidavit-from-credible-witness']],
  fee: 'modification',
  approver: 'Can_Approve_Modification',
};

/**
 * The names of a person whose record carries a NIN or tracking ID: they were checked with the
 * identity agency, so only a court order or a change of the agency's own record corrects them,
 * a state director approves it, and the new names must still be the agency's (checked by the
 * API with the agency).
 */
export const VERIFIED_NAMES_RULE: CorrectionRule = {
  ...SPELLING_RULE,
  approver: 'Can_Approve_Major_Modification',
  reasons: ['court_order', 'identity_agency'],
};

/** A photo replaced: the request letter is enough. */
export const PHOTO_RULE: CorrectionRule = {
  documents: [['request-letter']],
  fee: 'modification',
  approver: 'Can_Approve_Modification',
};

/** A sex changed: a medical record; a state director approves it. */
export const SEX_RULE: CorrectionRule = {
  documents: [['request-letter'], ['medical-record']],
  fee: 'major_modification',
  approver: 'Can_Approve_Major_Modification',
};

/** A date or an age changed: dated evidence; a state director approves it. */
export const DATE_RULE: CorrectionRule = {
  documents: [
    ['request-letter'],
    [
      'date-of-birth-affidavit',
      'medical-record',
      'school-record',
      'affidavit-from-credible-witness',
    ],
  ],
  fee: 'major_modification',
  approver: 'Can_Approve_Major_Modification',
};

/** One value a correction writes: the request's member, its label and where it is stored. */
export interface CorrectionInput {
  /** The member of the request body (`child_surname`); null unless its field is corrected. */
  name: string;
  label: string;
  /** Dot path into the record's particulars (`child.surname`). */
  path: string;
  /** What the form and the API accept for it (the wizard's own rule for that value). */
  schema: z.ZodType;
  /** The form's widget: a text box, the sex picker, a date, an age with its unit, a photo. */
  widget: 'text' | 'sex' | 'date' | 'age_at_death' | 'photo';
  optional?: boolean;
}

export type Particulars = Record<string, unknown>;

/** One group of values corrected together: the spec's `mod_field`. */
export interface CorrectableField {
  key: ApplicantRecordField;
  /** "Child's name", as the picker, the review table and the marginal note read it. */
  label: string;
  inputs: readonly CorrectionInput[];
  rule: CorrectionRule;
  /**
   * A person's names: the part of the particulars that holds the person (`mother`). When it
   * carries an identity number, VERIFIED_NAMES_RULE applies instead of `rule`.
   */
  person?: string;
  /** Values that follow from the corrected ones (a death's age at death from its dates). */
  follow?(particulars: Particulars): void;
}

/** How a kind is corrected: its spec names and its correctable fields. */
export interface KindCorrections {
  /** The spec's record type key of the kind's modifications (`birth-mod`), sent as `mod_type`. */
  modType: RecordTypeKey;
  /** The request's member naming the record (`Birth_Reg_ID`, `attestation_id`, `death_id`). */
  idField: string;
  /** The validation page's path segment (`birth-modification`). */
  validationPath: string;
  /** The certificate lookup's answer groups: answer member -> part of the particulars. */
  lookup: Readonly<Record<string, string>>;
  /** Where the subject's photo is stored, when the kind keeps one. */
  photoPath?: string;
  fields: readonly CorrectableField[];
}

/** A copy of the particulars with `value` written at `path` (parts created as needed). */
export function withValueAt(particulars: Particulars, path: string, value: unknown): Particulars {
  const [key = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...particulars, [key]: value };
  const part = particulars[key];
  const inner = part !== null && typeof part === 'object' ? (part as Particulars) : {};
  return { ...particulars, [key]: withValueAt(inner, rest.join('.'), value) };
}

/** Every input of every field of the kind, in declaration order, once each. */
export function correctionInputs(corrections: KindCorrections): CorrectionInput[] {
  return corrections.fields.flatMap((field) => field.inputs);
}

export function correctableField(
  corrections: KindCorrections,
  key: string,
): CorrectableField | undefined {
  return corrections.fields.find((field) => field.key === key);
}

/** The fields whose corrections the actor may approve (their rule's approver permission). */
export function fieldsApprovableBy(
  permissions: readonly string[],
  corrections: KindCorrections,
): CorrectableField[] {
  return corrections.fields.filter((field) => hasAnyPermission(permissions, [field.rule.approver]));
}

/**
 * The document sets of a rule that the attached documents do not meet, for the message naming
 * what is missing (empty when the rule is met).
 */
export function missingDocuments(
  rule: CorrectionRule,
  attached: readonly { type: string }[],
): (readonly ModificationDocumentType[])[] {
  const types = new Set(attached.map((document) => document.type));
  return rule.documents.filter((set) => !set.some((type) => types.has(type)));
}

/** "Corrected on 2026-12-01: child's name", as the certificate's margin reads it. */
export function marginalNote(appliedOn: string, label: string): string {
  return `Corrected on ${appliedOn}: ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/**
 * A person's names corrected together: surname, first name and (optional) middle name, stored
 * at `part` and sent as `{prefix}_surname`, ... ("Enter the mother's surname").
 */
export function namesField(
  key: ApplicantRecordField,
  label: string,
  { prefix, part, who }: { prefix: string; part: string; who: string },
  rule: CorrectionRule = SPELLING_RULE,
): CorrectableField {
  const input = (name: string, inputLabel: string, optional = false): CorrectionInput => ({
    name: `${prefix}_${name}`,
    label: inputLabel,
    path: `${part}.${name}`,
    schema: optional
      ? optionalNameSchema
      : personNameSchema(`Enter the ${who}'s ${inputLabel.toLowerCase()}`),
    widget: 'text',
    ...(optional ? { optional: true } : {}),
  });
  return {
    key,
    label,
    inputs: [
      input('surname', 'Surname'),
      input('firstname', 'First name'),
      input('middlename', 'Middle name', true),
    ],
    rule,
    person: part,
  };
}

/**
 * The rule of a correction of `field` on a record whose `identified` parts carry an identity
 * number (records/shared/identity.ts `identifiedParts`): a verified person's names follow
 * VERIFIED_NAMES_RULE, every other field its own rule.
 */
export function correctionRuleOf(
  field: CorrectableField,
  identified: readonly string[],
): CorrectionRule {
  return field.person !== undefined && identified.includes(field.person)
    ? VERIFIED_NAMES_RULE
    : field.rule;
}

/**
 * Who approves a correction by default: the roles the default matrix gives its approver
 * permission, but those holding every permission (the administrator). "State Director or DCR".
 */
export function approverTitle(permission: Permission): string {
  const titles = ROLE_NAMES.filter((role) => {
    const held = DEFAULT_ROLE_PERMISSIONS[role];
    return held.includes(permission) && held.length < PERMISSIONS.length;
  }).map((role) => ROLE_TITLES[role]);
  return titles.length > 0 ? titles.join(' or ') : permission;
}
