import {
  birthRegistrationSubmissionSchema,
  exampleBirthRegistrationDraft,
  toBirthRegistrationSubmission,
  type BirthRegistrationDetail,
  type BirthRegistrationSummary,
} from '@vitalreg/domain';

/** A list row as the API sends it (test data; names invented). */
export function summary(
  overrides: Partial<BirthRegistrationSummary> = {},
): BirthRegistrationSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    reference: `BR-LA-2026-${String(id).padStart(6, '0')}`,
    status: 'pending',
    Claimed: true,
    record_type: 'birth',
    child: {
      surname: 'Adeyemi',
      firstname: `Child${id}`,
      middlename: null,
      sex: 2,
      childBirthDate: '2026-11-10',
    },
    mother: { surname: 'Adeyemi', firstname: 'Folake', middlename: null },
    father: { surname: 'Adeyemi', firstname: 'Babatunde', middlename: null },
    centre: { id: 7, name: 'Ikeja Registration Centre' },
    captured_by: { id: 42, name: 'Demo registra' },
    created_at: '2026-11-15T09:30:00.000Z',
    updated_at: '2026-11-15T09:30:00.000Z',
    certificate_number: null,
    query_reason: null,
    ...overrides,
  };
}

/** A record as `GET /birth-registration/{id}` sends it, built from the domain's example draft. */
export function detail(overrides: Partial<BirthRegistrationDetail> = {}): BirthRegistrationDetail {
  const particulars = birthRegistrationSubmissionSchema.parse(
    toBirthRegistrationSubmission(
      exampleBirthRegistrationDraft('claimed', new Date('2026-11-15T09:00:00Z')),
    ),
  );
  return {
    ...summary({ id: 5 }),
    child: {
      surname: 'Adeyemi',
      firstname: 'Oluwaseun',
      middlename: null,
      sex: 2,
      childBirthDate: '2026-11-10',
    },
    particulars,
    flags: { late: false, overFiveYears: false },
    history: [
      {
        action: 'submit',
        at: '2026-11-15T09:30:00.000Z',
        by: { id: 42, name: 'Demo registra' },
        reason: null,
      },
    ],
    ...overrides,
  };
}

export function listData(
  result: BirthRegistrationSummary[],
  page = 1,
  total = result.length,
  limit = 20,
) {
  return { pagination: { page, limit, total, pages: Math.ceil(total / limit) }, result };
}
