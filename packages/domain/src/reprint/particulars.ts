import type { RecordKind } from '../records/kind.ts';
import { particularValue, type ParticularValue } from '../records/shared/particulars.ts';

/**
 * The particulars the spec's Reprint lists (names, date of birth, sex, state of origin, country,
 * LGA, parents' names, face), read from a record's stored particulars as its kind's layout
 * says (`ParticularsLayout.reprint`), with codes given by their names. A value the record does
 * not hold is null.
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

/** Dates as stored, `yyyy-mm-dd`. */
const AS_STORED = { date: (value: string) => value.slice(0, 10) };

/** The Reprint particulars of a record of `kind`, from its particulars as stored. */
export function reprintParticularsOf(
  kind: Pick<RecordKind, 'particulars'>,
  particulars: Record<string, unknown>,
): ReprintParticulars {
  const { reprint } = kind.particulars;
  const read = (value: ParticularValue | undefined) =>
    value ? (particularValue(particulars, value, AS_STORED) ?? null) : null;
  return {
    subject: reprint.subject,
    names: read(reprint.names),
    date_of_birth: read(reprint.dateOfBirth),
    event: { label: reprint.event.label, date: read(reprint.event) },
    sex: read(reprint.sex),
    state_of_origin: read(reprint.stateOfOrigin),
    country: read(reprint.country),
    lga: read(reprint.lga),
    mother_name: read(reprint.mother),
    father_name: read(reprint.father),
    face: read(reprint.face),
  };
}
