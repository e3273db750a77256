import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import { issuesOf } from '../shared/test-helpers.ts';
import { deathRegistrationDraftFromParticulars, emptyDeathRegistrationDraft } from './draft.ts';
import { exampleDeathRegistrationDraft, exampleDeathRegistrationSubmission } from './fixtures.ts';
import { DEATH_STEP_SCHEMAS } from './step-schemas.ts';
import {
  DEATH_FORM_VARIANT_NAMES,
  DEATH_FORM_VARIANTS,
  DEATH_STEPS,
  deathStepsOf,
} from './steps.ts';
import {
  deathRegistrationSubmissionSchema,
  toDeathRegistrationSubmission,
  type DeathRegistrationDraft,
} from './submission.ts';

const submit = (draft: DeathRegistrationDraft) =>
  issuesOf(deathRegistrationSubmissionSchema, toDeathRegistrationSubmission(draft));
const stored = (draft: DeathRegistrationDraft) =>
  deathRegistrationSubmissionSchema.parse(toDeathRegistrationSubmission(draft));

describe('death steps and forms', () => {
  it('form A: deceased, mother, informant, preview; form B: deceased, informant, documents, preview', () => {
    expect(DEATH_STEPS.map((step) => step.title)).toEqual([
      'Particulars of Deceased',
      'Particulars of Mother',
      'Particulars of Informant',
      'Document Upload',
      'Information Preview',
    ]);
    expect(deathStepsOf('form_a').map((step) => step.key)).toEqual(DEATH_FORM_VARIANTS.form_a);
    expect(deathStepsOf('form_b').map((step) => step.key)).toEqual([
      'deceased_form',
      'informant_form',
      'documents',
      'preview',
    ]);
  });
});

describe('the example fixtures', () => {
  it.each(DEATH_FORM_VARIANT_NAMES)('every step schema of %s accepts its part', (form) => {
    const draft = exampleDeathRegistrationDraft(form);
    const parts: Record<string, unknown> = {
      deceased_form: draft.deceased,
      mother_form: draft.mother,
      informant_form: draft.informant,
      documents: draft.documents,
      preview: { email: draft.email },
    };
    for (const [step, schema] of Object.entries(DEATH_STEP_SCHEMAS[form])) {
      expect(issuesOf(schema as z.ZodType, parts[step]), step).toEqual([]);
    }
  });

  it.each(DEATH_FORM_VARIANT_NAMES)('the %s submission passes the submission schema', (form) => {
    expect(
      issuesOf(deathRegistrationSubmissionSchema, exampleDeathRegistrationSubmission(form)),
    ).toEqual([]);
  });
});

describe('toDeathRegistrationSubmission', () => {
  it('form A: the mother, no documents; the place of registration at the top level', () => {
    const draft = exampleDeathRegistrationDraft('form_a');
    // Left over from form B: dropped, as form A has no documents step.
    draft.documents = exampleDeathRegistrationDraft('form_b').documents;
    expect(submit(draft)).toEqual([]);
    const sent = stored(draft);
    expect(sent).toMatchObject({
      record_type: 'death',
      form: 'form_a',
      documents: [],
      registration_state: 24,
      registration_lga: 510,
      Reg_Center: 1,
      email: null,
    });
    expect(sent.mother).toMatchObject({ surname: 'Okafor', phone: '2348061234567' });
    expect(sent.deceased).not.toHaveProperty('registration_state');
  });

  it('form B: documents as a list, no mother', () => {
    const draft = exampleDeathRegistrationDraft('form_b');
    draft.mother = exampleDeathRegistrationDraft('form_a').mother;
    expect(submit(draft)).toEqual([]);
    expect(stored(draft)).toMatchObject({
      mother: null,
      documents: [
        {
          type: 'affidavit',
          mimeType: 'application/pdf',
          url: 'death/42345678901-As4dF6gH8jKl.pdf',
        },
      ],
    });
  });

  it("applies the spec's before-sending transforms", () => {
    const draft = exampleDeathRegistrationDraft('form_b');
    draft.deceased = {
      ...draft.deceased,
      surname: '  Okafor ',
      middlename: ' ',
      date_of_birth: '',
      date_of_death: '01/02/2025',
      nationality: '288',
      literacy: '2',
      reason_for_no_nin: 'Deceased',
    };
    draft.informant = { ...draft.informant, country: '288' };
    const sent = toDeathRegistrationSubmission(draft);
    expect(sent.deceased).toMatchObject({
      surname: 'Okafor',
      middlename: null,
      date_of_birth: null,
      date_of_death: '2025-02-01',
      state_of_origin: null,
      lga_of_origin: null,
      ethnic_group: null,
      education_level: null,
      reason_for_no_nin: null,
    });
    expect(sent.informant).toMatchObject({ state: null, lga: null, settlement: null });
    const mother = toDeathRegistrationSubmission({
      ...exampleDeathRegistrationDraft('form_a'),
      mother: { ...exampleDeathRegistrationDraft('form_a').mother!, nationality: '288' },
    }).mother;
    expect(mother).toMatchObject({
      state_of_origin: null,
      lga_of_origin: null,
      ethnic_group: null,
    });
    expect(mother).not.toHaveProperty('education_level');
  });
});

