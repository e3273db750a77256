import { describe, expect, it } from 'vitest';
import { birthRegistrationDraftFromParticulars, emptyBirthRegistrationDraft } from './draft.ts';
import { exampleBirthRegistrationDraft } from './fixtures.ts';
import { BIRTH_FORM_VARIANT_NAMES } from './steps.ts';
import {
  birthRegistrationSubmissionSchema,
  toBirthRegistrationSubmission,
  type BirthRegistrationDraft,
} from './submission.ts';

const stored = (draft: BirthRegistrationDraft) =>
  birthRegistrationSubmissionSchema.parse(toBirthRegistrationSubmission(draft));

describe('birthRegistrationDraftFromParticulars', () => {
  it.each(BIRTH_FORM_VARIANT_NAMES)(
    'gives back the %s draft the particulars came from',
    (variant) => {
      const draft = exampleBirthRegistrationDraft(variant);
      const back = birthRegistrationDraftFromParticulars(stored(draft));
      // Phone numbers come back in the international form they were stored in.
      const phones = <T extends { phone?: unknown }>(part: T | null) =>
        part && { ...part, phone: String(part.phone).replace(/^0/, '234') };
      expect(back).toEqual({
        ...draft,
        mother: phones(draft.mother),
        father: phones(draft.father),
        informant: phones(draft.informant),
      });
    },
  );

  it('sends the same particulars again when nothing is changed', () => {
    for (const variant of BIRTH_FORM_VARIANT_NAMES) {
      const particulars = stored(exampleBirthRegistrationDraft(variant));
      expect(stored(birthRegistrationDraftFromParticulars(particulars))).toEqual(particulars);
    }
  });

  it('puts a general support document back in its slot with its type', () => {
    const draft = exampleBirthRegistrationDraft('claimed');
    draft.documents = {
      ...emptyBirthRegistrationDraft('claimed').documents!,
      support_document: {
        type: 'date-of-birth-affidavit',
        mimeType: 'application/pdf',
        url: 'birth/12345678901-Hn3bV6cX1zLk.pdf',
      },
    };
    const back = birthRegistrationDraftFromParticulars(stored(draft));
    expect(back.documents).toEqual(draft.documents);
  });

  it('keeps the form defaults of fields stored empty', () => {
    const particulars = stored(exampleBirthRegistrationDraft('claimed'));
    const informant = { ...particulars.informant!, mode_of_identity: null } as never;
    const back = birthRegistrationDraftFromParticulars({ ...particulars, informant });
    expect(back.informant?.mode_of_identity).toBe('signature');
  });
});
