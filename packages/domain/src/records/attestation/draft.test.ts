import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issuesOf } from '../shared/test-helpers.ts';
import {
  attestationDraftFromParticulars,
  emptyAttestationDraft,
  toAttestationSubmission,
  type AttestationDraft,
} from './draft.ts';
import { exampleAttestationDraft, exampleAttestationSubmission } from './fixtures.ts';
import { ATTESTATION_MESSAGES } from './messages.ts';
import { ATTESTATION_STEP_SCHEMAS } from './step-schemas.ts';
import { attestationSubmissionSchema } from './submission.ts';

const NOW = new Date('2026-11-15T09:00:00Z');

/** Each step's form values in a draft, by step key. */
const stepValues = (draft: AttestationDraft): Record<string, unknown> => ({
  applicant_form: draft.applicant,
  information_form: draft.information,
  parent_form: draft.parents,
  parents_form: draft.parents,
  documents_form: draft.documents,
  preview: draft.payment,
});

describe('the attestation draft', () => {
  it('starts with the date of birth 18 years before today; the affidavit only without a NIN', () => {
    const draft = emptyAttestationDraft('with_nin', undefined, NOW);
    expect(draft.applicant.date_of_birth).toBe('2008-11-15');
    expect(draft.information.country).toBe('63');
    expect(draft.documents).toBeNull();
    expect(emptyAttestationDraft('without_nin').documents).toEqual({ affidavit: null });
  });

  it.each(['with_nin', 'without_nin'] as const)(
    '%s: every step accepts the example, and it is sent as the example submission',
    (variant) => {
      const draft = exampleAttestationDraft(variant, NOW);
      for (const [step, schema] of Object.entries(ATTESTATION_STEP_SCHEMAS[variant])) {
        expect(issuesOf(schema as z.ZodType, stepValues(draft)[step]), step).toEqual([]);
      }
      expect(attestationSubmissionSchema.parse(toAttestationSubmission(draft))).toEqual(
        attestationSubmissionSchema.parse(exampleAttestationSubmission(variant, NOW)),
      );
    },
  );

  it('sends the NIN only with a NIN and the affidavit only without; a waiver instead of a reference', () => {
    const withNin = exampleAttestationDraft('with_nin', NOW);
    const sent = toAttestationSubmission({
      ...withNin,
      documents: { affidavit: { mimeType: 'image/png', url: 'stray.png' } },
      payment: { reference: '', waiver_id: 12, paid_with_record: false },
    });
    expect(sent.affidavit).toBeNull();
    expect(sent).toMatchObject({ waiver_id: 12 });
    expect(sent).not.toHaveProperty('reference');
    const without = exampleAttestationDraft('without_nin', NOW);
    const noNin = toAttestationSubmission({
      ...without,
      applicant: { ...without.applicant, nin: '12345678901' },
    });
    expect(noNin.applicant.nin).toBeNull();
  });

  it('the form with a NIN requires it; the preview requires the payment', () => {
    const draft = exampleAttestationDraft('with_nin', NOW);
    expect(
      issuesOf(ATTESTATION_STEP_SCHEMAS.with_nin.applicant_form, { ...draft.applicant, nin: '' }),
    ).toEqual([`nin: ${ATTESTATION_MESSAGES.ninRequired}`]);
    const unpaid = { reference: '', waiver_id: null, paid_with_record: false };
    expect(issuesOf(ATTESTATION_STEP_SCHEMAS.with_nin.preview, unpaid)).toEqual([
      `reference: ${ATTESTATION_MESSAGES.payment}`,
    ]);
    expect(
      issuesOf(ATTESTATION_STEP_SCHEMAS.with_nin.preview, { ...unpaid, paid_with_record: true }),
    ).toEqual([]);
  });

  it('a stored attestation comes back in its form, paid with the record', () => {
    for (const variant of ['with_nin', 'without_nin'] as const) {
      const stored = attestationSubmissionSchema.parse(exampleAttestationSubmission(variant, NOW));
      const draft = attestationDraftFromParticulars(stored);
      expect(draft.form).toBe(variant);
      expect(draft.payment).toEqual({
        reference: 'SBX-PAID-EXAMPLE00001',
        waiver_id: null,
        paid_with_record: true,
      });
      expect(draft.information.Reg_Center).toBe('1');
      expect(attestationSubmissionSchema.parse(toAttestationSubmission(draft))).toEqual(stored);
    }
  });
});
