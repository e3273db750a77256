import { z } from 'zod';
import { csvRecords, type CsvLineIssue } from '../centres/csv.ts';
import { TEXT_MAX_LENGTH } from '../constants.ts';
import { STATES } from '../reference/states.ts';
import { monthsOf, STATISTICS_START_YEAR } from './schemas.ts';

/*
 * Population estimates the agency imports (docs/population-estimates.md): each state's
 * population and crude birth rate by year, from which the dashboards' completeness follows
 * (births registered / births expected). The figures are the agency's; none is made up here.
 */

/** The years an estimate may be of: from the statistics' start to the end of the century. */
export const ESTIMATE_YEARS = { min: STATISTICS_START_YEAR, max: 2100 } as const;

/** More people than any state has: a larger figure is a slip of the keyboard. */
export const ESTIMATE_MAX_POPULATION = 1_000_000_000;

/** One line per state and year at most. */
export const ESTIMATE_CSV_MAX_ROWS = STATES.length * (ESTIMATE_YEARS.max - ESTIMATE_YEARS.min + 1);

/** About 200 KB: every state for many years, with room for long sources. */
export const ESTIMATE_CSV_MAX_CHARACTERS = 200_000;

export const ESTIMATE_CSV_COLUMNS = [
  'state',
  'year',
  'population',
  'crude_birth_rate',
  'source',
] as const;
type Column = (typeof ESTIMATE_CSV_COLUMNS)[number];

export const ESTIMATE_CSV_HEADER = ESTIMATE_CSV_COLUMNS.join(',');

/** The template's example line says what it is, and is refused if imported unchanged. */
export const ESTIMATE_CSV_EXAMPLE_SOURCE =
  'EXAMPLE ONLY - replace this line with real figures and their source';

/** The file the import screen offers as a template: the header and one example line. */
export const ESTIMATE_CSV_TEMPLATE = `${ESTIMATE_CSV_HEADER}\nLagos,2025,1000000,30.5,${ESTIMATE_CSV_EXAMPLE_SOURCE}\n`;

const integers = new Intl.NumberFormat('en-US');

/** What the estimates screen, the CSV import and the API say, in one place. */
export const POPULATION_ESTIMATE_MESSAGES = {
  csvRequired: 'Choose a CSV file of population estimates, or paste its text.',
  csvTooLarge: `The file is too large: it can have at most ${integers.format(ESTIMATE_CSV_MAX_CHARACTERS)} characters. Shorten its sources.`,
  empty: `The file is empty: its first line must name the columns (${ESTIMATE_CSV_HEADER}).`,
  noEstimates: 'The file has no estimates under its header line.',
  tooManyRows: `The file holds more than ${integers.format(ESTIMATE_CSV_MAX_ROWS)} estimates (every state for every year): remove the extra lines.`,
  unknownColumn: (column: string) =>
    `Unknown column "${column}": the columns are state, year, population, crude_birth_rate and source.`,
  repeatedColumn: (column: string) => `The column "${column}" is named twice.`,
  missingColumn: (column: string) => `The header has no "${column}" column.`,
  valueCount: (found: number, expected: number) =>
    `This line has ${found} values; the header has ${expected} columns.`,
  column: (column: string, message: string) => `${column}: ${message}`,
  stateRequired: 'Give the state: its name (e.g. Lagos) or its id.',
  unknownStateName: (value: string) =>
    `"${value}" is not a state: write its name as the reference data has it (e.g. Akwa Ibom, Federal Capital Territory) or its id.`,
  unknownStateId: (value: string) => `${value} is not the id of a state (1 to ${STATES.length}).`,
  yearRequired: 'Give the year the estimate is for, e.g. 2025.',
  yearNotNumber: (value: string) =>
    `"${value}" is not a year: write it with four digits, e.g. 2025.`,
  yearOutOfRange: (value: string) =>
    `${value} is outside the years taken: ${ESTIMATE_YEARS.min} to ${ESTIMATE_YEARS.max}.`,
  populationRequired: 'Give the population, a whole number of people.',
  populationNotNumber: (value: string) =>
    `"${value}" is not a population: write a whole number of people, e.g. 15000000.`,
  populationNotPositive: 'The population must be more than 0.',
  populationTooLarge: `The population can be at most ${integers.format(ESTIMATE_MAX_POPULATION)}: check the figure.`,
  rateRequired: 'Give the crude birth rate: births per 1,000 people a year, e.g. 35.2.',
  rateNotNumber: (value: string) =>
    `"${value}" is not a crude birth rate: write births per 1,000 people a year, e.g. 35.2.`,
  rateOutOfRange: (value: string) =>
    `The crude birth rate must be more than 0 and less than 100 (births per 1,000 people a year); ${value} is not.`,
  rateTooPrecise: (value: string) =>
    `${value} has more than two decimal places: round it to two, e.g. 35.27.`,
  sourceRequired: 'Say where the figures come from, e.g. "NPC projection 2023".',
  sourceTooLong: `The source can have at most ${TEXT_MAX_LENGTH} characters.`,
  exampleLine:
    "This is the template's example line: replace it with real figures and their source.",
  repeatedInFile: (line: number) => `The same state and year is already on line ${line}.`,
} as const;

