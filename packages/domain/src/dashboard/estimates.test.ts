import { describe, expect, it } from 'vitest';
import { csvLineIssue } from '../centres/csv.ts';
import { STATES } from '../reference/states.ts';
import {
  ESTIMATE_CSV_HEADER,
  ESTIMATE_CSV_MAX_CHARACTERS,
  ESTIMATE_CSV_MAX_ROWS,
  ESTIMATE_CSV_TEMPLATE,
  expectedBirths,
  parsePopulationEstimateCsv,
  populationEstimatesImportSchema,
  POPULATION_ESTIMATE_MESSAGES as M,
  yearlyExpectedBirths,
  type PopulationFigures,
} from './estimates.ts';

const idOf = (name: string) => STATES.find((state) => state.State_Name === name)!.State_ID;
const lagos = idOf('Lagos');
const kano = idOf('Kano');
const akwaIbom = idOf('Akwa Ibom');
const fct = idOf('Federal Capital Territory');

const csv = (...lines: string[]) => [ESTIMATE_CSV_HEADER, ...lines].join('\n');

describe('parsePopulationEstimateCsv', () => {
  it('reads states by name in any case (FCT too) or by id, and figures with or without separators', () => {
    const { estimates, issues } = parsePopulationEstimateCsv(
      '\uFEFFState,YEAR,Population,Crude_Birth_Rate,Source\r\n' +
        'lagos,2025,1000000,30.5,Test figures\r\n' +
        `  akwa   IBOM ,2025,"2,500,000",35,"Test, figures"\r\n` +
        '\r\n' +
        'FCT,2024,300000,0.01,Test\r\n' +
        `${kano},2100,999,99.99,Test\r\n`,
    );
    expect(issues).toEqual([]);
    expect(estimates).toEqual([
      {
        line: 2,
        stateId: lagos,
        year: 2025,
        population: 1_000_000,
        crudeBirthRate: 30.5,
        source: 'Test figures',
      },
      {
        line: 3,
        stateId: akwaIbom,
        year: 2025,
        population: 2_500_000,
        crudeBirthRate: 35,
        source: 'Test, figures',
      },
      {
        line: 5,
        stateId: fct,
        year: 2024,
        population: 300_000,
        crudeBirthRate: 0.01,
        source: 'Test',
      },
      {
        line: 6,
        stateId: kano,
        year: 2100,
        population: 999,
        crudeBirthRate: 99.99,
        source: 'Test',
      },
    ]);
    expect(
      parsePopulationEstimateCsv(
        'source,crude_birth_rate,population,year,state\nTest,30,1000,2030,Federal Capital Territory',
      ).estimates,
    ).toMatchObject([{ stateId: fct, year: 2030, population: 1000, crudeBirthRate: 30 }]);
  });

  it('says what is wrong with each line and its column, and gives no estimates then', () => {
    const { estimates, issues } = parsePopulationEstimateCsv(
      csv(
        'Lagos,2025,1000000,30,Test',
        'Lagoss,2022,0,100,',
        '99,twenty,1.5,abc,Test',
        ',,,,',
        'Kano,2101,-5,-1,Test',
        `Kano,2030,${1_000_000_001},30.123,${'a'.repeat(201)}`,
        'Kano,2030,1000',
        'LAGOS,2025,2000000,31,Test again',
        ESTIMATE_CSV_TEMPLATE.split('\n')[1]!,
      ),
    );
    expect(estimates).toEqual([]);
    const on = (line: number, column: string, message: string) => ({
      line,
      message: `${column}: ${message}`,
    });
    expect(issues).toEqual([
      on(3, 'state', M.unknownStateName('Lagoss')),
      on(3, 'year', M.yearOutOfRange('2022')),
      on(3, 'population', M.populationNotPositive),
      on(3, 'crude_birth_rate', M.rateOutOfRange('100')),
      on(3, 'source', M.sourceRequired),
      on(4, 'state', M.unknownStateId('99')),
      on(4, 'year', M.yearNotNumber('twenty')),
      on(4, 'population', M.populationNotNumber('1.5')),
      on(4, 'crude_birth_rate', M.rateNotNumber('abc')),
      on(5, 'state', M.stateRequired),
      on(5, 'year', M.yearRequired),
      on(5, 'population', M.populationRequired),
      on(5, 'crude_birth_rate', M.rateRequired),
      on(5, 'source', M.sourceRequired),
      on(6, 'year', M.yearOutOfRange('2101')),
      on(6, 'population', M.populationNotPositive),
      on(6, 'crude_birth_rate', M.rateOutOfRange('-1')),
      on(7, 'population', M.populationTooLarge),
      on(7, 'crude_birth_rate', M.rateTooPrecise('30.123')),
      on(7, 'source', M.sourceTooLong),
      { line: 8, message: M.valueCount(3, 5) },
      on(9, 'year', M.repeatedInFile(2)),
      on(10, 'source', M.exampleLine),
    ]);
    expect(csvLineIssue(issues[0]!)).toEqual({
      path: 'line 3',
      message: `Line 3: state: ${M.unknownStateName('Lagoss')}`,
    });
  });

  it('checks the header line', () => {
    const headerIssues = (header: string) =>
      parsePopulationEstimateCsv(`${header}\nLagos,2025,1,30,Test`).issues.map(
        (issue) => issue.message,
      );
    expect(headerIssues('state,year,population,rate,source')).toEqual([
      M.unknownColumn('rate'),
      M.missingColumn('crude_birth_rate'),
    ]);
    expect(headerIssues('state,year,population,crude_birth_rate,source,year')).toEqual([
      M.repeatedColumn('year'),
    ]);
    expect(parsePopulationEstimateCsv('\n \n').issues).toEqual([{ line: 1, message: M.empty }]);
    expect(parsePopulationEstimateCsv(`${ESTIMATE_CSV_HEADER}\n\n`).issues).toEqual([
      { line: 1, message: M.noEstimates },
    ]);
    expect(parsePopulationEstimateCsv(csv('Lagos,2025,1,30,"open')).issues).toMatchObject([
      { line: 2 },
    ]);
  });

  it('takes one line per state and year at most', () => {
    const lines = Array.from({ length: ESTIMATE_CSV_MAX_ROWS + 1 }, () => 'Lagos,2025,1,30,T');
    expect(parsePopulationEstimateCsv(csv(...lines)).issues).toEqual([
      { line: ESTIMATE_CSV_MAX_ROWS + 2, message: M.tooManyRows },
    ]);
  });

  it('takes the import body as text, of a sensible size', () => {
    const messagesOf = (body: object) =>
      populationEstimatesImportSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(messagesOf({ csv: csv('Lagos,2025,1,30,Test') })).toBeUndefined();
    expect(messagesOf({})).toEqual([M.csvRequired]);
    expect(messagesOf({ csv: '' })).toEqual([M.csvRequired]);
    expect(messagesOf({ csv: 'x'.repeat(ESTIMATE_CSV_MAX_CHARACTERS + 1) })).toEqual([
      M.csvTooLarge,
    ]);
  });

  it('offers a template whose example line is refused as it stands', () => {
    const [header, example] = ESTIMATE_CSV_TEMPLATE.trim().split('\n');
    expect(header).toBe('state,year,population,crude_birth_rate,source');
    expect(example).toMatch(/EXAMPLE/);
    expect(parsePopulationEstimateCsv(ESTIMATE_CSV_TEMPLATE).issues).toEqual([
      { line: 2, message: `source: ${M.exampleLine}` },
    ]);
  });
});

