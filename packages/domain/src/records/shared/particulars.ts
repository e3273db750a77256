import type { LookupOption } from '../../api/options.ts';
import { NIGERIA_COUNTRY_CODE } from '../../constants.ts';
import { isLookupName, LOOKUPS, lookupLabel, type LookupName } from '../../lookups/lookups.ts';
import { countryName, nationalityName } from '../../reference/countries.ts';
import { lgaName, stateName } from '../../reference/states.ts';
import { AGE_AT_DEATH_UNIT_VALUES, formatAgeAtDeath, type AgeAtDeathUnit } from './age.ts';
import { SIGNATURE_MODE_NAMES, SIGNATURE_MODES } from './signature.ts';

/*
 * A kind's particulars laid out once (`records/<kind>/layout.ts`): the record page, the wizard's
 * preview, the certificate and the Reprint particulars all read the same layout and print its
 * values with the formatters below.
 */

/**
 * How a value prints. A lookup list's name (`sex`, `place_of_birth`, as
 * `GET /api/option/lookups` names it) prints a code by its name in that list.
 */
export type ParticularFormat =
  | 'text'
  | 'date'
  /** A person's names (`{ surname, firstname, middlename }`). */
  | 'names'
  | 'state'
  | 'lga'
  | 'country'
  | 'nationality'
  /** Nigeria, for a state's id: a birth in one of its states happened in Nigeria. */
  | 'countryOfState'
  /** A registration centre's id, printed by the centre's name (`ParticularsOptions`). */
  | 'centre'
  /** `{ value, unit }`: "3 years", "1 month". */
  | 'ageAtDeath'
  | 'years'
  | 'weeks'
  | 'grams'
  /** `true` as "Yes"; anything else is left out. */
  | 'yes'
  /** How a person is identified or signed: "Signature drawn on screen", "Face capture"... */
  | 'identityMode'
  | LookupName;

/** A value of the stored particulars: where it is (`child.childBirthDate`), how it prints. */
export interface ParticularValue {
  path: string;
  /** `text` when not given. */
  format?: ParticularFormat;
}

/** A field's own label or width (in columns) on the certificate, where they must differ. */
export interface CertificateCell {
  label?: string;
  span?: number;
}

export interface ParticularField extends ParticularValue {
  label: string;
  /** Printed on the certificate: `true`, or with the certificate's own label or width. */
  certificate?: true | CertificateCell;
}

/** A titled group of fields ("Particulars of Mother"), as the wizard asks them. */
export interface ParticularsGroup {
  title: string;
  /** The part of the particulars it reads (`mother`, `parents.father`). */
  part?: string;
  /** Shown only when the record holds its part (a variant without a mother has none). */
  optional?: boolean;
  /** The wizard steps that ask it, one per variant: the preview's Edit button goes there. */
  steps?: readonly string[];
  /** The certificate's section it prints in, when it shares the section of the group before. */
  certificateSection?: string;
  fields: readonly ParticularField[];
}

/** What the Reprint particulars read (`reprint/particulars.ts`); a value not named is null. */
export interface ReprintLayout {
  /** Whose names the certificate carries: "Child", "Deceased", a stillbirth's "Mother". */
  subject: string;
  names: ParticularValue;
  dateOfBirth?: ParticularValue;
  /** The event registered: "Date of birth", "Date of death", "Date of delivery". */
  event: ParticularField;
  sex: ParticularValue;
  stateOfOrigin: ParticularValue;
  country?: ParticularValue;
  lga: ParticularValue;
  mother?: ParticularValue;
  father?: ParticularValue;
  /** The stored file key of the subject's photograph. */
  face?: ParticularValue;
}

/** One kind's particulars: the groups every screen and the certificate show, and the reprint's. */
export interface ParticularsLayout {
  /** The certificate's title and the statement under it (the look is the API's template). */
  certificate: { title: string; statement: string };
  groups: readonly ParticularsGroup[];
  reprint: ReprintLayout;
}

/** How values print where they are shown. */
export interface ParticularsOptions {
  /** A date (`yyyy-mm-dd`, or an ISO date-time) as the screen or paper writes dates. */
  date: (value: string) => string;
  /**
   * Names surname first, as the registry's screens write them ("Adeyemi Oluwaseun"); else
   * given names first and the surname in capitals, as certificates print them.
   */
  surnameFirst?: boolean;
  /** Each of a person's names in a row of its own (Surname, First name, Middle name). */
  nameRows?: boolean;
  /** The name of the registration centre, whose id the particulars hold. */
  centreName?: string | undefined;
}

type Values = Record<string, unknown>;

/** The value at a dotted path of `data` (`child.sex`), or undefined. */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Values)[key];
  }
  return value;
}

function text(value: unknown): string | undefined {
  if (value === null || value === undefined || typeof value === 'object') return undefined;
  const written = String(value as string | number | boolean).trim();
  return written === '' ? undefined : written;
}

