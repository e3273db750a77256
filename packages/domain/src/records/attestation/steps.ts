import type { RecordTypeKey } from '../../lookups/codes.ts';

/**
 * The attestation wizards' steps (spec section 2). The parents' step is titled "Parent's
 * Information" on the applicant form (with a NIN) and "Parents Information" on the alternative
 * form (without); it asks the same fields under either title.
 */
export const ATTESTATION_STEPS = [
  { key: 'applicant_form', title: 'Particulars of Applicant' },
  { key: 'information_form', title: 'Additional Information' },
  { key: 'parent_form', title: "Parent's Information" },
  { key: 'parents_form', title: 'Parents Information' },
  { key: 'documents_form', title: 'Document Upload' },
  { key: 'preview', title: 'Information Preview' },
] as const;

export type AttestationStep = (typeof ATTESTATION_STEPS)[number];
export type AttestationStepKey = AttestationStep['key'];

/** With a NIN: 4 steps; without (the alternative form): 5, with the affidavit's upload. */
export const ATTESTATION_FORM_VARIANTS = {
  with_nin: ['applicant_form', 'information_form', 'parent_form', 'preview'],
  without_nin: ['applicant_form', 'information_form', 'parents_form', 'documents_form', 'preview'],
} as const satisfies Record<string, readonly AttestationStepKey[]>;

export type AttestationFormVariant = keyof typeof ATTESTATION_FORM_VARIANTS;

export const ATTESTATION_RECORD_TYPES = ['attestation'] as const satisfies readonly RecordTypeKey[];
