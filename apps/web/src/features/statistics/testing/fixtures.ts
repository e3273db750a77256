import { dashboardSchema, type Dashboard } from '@vitalreg/domain';

/** Lagos State, January to March 2026, every kind: a view as `GET /api/dashboard` answers it. */
export function lagosDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return dashboardSchema.parse({
    view: {
      level: 'state',
      stateId: 24,
      lgaId: null,
      centreId: null,
      name: 'Lagos',
      from: '2026-01',
      to: '2026-03',
      kind: null,
    },
    statuses: [
      { kind: 'birth', status: 'approved', count: 1200 },
      { kind: 'birth', status: 'printed', count: 34 },
      { kind: 'birth', status: 'pending', count: 56 },
      { kind: 'birth', status: 'queried', count: 7 },
      { kind: 'death', status: 'approved', count: 300 },
      { kind: 'death', status: 'queried', count: 2 },
    ],
    monthly: [
      { month: '2026-01', kind: 'birth', count: 410 },
      { month: '2026-02', kind: 'birth', count: 400 },
      { month: '2026-03', kind: 'birth', count: 424 },
      { month: '2026-01', kind: 'death', count: 100 },
      { month: '2026-03', kind: 'death', count: 200 },
    ],
    timeliness: [
      { kind: 'birth', band: 'within_30_days', count: 900 },
      { kind: 'birth', band: '31_days_to_1_year', count: 300 },
      { kind: 'birth', band: 'over_5_years', count: 34 },
      { kind: 'attestation', band: 'over_5_years', count: 16 },
      { kind: 'death', band: 'within_45_days', count: 240 },
      { kind: 'death', band: 'after_45_days', count: 60 },
    ],
    sex: [
      { kind: 'birth', sex: 1, count: 630 },
      { kind: 'birth', sex: 2, count: 604 },
      { kind: 'death', sex: 1, count: 170 },
      { kind: 'death', sex: 2, count: 130 },
    ],
    places: [
      { kind: 'birth', place: 3, count: 800 },
      { kind: 'birth', place: 1, count: 100 },
      { kind: 'birth', place: 2, count: 300 },
      { kind: 'birth', place: 9, count: 34 },
      { kind: 'stillbirth', place: 3, count: 5 },
    ],
    areas: {
      level: 'lga',
      rows: [
        {
          id: 510,
          name: 'Ikeja',
          registered: 900,
          births: 700,
          birthsWithin30Days: 560,
          deaths: 200,
          deathsWithin45Days: 150,
          expectedBirths: null,
        },
        {
          id: 506,
          name: 'Epe',
          registered: 634,
          births: 534,
          birthsWithin30Days: 340,
          deaths: 100,
          deathsWithin45Days: 90,
          expectedBirths: null,
        },
      ],
    },
    registrars: [
      { userId: 3, name: 'Adaeze "Ada" Okafor', centre: 'Ikeja Registration Centre', count: 812 },
      { userId: 9, name: 'Tunde Bakare', centre: 'Epe Centre, Lagos', count: 422 },
    ],
    certificates: [
      { kind: 'birth', issue: 'original', count: 34 },
      { kind: 'birth', issue: 'reprint', count: 4 },
      { kind: 'birth', issue: 'reissue', count: 1 },
    ],
    corrections: [
      { kind: 'birth', reason: 'clerical_error', count: 12 },
      { kind: 'death', reason: 'court_order', count: 1 },
    ],
    fees: {
      byService: [{ key: 'reprint', count: 4, amountKobo: 2_000_000 }],
      byGateway: [{ key: 'paystack', count: 4, amountKobo: 2_000_000 }],
      waived: [{ key: 'reprint', count: 1, amountKobo: 500_000 }],
    },
    queried: [
      { kind: 'birth', reason: 'Blurred birth certificate scan', count: 5 },
      { kind: 'death', reason: 'Missing informant signature', count: 2 },
    ],
    correctionsQueried: [],
    completeness: {
      births: 1234,
      expectedBirths: 2468,
      ratio: 0.5,
      missingStates: [],
      estimateYears: [2026],
    },
    ...overrides,
  });
}
