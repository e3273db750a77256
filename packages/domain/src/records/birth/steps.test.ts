import { describe, expect, it } from 'vitest';
import { BIRTH_STEP_SCHEMAS } from './step-schemas.ts';
import {
  BIRTH_FORM_VARIANTS,
  BIRTH_STEPS,
  BIRTH_VARIANT_PARTS,
  birthFormVariant,
  birthStepsOf,
  birthVariantFlags,
} from './steps.ts';

describe('birth wizard steps and variants', () => {
  it('has the six steps of the spec, keys and titles in order', () => {
    expect(BIRTH_STEPS).toEqual([
      { key: 'child_form', title: 'Particulars of Child' },
      { key: 'mother_form', title: 'Particulars of Mother' },
      { key: 'father_form', title: 'Particulars of Father' },
      { key: 'informant_form', title: 'Particulars of Informant' },
      { key: 'support_docs', title: 'Supporting Documents' },
      { key: 'preview', title: 'Information Preview' },
    ]);
  });

  it('claimed has 6 steps, unclaimed 3, notification 5', () => {
    expect(birthStepsOf('claimed').map((s) => s.title)).toEqual(BIRTH_STEPS.map((s) => s.title));
    expect(birthStepsOf('unclaimed').map((s) => s.title)).toEqual([
      'Particulars of Child',
      'Particulars of Informant',
      'Information Preview',
    ]);
    expect(birthStepsOf('notification').map((s) => s.title)).toEqual([
      'Particulars of Child',
      'Particulars of Mother',
      'Particulars of Father',
      'Supporting Documents',
      'Information Preview',
    ]);
  });

  it('says which parts each variant requires', () => {
    expect(BIRTH_VARIANT_PARTS.claimed).toEqual({
      mother: true,
      father: true,
      informant: true,
      supportingDocuments: true,
    });
    expect(BIRTH_VARIANT_PARTS.unclaimed).toEqual({
      mother: false,
      father: false,
      informant: true,
      supportingDocuments: false,
    });
    expect(BIRTH_VARIANT_PARTS.notification).toEqual({
      mother: true,
      father: true,
      informant: false,
      supportingDocuments: true,
    });
  });

  it('tells the variant from the payload flags and back', () => {
    for (const variant of ['claimed', 'unclaimed', 'notification'] as const) {
      expect(birthFormVariant(birthVariantFlags(variant))).toBe(variant);
    }
    expect(birthFormVariant({ Claimed: true })).toBe('claimed');
    expect(birthFormVariant({ Claimed: false })).toBe('unclaimed');
  });

  it('has a form schema for every step of every variant', () => {
    for (const [variant, keys] of Object.entries(BIRTH_FORM_VARIANTS)) {
      expect(Object.keys(BIRTH_STEP_SCHEMAS[variant as keyof typeof BIRTH_STEP_SCHEMAS])).toEqual(
        keys,
      );
    }
  });
});
