import {
  attestationSubmissionSchema,
  birthRegistrationSubmissionSchema,
  deathRegistrationSubmissionSchema,
  exampleAttestationSubmission,
  exampleBirthRegistrationDraft,
  exampleDeathRegistrationSubmission,
  exampleStillbirthSubmission,
  stillbirthSubmissionSchema,
  toBirthRegistrationSubmission,
  type AttestationDetail,
  type AttestationFormVariant,
  type AttestationSummary,
  type BirthRegistrationDetail,
  type BirthRegistrationSummary,
  type DeathRegistrationDetail,
  type DeathRegistrationSummary,
  type Pagination,
  type StillbirthDetail,
  type StillbirthSummary,
} from '@vitalreg/domain';

/*
 * Test data: records as the API sends them, built from the domain's example submissions.
 * Names and numbers are invented.
 */

const NOW = new Date('2026-11-15T09:00:00Z');

/** The registrar who captured every record here (`captured_by`), and a reviewer who did not. */
export const CAPTURER_ID = 42;
export const OTHER_REVIEWER_ID = 99;

const common = (id: number, prefix: string) => ({
  id,
  reference: `${prefix}-LA-2026-${String(id).padStart(6, '0')}`,
  status: 'pending' as const,
  centre: { id: 7, name: 'Ikeja Registration Centre' },
  captured_by: { id: CAPTURER_ID, name: 'Demo registra' },
  created_at: '2026-11-15T09:30:00.000Z',
  updated_at: '2026-11-15T09:30:00.000Z',
  certificate_number: null,
  query_reason: null,
});

const submitted = () => [
  {
    action: 'submit' as const,
    at: '2026-11-15T09:30:00.000Z',
    by: { id: CAPTURER_ID, name: 'Demo registra' },
    reason: null,
  },
];

/** A birth list row (a claimed child). */
export function birthSummary(
  overrides: Partial<BirthRegistrationSummary> = {},
): BirthRegistrationSummary {
  const id = overrides.id ?? 1;
  return {
    ...common(id, 'BR'),
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
    ...overrides,
  };
}

/** A birth record as `GET /birth-registration/{id}` sends it, from the domain's example draft. */
export function birthDetail(
  overrides: Partial<BirthRegistrationDetail> = {},
): BirthRegistrationDetail {
  const particulars = birthRegistrationSubmissionSchema.parse(
    toBirthRegistrationSubmission(exampleBirthRegistrationDraft('claimed', NOW)),
  );
  return {
    ...birthSummary({ id: 5 }),
    child: {
      surname: 'Adeyemi',
      firstname: 'Oluwaseun',
      middlename: null,
      sex: 2,
      childBirthDate: '2026-11-10',
    },
    particulars,
    flags: { late: false, overFiveYears: false },
    history: submitted(),
    // What the API's policy lets the test's user do; a test names what it needs.
    allowed_actions: [],
    ...overrides,
  };
}

/** A death list row (form B: a man of 67). */
export function deathSummary(
  overrides: Partial<DeathRegistrationSummary> = {},
): DeathRegistrationSummary {
  const id = overrides.id ?? 1;
  return {
    ...common(id, 'DR'),
    record_type: 'death',
    form: 'form_b',
    deceased: {
      surname: 'Okafor',
      firstname: `Emeka${id}`,
      middlename: null,
      sex: 1,
      dateOfDeath: '2026-11-12',
      ageAtDeath: { value: 67, unit: 'years' },
    },
    death_certificate_number: null,
    ...overrides,
  };
}

/** A death record as `GET /death-registration/{id}` sends it. */
export function deathDetail(
  overrides: Partial<DeathRegistrationDetail> = {},
  form: 'form_a' | 'form_b' = 'form_b',
): DeathRegistrationDetail {
  const particulars = deathRegistrationSubmissionSchema.parse(
    exampleDeathRegistrationSubmission(form, NOW),
  );
  return {
    ...deathSummary({ id: 5, form }),
    deceased: {
      surname: particulars.deceased.surname,
      firstname: particulars.deceased.firstname,
      middlename: particulars.deceased.middlename,
      sex: particulars.deceased.sex,
      dateOfDeath: particulars.deceased.date_of_death,
      ageAtDeath: particulars.deceased.age_at_death,
    },
    particulars,
    flags: { late: false, overFiveYears: false },
    history: submitted(),
    // What the API's policy lets the test's user do; a test names what it needs.
    allowed_actions: [],
    ...overrides,
  };
}

/** A stillbirth list row. */
export function stillbirthSummary(overrides: Partial<StillbirthSummary> = {}): StillbirthSummary {
  const id = overrides.id ?? 1;
  return {
    ...common(id, 'SB'),
    record_type: 'stillbirth',
    stillbirth: { sex: 2, dateOfDelivery: '2026-11-13' },
    mother: { fullname: `Aisha Bello ${id}` },
    ...overrides,
  };
}

/** A stillbirth as `GET /stillbirth/{id}` sends it. */
export function stillbirthDetail(overrides: Partial<StillbirthDetail> = {}): StillbirthDetail {
  const particulars = stillbirthSubmissionSchema.parse(exampleStillbirthSubmission(NOW));
  return {
    ...stillbirthSummary({ id: 5 }),
    stillbirth: {
      sex: particulars.stillbirth.sex,
      dateOfDelivery: particulars.stillbirth.date_of_delivery,
    },
    mother: { fullname: particulars.mother.fullname },
    particulars,
    flags: { late: false, overFiveYears: false },
    history: submitted(),
    // What the API's policy lets the test's user do; a test names what it needs.
    allowed_actions: [],
    ...overrides,
  };
}

/** An attestation list row (an applicant with a NIN unless told). */
export function attestationSummary(
  overrides: Partial<AttestationSummary> = {},
): AttestationSummary {
  const id = overrides.id ?? 1;
  return {
    ...common(id, 'BA'),
    record_type: 'attestation',
    has_nin: true,
    applicant: {
      surname: 'Adeyemi',
      firstname: `Oluwaseun${id}`,
      middlename: null,
      sex: 1,
      dateOfBirth: '1996-03-01',
    },
    attestation_number: null,
    ...overrides,
  };
}

/** An attestation as `GET /birth-attestation/{id}` sends it, with or without a NIN. */
export function attestationDetail(
  overrides: Partial<AttestationDetail> = {},
  variant: AttestationFormVariant = 'with_nin',
): AttestationDetail {
  const particulars = attestationSubmissionSchema.parse(exampleAttestationSubmission(variant, NOW));
  const { applicant } = particulars;
  return {
    ...attestationSummary({ id: 5, has_nin: variant === 'with_nin' }),
    applicant: {
      surname: applicant.surname,
      firstname: applicant.firstname,
      middlename: applicant.middlename,
      sex: applicant.sex,
      dateOfBirth: applicant.date_of_birth,
    },
    particulars,
    flags: { late: true, overFiveYears: true },
    history: submitted(),
    // What the API's policy lets the test's user do; a test names what it needs.
    allowed_actions: [],
    ...overrides,
  };
}

export function listOf<T>(
  result: T[],
  page = 1,
  total = result.length,
  limit = 20,
): { pagination: Pagination; result: T[] } {
  return { pagination: { page, limit, total, pages: Math.ceil(total / limit) }, result };
}