const M = POPULATION_ESTIMATE_MESSAGES;

/** One estimate of the file, checked. */
export interface PopulationEstimateCsvLine {
  line: number;
  stateId: number;
  year: number;
  population: number;
  crudeBirthRate: number;
  source: string;
}

export interface PopulationEstimateCsv {
  /** The estimates, when `issues` is empty. */
  estimates: PopulationEstimateCsvLine[];
  issues: CsvLineIssue[];
}

const tidy = (value: string) => value.trim().replace(/\s+/g, ' ');

const STATE_BY_ID = new Map(STATES.map((state) => [state.State_ID, state]));
const STATE_BY_NAME = new Map(STATES.map((state) => [state.State_Name.toLowerCase(), state]));
const fct = STATES.find((state) => state.State_Code === 'FC');
if (fct) STATE_BY_NAME.set('fct', fct);

type Checked<T> = { value: T } | { problem: string };

function stateOf(raw: string): Checked<number> {
  const value = tidy(raw);
  if (value === '') return { problem: M.stateRequired };
  if (/^\d+$/.test(value)) {
    const state = STATE_BY_ID.get(Number(value));
    return state ? { value: state.State_ID } : { problem: M.unknownStateId(value) };
  }
  const state = STATE_BY_NAME.get(value.toLowerCase());
  return state ? { value: state.State_ID } : { problem: M.unknownStateName(value) };
}

function yearOf(raw: string): Checked<number> {
  const value = raw.trim();
  if (value === '') return { problem: M.yearRequired };
  if (!/^\d{4}$/.test(value)) return { problem: M.yearNotNumber(value) };
  const year = Number(value);
  if (year < ESTIMATE_YEARS.min || year > ESTIMATE_YEARS.max) {
    return { problem: M.yearOutOfRange(value) };
  }
  return { value: year };
}

/** A whole number, with or without thousands separators (15000000 or "15,000,000"). */
function populationOf(raw: string): Checked<number> {
  const value = raw.trim();
  if (value === '') return { problem: M.populationRequired };
  if (/^-\d/.test(value)) return { problem: M.populationNotPositive };
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(value)) return { problem: M.populationNotNumber(value) };
  const population = Number(value.replaceAll(',', ''));
  if (population === 0) return { problem: M.populationNotPositive };
  if (population > ESTIMATE_MAX_POPULATION) return { problem: M.populationTooLarge };
  return { value: population };
}

/** Births per 1,000 people a year: more than 0, less than 100, two decimals at most. */
function rateOf(raw: string): Checked<number> {
  const value = raw.trim();
  if (value === '') return { problem: M.rateRequired };
  const parts = /^-?\d+(?:\.(\d+))?$/.exec(value);
  if (!parts) return { problem: M.rateNotNumber(value) };
  const rate = Number(value);
  if (!(rate > 0 && rate < 100)) return { problem: M.rateOutOfRange(value) };
  if ((parts[1]?.length ?? 0) > 2) return { problem: M.rateTooPrecise(value) };
  return { value: rate };
}