/** A code's name in its list; stored codes may be numbers or digit strings. Else as stored. */
function listName(list: readonly LookupOption[], value: unknown): string | undefined {
  const code = text(value);
  if (code === undefined) return undefined;
  return lookupLabel(list, code) ?? lookupLabel(list, Number(code)) ?? code;
}

const byId = (name: (id: number) => string | undefined) => (value: unknown) => {
  const id = text(value);
  return id === undefined ? undefined : (name(Number(id)) ?? id);
};

const withUnit = (unit: string) => (value: unknown) => {
  const amount = text(value);
  return amount === undefined ? undefined : `${amount} ${unit}`;
};

function personNames(value: unknown, surnameFirst: boolean): string | undefined {
  if (!value || typeof value !== 'object') return text(value);
  const person = value as Values;
  const given = [text(person.firstname), text(person.middlename)];
  const names = surnameFirst
    ? [text(person.surname), ...given]
    : [...given, text(person.surname)?.toLocaleUpperCase('en')];
  const written = names.filter(Boolean);
  return written.length > 0 ? written.join(' ') : undefined;
}

function ageAtDeath(value: unknown): string | undefined {
  const amount = Number(text(valueAt(value, 'value')));
  const unit = valueAt(value, 'unit') as AgeAtDeathUnit;
  if (!Number.isInteger(amount) || !AGE_AT_DEATH_UNIT_VALUES.includes(unit)) return undefined;
  return formatAgeAtDeath({ value: amount, unit });
}

const IDENTITY_MODES: readonly LookupOption[] = [
  ...SIGNATURE_MODES.map((mode) => ({ value: mode, name: SIGNATURE_MODE_NAMES[mode] })),
  { value: 'face', name: 'Face capture' },
];

const FORMATS: Record<
  Exclude<ParticularFormat, LookupName>,
  (value: unknown, options: ParticularsOptions) => string | undefined
> = {
  text,
  date: (value, options) => {
    const date = text(value);
    return date === undefined ? undefined : options.date(date);
  },
  names: (value, options) => personNames(value, options.surnameFirst ?? false),
  state: byId(stateName),
  lga: byId(lgaName),
  country: byId(countryName),
  nationality: byId(nationalityName),
  countryOfState: (value) => (text(value) ? countryName(NIGERIA_COUNTRY_CODE) : undefined),
  centre: (value, options) => (text(value) ? (options.centreName ?? text(value)) : undefined),
  ageAtDeath,
  years: withUnit('years'),
  weeks: withUnit('weeks'),
  grams: withUnit('g'),
  yes: (value) => (value === true ? 'Yes' : undefined),
  identityMode: (value) => listName(IDENTITY_MODES, value),
};

/** A value of the particulars as it prints, or undefined when the record has none. */
export function particularValue(
  particulars: unknown,
  value: ParticularValue,
  options: ParticularsOptions,
): string | undefined {
  const stored = valueAt(particulars, value.path);
  const format = value.format ?? 'text';
  return isLookupName(format)
    ? listName(LOOKUPS[format], stored)
    : FORMATS[format](stored, options);
}

export interface ParticularRow {
  label: string;
  value: string;
}

/** A group of the layout with the record's values. */
export interface ParticularRows {
  title: string;
  part?: string | undefined;
  steps: readonly string[];
  rows: ParticularRow[];
}

const NAME_ROWS = [
  ['Surname', 'surname'],
  ['First name', 'firstname'],
  ['Middle name', 'middlename'],
] as const;

function rowsOf(
  particulars: unknown,
  field: ParticularField,
  options: ParticularsOptions,
): ParticularRow[] {
  const entries: [string, string | undefined][] =
    field.format === 'names' && options.nameRows
      ? NAME_ROWS.map(([label, key]) => [label, text(valueAt(particulars, `${field.path}.${key}`))])
      : [[field.label, particularValue(particulars, field, options)]];
  return entries.flatMap(([label, value]) => (value === undefined ? [] : [{ label, value }]));
}

/**
 * A record's particulars as its kind's layout groups them, as rows of text. Rows without a
 * value are left out, and so are optional groups of parts the record does not hold.
 */
export function particularRows(
  layout: ParticularsLayout,
  particulars: unknown,
  options: ParticularsOptions,
): ParticularRows[] {
  return layout.groups
    .filter((group) => !group.optional || !group.part || valueAt(particulars, group.part))
    .map((group) => ({
      title: group.title,
      part: group.part,
      steps: group.steps ?? [],
      rows: group.fields.flatMap((field) => rowsOf(particulars, field, options)),
    }));
}

/** A field as the certificate prints it: label, value and width in columns (1 by default). */
export interface CertificateField extends ParticularValue {
  label: string;
  span?: number;
}

export interface CertificateSection {
  title: string;
  fields: CertificateField[];
}

