import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';
import { exampleBirthRegistrationDraft } from './fixtures.ts';
import { BIRTH_STEP_SCHEMAS } from './step-schemas.ts';
import { BIRTH_FORM_VARIANT_NAMES } from './steps.ts';
import {
  birthRegistrationSubmissionSchema,
  toBirthRegistrationSubmission,
  type BirthRegistrationDraft,
} from './submission.ts';
import { issuesOf } from '../shared/test-helpers.ts';

const submit = (draft: BirthRegistrationDraft) =>
  birthRegistrationSubmissionSchema.safeParse(toBirthRegistrationSubmission(draft));

describe('the example draft fixture', () => {
  it('every step schema of every variant accepts its part', () => {
    for (const variant of BIRTH_FORM_VARIANT_NAMES) {
      const draft = exampleBirthRegistrationDraft(variant);
      const parts: Record<string, unknown> = {
        child_form: draft.child,
        mother_form: draft.mother,
        father_form: draft.father,
        informant_form: draft.informant,
        support_docs: draft.documents,
        preview: { email: draft.email },
      };
      for (const [step, schema] of Object.entries(BIRTH_STEP_SCHEMAS[variant])) {
        expect(issuesOf(schema as z.ZodType, parts[step]), `${variant} ${step}`).toEqual([]);
      }
    }
  });
});

describe('toBirthRegistrationSubmission', () => {
  it('a claimed draft gives a payload the submission schema accepts', () => {
    const result = submit(exampleBirthRegistrationDraft('claimed'));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({
      Claimed: true,
      record_type: 'birth',
      registration_state: 24,
      registration_lga: 510,
      Reg_Center: 1,
      SupportingDocument: [
        {
          type: 'immunization-card',
          mimeType: 'image/jpeg',
          url: 'birth/12345678901-Zp4mN8qR2tYu.jpg',
        },
      ],
    });
    expect(result.data?.child).not.toHaveProperty('registration_state');
  });

  it('an unclaimed draft gives a payload without parents or documents', () => {
    const draft = exampleBirthRegistrationDraft('unclaimed');
    // Left over from a claimed draft: dropped, as the short form has no such steps.
    draft.mother = exampleBirthRegistrationDraft('claimed').mother;
    const result = submit(draft);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({
      Claimed: false,
      mother: null,
      father: null,
      SupportingDocument: [],
    });
    expect(result.data?.child).toMatchObject({ state_of_origin: null, lga: null });
  });

  it('a notification draft gives a payload without informant', () => {
    const result = submit(exampleBirthRegistrationDraft('notification'));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({ record_type: 'birth_notification', informant: null });
  });

  it("applies the spec's before-sending transforms", () => {
    const draft = exampleBirthRegistrationDraft();
    draft.child = { ...draft.child, surname: '  Adeyemi  ', childBirthDate: '01/02/2024' };
    draft.mother = {
      ...draft.mother!,
      middlename: '   ',
      nationality: '288',
      literacy: '2',
      reason_for_no_nin: 'Personal Reason',
    };
    draft.email = ' ';
    const sent = toBirthRegistrationSubmission(draft);
    expect(sent.child).toMatchObject({
      surname: 'Adeyemi',
      middlename: null,
      childBirthDate: '2024-02-01',
    });
    expect(sent.mother).toMatchObject({
      middlename: null,
      state_of_origin: null,
      lga_of_origin: null,
      ethnic_group: null,
      education_level: null,
      reason_for_no_nin: null,
    });
    expect(sent.email).toBeNull();
    expect(issuesOf(birthRegistrationSubmissionSchema, sent)).toEqual([]);
  });
});

describe('birthRegistrationSubmissionSchema', () => {
  const payload = toBirthRegistrationSubmission(exampleBirthRegistrationDraft());

  it('refuses unknown keys at the top and inside parts', () => {
    expect(issuesOf(birthRegistrationSubmissionSchema, { ...payload, extra: true })).toEqual([
      ': Unrecognized key: "extra"',
    ]);
    expect(
      issuesOf(birthRegistrationSubmissionSchema, {
        ...payload,
        child: { ...payload.child, registration_state: 24 },
      }),
    ).toEqual(['child: Unrecognized key: "registration_state"']);
  });

  it('refuses a hidden-field value with the path of the field', () => {
    expect(
      issuesOf(birthRegistrationSubmissionSchema, {
        ...payload,
        father: { ...payload.father, literacy: 2 },
      }),
    ).toEqual([`father.education_level: ${MESSAGES.hiddenField}`]);
  });

  it('requires the parts of the variant and refuses the others', () => {
    expect(issuesOf(birthRegistrationSubmissionSchema, { ...payload, father: null })).toEqual([
      `father: ${MESSAGES.sectionRequired}`,
    ]);
    expect(
      issuesOf(birthRegistrationSubmissionSchema, {
        ...payload,
        record_type: 'birth_notification',
      }),
    ).toEqual([`informant: ${MESSAGES.hiddenField}`]);
    expect(issuesOf(birthRegistrationSubmissionSchema, { ...payload, Claimed: false })).toEqual([
      `mother: ${MESSAGES.hiddenField}`,
      `father: ${MESSAGES.hiddenField}`,
      `SupportingDocument: ${MESSAGES.hiddenField}`,
      // Mother (2) is not a possible informant when no parent is present.
      `informant.relationship: ${MESSAGES.informantRelationship}`,
    ]);
  });

  it('requires the child origin unless unclaimed, and the registration LGA in its state', () => {
    expect(
      issuesOf(birthRegistrationSubmissionSchema, {
        ...payload,
        child: { ...payload.child, state_of_origin: null, lga: null },
      }),
    ).toEqual([
      `child.state_of_origin: ${MESSAGES.stateOfOrigin}`,
      `child.lga: ${MESSAGES.lgaOfOrigin}`,
    ]);
    expect(
      issuesOf(birthRegistrationSubmissionSchema, { ...payload, registration_lga: 631 }),
    ).toEqual([`registration_lga: ${MESSAGES.lgaNotInState}`]);
  });

  it('refuses a future date of birth and a missing identity, as the form does', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(
      issuesOf(birthRegistrationSubmissionSchema, {
        ...payload,
        child: { ...payload.child, childBirthDate: tomorrow },
        mother: { ...payload.mother, nin: null, tracking_id: null, reason_for_no_nin: null },
      }),
    ).toEqual([
      `child.childBirthDate: ${MESSAGES.childBirthDateFuture}`,
      `mother.reason_for_no_nin: ${MESSAGES.parentIdentity}`,
    ]);
  });

  it('refuses a document that is not an uploaded file reference', () => {
    expect(
      issuesOf(birthRegistrationSubmissionSchema, {
        ...payload,
        SupportingDocument: [
          { type: 'valid-id', mimeType: 'text/html', url: 'https://evil.example/x' },
        ],
      }),
    ).toEqual([
      `SupportingDocument.0.mimeType: ${MESSAGES.fileType}`,
      `SupportingDocument.0.url: ${MESSAGES.storedFile}`,
    ]);
  });

  it('can be described as JSON Schema for the OpenAPI document (request side)', () => {
    const schema = z.toJSONSchema(birthRegistrationSubmissionSchema, { io: 'input' });
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
  });
});
