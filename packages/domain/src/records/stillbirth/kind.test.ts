import { describe, expect, it } from 'vitest';
import { searchNameOf } from '../kind.ts';
import { exampleStillbirthSubmission } from './fixtures.ts';
import { stillbirthKind } from './kind.ts';
import { stillbirthDetailSchema, stillbirthSummarySchema } from './review.ts';
import { stillbirthSubmissionSchema } from './submission.ts';

const stillbirth = stillbirthSubmissionSchema.parse(exampleStillbirthSubmission());
const date = stillbirth.stillbirth.date_of_delivery;

describe('stillbirthKind', () => {
  it('declares the kind', () => {
    expect(stillbirthKind).toMatchObject({
      key: 'stillbirth',
      name: 'stillbirth',
      recordTypes: ['stillbirth'],
      apiPath: 'stillbirth',
      reviewPath: 'stillbirth',
      referencePrefix: 'SB',
      certificate: { series: 'stillbirth', prefix: 'SB/' },
      permissions: { see: ['Can_See_Stillbirth'], list: ['Can_See_Stillbirth'] },
    });
    expect(stillbirthKind.eventDate(stillbirth)).toBe(date);
    expect(stillbirthKind.subjectFirstname(stillbirth)).toBeNull();
    expect(searchNameOf(stillbirthKind, stillbirth)).toBe('aisha bello musa');
    expect(stillbirthKind.identityNumbers(stillbirth)).toEqual([]);
    expect(stillbirthKind.files(stillbirth)).toEqual([]);
  });

  it('summarises the record as its summary schema reads it', () => {
    const kindFields = stillbirthKind.summaryOf(stillbirth);
    expect(kindFields).toEqual({
      record_type: 'stillbirth',
      stillbirth: { sex: 1, dateOfDelivery: date },
      mother: { fullname: 'Aisha Bello Musa' },
    });
    const summary = {
      id: 3,
      reference: 'SB-KN-2026-000003',
      status: 'approved',
      ...kindFields,
      centre: { id: 1, name: 'Nasarawa' },
      captured_by: { id: 2, name: 'Registrar' },
      created_at: '2026-01-01T10:00:00.000Z',
      updated_at: '2026-01-02T10:00:00.000Z',
      certificate_number: 'SB/KN/2026/000001',
      query_reason: null,
    };
    expect(stillbirthSummarySchema.parse(summary)).toEqual(summary);
    expect(
      stillbirthDetailSchema.safeParse({
        ...summary,
        particulars: stillbirth,
        flags: { late: false, overFiveYears: false },
        history: [
          { action: 'submit', at: summary.created_at, by: summary.captured_by, reason: null },
        ],
        allowed_actions: ['approve', 'query'],
      }).success,
    ).toBe(true);
    expect(stillbirthKind.describe(kindFields)).toBe(`mother Aisha Bello Musa, delivered ${date}`);
  });

  it("duplicates: the same mother's stillbirth within 5 days", () => {
    const spaced = {
      ...stillbirth,
      mother: { ...stillbirth.mother, fullname: 'Aisha  Bello Musa' },
    };
    expect(stillbirthKind.duplicateKeys(spaced)).toEqual([
      { key: 'mother:aisha bello musa', date },
    ]);
    const withDate = {
      ...stillbirth,
      stillbirth: { ...stillbirth.stillbirth, date_of_delivery: '2026-01-01' },
    };
    expect(stillbirthKind.duplicateProbes(withDate)).toEqual([
      { key: 'mother:aisha bello musa', from: '2025-12-27', to: '2026-01-06' },
    ]);
  });

  it('late flags count from the date of delivery', () => {
    const delivered = {
      ...stillbirth,
      stillbirth: { ...stillbirth.stillbirth, date_of_delivery: '2025-01-01' },
    };
    expect(stillbirthKind.flags(delivered, new Date('2025-01-12T12:00:00+01:00'))).toEqual({
      late: true,
      overFiveYears: false,
    });
  });
});