/**
 * The certificate's sections of a layout: each group's fields marked for the certificate, in
 * order; groups that name the section of the group before print in it.
 */
export function certificateSections(layout: ParticularsLayout): CertificateSection[] {
  const sections: CertificateSection[] = [];
  for (const group of layout.groups) {
    const fields = group.fields.flatMap(({ certificate, ...field }): CertificateField[] => {
      if (!certificate) return [];
      return [{ ...field, ...(certificate === true ? {} : certificate) }];
    });
    if (fields.length === 0) continue;
    const title = group.certificateSection ?? group.title;
    const last = sections.at(-1);
    if (last?.title === title) last.fields.push(...fields);
    else sections.push({ title, fields });
  }
  return sections;
}

/* ---------- the fields several kinds ask alike ---------- */

/** Where the record was registered: the same fields for every kind, asked on `steps`. */
export function registrationPlaceGroup(steps: readonly string[]): ParticularsGroup {
  return {
    title: 'Place of registration',
    steps,
    fields: [
      { label: 'State', path: 'registration_state', format: 'state' },
      { label: 'LGA', path: 'registration_lga', format: 'lga' },
      { label: 'Registration centre', path: 'Reg_Center', format: 'centre' },
      { label: 'Certificate e-mail', path: 'email' },
    ],
  };
}

/** A person's residence as the shared residence fields store it. */
export function residenceFields(person: string): ParticularField[] {
  return [
    { label: 'Country of residence', path: `${person}.country`, format: 'country' },
    { label: 'State of residence', path: `${person}.state`, format: 'state' },
    { label: 'LGA of residence', path: `${person}.lga`, format: 'lga' },
    { label: 'Street', path: `${person}.street_name` },
    { label: 'Area type', path: `${person}.settlement`, format: 'residence_type' },
  ];
}

/** How a person is identified: NIN, tracking ID, or why there is neither. */
export function identityFields(person: string): ParticularField[] {
  return [
    { label: 'NIN', path: `${person}.nin` },
    { label: 'Tracking ID', path: `${person}.tracking_id` },
    {
      label: 'Reason for no NIN',
      path: `${person}.reason_for_no_nin`,
      format: 'no_registration_reason',
    },
  ];
}

type OriginField = 'nationality' | 'state_of_origin' | 'lga_of_origin';

/**
 * Nationality, and for a Nigerian the state and LGA of origin and the ethnic group; `printed`
 * names those the certificate prints.
 */
export function originFields(
  person: string,
  printed: readonly OriginField[] = [],
): ParticularField[] {
  const on = (field: OriginField) =>
    printed.includes(field) ? { certificate: true as const } : {};
  return [
    {
      label: 'Nationality',
      path: `${person}.nationality`,
      format: 'nationality',
      ...on('nationality'),
    },
    {
      label: 'State of origin',
      path: `${person}.state_of_origin`,
      format: 'state',
      ...on('state_of_origin'),
    },
    {
      label: 'LGA of origin',
      path: `${person}.lga_of_origin`,
      format: 'lga',
      ...on('lga_of_origin'),
    },
    { label: 'Ethnic group', path: `${person}.ethnic_group`, format: 'ethnic_group' },
  ];
}

/** Literacy, and for a literate person the level of education. */
export function educationFields(person: string): ParticularField[] {
  return [
    { label: 'Literacy', path: `${person}.literacy`, format: 'literacy' },
    { label: 'Level of education', path: `${person}.education_level`, format: 'education_level' },
  ];
}

/**
 * Where a value of the particulars is shown, in the registry's words: "Particulars of Mother,
 * NIN" for `mother.nin`; a part of a field shown whole is named by it (`child.surname` by the
 * child's "Name"). Undefined for a path the layout does not show.
 */
export function particularLabel(layout: ParticularsLayout, path: string): string | undefined {
  let best: { group: ParticularsGroup; field: ParticularField } | undefined;
  for (const group of layout.groups) {
    for (const field of group.fields) {
      const covers = path === field.path || path.startsWith(`${field.path}.`);
      if (covers && (!best || field.path.length > best.field.path.length)) best = { group, field };
    }
  }
  return best ? `${best.group.title}, ${best.field.label}` : undefined;
}

/**
 * A refusal of one value in the registry's words, for a registrar: "Particulars of Mother, NIN:
 * this NIN is not known to the identity agency." rather than the API's "mother.nin: this NIN
 * is not known …". A path the layout does not show keeps the API's message.
 */
export function labelledIssue(
  layout: ParticularsLayout,
  issue: { path: string; message: string },
): string {
  const label = particularLabel(layout, issue.path);
  if (!label) return issue.message;
  const prefix = `${issue.path}: `;
  const sentence = issue.message.startsWith(prefix)
    ? issue.message.slice(prefix.length)
    : issue.message;
  return `${label}: ${sentence}`;
}
