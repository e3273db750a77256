import { describe, expect, it } from 'vitest';
import { exampleBirthRegistrationDraft } from '../records/birth/fixtures.ts';
import {
  birthRegistrationSubmissionSchema,
  toBirthRegistrationSubmission,
} from '../records/birth/submission.ts';
import { exampleDeathRegistrationSubmission } from '../records/death/fixtures.ts';
import { deathRegistrationSubmissionSchema } from '../records/death/submission.ts';
import { exampleStillbirthSubmission } from '../records/stillbirth/fixtures.ts';
import { stillbirthSubmissionSchema } from '../records/stillbirth/submission.ts';
import { birthKind } from '../records/birth/kind.ts';
import { deathKind } from '../records/death/kind.ts';
import { stillbirthKind } from '../records/stillbirth/kind.ts';
import { reprintPurpose } from './messages.ts';
import { reprintParticularsOf } from './particulars.ts';
import { reprintLookupQuerySchema, reprintRequestSchema } from './schemas.ts';

const now = new Date('2026-11-24T10:00:00Z');

/** A fixture as the API stores it: the kind's submission schema's output. */
const stored = (schema: { parse(value: unknown): unknown }, input: unknown) =>
  JSON.parse(JSON.stringify(schema.parse(input))) as Record<string, unknown>;

describe('reprint particulars', () => {
  it("reads a birth's child, parents and face, with codes by their names", () => {
    const draft = exampleBirthRegistrationDraft('claimed', now);
    draft.child.face = 'birth/12345678901-Face00000000.png';
    const particulars = stored(
      birthRegistrationSubmissionSchema,
      toBirthRegistrationSubmission(draft),
    );
    expect(reprintParticularsOf(birthKind, particulars)).toEqual({
      subject: 'Child',
      names: 'Oluwaseun ADEYEMI',
      date_of_birth: '2026-11-19',
      event: { label: 'Date of birth', date: '2026-11-19' },
      sex: 'Female',
      state_of_origin: 'Oyo',
      country: 'Nigeria',
      lga: 'Ibadan North',
      mother_name: 'Folake Titilayo ADEYEMI',
      father_name: 'Babatunde ADEYEMI',
      face: 'birth/12345678901-Face00000000.png',
    });
  });

  it("reads a death's deceased and a stillbirth's mother", () => {
    const death = stored(
      deathRegistrationSubmissionSchema,
      exampleDeathRegistrationSubmission('form_a', now),
    );
    expect(reprintParticularsOf(deathKind, death)).toMatchObject({
      subject: 'Deceased',
      names: 'Chiamaka OKAFOR',
      event: { label: 'Date of death', date: '2026-11-21' },
      sex: 'Female',
      state_of_origin: 'Anambra',
      country: 'Nigeria',
      lga: 'Onitsha North',
      mother_name: 'Ngozi Adaeze OKAFOR',
      father_name: null,
      face: null,
    });
    const stillbirth = stored(stillbirthSubmissionSchema, exampleStillbirthSubmission(now));
    expect(reprintParticularsOf(stillbirthKind, stillbirth)).toMatchObject({
      subject: 'Mother',
      names: 'Aisha Bello Musa',
      date_of_birth: null,
      event: { label: 'Date of delivery', date: '2026-11-22' },
      sex: 'Male',
      state_of_origin: 'Kano',
      mother_name: 'Aisha Bello Musa',
    });
  });

  it('leaves out what a record does not hold', () => {
    expect(reprintParticularsOf(birthKind, {})).toEqual({
      subject: 'Child',
      names: null,
      date_of_birth: null,
      event: { label: 'Date of birth', date: null },
      sex: null,
      state_of_origin: null,
      country: null,
      lga: null,
      mother_name: null,
      father_name: null,
      face: null,
    });
  });
});

describe('reprint requests', () => {
  it('reads a certificate number as typed: trimmed and upper-cased', () => {
    expect(
      reprintLookupQuerySchema.parse({ kind: 'death', certificate_number: ' dc/la/2026/000001 ' }),
    ).toEqual({ kind: 'death', certificate_number: 'DC/LA/2026/000001' });
    for (const certificate_number of ['', 'a', 'LA 2026', 'LA/2026/0001;', 'X'.repeat(41)]) {
      expect(
        reprintLookupQuerySchema.safeParse({ kind: 'birth', certificate_number }).success,
      ).toBe(false);
    }
    expect(
      reprintLookupQuerySchema.safeParse({ kind: 'marriage', certificate_number: 'LA/2026/1' })
        .success,
    ).toBe(false);
  });

  it('carries a payment reference or a waiver reason', () => {
    expect(
      reprintRequestSchema.parse({
        kind: 'birth',
        certificate_number: 'la/2026/000001',
        payment_reference: ' SBX-PAID-1 ',
      }),
    ).toEqual({
      kind: 'birth',
      certificate_number: 'LA/2026/000001',
      payment_reference: 'SBX-PAID-1',
    });
  });

  it('names what a payment paid for without personal data', () => {
    expect(reprintPurpose('Birth certificate', 2, 'LA/2026/000001')).toBe(
      'reprint 2 of birth certificate LA/2026/000001',
    );
  });
});
