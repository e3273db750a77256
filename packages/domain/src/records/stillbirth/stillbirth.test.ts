import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import { daysAgo, issuesOf } from '../shared/test-helpers.ts';
import { emptyStillbirthDraft, stillbirthDraftFromParticulars } from './draft.ts';
import { exampleStillbirthDraft, exampleStillbirthSubmission } from './fixtures.ts';
import { stillbirthInformantStepSchema } from './informant.ts';
import { stillbirthMotherParticularsSchema, stillbirthMotherStepSchema } from './mother.ts';
import { stillbirthStepSchema } from './particulars.ts';
import { STILLBIRTH_STEP_SCHEMAS } from './step-schemas.ts';
import { STILLBIRTH_FORM_VARIANTS, STILLBIRTH_STEPS } from './steps.ts';
import {
  stillbirthSubmissionSchema,
  toStillbirthSubmission,
  type StillbirthDraft,
} from './submission.ts';

const draft = exampleStillbirthDraft();
const particulars = draft.stillbirth;
const mother = draft.mother;
const informant = draft.informant;
const payload = exampleStillbirthSubmission();
const stored = (value: StillbirthDraft) =>
  stillbirthSubmissionSchema.parse(toStillbirthSubmission(value));

describe('the stillbirth wizard', () => {
  it('has four steps in one variant', () => {
    expect(STILLBIRTH_STEPS.map((step) => [step.key, step.title])).toEqual([
      ['stillbirth_form', 'Particulars of Stillbirth'],
      ['mother_form', 'Particulars of Mother'],
      ['informant_form', 'Particulars of Informant'],
      ['preview', 'Information Preview'],
    ]);
    expect(STILLBIRTH_FORM_VARIANTS).toEqual({
      stillbirth: ['stillbirth_form', 'mother_form', 'informant_form', 'preview'],
    });
  });

  it('every step schema accepts the fixture; the payload passes the submission schema', () => {
    const parts: Record<string, unknown> = {
      stillbirth_form: particulars,
      mother_form: mother,
      informant_form: informant,
      preview: {},
    };
    for (const [step, schema] of Object.entries(STILLBIRTH_STEP_SCHEMAS.stillbirth)) {
      expect(issuesOf(schema as z.ZodType, parts[step]), step).toEqual([]);
    }
    expect(issuesOf(stillbirthSubmissionSchema, payload)).toEqual([]);
  });
});

describe('stillbirthStepSchema (Particulars of Stillbirth)', () => {
  it('"Was the baby ever born alive?" must be answered, and no', () => {
    expect(issuesOf(stillbirthStepSchema, { ...particulars, born_alive: null })).toEqual([
      `born_alive: ${MESSAGES.bornAliveRequired}`,
    ]);
    expect(issuesOf(stillbirthStepSchema, { ...particulars, born_alive: true })).toEqual([
      'born_alive: A baby born alive who then died is registered as a birth and a death, not as a stillbirth.',
    ]);
  });

  it('requires sex, date, place and type of delivery', () => {
    expect(
      issuesOf(stillbirthStepSchema, {
        ...particulars,
        sex: '',
        date_of_delivery: '',
        place: '',
        type_of_delivery: '',
      }),
    ).toEqual([
      `sex: ${MESSAGES.stillbirthSex}`,
      `date_of_delivery: ${MESSAGES.dateOfDelivery}`,
      `place: ${MESSAGES.placeOfDelivery}`,
      `type_of_delivery: ${MESSAGES.typeOfDelivery}`,
    ]);
    expect(issuesOf(stillbirthStepSchema, { ...particulars, place: '15' })).toEqual([
      `place: ${MESSAGES.placeOfDelivery}`,
    ]);
    expect(
      stillbirthStepSchema.parse({ ...particulars, type_of_delivery: '2' }).type_of_delivery,
    ).toBe(2);
  });

  it('the date of delivery is not in the future', () => {
    expect(
      issuesOf(stillbirthStepSchema, { ...particulars, date_of_delivery: daysAgo(-2) }),
    ).toEqual([`date_of_delivery: ${MESSAGES.dateOfDeliveryFuture}`]);
    expect(
      stillbirthStepSchema.parse({ ...particulars, date_of_delivery: daysAgo(0) }).born_alive,
    ).toBe(false);
  });

  it('gestational weeks 28 to 45 and birth weight 200 to 7000 g, both optional', () => {
    for (const weeks of ['27', '46', '30.5', 'x']) {
      expect(
        issuesOf(stillbirthStepSchema, { ...particulars, gestational_weeks: weeks }),
        weeks,
      ).toEqual([
        'gestational_weeks: The length of the pregnancy must be a whole number of weeks from 28 to 45',
      ]);
    }
    for (const grams of ['199', '7001']) {
      expect(
        issuesOf(stillbirthStepSchema, { ...particulars, birth_weight_grams: grams }),
        grams,
      ).toEqual([
        'birth_weight_grams: The birth weight must be a whole number of grams from 200 to 7000',
      ]);
    }
    expect(
      stillbirthStepSchema.parse({ ...particulars, gestational_weeks: '', birth_weight_grams: '' }),
    ).toMatchObject({ gestational_weeks: null, birth_weight_grams: null });
    expect(
      stillbirthStepSchema.parse({
        ...particulars,
        gestational_weeks: '28',
        birth_weight_grams: 7000,
      }),
    ).toMatchObject({ gestational_weeks: 28, birth_weight_grams: 7000 });
  });
});