describe('expectedBirths', () => {
  // Made-up round figures, so each expectation can be worked out by hand.
  const estimates: PopulationFigures[] = [
    { stateId: lagos, year: 2024, population: 1_200_000, crudeBirthRate: 30 }, // 36,000 a year
    { stateId: lagos, year: 2026, population: 2_400_000, crudeBirthRate: 30 }, // 72,000 a year
    { stateId: kano, year: 2025, population: 1_000_000, crudeBirthRate: 12 }, // 12,000 a year
  ];

  it("counts a twelfth of a year's births for each state and month", () => {
    expect(yearlyExpectedBirths(estimates[0]!)).toBe(36_000);
    expect(expectedBirths(estimates, [lagos], '2024-01', '2024-12')).toEqual({
      expected: 36_000,
      missingStateIds: [],
      years: [2024],
    });
    expect(expectedBirths(estimates, [lagos, kano], '2025-03', '2025-03')).toEqual({
      // Lagos has no 2025 estimate: its 2024 one (3,000 a month); Kano's own (1,000).
      expected: 4_000,
      missingStateIds: [],
      years: [2024, 2025],
    });
  });

  it('uses the latest earlier estimate, else the earliest later one', () => {
    // 2023: Lagos's earliest later (2024); 2027: its latest earlier (2026).
    expect(expectedBirths(estimates, [lagos], '2023-11', '2024-02')).toEqual({
      expected: 12_000,
      missingStateIds: [],
      years: [2024],
    });
    expect(expectedBirths(estimates, [lagos], '2026-12', '2027-01')).toEqual({
      expected: 12_000,
      missingStateIds: [],
      years: [2026],
    });
    // Kano: 2023 and 2030 both from its only estimate, 2025.
    expect(expectedBirths(estimates, [kano], '2023-01', '2030-12').years).toEqual([2025]);
    expect(expectedBirths(estimates, [kano], '2023-01', '2030-12').expected).toBeCloseTo(96_000);
  });

  it('is null when a state has no estimate, naming the states without any', () => {
    expect(expectedBirths(estimates, [lagos, fct, kano, akwaIbom], '2025-01', '2025-06')).toEqual({
      expected: null,
      missingStateIds: [fct, akwaIbom],
      years: [2024, 2025],
    });
    expect(expectedBirths([], [lagos], '2025-01', '2025-01')).toEqual({
      expected: null,
      missingStateIds: [lagos],
      years: [],
    });
  });

  it('counts a state named twice once, and nothing for no states', () => {
    expect(expectedBirths(estimates, [kano, kano], '2025-01', '2025-01').expected).toBe(1_000);
    expect(expectedBirths(estimates, [], '2025-01', '2025-12')).toEqual({
      expected: 0,
      missingStateIds: [],
      years: [],
    });
  });
});
