import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../validation/messages.ts';
import { queryRecordSchema, recordListQuerySchema } from './review.ts';
import { issuesOf } from './test-helpers.ts';

describe('queryRecordSchema', () => {
  it('needs a reason of 1 to 500 characters', () => {
    expect(queryRecordSchema.parse({ reason: ' Wrong LGA of birth ' })).toEqual({
      reason: 'Wrong LGA of birth',
    });
    expect(issuesOf(queryRecordSchema, { reason: '  ' })).toEqual([
      'reason: Give the reason for querying this record.',
    ]);
    expect(issuesOf(queryRecordSchema, {})).toEqual([`reason: ${MESSAGES.queryReason}`]);
    expect(queryRecordSchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
    expect(issuesOf(queryRecordSchema, { reason: 'x'.repeat(501) })).toEqual([
      `reason: ${MESSAGES.queryReasonTooLong}`,
    ]);
  });
});

describe('recordListQuerySchema', () => {
  it('reads query strings, with defaults', () => {
    expect(recordListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(
      recordListQuerySchema.parse({
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
    expect(recordListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(recordListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(recordListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(recordListQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(issuesOf(recordListQuerySchema, { from: '2025-13-01' })).toEqual([
      `from: ${MESSAGES.invalidIsoDate}`,
    ]);
    expect(issuesOf(recordListQuerySchema, { from: '2025-02-01', to: '2025-01-01' })).toEqual([
      `to: ${MESSAGES.dateRange}`,
    ]);
  });
});