describe('stillbirthMotherStepSchema (Particulars of Mother)', () => {
  it('full name and an age of 9 to 60', () => {
    expect(issuesOf(stillbirthMotherStepSchema, { ...mother, fullname: ' ' })).toEqual([
      `fullname: ${MESSAGES.motherFullname}`,
    ]);
    expect(issuesOf(stillbirthMotherStepSchema, { ...mother, age: '8' })).toEqual([
      "age: Mother's age must be between 9 and 60",
    ]);
    expect(issuesOf(stillbirthMotherStepSchema, { ...mother, age: '61' })).toEqual([
      `age: ${MESSAGES.motherAge}`,
    ]);
    expect(stillbirthMotherStepSchema.parse({ ...mother, age: '9' }).age).toBe(9);
  });

  it('state of origin and ethnic group for Nigerians only; residence details for Nigeria only', () => {
    expect(
      issuesOf(stillbirthMotherStepSchema, { ...mother, state_of_origin: '', ethnic_group: '' }),
    ).toEqual([
      `state_of_origin: ${MESSAGES.stateOfOrigin}`,
      `ethnic_group: ${MESSAGES.ethnicGroup}`,
    ]);
    expect(stillbirthMotherStepSchema.parse({ ...mother, nationality: '288' })).toMatchObject({
      state_of_origin: null,
      ethnic_group: null,
    });
    const sent = payload.mother as Record<string, unknown>;
    expect(issuesOf(stillbirthMotherParticularsSchema, { ...sent, country: 288 })).toEqual([
      `state: ${MESSAGES.hiddenField}`,
      `lga: ${MESSAGES.hiddenField}`,
      `settlement: ${MESSAGES.hiddenField}`,
    ]);
    expect(issuesOf(stillbirthMotherParticularsSchema, { ...sent, lga_of_origin: 1 })).toHaveLength(
      1,
    );
  });
});

describe('stillbirthInformantStepSchema (Particulars of Informant)', () => {
  it('full name, relationship with the mother, and the acknowledgement', () => {
    expect(
      issuesOf(stillbirthInformantStepSchema, { ...informant, fullname: '', relationship: '13' }),
    ).toEqual([
      `fullname: ${MESSAGES.informantFullname}`,
      `relationship: ${MESSAGES.motherRelationship}`,
    ]);
    expect(
      issuesOf(stillbirthInformantStepSchema, { ...informant, acknowledgement: false }),
    ).toEqual([
      'acknowledgement: The informant must acknowledge that the particulars given are true.',
    ]);
  });
});

describe('stillbirthSubmissionSchema', () => {
  it('refuses a baby born alive, unknown keys and a missing born-alive answer', () => {
    expect(issuesOf(stillbirthSubmissionSchema, { ...payload, born_alive: true })).toEqual([
      `born_alive: ${MESSAGES.bornAlive}`,
    ]);
    const { born_alive: _, ...unanswered } = payload;
    expect(issuesOf(stillbirthSubmissionSchema, unanswered)).toEqual([
      `born_alive: ${MESSAGES.bornAliveRequired}`,
    ]);
    expect(issuesOf(stillbirthSubmissionSchema, { ...payload, email: 'a@b.ng' })).toHaveLength(1);
    expect(
      issuesOf(stillbirthSubmissionSchema, {
        ...payload,
        stillbirth: { ...payload.stillbirth, Reg_Center: 1 },
      }),
    ).toHaveLength(1);
  });

  it('toStillbirthSubmission lifts the answer and the place, and trims the names', () => {
    const sent = toStillbirthSubmission({
      ...draft,
      stillbirth: { ...particulars, village: ' ', date_of_delivery: '01/02/2025' },
      mother: { ...mother, fullname: '  Aisha   Bello ', nationality: '288' },
    });
    expect(sent).toMatchObject({
      record_type: 'stillbirth',
      born_alive: false,
      registration_state: String(particulars.registration_state),
      stillbirth: { village: null, date_of_delivery: '2025-02-01' },
      mother: { fullname: 'Aisha Bello', state_of_origin: null, ethnic_group: null },
    });
    expect(sent.stillbirth).not.toHaveProperty('born_alive');
    expect(sent.mother).not.toHaveProperty('lga_of_origin');
  });

  it('a stored record comes back as the draft it came from', () => {
    const back = stillbirthDraftFromParticulars(stored(draft));
    expect(back).toEqual(draft);
    expect(stored(back)).toEqual(stored(draft));
    expect(emptyStillbirthDraft().stillbirth.born_alive).toBeNull();
  });
});
