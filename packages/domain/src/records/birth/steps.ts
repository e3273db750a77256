import type { RecordTypeKey } from '../../lookups/codes.ts';

/** The birth registration wizard's steps: key and title (spec section 2, "Form wizards"). */
export const BIRTH_STEPS = [
  { key: 'child_form', title: 'Particulars of Child' },
  { key: 'mother_form', title: 'Particulars of Mother' },
  { key: 'father_form', title: 'Particulars of Father' },
  { key: 'informant_form', title: 'Particulars of Informant' },
  { key: 'support_docs', title: 'Supporting Documents' },
  { key: 'preview', title: 'Information Preview' },
] as const;

export type BirthStep = (typeof BIRTH_STEPS)[number];
export type BirthStepKey = BirthStep['key'];

/**
 * The three birth wizards and their steps in order (DESIGN.md "Form variants"):
 * - claimed: New Birth Registration, 6 steps;
 * - unclaimed: the short form for a child with no parent present, 3 steps;
 * - notification: birth notification by hospital staff, 5 steps (no informant).
 */
export const BIRTH_FORM_VARIANTS = {
  claimed: [
    'child_form',
    'mother_form',
    'father_form',
    'informant_form',
    'support_docs',
    'preview',
  ],
  unclaimed: ['child_form', 'informant_form', 'preview'],
  notification: ['child_form', 'mother_form', 'father_form', 'support_docs', 'preview'],
} as const satisfies Record<string, readonly BirthStepKey[]>;

export type BirthFormVariant = keyof typeof BIRTH_FORM_VARIANTS;

export const BIRTH_FORM_VARIANT_NAMES = Object.keys(BIRTH_FORM_VARIANTS) as BirthFormVariant[];

/** The record types a birth registration payload may carry (a subset of RECORD_TYPE_KEYS). */
export const BIRTH_RECORD_TYPES = [
  'birth',
  'birth_notification',
] as const satisfies readonly RecordTypeKey[];
export type BirthRecordType = (typeof BIRTH_RECORD_TYPES)[number];

/** The steps of a variant with their titles, in order. */
export function birthStepsOf(variant: BirthFormVariant): BirthStep[] {
  const keys: readonly BirthStepKey[] = BIRTH_FORM_VARIANTS[variant];
  return keys.map((key) => BIRTH_STEPS.find((step) => step.key === key) as BirthStep);
}

export function birthVariantHasStep(variant: BirthFormVariant, step: BirthStepKey): boolean {
  const keys: readonly BirthStepKey[] = BIRTH_FORM_VARIANTS[variant];
  return keys.includes(step);
}

/** Which parts of the payload a variant requires; a part it does not have must be null (or []). */
export interface BirthVariantParts {
  mother: boolean;
  father: boolean;
  informant: boolean;
  supportingDocuments: boolean;
}

function partsOf(variant: BirthFormVariant): BirthVariantParts {
  return {
    mother: birthVariantHasStep(variant, 'mother_form'),
    father: birthVariantHasStep(variant, 'father_form'),
    informant: birthVariantHasStep(variant, 'informant_form'),
    supportingDocuments: birthVariantHasStep(variant, 'support_docs'),
  };
}

/** unclaimed: no mother, father or documents; notification: no informant. */
export const BIRTH_VARIANT_PARTS: Record<BirthFormVariant, BirthVariantParts> = {
  claimed: partsOf('claimed'),
  unclaimed: partsOf('unclaimed'),
  notification: partsOf('notification'),
};

/**
 * The variant a payload was filled in with. `Claimed` is the spec's flag (false = unclaimed);
 * a hospital's birth notification is told apart by its record type `birth_notification`.
 */
export function birthFormVariant(payload: {
  Claimed: boolean;
  record_type?: BirthRecordType | null;
}): BirthFormVariant {
  if (payload.record_type === 'birth_notification') return 'notification';
  return payload.Claimed ? 'claimed' : 'unclaimed';
}

/** The payload flags that say which variant was used (the inverse of `birthFormVariant`). */
export function birthVariantFlags(variant: BirthFormVariant): {
  Claimed: boolean;
  record_type: BirthRecordType;
} {
  return {
    Claimed: variant !== 'unclaimed',
    record_type: variant === 'notification' ? 'birth_notification' : 'birth',
  };
}
