import type { RecordTypeKey } from '../../lookups/codes.ts';

/** The death registration wizards' steps: key and title (spec section 2, "Form wizards"). */
export const DEATH_STEPS = [
  { key: 'deceased_form', title: 'Particulars of Deceased' },
  { key: 'mother_form', title: 'Particulars of Mother' },
  { key: 'informant_form', title: 'Particulars of Informant' },
  { key: 'documents', title: 'Document Upload' },
  { key: 'preview', title: 'Information Preview' },
] as const;

export type DeathStep = (typeof DEATH_STEPS)[number];
export type DeathStepKey = DeathStep['key'];

/**
 * The two death wizards (DESIGN.md "Form variants"):
 * - form_a: the death of a child under 5 (with the mother's particulars);
 * - form_b: any other death (with documents).
 */
export const DEATH_FORM_VARIANTS = {
  form_a: ['deceased_form', 'mother_form', 'informant_form', 'preview'],
  form_b: ['deceased_form', 'informant_form', 'documents', 'preview'],
} as const satisfies Record<string, readonly DeathStepKey[]>;

export type DeathFormVariant = keyof typeof DEATH_FORM_VARIANTS;

export const DEATH_FORM_VARIANT_NAMES = Object.keys(DEATH_FORM_VARIANTS) as [
  DeathFormVariant,
  ...DeathFormVariant[],
];

export const DEATH_RECORD_TYPES = ['death'] as const satisfies readonly RecordTypeKey[];

/** The steps of a variant with their titles, in order. */
export function deathStepsOf(variant: DeathFormVariant): DeathStep[] {
  const keys: readonly DeathStepKey[] = DEATH_FORM_VARIANTS[variant];
  return keys.map((key) => DEATH_STEPS.find((step) => step.key === key) as DeathStep);
}

/** Which optional parts a variant has; a part it does not have must be null (documents: []). */
export const DEATH_VARIANT_PARTS: Record<
  DeathFormVariant,
  { mother: boolean; documents: boolean }
> = {
  form_a: { mother: true, documents: false },
  form_b: { mother: false, documents: true },
};
