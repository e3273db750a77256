import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../validation/messages.ts';
import { birthRegistrationFlags } from './flags.ts';
import {
  birthRegistrationDetailSchema,
  birthRegistrationListQuerySchema,
  birthRegistrationSummarySchema,
  queryBirthRegistrationSchema,
} from './review.ts';
import { issuesOf } from './test-helpers.ts';

describe('queryBirthRegistrationSchema', () => {
  it('needs a reason of 1 to 500 characters', () => {
    expect(queryBirthRegistrationSchema.parse({ reason: ' Wrong LGA of birth ' })).toEqual({
      reason: 'Wrong LGA of birth',
    });
    expect(issuesOf(queryBirthRegistrationSchema, { reason: '  ' })).toEqual([
      'reason: Give the reason for querying this record.',
    ]);
    expect(issuesOf(queryBirthRegistrationSchema, {})).toEqual([`reason: ${MESSAGES.queryReason}`]);
    expect(queryBirthRegistrationSchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
    expect(issuesOf(queryBirthRegistrationSchema, { reason: 'x'.repeat(501) })).toEqual([
      `reason: ${MESSAGES.queryReasonTooLong}`,
    ]);
  });
});

describe('birthRegistrationListQuerySchema', () => {
  it('reads query strings, with defaults', () => {
    expect(birthRegistrationListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(
      birthRegistrationListQuerySchema.parse({
        status: 'pending',
        from: '2025-01-01',
        to: '2025-01-31',
        centre_id: '4',
        q: ' Adeyemi ',
        certificate_number: '',
        limit: '100',
      }),
    ).toEqual({
      status: 'pending',
      from: '2025-01-01',
      to: '2025-01-31',
      centre_id: 4,
      q: 'Adeyemi',
      page: 1,
      limit: 100,
    });
  });

  it('refuses bad filters', () => {
    expect(birthRegistrationListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(birthRegistrationListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(birthRegistrationListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(birthRegistrationListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(issuesOf(birthRegistrationListQuerySchema, { from: '2025-13-01' })).toEqual([
      `from: ${MESSAGES.invalidIsoDate}`,
    ]);
    expect(
      issuesOf(birthRegistrationListQuerySchema, { from: '2025-02-01', to: '2025-01-01' }),
    ).toEqual([`to: ${MESSAGES.dateRange}`]);
  });
});

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
