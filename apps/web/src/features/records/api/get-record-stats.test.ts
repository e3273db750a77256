import { describe, expect, it } from 'vitest';
import { toRecordStats } from './get-record-stats';

describe('toRecordStats', () => {
  it('reads the API answer', () => {
    expect(
      toRecordStats({
        total: 12,
        pending: 7,
        approved: 4,
        queried: 1,
        printed: 0,
        thisMonth: 12,
        thisYear: 12,
      }),
    ).toEqual({
      total: 12,
      pending: 7,
      approved: 4,
      queried: 1,
      printed: 0,
      this_month: 12,
      this_year: 12,
    });
  });

  it('reads counts nested by status and counts nothing missing', () => {
    expect(toRecordStats({ by_status: { pending: '2' }, this_month: 1 })).toEqual({
      total: 2,
      pending: 2,
      approved: 0,
      queried: 0,
      printed: 0,
      this_month: 1,
      this_year: 0,
    });
  });
});
