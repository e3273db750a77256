import { describe, expect, it } from 'vitest';
import { birthRegistrationFlags } from './flags.ts';
import { birthRegistrationDetailSchema, birthRegistrationSummarySchema } from './review.ts';
import { issuesOf } from '../shared/test-helpers.ts';

describe('response schemas', () => {
  const summary = {
    id: 1,
    reference: 'BR-LA-000001',
    status: 'queried',
    Claimed: true,
    record_type: 'birth',
    child: {
      surname: 'Adeyemi',
      firstname: 'Oluwaseun',
      middlename: null,
      sex: 2,
      childBirthDate: '2025-01-01',
    },
    mother: { surname: 'Adeyemi', firstname: 'Folake', middlename: 'Titilayo' },
    father: null,
    centre: { id: 1, name: 'Ikeja Registration Centre' },
    captured_by: { id: 7, name: 'adhoc.ikeja' },
    created_at: '2025-01-05T09:00:00.000Z',
    updated_at: '2025-01-06T10:00:00.000Z',
    certificate_number: null,
    query_reason: 'Wrong LGA of birth',
  };

  it('describe a list row and a detail', () => {
    expect(issuesOf(birthRegistrationSummarySchema, summary)).toEqual([]);
    expect(
      issuesOf(birthRegistrationDetailSchema, {
        ...summary,
        particulars: {},
        flags: { late: false, overFiveYears: false },
        history: [
          { action: 'submit', at: summary.created_at, by: { id: 7, name: 'adhoc' }, reason: null },
          { action: 'query', at: summary.updated_at, by: { id: 3, name: 'dcr' }, reason: 'x' },
        ],
        allowed_actions: ['resubmit'],
      }),
    ).toEqual([]);
  });
});

describe('birthRegistrationFlags', () => {
  const today = new Date('2025-06-15T10:00:00Z');

  it('late after 8 days, over five years after 5 years', () => {
    expect(birthRegistrationFlags('2025-06-07', today)).toEqual({
      late: false,
      overFiveYears: false,
    });
    expect(birthRegistrationFlags('2025-06-06', today)).toEqual({
      late: true,
      overFiveYears: false,
    });
    expect(birthRegistrationFlags('2020-06-15', today)).toEqual({
      late: true,
      overFiveYears: false,
    });
    expect(birthRegistrationFlags('2020-06-14', today)).toEqual({
      late: true,
      overFiveYears: true,
    });
  });
});
