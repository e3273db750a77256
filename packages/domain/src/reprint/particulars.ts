import { NIGERIA_COUNTRY_CODE } from '../constants.ts';
import { SEXES } from '../lookups/lists.ts';
import { lookupLabel } from '../lookups/lookups.ts';
import { countryName } from '../reference/countries.ts';
import { lgaName, stateName } from '../reference/states.ts';
import type { RecordKindKey } from '../records/kind.ts';

/**
 * The particulars the spec's Reprint lists (names, date of birth, sex, state of origin, country,
 * LGA, parents' names, face), read from a record's stored particulars for each kind, with codes
 * given by their names. A value the record does not hold is null.
 */
export interface ReprintParticulars {
  /** Whose names the certificate carries: "Child", "Deceased", or a stillbirth's "Mother". */
  subject: string;
  /** Given names, then the surname in capitals, as the certificate prints them. */
  names: string | null;
  /** yyyy-mm-dd. */
  date_of_birth: string | null;
  /** The event registered: "Date of birth", "Date of death", "Date of delivery"; yyyy-mm-dd. */
  event: { label: string; date: string | null };
  sex: string | null;
  state_of_origin: string | null;
  country: string | null;
  lga: string | null;
  mother_name: string | null;
  father_name: string | null;
  /** The stored file key of the subject's photograph, when the record holds one. */
  face: string | null;
}

type Values = Record<string, unknown>;

const partOf = (values: Values, key: string): Values =>
  values[key] && typeof values[key] === 'object' ? (values[key] as Values) : {};

const text = (value: unknown): string | null =>
  value === null || value === undefined || String(value).trim() === ''
    ? null
    : String(value).trim();

const dateOf = (value: unknown) => text(value)?.slice(0, 10) ?? null;

const code = (value: unknown): number | null => {
  const written = text(value);
  return written === null || !/^\d+$/.test(written) ? null : Number(written);
};

const named = (lookup: (id: number) => string | undefined, value: unknown) => {
  const id = code(value);
  return id === null ? null : (lookup(id) ?? null);
};

const sexOf = (value: unknown) => {
  const id = code(value);
  return id === null ? null : (lookupLabel(SEXES, id) ?? null);
};

/** "Ṣẹgun Ọbịa ƊANJUMA": given names as written, the surname in capitals. */
function personNames(person: Values): string | null {
  const surname = text(person.surname)?.toLocaleUpperCase('en');
  const names = [text(person.firstname), text(person.middlename), surname].filter(Boolean);
  return names.length > 0 ? names.join(' ') : null;
}

function birthParticulars(values: Values): ReprintParticulars {
  const child = partOf(values, 'child');
  const born = dateOf(child.childBirthDate);
  const mother = personNames(partOf(values, 'mother'));
  const father = personNames(partOf(values, 'father'));
  return {
    subject: 'Child',
    names: personNames(child),
    date_of_birth: born,
    event: { label: 'Date of birth', date: born },
    sex: sexOf(child.sex),
    state_of_origin: named(stateName, child.state_of_origin),
    // A birth registered here happened in a state of Nigeria (state_of_birth).
    country: text(child.state_of_birth) ? (countryName(NIGERIA_COUNTRY_CODE) ?? null) : null,
    lga: named(lgaName, child.lga),
    mother_name: mother,
    father_name: father,
    face: text(child.face),
  };
}

function deathParticulars(values: Values): ReprintParticulars {
  const deceased = partOf(values, 'deceased');
  const mother = values.mother ? personNames(partOf(values, 'mother')) : null;
  return {
    subject: 'Deceased',
    names: personNames(deceased),
    date_of_birth: dateOf(deceased.date_of_birth),
    event: { label: 'Date of death', date: dateOf(deceased.date_of_death) },
    sex: sexOf(deceased.sex),
    state_of_origin: named(stateName, deceased.state_of_origin),
    country: named(countryName, deceased.country),
    lga: named(lgaName, deceased.lga_of_origin),
    mother_name: mother,
    father_name: null,
    face: null,
  };
}

function stillbirthParticulars(values: Values): ReprintParticulars {
  const stillbirth = partOf(values, 'stillbirth');
  const mother = partOf(values, 'mother');
  const mothersName = text(mother.fullname);
  return {
    subject: 'Mother',
    names: mothersName,
    date_of_birth: null,
    event: { label: 'Date of delivery', date: dateOf(stillbirth.date_of_delivery) },
    sex: sexOf(stillbirth.sex),
    state_of_origin: named(stateName, mother.state_of_origin),
    country: named(countryName, mother.country),
    lga: named(lgaName, mother.lga),
    mother_name: mothersName,
    father_name: null,
    face: null,
  };
}

function attestationParticulars(values: Values): ReprintParticulars {
  const applicant = partOf(values, 'applicant');
  const parents = partOf(values, 'parents');
  const born = dateOf(applicant.date_of_birth);
  return {
    subject: 'Applicant',
    names: personNames(applicant),
    date_of_birth: born,
    event: { label: 'Date of birth', date: born },
    sex: sexOf(applicant.sex),
    state_of_origin: named(stateName, applicant.state_of_origin),
    country: named(countryName, partOf(values, 'information').country),
    lga: named(lgaName, applicant.lga_of_origin),
    mother_name: personNames(partOf(parents, 'mother')),
    father_name: personNames(partOf(parents, 'father')),
    face: text(applicant.face),
  };
}

const BY_KIND: Record<RecordKindKey, (values: Values) => ReprintParticulars> = {
  birth: birthParticulars,
  death: deathParticulars,
  stillbirth: stillbirthParticulars,
  attestation: attestationParticulars,
};

/** The Reprint particulars of a record of `kind`, from its particulars as stored. */
export function reprintParticularsOf(kind: RecordKindKey, particulars: Values): ReprintParticulars {
  return BY_KIND[kind](particulars);
}
