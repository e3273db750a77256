import { TEXT_MAX_LENGTH } from '../constants.ts';

/** The shortest and longest name of a registration centre (ours: the spec gives none). */
export const CENTRE_NAME_LENGTH = { min: 3, max: 120 } as const;

/** The most centres one CSV file may add (larger lists are imported in parts). */
export const CENTRE_CSV_MAX_CENTRES = 2_000;

/** What the centres screens, the CSV import and the API say, in one place. */
export const CENTRE_MESSAGES = {
  nameRequired: "Enter the centre's name.",
  nameTooShort: `The centre's name must have at least ${CENTRE_NAME_LENGTH.min} characters.`,
  nameTooLong: `The centre's name can have at most ${CENTRE_NAME_LENGTH.max} characters.`,
  nameTaken: (name: string, lga: string) => `${lga} LGA already has a centre named "${name}".`,
  lgaRequired: 'Choose the local government area of the centre.',
  unknownLga: 'Choose a local government area from the list.',
  lgaNotInArea: 'Choose a local government area in your area.',
  addressTooLong: `The address can have at most ${TEXT_MAX_LENGTH} characters.`,
  reasonRequired: 'Say why, in a few words.',
  reasonTooLong: `Keep the reason under ${TEXT_MAX_LENGTH} characters.`,
  nothingToChange: 'Send at least one thing to change.',
  notFound: 'No such registration centre in your area.',
  alreadyDeactivated: 'This registration centre is already deactivated.',
  alreadyActive: 'This registration centre is already active.',
  /** A record submitted at a deactivated centre (its records stay; new ones go elsewhere). */
  closedForCapture: 'This registration centre is closed: new records cannot be captured there.',
  importRaced:
    'A centre of this file was added by someone else meanwhile. Import the file again to see which.',
  csvRequired: 'Choose a CSV file of centres.',
  csvTooLarge: 'The file is too large: import at most 2,000 centres at a time.',
} as const;

/** What is wrong with a CSV file, line by line (`line` counts from 1, the header included). */
export const CENTRE_CSV_MESSAGES = {
  empty: 'The file is empty: its first line must name the columns (name,lga_id,address).',
  noCentres: 'The file has no centres under its header line.',
  tooManyCentres: (max: string) =>
    `The file holds more than ${max} centres: import at most ${max} at a time.`,
  unknownColumn: (column: string) =>
    `Unknown column "${column}": the columns are name, lga_id (or state_code and lga_name) and address.`,
  repeatedColumn: (column: string) => `The column "${column}" is named twice.`,
  missingName: 'The header has no "name" column.',
  missingLga: 'The header needs an "lga_id" column, or "state_code" and "lga_name" columns.',
  bothLgaForms: 'Give either "lga_id" or "state_code" and "lga_name", not both.',
  valueCount: (found: number, expected: number) =>
    `This line has ${found} values; the header has ${expected} columns.`,
  unclosedQuote: 'A quoted value is not closed: end it with a double quote (").',
  textAfterQuote:
    'Text follows a closing double quote: quote the whole value, and write a quote inside it as "".',
  column: (column: string, message: string) => `${column}: ${message}`,
  lgaIdNotNumber: (value: string) => `"${value}" is not an LGA id (a whole number).`,
  unknownLgaId: (value: string) => `${value} is not the id of a local government area.`,
  unknownStateCode: (value: string) =>
    `"${value}" is not a state code (two letters, e.g. LA for Lagos, FC for Abuja).`,
  unknownLgaName: (state: string, value: string) =>
    `${state} has no local government area named "${value}".`,
  repeatedInFile: (line: number) => `The same centre (name and LGA) is already on line ${line}.`,
  outsideArea: 'This local government area is outside your area.',
} as const;