describe('deathRegistrationSubmissionSchema', () => {
  const formA = exampleDeathRegistrationSubmission('form_a');
  const formB = exampleDeathRegistrationSubmission('form_b');

  it('form A only for a deceased under 5', () => {
    expect(
      issuesOf(deathRegistrationSubmissionSchema, {
        ...formB,
        form: 'form_a',
        mother: formA.mother,
        documents: [],
      }),
    ).toEqual([`deceased.age_at_death: ${MESSAGES.formANotUnderFive}`]);
    // Form B is not refused for a young child (e.g. a foundling whose mother is unknown).
    expect(
      issuesOf(deathRegistrationSubmissionSchema, { ...formA, form: 'form_b', mother: null }),
    ).toEqual([]);
  });

  it('form A needs the mother and has no documents; form B has no mother', () => {
    expect(issuesOf(deathRegistrationSubmissionSchema, { ...formA, mother: null })).toEqual([
      `mother: ${MESSAGES.sectionRequired}`,
    ]);
    expect(
      issuesOf(deathRegistrationSubmissionSchema, { ...formA, documents: formB.documents }),
    ).toEqual([`documents: ${MESSAGES.hiddenField}`]);
    expect(issuesOf(deathRegistrationSubmissionSchema, { ...formB, mother: formA.mother })).toEqual(
      [`mother: ${MESSAGES.hiddenField}`],
    );
  });

  it("the informant's NIN differs from the deceased's", () => {
    const informant = { ...formB.informant, nin: '22345678901' };
    expect(issuesOf(deathRegistrationSubmissionSchema, { ...formB, informant })).toEqual([
      "informant.nin: The informant's NIN must differ from the deceased's.",
    ]);
  });

  it('documents: the four death types, each once', () => {
    const document = {
      type: 'police_report',
      mimeType: 'image/png',
      url: 'death/x-Qw3eR5tY7uIo.png',
    };
    expect(
      issuesOf(deathRegistrationSubmissionSchema, { ...formB, documents: [document] }),
    ).toEqual([]);
    expect(
      issuesOf(deathRegistrationSubmissionSchema, {
        ...formB,
        documents: [{ ...document, type: 'immunization-card' }],
      }),
    ).toEqual([`documents.0.type: ${MESSAGES.documentType}`]);
    expect(
      issuesOf(deathRegistrationSubmissionSchema, { ...formB, documents: [document, document] }),
    ).toEqual([`documents.1.type: ${MESSAGES.documentTypeRepeated}`]);
  });

  it('is strict: unknown keys, a wrong record type or form, a data URL for a signature', () => {
    expect(issuesOf(deathRegistrationSubmissionSchema, { ...formB, extra: 1 })).toHaveLength(1);
    expect(issuesOf(deathRegistrationSubmissionSchema, { ...formB, record_type: 'birth' })).toEqual(
      [`record_type: ${MESSAGES.invalidOption}`],
    );
    expect(issuesOf(deathRegistrationSubmissionSchema, { ...formB, form: 'form_c' })).toEqual([
      `form: ${MESSAGES.invalidOption}`,
    ]);
    expect(
      issuesOf(deathRegistrationSubmissionSchema, {
        ...formB,
        informant: { ...formB.informant, signature: 'data:image/png;base64,AAAA' },
      }),
    ).toEqual([`informant.signature: ${MESSAGES.storedFile}`]);
    expect(
      issuesOf(deathRegistrationSubmissionSchema, {
        ...formB,
        informant: { ...formB.informant, signature: null },
      }),
    ).toEqual([`informant.signature: ${MESSAGES.signature}`]);
  });

  it('the informant: relationship from the death list, a phone', () => {
    expect(
      issuesOf(deathRegistrationSubmissionSchema, {
        ...formB,
        informant: { ...formB.informant, relationship: 17, phone: null },
      }),
    ).toEqual([
      `informant.relationship: ${MESSAGES.deceasedRelationship}`,
      `informant.phone: ${MESSAGES.informantPhone}`,
    ]);
  });

  it('the LGA of registration lies in its state', () => {
    expect(issuesOf(deathRegistrationSubmissionSchema, { ...formB, registration_lga: 86 })).toEqual(
      [`registration_lga: ${MESSAGES.lgaNotInState}`],
    );
  });

  it('does not throw on a payload that is wrong throughout', () => {
    expect(
      issuesOf(deathRegistrationSubmissionSchema, { form: 'x', deceased: {}, informant: null })
        .length,
    ).toBeGreaterThan(0);
  });
});

describe('deathRegistrationDraftFromParticulars', () => {
  it.each(DEATH_FORM_VARIANT_NAMES)('gives back the %s draft the particulars came from', (form) => {
    const draft = exampleDeathRegistrationDraft(form);
    const back = deathRegistrationDraftFromParticulars(stored(draft));
    const phone = <T extends { phone?: unknown }>(part: T | null) =>
      part && { ...part, phone: String(part.phone).replace(/^0/, '234') };
    expect(back).toEqual({
      ...draft,
      mother: phone(draft.mother),
      informant: phone(draft.informant),
    });
    expect(stored(back)).toEqual(stored(draft));
  });

  it('an empty draft has the parts of its form only', () => {
    expect(emptyDeathRegistrationDraft('form_a')).toMatchObject({ documents: null });
    expect(emptyDeathRegistrationDraft('form_b')).toMatchObject({ mother: null });
  });
});