function sourceOf(raw: string): Checked<string> {
  const value = tidy(raw);
  if (value === '') return { problem: M.sourceRequired };
  if (value.length > TEXT_MAX_LENGTH) return { problem: M.sourceTooLong };
  if (value.toLowerCase() === ESTIMATE_CSV_EXAMPLE_SOURCE.toLowerCase()) {
    return { problem: M.exampleLine };
  }
  return { value };
}

/** The header's columns by position, or what is wrong with it. */
function headerOf(values: readonly string[]): { columns: Column[] } | { problems: string[] } {
  const problems: string[] = [];
  const columns: Column[] = [];
  for (const raw of values) {
    const column = raw.trim().toLowerCase();
    if (!(ESTIMATE_CSV_COLUMNS as readonly string[]).includes(column)) {
      problems.push(M.unknownColumn(raw.trim()));
    } else if (columns.includes(column as Column)) {
      problems.push(M.repeatedColumn(column));
    } else {
      columns.push(column as Column);
    }
  }
  for (const column of ESTIMATE_CSV_COLUMNS) {
    if (!columns.includes(column)) problems.push(M.missingColumn(column));
  }
  return problems.length > 0 ? { problems } : { columns };
}

/**
 * The estimates of a CSV file (header `state,year,population,crude_birth_rate,source`, any order
 * and case), or every problem of every line: checked whole, on the screen and again by the API.
 */
