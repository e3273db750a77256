import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatCalendarDate, registryToday, subtractYears } from '../../validation/dates.ts';
import { MESSAGES } from '../../validation/messages.ts';
import { searchNameOf } from '../kind.ts';
import { RECORD_KIND_DECLARATIONS } from '../kinds.ts';
import { issuesOf } from '../shared/test-helpers.ts';
import { attestationApplicantStepSchema } from './applicant.ts';
import { exampleAttestationSubmission } from './fixtures.ts';
import { attestationKind } from './kind.ts';
import { ATTESTATION_MESSAGES } from './messages.ts';
import { attestationDetailSchema, attestationSummarySchema } from './review.ts';
import { ATTESTATION_STEP_SCHEMAS } from './step-schemas.ts';
import { ATTESTATION_FORM_VARIANTS, ATTESTATION_STEPS } from './steps.ts';
import {
  attestationSubmissionSchema,
  attestationWithNinSchema,
  attestationWithoutNinSchema,
} from './submission.ts';

const withNin = exampleAttestationSubmission('with_nin');
const withoutNin = exampleAttestationSubmission('without_nin');
const parsed = attestationSubmissionSchema.parse(withNin);
const today = registryToday();
const yearsAgo = (years: number, days = 0) => {
  const date = new Date(`${formatCalendarDate(subtractYears(today, years))}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('the attestation wizards', () => {
  it('has the spec’s steps: 4 with a NIN, 5 without', () => {
    const title = (key: string) => ATTESTATION_STEPS.find((step) => step.key === key)?.title;
    expect(ATTESTATION_FORM_VARIANTS.with_nin.map(title)).toEqual([
      'Particulars of Applicant',
      'Additional Information',
      "Parent's Information",
      'Information Preview',
    ]);
    expect(ATTESTATION_FORM_VARIANTS.without_nin.map(title)).toEqual([
      'Particulars of Applicant',
      'Additional Information',
      'Parents Information',
      'Document Upload',
      'Information Preview',
    ]);
  });

  it('every step schema accepts its part of the fixture; both payloads pass', () => {
    for (const [variant, payload] of [
      ['with_nin', withNin],
      ['without_nin', withoutNin],
    ] as const) {
      const parts: Record<string, unknown> = {
        applicant_form: payload.applicant,
        information_form: {
          ...payload.information,
          registration_state: payload.registration_state,
          registration_lga: payload.registration_lga,
          Reg_Center: payload.Reg_Center,
        },
        parent_form: payload.parents,
        parents_form: payload.parents,
        documents_form: { affidavit: payload.affidavit },
        preview: { reference: payload.reference },
      };
      for (const [step, schema] of Object.entries(ATTESTATION_STEP_SCHEMAS[variant])) {
        expect(issuesOf(schema as z.ZodType, parts[step]), `${variant} ${step}`).toEqual([]);
      }
    }
    expect(issuesOf(attestationWithNinSchema, withNin)).toEqual([]);
    expect(issuesOf(attestationWithoutNinSchema, withoutNin)).toEqual([]);
  });
});

describe('attestation rules', () => {
  const withDateOfBirth = (date: string) => ({
    ...withNin,
    applicant: { ...withNin.applicant, date_of_birth: date },
  });

  it('the applicant is at least 18 years old, with a clear message', () => {
    expect(MESSAGES.attestationMinAge).toBe('The applicant must be at least 18 years old');
    expect(issuesOf(attestationSubmissionSchema, withDateOfBirth(yearsAgo(18, 1)))).toEqual([
      `applicant.date_of_birth: ${MESSAGES.attestationMinAge}`,
    ]);
    expect(issuesOf(attestationSubmissionSchema, withDateOfBirth(yearsAgo(18)))).toEqual([]);
    expect(issuesOf(attestationSubmissionSchema, withDateOfBirth(''))).toEqual([
      `applicant.date_of_birth: ${MESSAGES.applicantDateOfBirth}`,
    ]);
    expect(issuesOf(attestationSubmissionSchema, withDateOfBirth('2001-02-30'))).toEqual([
      `applicant.date_of_birth: ${MESSAGES.invalidIsoDate}`,
    ]);
  });

  it('without a NIN: the affidavit and an identity document are required', () => {
    expect(issuesOf(attestationSubmissionSchema, { ...withoutNin, affidavit: null })).toEqual([
      `affidavit: ${ATTESTATION_MESSAGES.affidavit}`,
    ]);
    const noDocument = { ...withoutNin.applicant, id_type: null, id_number: '' };
    expect(issuesOf(attestationApplicantStepSchema, noDocument)).toEqual([
      `id_type: ${ATTESTATION_MESSAGES.identityDocument}`,
      `id_number: ${MESSAGES.identityDocumentNumber}`,
    ]);
    expect(issuesOf(attestationApplicantStepSchema, { ...noDocument, id_type: '7' })).toContain(
      `id_type: ${MESSAGES.identityDocumentType}`,
    );
  });

  it('each path takes its own applicants', () => {
    expect(issuesOf(attestationWithNinSchema, withoutNin)).toEqual([
      `applicant.nin: ${ATTESTATION_MESSAGES.ninRequired}`,
    ]);
    expect(issuesOf(attestationWithoutNinSchema, withNin)).toEqual([
      `applicant.nin: ${ATTESTATION_MESSAGES.ninNotAllowed}`,
    ]);
  });

  it('reasons, purposes and id types come from the spec’s lists; unknown keys are refused', () => {
    const information = (edit: Record<string, unknown>) => ({
      ...withNin,
      information: { ...withNin.information, ...edit },
    });
    expect(issuesOf(attestationSubmissionSchema, information({ request_reason: 4 }))).toEqual([
      `information.request_reason: ${MESSAGES.requestReason}`,
    ]);
    expect(issuesOf(attestationSubmissionSchema, information({ required_for: 'tourism' }))).toEqual(
      [`information.required_for: ${MESSAGES.requiredFor}`],
    );
    expect(issuesOf(attestationSubmissionSchema, information({ hobby: 'x' }))).toHaveLength(1);
  });
});

describe('attestationKind', () => {
  it('declares the kind', () => {
    expect(RECORD_KIND_DECLARATIONS.attestation).toBe(attestationKind);
    expect(attestationKind).toMatchObject({
      key: 'attestation',
      apiPath: 'birth-attestation',
      referencePrefix: 'BA',
      certificate: { series: 'attestation', prefix: 'BA/', answerField: 'attestation_number' },
      permissions: {
        see: ['Can_See_Attestation'],
        list: ['Can_List_Attestation', 'Can_See_Attestation'],
      },
      payment: { service: 'attestation' },
    });
    expect(attestationKind.payment?.requestOf(parsed)).toEqual({
      payment_reference: 'SBX-PAID-EXAMPLE00001',
      waiver_id: undefined,
    });
    expect(searchNameOf(attestationKind, parsed)).toBe('oluwaseun kehinde adeyemi folake adeyemi');
    expect(attestationKind.identityNumbers(parsed)).toEqual([
      {
        path: 'applicant.nin',
        kind: 'nin',
        identifier: '12345678901',
        names: { surname: 'Adeyemi', firstname: 'Oluwaseun', middlename: 'Kehinde' },
      },
    ]);
    const noNin = attestationSubmissionSchema.parse(withoutNin);
    expect(attestationKind.identityNumbers(noNin)).toEqual([]);
    expect(attestationKind.files(noNin).map((file) => file.url)).toEqual([
      'attestation/face-example.png',
      'attestation/affidavit-example.jpg',
    ]);
  });

  it('duplicates: the same NIN at any date; the same names, date of birth and parents', () => {
    const date = parsed.applicant.date_of_birth;
    const names = 'names:adeyemi|oluwaseun|adeyemi|babatunde|adeyemi|folake';
    expect(attestationKind.duplicateKeys(parsed)).toEqual([
      { key: 'nin:12345678901', date },
      { key: names, date },
    ]);
    expect(attestationKind.duplicateProbes(parsed)).toEqual([
      { key: 'nin:12345678901', from: '0001-01-01', to: '9999-12-31' },
      { key: names, from: date, to: date },
    ]);
  });

  it('summarises as its summary schema reads it', () => {
    const kindFields = attestationKind.summaryOf(parsed);
    const summary = {
      id: 1,
      reference: 'BA-LA-2026-000001',
      status: 'pending',
      ...kindFields,
      centre: { id: 1, name: 'Ikeja' },
      captured_by: { id: 2, name: 'Registrar' },
      created_at: '2026-01-01T10:00:00.000Z',
      updated_at: '2026-01-01T10:00:00.000Z',
      certificate_number: null,
      attestation_number: null,
      query_reason: null,
    };
    expect(attestationSummarySchema.parse(summary)).toEqual(summary);
    expect(
      attestationDetailSchema.safeParse({
        ...summary,
        particulars: parsed,
        flags: { late: true, overFiveYears: true },
        history: [],
        allowed_actions: [],
      }).success,
    ).toBe(true);
    expect(attestationKind.describe(kindFields)).toBe(
      `Oluwaseun Adeyemi, born ${parsed.applicant.date_of_birth}`,
    );
  });
});
