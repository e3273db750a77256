import { describe, expect, it } from 'vitest';
import { ANY_DATE, searchNameOf } from '../kind.ts';
import { exampleDeathRegistrationSubmission } from './fixtures.ts';
import { deathKind } from './kind.ts';
import { deathRegistrationDetailSchema, deathRegistrationSummarySchema } from './review.ts';
import { deathRegistrationSubmissionSchema } from './submission.ts';

const formA = deathRegistrationSubmissionSchema.parse(exampleDeathRegistrationSubmission('form_a'));
const formB = deathRegistrationSubmissionSchema.parse(exampleDeathRegistrationSubmission('form_b'));
const dateOfDeath = formB.deceased.date_of_death;

describe('deathKind', () => {
  it('declares the kind', () => {
    expect(deathKind).toMatchObject({
      key: 'death',
      name: 'death registration',
      recordTypes: ['death'],
      apiPath: 'death-registration',
      reviewPath: 'death',
      referencePrefix: 'DR',
      certificate: { series: 'death', prefix: 'DC/', answerField: 'death_certificate_number' },
      permissions: { see: ['Can_See_Death'], list: ['Can_List_Death', 'Can_See_Death'] },
    });
    expect(Object.keys(deathKind.variants)).toEqual(['form_a', 'form_b']);
    expect(deathKind.recordTypeOf(formB)).toBe('death');
    expect(deathKind.eventDate(formB)).toBe(dateOfDeath);
    expect(deathKind.subjectFirstname(formB)).toBe('Emeka');
    expect(searchNameOf(deathKind, formB)).toBe('emeka obinna okafor');
  });

  it('summarises the record as its summary schema reads it', () => {
    const kindFields = deathKind.summaryOf(formB);
    expect(kindFields).toEqual({
      record_type: 'death',
      form: 'form_b',
      deceased: {
        surname: 'Okafor',
        firstname: 'Emeka',
        middlename: 'Obinna',
        sex: 1,
        dateOfDeath,
        ageAtDeath: { value: 67, unit: 'years' },
      },
    });
    const summary = {
      id: 7,
      reference: 'DR-LA-2026-000007',
      status: 'pending',
      ...kindFields,
      centre: { id: 1, name: 'Ikeja' },
      captured_by: { id: 2, name: 'Registrar' },
      created_at: '2026-01-01T10:00:00.000Z',
      updated_at: '2026-01-01T10:00:00.000Z',
      certificate_number: null,
      death_certificate_number: null,
      query_reason: null,
    };
    expect(deathRegistrationSummarySchema.parse(summary)).toEqual(summary);
    expect(
      deathRegistrationDetailSchema.safeParse({
        ...summary,
        particulars: formB,
        flags: { late: false, overFiveYears: false },
        history: [],
        allowed_actions: [],
      }).success,
    ).toBe(true);
    expect(deathKind.describe(kindFields)).toBe(`Emeka Okafor, died ${dateOfDeath}`);
  });

  it('duplicates: the NIN at any date, the names and date of birth on the same date of death', () => {
    const namesKey = `names:okafor|emeka|${formB.deceased.date_of_birth}`;
    expect(deathKind.duplicateKeys(formB)).toEqual([
      { key: 'nin:22345678901', date: dateOfDeath },
      { key: namesKey, date: dateOfDeath },
    ]);
    expect(deathKind.duplicateProbes(formB)).toEqual([
      { key: 'nin:22345678901', ...ANY_DATE },
      { key: namesKey, from: dateOfDeath, to: dateOfDeath },
    ]);
    const unknown = { ...formA, deceased: { ...formA.deceased, date_of_birth: null } };
    expect(deathKind.duplicateKeys(unknown)).toEqual([
      { key: 'names:okafor|chiamaka|', date: formA.deceased.date_of_death },
    ]);
  });

  it('late flags count from the date of death', () => {
    const at = (date: string) => new Date(`${date}T12:00:00+01:00`);
    const death = { ...formB, deceased: { ...formB.deceased, date_of_death: '2025-01-01' } };
    expect(deathKind.flags(death, at('2025-01-09'))).toEqual({ late: false, overFiveYears: false });
    expect(deathKind.flags(death, at('2025-01-10'))).toEqual({ late: true, overFiveYears: false });
    expect(deathKind.flags(death, at('2030-01-02'))).toEqual({ late: true, overFiveYears: true });
  });

  it('identity numbers and files', () => {
    expect(deathKind.identityNumbers(formA)).toEqual([
      {
        path: 'informant.nin',
        kind: 'nin',
        identifier: '42345678901',
        names: { surname: 'Okafor', firstname: 'Chukwudi', middlename: null },
      },
      {
        path: 'mother.nin',
        kind: 'nin',
        identifier: '32345678901',
        names: { surname: 'Okafor', firstname: 'Ngozi', middlename: 'Adaeze' },
      },
    ]);
    expect(deathKind.identityNumbers(formB).map((number) => number.path)).toEqual([
      'deceased.nin',
      'informant.nin',
    ]);
    expect(deathKind.files(formB)).toEqual([
      { url: 'death/42345678901-Qw3eR5tY7uIo.png' },
      { url: 'death/42345678901-As4dF6gH8jKl.pdf', mimeType: 'application/pdf' },
    ]);
  });
});
