import { STATES, LGAS } from '../reference/states.ts';
import {
  CENTRE_CSV_MAX_CENTRES,
  CENTRE_CSV_MESSAGES as C,
  CENTRE_MESSAGES as M,
} from './messages.ts';
import { centreAddressSchema, centreNameSchema, stateOfLga, tidyCentreText } from './schemas.ts';

/*
 * The CSV file of centres an administrator imports (docs/centres.md): a header line naming the
 * columns, then one centre a line. Checked whole, here for the screen and again by the API:
 * any wrong line and nothing is imported.
 */

/** One problem of one line of the file (lines count from 1, the header included). */
export interface CsvLineIssue {
  line: number;
  message: string;
}

/** One centre of the file, checked. */
export interface CentreCsvLine {
  line: number;
  name: string;
  lgaId: number;
  stateId: number;
  address: string | null;
}

export interface CentreCsv {
  /** The centres, when `issues` is empty. */
  centres: CentreCsvLine[];
  issues: CsvLineIssue[];
  /** The column that names each centre's LGA (for the API's own problems with it). */
  lgaColumn: 'lga_id' | 'lga_name';
}

interface CsvRecord {
  /** The line the record starts on (a quoted value may hold line breaks). */
  line: number;
  values: string[];
}

/**
 * RFC 4180 records: values separated by commas, lines by CRLF, LF or CR; a value in double
 * quotes may hold commas, line breaks and doubled quotes (""). Lines of spaces are skipped.
 */
export function csvRecords(text: string): { records: CsvRecord[]; issues: CsvLineIssue[] } {
  const records: CsvRecord[] = [];
  const issues: CsvLineIssue[] = [];
  let line = 1;
  let start = 1;
  let values: string[] = [];
  let value = '';
  let quoted = false;
  let broken = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;

  const endRecord = () => {
    values.push(value);
    const blank = values.length === 1 && !quoted && value.trim() === '';
    if (!broken && !blank) records.push({ line: start, values });
    values = [];
    value = '';
    quoted = false;
    broken = false;
  };
  /** The length of the line break at `at` (0 when there is none). */
  const lineBreak = (at: number) =>
    text[at] === '\r' ? (text[at + 1] === '\n' ? 2 : 1) : text[at] === '\n' ? 1 : 0;

  while (i < text.length) {
    const char = text[i]!;
    const breakLength = lineBreak(i);
    if (breakLength > 0) {
      endRecord();
      i += breakLength;
      line += 1;
      start = line;
    } else if (char === ',') {
      values.push(value);
      value = '';
      quoted = false;
      i += 1;
    } else if (char === '"' && !quoted && value.trim() === '') {
      // A quoted value: up to the closing quote, "" standing for one quote.
      quoted = true;
      value = '';
      let closed = false;
      i += 1;
      while (i < text.length) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          closed = true;
          i += 1;
          break;
        }
        const inner = lineBreak(i);
        if (inner > 0) line += 1;
        value += text.slice(i, i + Math.max(inner, 1));
        i += Math.max(inner, 1);
      }
      if (!closed) {
        issues.push({ line: start, message: C.unclosedQuote });
        return { records, issues };
      }
      // Spaces may follow the closing quote; anything else up to the next comma is a mistake.
      while (text[i] === ' ' || text[i] === '\t') i += 1;
      if (i < text.length && text[i] !== ',' && lineBreak(i) === 0) {
        if (!broken) issues.push({ line: start, message: C.textAfterQuote });
        broken = true;
        while (i < text.length && text[i] !== ',' && lineBreak(i) === 0) i += 1;
      }
    } else {
      value += char;
      i += 1;
    }
  }
  if (values.length > 0 || value !== '' || quoted) endRecord();
  return { records, issues };
}

const COLUMNS = ['name', 'lga_id', 'state_code', 'lga_name', 'address'] as const;
type Column = (typeof COLUMNS)[number];

const STATE_BY_CODE = new Map(STATES.map((state) => [state.State_Code.toUpperCase(), state]));
const LGA_BY_STATE_AND_NAME = new Map(
  LGAS.map((lga) => [`${lga.State_ID}:${tidyCentreText(lga.LGA_Name).toLowerCase()}`, lga]),
);

/** The header's columns by position, or what is wrong with it. */
function headerOf(header: CsvRecord): { columns: Column[] } | { issues: CsvLineIssue[] } {
  const problems: string[] = [];
  const columns: Column[] = [];
  for (const raw of header.values) {
    const column = raw.trim().toLowerCase();
    if (!(COLUMNS as readonly string[]).includes(column)) {
      problems.push(C.unknownColumn(raw.trim()));
    } else if (columns.includes(column as Column)) {
      problems.push(C.repeatedColumn(column));
    } else {
      columns.push(column as Column);
    }
  }
  const has = (column: Column) => columns.includes(column);
  if (!has('name')) problems.push(C.missingName);
  if (has('lga_id') && (has('state_code') || has('lga_name'))) problems.push(C.bothLgaForms);
  else if (!has('lga_id') && !(has('state_code') && has('lga_name'))) problems.push(C.missingLga);
  if (problems.length > 0) {
    return { issues: problems.map((message) => ({ line: header.line, message })) };
  }
  return { columns };
}

