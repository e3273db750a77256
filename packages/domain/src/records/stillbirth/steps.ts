import type { RecordTypeKey } from '../../lookups/codes.ts';

/**
 * The stillbirth wizard's steps (the spec shows none; DESIGN.md "Form variants"). Its first
 * question, "Was the baby ever born alive?", opens Particulars of Stillbirth.
 */
export const STILLBIRTH_STEPS = [
  { key: 'stillbirth_form', title: 'Particulars of Stillbirth' },
  { key: 'mother_form', title: 'Particulars of Mother' },
  { key: 'informant_form', title: 'Particulars of Informant' },
  { key: 'preview', title: 'Information Preview' },
] as const;

export type StillbirthStep = (typeof STILLBIRTH_STEPS)[number];
export type StillbirthStepKey = StillbirthStep['key'];

export const STILLBIRTH_FORM_VARIANTS = {
  stillbirth: ['stillbirth_form', 'mother_form', 'informant_form', 'preview'],
} as const satisfies Record<string, readonly StillbirthStepKey[]>;

export type StillbirthFormVariant = keyof typeof STILLBIRTH_FORM_VARIANTS;

export const STILLBIRTH_RECORD_TYPES = ['stillbirth'] as const satisfies readonly RecordTypeKey[];
