import { describe, expect, it } from 'vitest';
import { LGAS, STATES } from '../reference/states.ts';
import { csvLineIssue, csvRecords, parseCentreCsv } from './csv.ts';
import { CENTRE_CSV_MESSAGES as C, CENTRE_MESSAGES as M } from './messages.ts';
import {
  centreChangeSchema,
  centreListQuerySchema,
  centreStatusChangeSchema,
  newCentreSchema,
  stateOfLga,
} from './schemas.ts';

const lagos = STATES.find((state) => state.State_Name === 'Lagos')!;
const ikeja = LGAS.find((lga) => lga.LGA_Name === 'Ikeja' && lga.State_ID === lagos.State_ID)!;
const kano = STATES.find((state) => state.State_Name === 'Kano')!;
const kanoLga = LGAS.find((lga) => lga.State_ID === kano.State_ID)!;

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('centre schemas', () => {
  it('tidies the name and takes the LGA from a select (a string) or the API (a number)', () => {
    const parsed = newCentreSchema.parse({
      name: '  Allen   Avenue Centre ',
      lgaId: String(ikeja.LGA_ID),
      address: ' ',
    });
    expect(parsed).toEqual({ name: 'Allen Avenue Centre', lgaId: ikeja.LGA_ID, address: null });
    expect(stateOfLga(ikeja.LGA_ID)).toBe(lagos.State_ID);
    expect(stateOfLga(999_999)).toBeUndefined();
  });

  it('says what is wrong with a name, an LGA and an address', () => {
    const check = (body: object) => messagesOf(newCentreSchema.safeParse(body));
    expect(check({ name: '', lgaId: ikeja.LGA_ID })).toEqual([M.nameRequired]);
    expect(check({ name: ' ab ', lgaId: ikeja.LGA_ID })).toEqual([M.nameTooShort]);
    expect(check({ name: 'x'.repeat(121), lgaId: ikeja.LGA_ID })).toEqual([M.nameTooLong]);
    expect(check({ name: 'Ikeja Centre', lgaId: '' })).toEqual([M.unknownLga]);
    expect(check({ name: 'Ikeja Centre', lgaId: 999_999 })).toEqual([M.unknownLga]);
    expect(check({ name: 'Ikeja Centre', lgaId: 'abc' })).toEqual([M.lgaRequired]);
    expect(check({ name: 'Ikeja Centre', lgaId: ikeja.LGA_ID, address: 'a'.repeat(201) })).toEqual([
      M.addressTooLong,
    ]);
  });

  it('changes only what is sent, and refuses an empty change or an empty reason', () => {
    expect(centreChangeSchema.parse({ address: '' })).toEqual({ address: null });
    expect(centreChangeSchema.parse({ name: 'New name' })).toEqual({ name: 'New name' });
    expect(messagesOf(centreChangeSchema.safeParse({}))).toEqual([M.nothingToChange]);
    expect(messagesOf(centreStatusChangeSchema.safeParse({ reason: '  ' }))).toEqual([
      M.reasonRequired,
    ]);
    expect(messagesOf(centreStatusChangeSchema.safeParse({}))).toEqual([M.reasonRequired]);
  });

  it('reads list filters from a query string', () => {
    expect(
      centreListQuerySchema.parse({ state_id: String(lagos.State_ID), status: 'deactivated' }),
    ).toEqual({ page: 1, state_id: lagos.State_ID, status: 'deactivated' });
    expect(centreListQuerySchema.safeParse({ lga_id: '999999' }).success).toBe(false);
  });
});

describe('CSV records', () => {
  it('reads quoted values with commas, doubled quotes and line breaks, CRLF, and skips blank lines', () => {
    const text =
      '\uFEFFname,lga_id,address\r\n' +
      '"Ikeja, Allen Avenue","12","5 ""Old"" Road"\r\n' +
      '\r\n' +
      '   \n' +
      '"Two\nlines",13,\n' +
      'Plain,14,x';
    expect(csvRecords(text)).toEqual({
      records: [
        { line: 1, values: ['name', 'lga_id', 'address'] },
        { line: 2, values: ['Ikeja, Allen Avenue', '12', '5 "Old" Road'] },
        { line: 5, values: ['Two\nlines', '13', ''] },
        { line: 7, values: ['Plain', '14', 'x'] },
      ],
      issues: [],
    });
  });

  it('names the line of a quote left open or text after a closing quote', () => {
    expect(csvRecords('name\n"a"b\n"open\n').issues).toEqual([
      { line: 2, message: C.textAfterQuote },
      { line: 3, message: C.unclosedQuote },
    ]);
  });
});