/** The LGA a line names, by id or by its state's code and its name; or what is wrong. */
function lgaOf(
  columns: readonly Column[],
  get: (column: Column) => string,
): { lgaId: number } | { problem: string } {
  if (columns.includes('lga_id')) {
    const raw = get('lga_id').trim();
    if (raw === '') return { problem: C.column('lga_id', M.lgaRequired) };
    if (!/^\d{1,6}$/.test(raw)) return { problem: C.column('lga_id', C.lgaIdNotNumber(raw)) };
    const lgaId = Number(raw);
    if (stateOfLga(lgaId) === undefined) {
      return { problem: C.column('lga_id', C.unknownLgaId(raw)) };
    }
    return { lgaId };
  }
  const code = get('state_code').trim();
  const state = STATE_BY_CODE.get(code.toUpperCase());
  if (!state) return { problem: C.column('state_code', C.unknownStateCode(code)) };
  const name = tidyCentreText(get('lga_name'));
  if (name === '') return { problem: C.column('lga_name', M.lgaRequired) };
  const lga = LGA_BY_STATE_AND_NAME.get(`${state.State_ID}:${name.toLowerCase()}`);
  if (!lga) return { problem: C.column('lga_name', C.unknownLgaName(state.State_Name, name)) };
  return { lgaId: lga.LGA_ID };
}

/** The key of "the same centre": its name in lower case, in its LGA. */
export const centreKey = (name: string, lgaId: number) => `${lgaId}:${name.toLowerCase()}`;

/**
 * The centres of a CSV file (header `name,lga_id,address`, or `name,state_code,lga_name,address`;
 * address optional), or every problem of every line. A centre named twice in the file (same name,
 * same LGA, in any case) is a problem; names taken already are the API's to find.
 */
export function parseCentreCsv(text: string): CentreCsv {
  const { records, issues } = csvRecords(text);
  const refused = (problems: CsvLineIssue[]): CentreCsv => ({
    centres: [],
    issues: problems,
    lgaColumn: 'lga_id',
  });
  const [header, ...rows] = records;
  if (!header) return refused(issues.length > 0 ? issues : [{ line: 1, message: C.empty }]);
  const parsedHeader = headerOf(header);
  if ('issues' in parsedHeader) return refused(parsedHeader.issues);
  const { columns } = parsedHeader;
  if (rows.length > CENTRE_CSV_MAX_CENTRES) {
    const max = CENTRE_CSV_MAX_CENTRES.toLocaleString('en-US');
    const line = rows[CENTRE_CSV_MAX_CENTRES]!.line;
    return refused([{ line, message: C.tooManyCentres(max) }]);
  }
  if (rows.length === 0 && issues.length === 0) {
    return refused([{ line: header.line, message: C.noCentres }]);
  }

  const centres: CentreCsvLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const problem = (message: string) => issues.push({ line: row.line, message });
    if (row.values.length !== columns.length) {
      problem(C.valueCount(row.values.length, columns.length));
      continue;
    }
    const get = (column: Column) => row.values[columns.indexOf(column)] ?? '';
    const name = centreNameSchema.safeParse(get('name'));
    if (!name.success) problem(C.column('name', name.error.issues[0]!.message));
    const lga = lgaOf(columns, get);
    if ('problem' in lga) problem(lga.problem);
    const address = centreAddressSchema.safeParse(
      columns.includes('address') ? get('address') : null,
    );
    if (!address.success) problem(C.column('address', address.error.issues[0]!.message));
    if (!name.success || 'problem' in lga || !address.success) continue;

    const key = centreKey(name.data, lga.lgaId);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      problem(C.column('name', C.repeatedInFile(first)));
      continue;
    }
    firstLineOf.set(key, row.line);
    centres.push({
      line: row.line,
      name: name.data,
      lgaId: lga.lgaId,
      stateId: stateOfLga(lga.lgaId)!,
      address: address.data,
    });
  }
  issues.sort((a, b) => a.line - b.line);
  if (issues.length > 0) return refused(issues);
  return { centres, issues, lgaColumn: columns.includes('lga_id') ? 'lga_id' : 'lga_name' };
}

/** A line's problem as the API answers it (VALIDATION_FAILED): path `line 3`, a whole sentence. */
export function csvLineIssue(issue: CsvLineIssue): { path: string; message: string } {
  return { path: `line ${issue.line}`, message: `Line ${issue.line}: ${issue.message}` };
}