export function parsePopulationEstimateCsv(text: string): PopulationEstimateCsv {
  const { records, issues } = csvRecords(text);
  const refused = (problems: CsvLineIssue[]) => ({ estimates: [], issues: problems });
  const [header, ...rows] = records;
  if (!header) return refused(issues.length > 0 ? issues : [{ line: 1, message: M.empty }]);
  const parsedHeader = headerOf(header.values);
  if ('problems' in parsedHeader) {
    return refused(parsedHeader.problems.map((message) => ({ line: header.line, message })));
  }
  const { columns } = parsedHeader;
  if (rows.length > ESTIMATE_CSV_MAX_ROWS) {
    return refused([{ line: rows[ESTIMATE_CSV_MAX_ROWS]!.line, message: M.tooManyRows }]);
  }
  if (rows.length === 0 && issues.length === 0) {
    return refused([{ line: header.line, message: M.noEstimates }]);
  }

  const estimates: PopulationEstimateCsvLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const problem = (message: string) => issues.push({ line: row.line, message });
    if (row.values.length !== columns.length) {
      problem(M.valueCount(row.values.length, columns.length));
      continue;
    }
    const get = (column: Column) => row.values[columns.indexOf(column)]!;
    const state = stateOf(get('state'));
    const year = yearOf(get('year'));
    const population = populationOf(get('population'));
    const rate = rateOf(get('crude_birth_rate'));
    const source = sourceOf(get('source'));
    const checked = { state, year, population, crude_birth_rate: rate, source };
    for (const [column, result] of Object.entries(checked)) {
      if ('problem' in result) problem(M.column(column, result.problem));
    }
    if (
      'problem' in state ||
      'problem' in year ||
      'problem' in population ||
      'problem' in rate ||
      'problem' in source
    ) {
      continue;
    }
    const key = `${state.value}:${year.value}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      problem(M.column('year', M.repeatedInFile(first)));
      continue;
    }
    firstLineOf.set(key, row.line);
    estimates.push({
      line: row.line,
      stateId: state.value,
      year: year.value,
      population: population.value,
      crudeBirthRate: rate.value,
      source: source.value,
    });
  }
  issues.sort((a, b) => a.line - b.line);
  if (issues.length > 0) return refused(issues);
  return { estimates, issues };
}

/** `PUT /api/dashboard/estimates`: the CSV file's text, replacing every estimate. */
export const populationEstimatesImportSchema = z.object({
  csv: z
    .string({ error: M.csvRequired })
    .min(1, M.csvRequired)
    .max(ESTIMATE_CSV_MAX_CHARACTERS, M.csvTooLarge),
});

export type PopulationEstimatesImport = z.input<typeof populationEstimatesImportSchema>;

/** One state's estimate for one year, as the API answers it. */
export const populationEstimateSchema = z.object({
  stateId: z.number().int(),
  /** The state's name in the reference data. */
  state: z.string(),
  year: z.number().int(),
  population: z.number().int().positive(),
  /** Births per 1,000 people a year. */
  crudeBirthRate: z.number(),
  source: z.string(),
});

export type PopulationEstimate = z.infer<typeof populationEstimateSchema>;

/** `GET /api/dashboard/estimates`: the estimates (by state, then year) and their import. */
export const populationEstimatesSchema = z.object({
  rows: z.array(populationEstimateSchema),
  importedAt: z.string().nullable(),
  importedBy: z.string().nullable(),
});

export type PopulationEstimates = z.infer<typeof populationEstimatesSchema>;

export const populationEstimatesImportResultSchema = z.object({
  /** How many estimates the file held (they replaced every earlier one). */
  imported: z.number().int(),
  /** The years the file has estimates for, in order. */
  years: z.array(z.number().int()),
});

export type PopulationEstimatesImportResult = z.infer<typeof populationEstimatesImportResultSchema>;

/** What expected births need of one state's estimate for one year. */
export interface PopulationFigures {
  stateId: number;
  year: number;
  population: number;
  crudeBirthRate: number;
}

/** Births expected in a year: the population times the crude birth rate (per 1,000). */
export const yearlyExpectedBirths = (
  figures: Pick<PopulationFigures, 'population' | 'crudeBirthRate'>,
) => (figures.population * figures.crudeBirthRate) / 1000;

export interface ExpectedBirths {
  /** Births expected in the states over the period (not rounded); null when a state has no estimate. */
  expected: number | null;
  /** The states asked for that have no estimate of any year. */
  missingStateIds: number[];
  /** The estimates' years used, in order. */
  years: number[];
}

/** Of one state's estimates by year: that year's, else the latest earlier, else the earliest later. */
function estimateFor(byYear: readonly PopulationFigures[], year: number): PopulationFigures {
  let chosen = byYear[0]!;
  for (const estimate of byYear) {
    if (estimate.year > year) break;
    chosen = estimate;
  }
  return chosen;
}

/**
 * Births expected in the states from month `from` to month `to` (`yyyy-mm`, both included): a
 * twelfth of a year's births for each state and month, from that month's year's estimate (or the
 * nearest, earlier first). No states: 0.
 */
export function expectedBirths(
  estimates: readonly PopulationFigures[],
  stateIds: readonly number[],
  from: string,
  to: string,
): ExpectedBirths {
  const monthsByYear = new Map<number, number>();
  for (const month of monthsOf(from, to)) {
    const year = Number(month.slice(0, 4));
    monthsByYear.set(year, (monthsByYear.get(year) ?? 0) + 1);
  }
  const byState = new Map<number, PopulationFigures[]>();
  for (const estimate of estimates) {
    const own = byState.get(estimate.stateId);
    if (own) own.push(estimate);
    else byState.set(estimate.stateId, [estimate]);
  }

  let expected = 0;
  const missingStateIds: number[] = [];
  const years = new Set<number>();
  for (const stateId of new Set(stateIds)) {
    const own = byState.get(stateId)?.sort((a, b) => a.year - b.year);
    if (!own) {
      missingStateIds.push(stateId);
      continue;
    }
    for (const [year, months] of monthsByYear) {
      const estimate = estimateFor(own, year);
      years.add(estimate.year);
      expected += (yearlyExpectedBirths(estimate) * months) / 12;
    }
  }
  return {
    expected: missingStateIds.length > 0 ? null : expected,
    missingStateIds,
    years: [...years].sort((a, b) => a - b),
  };
}
