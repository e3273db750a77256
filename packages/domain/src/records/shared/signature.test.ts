import { describe, expect, it } from 'vitest';
import { toAttestationSubmission } from '../attestation/draft.ts';
import { exampleAttestationDraft } from '../attestation/fixtures.ts';
import { attestationWithNinSchema } from '../attestation/submission.ts';
import { birthParticularsLayout } from '../birth/layout.ts';
import { informantStepSchema } from '../birth/informant.ts';
import { exampleDeathRegistrationDraft } from '../death/fixtures.ts';
import { deathParticularsLayout } from '../death/layout.ts';
import {
  deathRegistrationSubmissionSchema,
  toDeathRegistrationSubmission,
} from '../death/submission.ts';
import { certificateSections, particularRows } from './particulars.ts';
import { SIGNATURE_MODE_NAMES, SIGNATURE_MODES } from './signature.ts';

const options = { date: (value: string) => value };

function deathWith(mode: unknown) {
  const draft = exampleDeathRegistrationDraft('form_b');
  return toDeathRegistrationSubmission({
    ...draft,
    informant: { ...draft.informant, mode_of_identity: mode },
  } as never);
}

describe("how the informant signed (the spec's mode of identity)", () => {
  it.each(SIGNATURE_MODES)(
    'a death informant may sign by %s, one file kept in `signature`',
    (mode) => {
      const parsed = deathRegistrationSubmissionSchema.safeParse(deathWith(mode));
      expect(parsed.success).toBe(true);
      expect(parsed.data?.informant.mode_of_identity).toBe(mode);
    },
  );

  it('is the drawn signature when not given (records made before the choice), and refuses others', () => {
    const { mode_of_identity: _, ...informant } = deathWith('signature').informant as Record<
      string,
      unknown
    >;
    const parsed = deathRegistrationSubmissionSchema.parse({
      ...deathWith('signature'),
      informant,
    });
    expect(parsed.informant.mode_of_identity).toBe('signature');
    expect(deathRegistrationSubmissionSchema.safeParse(deathWith('fingerprint')).success).toBe(
      false,
    );
    // A face is the birth informant's alone.
    expect(deathRegistrationSubmissionSchema.safeParse(deathWith('face')).success).toBe(false);
  });

  it("a birth informant signing on paper needs the paper's file, as the pad needs its drawing", () => {
    const base = {
      surname: 'Ogunleye',
      firstname: 'Adebola',
      relationship: '4',
      phone: '08051234567',
      country: '63',
      state: '25',
      lga: '500',
      settlement: '1',
      street_name: '3 Allen Avenue',
    };
    for (const mode of ['signature_scan', 'paper_form']) {
      const missing = informantStepSchema.safeParse({
        ...base,
        mode_of_identity: mode,
        signature: '',
      });
      expect(missing.success).toBe(false);
      expect(missing.error?.issues.some((issue) => issue.path[0] === 'signature')).toBe(true);
    }
  });

  it('the record page, the preview and the certificate say how the informant signed', () => {
    const particulars = deathWith('paper_form');
    const informant = particularRows(deathParticularsLayout, particulars, options).find(
      (group) => group.title === 'Particulars of Informant',
    );
    expect(informant?.rows).toContainEqual({
      label: 'How the informant signed',
      value: SIGNATURE_MODE_NAMES.paper_form,
    });
    const printed = certificateSections(deathParticularsLayout).flatMap(
      (section) => section.fields,
    );
    expect(printed).toContainEqual(
      expect.objectContaining({ label: 'Informant signed', path: 'informant.mode_of_identity' }),
    );
    expect(certificateSections(birthParticularsLayout).flatMap((s) => s.fields)).toContainEqual(
      expect.objectContaining({ label: 'Informant identified by' }),
    );
  });

  it("an attestation keeps the parent's mode only with a signature", () => {
    const draft = exampleAttestationDraft('with_nin');
    const unsigned = toAttestationSubmission({
      ...draft,
      parents: { ...draft.parents, signature: '', signature_mode: 'signature_scan' },
    });
    expect(unsigned.parents.signature_mode).toBeNull();
    const signed = toAttestationSubmission({
      ...draft,
      parents: {
        ...draft.parents,
        signature: 'attestation/sig-aB3dE9kLmN0p.png',
        signature_mode: 'signature_scan',
      },
    });
    expect(signed.parents.signature_mode).toBe('signature_scan');
    expect(attestationWithNinSchema.safeParse(signed).success).toBe(true);
  });
});