describe('parseCentreCsv', () => {
  it('reads centres by LGA id, address optional', () => {
    const { centres, issues } = parseCentreCsv(
      `name,lga_id,address\nAllen Avenue Centre,${ikeja.LGA_ID},"1 Allen Avenue, Ikeja"\n` +
        `Kano Centre,${kanoLga.LGA_ID},\n`,
    );
    expect(issues).toEqual([]);
    expect(centres).toEqual([
      {
        line: 2,
        name: 'Allen Avenue Centre',
        lgaId: ikeja.LGA_ID,
        stateId: lagos.State_ID,
        address: '1 Allen Avenue, Ikeja',
      },
      {
        line: 3,
        name: 'Kano Centre',
        lgaId: kanoLga.LGA_ID,
        stateId: kano.State_ID,
        address: null,
      },
    ]);
  });

  it('reads centres by state code and LGA name, in any case', () => {
    const { centres, issues, lgaColumn } = parseCentreCsv(
      'NAME,State_Code,LGA_Name\nOpebi Centre,la,  ikeja \n',
    );
    expect(issues).toEqual([]);
    expect(lgaColumn).toBe('lga_name');
    expect(centres).toMatchObject([{ name: 'Opebi Centre', lgaId: ikeja.LGA_ID, address: null }]);
  });

  it('says what is wrong with each line and its column, and gives no centres then', () => {
    const { centres, issues } = parseCentreCsv(
      [
        'name,lga_id,address',
        `Good Centre,${ikeja.LGA_ID},`,
        `ab,${ikeja.LGA_ID},`,
        'Nowhere Centre,99999,',
        'Words Centre,twelve,',
        `Short line,${ikeja.LGA_ID}`,
        `good centre,${ikeja.LGA_ID},again`,
        `,x,${'a'.repeat(201)}`,
      ].join('\n'),
    );
    expect(centres).toEqual([]);
    expect(issues).toEqual([
      { line: 3, message: `name: ${M.nameTooShort}` },
      { line: 4, message: `lga_id: ${C.unknownLgaId('99999')}` },
      { line: 5, message: `lga_id: ${C.lgaIdNotNumber('twelve')}` },
      { line: 6, message: C.valueCount(2, 3) },
      { line: 7, message: `name: ${C.repeatedInFile(2)}` },
      { line: 8, message: `name: ${M.nameRequired}` },
      { line: 8, message: `lga_id: ${C.lgaIdNotNumber('x')}` },
      { line: 8, message: `address: ${M.addressTooLong}` },
    ]);
    expect(csvLineIssue(issues[0]!)).toEqual({
      path: 'line 3',
      message: `Line 3: name: ${M.nameTooShort}`,
    });
  });

  it('names unknown state codes and LGA names', () => {
    const { issues } = parseCentreCsv(
      'name,state_code,lga_name\nA Centre,XX,Ikeja\nB Centre,LA,Ikejaa',
    );
    expect(issues).toEqual([
      { line: 2, message: `state_code: ${C.unknownStateCode('XX')}` },
      { line: 3, message: `lga_name: ${C.unknownLgaName('Lagos', 'Ikejaa')}` },
    ]);
  });

  it('checks the header line', () => {
    const headerIssues = (header: string) =>
      parseCentreCsv(`${header}\nA Centre,1,2`).issues.map((issue) => issue.message);
    expect(headerIssues('name,lga,address')).toEqual([C.unknownColumn('lga'), C.missingLga]);
    expect(headerIssues('name,lga_id,name')).toEqual([C.repeatedColumn('name')]);
    expect(headerIssues('lga_id,address')).toEqual([C.missingName]);
    expect(headerIssues('name,lga_id,state_code')).toEqual([C.bothLgaForms]);
    expect(headerIssues('name,state_code')).toEqual([C.missingLga]);
    expect(parseCentreCsv('\n\n').issues).toEqual([{ line: 1, message: C.empty }]);
    expect(parseCentreCsv('name,lga_id\n\n').issues).toEqual([{ line: 1, message: C.noCentres }]);
  });

  it('takes at most 2,000 centres', () => {
    const lines = Array.from({ length: 2_001 }, (_, i) => `Centre ${i},${ikeja.LGA_ID}`);
    const { issues } = parseCentreCsv(['name,lga_id', ...lines].join('\n'));
    expect(issues).toEqual([{ line: 2_002, message: C.tooManyCentres('2,000') }]);
    const allowed = parseCentreCsv(['name,lga_id', ...lines.slice(0, 2_000)].join('\r\n'));
    expect(allowed.issues).toEqual([]);
    expect(allowed.centres).toHaveLength(2_000);
  });
});
