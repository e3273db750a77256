/**
 * THE CERTIFICATE TEMPLATE: the one file an agency changes to change its certificates (titles,
 * wording, which particulars print for each kind, colours, positions). Plain data; pdf.ts draws
 * it. Positions and sizes are in PDF points (1/72 inch) on an A4 page (595 x 842), measured
 * from the top left. A new kind of record gets an entry under `kinds`.
 *
 * A field's `path` reads the record's particulars as stored (`child.childBirthDate`), or the
 * place it was registered (`registration.centre`, `.lga`, `.state`); `format` says how its value
 * prints (see FieldFormat). Empty values are left out, and the cells close up.
 */
import { BRAND_COLOUR, PRODUCT_TITLE, type RecordKindKey } from '@vitalreg/domain';

/** How a value prints: names of people, dates as "14 March 2026", codes by their list names. */
export type FieldFormat =
  | 'text'
  | 'names'
  | 'date'
  | 'sex'
  | 'state'
  | 'lga'
  | 'country'
  | 'nationality'
  | 'placeOfBirth'
  | 'birthType'
  | 'maritalStatus'
  | 'ageAtDeath'
  | 'age';

export interface TemplateField {
  label: string;
  path: string;
  format?: FieldFormat;
  /** Columns the cell spans (1 by default; `columns` at most). */
  span?: number;
}

export interface TemplateSection {
  title: string;
  fields: TemplateField[];
}

/** Whose name the verification answer and the QR code carry (initials and surname). */
export type SubjectName =
  | { givenNames: string[]; surname: string }
  /** A full name in one field: the last word is taken for the surname. */
  | { fullName: string };

export interface KindTemplate {
  title: string;
  statement: string;
  subject: SubjectName;
  sections: TemplateSection[];
}

const registration: TemplateSection = {
  title: 'Place of registration',
  fields: [
    { label: 'Registration centre', path: 'registration.centre' },
    { label: 'Local government area', path: 'registration.lga' },
    { label: 'State', path: 'registration.state' },
  ],
};

export const CERTIFICATE_TEMPLATE = {
  agency: {
    country: 'FEDERAL REPUBLIC OF NIGERIA',
    name: PRODUCT_TITLE.toUpperCase(),
    motto: 'Registration of Births, Deaths and Stillbirths',
  },
  colours: {
    brand: BRAND_COLOUR,
    text: '#1b1b1b',
    muted: '#5c5c5c',
    tint: '#eef6ed',
    reprint: '#b3261e',
  },
  page: { width: 595.28, height: 841.89, margin: 48 },
  frame: { inset: 16, width: 3, innerInset: 22, innerWidth: 0.75 },
  header: {
    top: 44,
    countrySize: 10,
    agencySize: 17,
    mottoSize: 9,
    titleSize: 22,
    /** Gap below the title's rule, before the certificate number. */
    gapAfter: 12,
  },
  number: { labelSize: 8, valueSize: 13 },
  statement: { size: 9.5, gapAfter: 10 },
  sections: {
    columns: 3,
    titleSize: 10,
    labelSize: 7.5,
    valueSize: 10.5,
    rowHeight: 29,
    gapAfter: 8,
  },
  footer: {
    /** The footer's top edge. */
    top: 650,
    labelSize: 7.5,
    valueSize: 10,
    qr: { size: 132, errorCorrection: 'M' as const, caption: 'Scan or visit to verify' },
  },
  reprint: { mark: 'REPRINT', reissueMark: 'REISSUE', watermarkSize: 96, opacity: 0.07 },
  labels: {
    certificateNumber: 'Certificate No.',
    dateOfIssue: 'Date of issue',
    registrar: 'Registrar',
    issuedAt: 'Issued at',
    code: 'Verification code',
  },
  kinds: {
    birth: {
      title: 'CERTIFICATE OF BIRTH',
      statement:
        'This is to certify that the birth described below has been registered in the register of births.',
      subject: { givenNames: ['child.firstname', 'child.middlename'], surname: 'child.surname' },
      sections: [
        {
          title: 'Particulars of child',
          fields: [
            { label: 'Name', path: 'child', format: 'names', span: 3 },
            { label: 'Sex', path: 'child.sex', format: 'sex' },
            { label: 'Date of birth', path: 'child.childBirthDate', format: 'date' },
            { label: 'Type of birth', path: 'child.birth_type', format: 'birthType' },
            { label: 'Place of birth', path: 'child.place_of_occurrence', format: 'placeOfBirth' },
            { label: 'Town of birth', path: 'child.town_of_birth' },
            { label: 'LGA of birth', path: 'child.lga_of_birth', format: 'lga' },
            { label: 'State of birth', path: 'child.state_of_birth', format: 'state' },
          ],
        },
        {
          title: 'Particulars of mother',
          fields: [
            { label: 'Name', path: 'mother', format: 'names', span: 2 },
            { label: 'Maiden name', path: 'mother.maiden_name' },
            { label: 'Nationality', path: 'mother.nationality', format: 'nationality' },
            { label: 'State of origin', path: 'mother.state_of_origin', format: 'state' },
            { label: 'Age at birth', path: 'mother.age', format: 'age' },
          ],
        },
        {
          title: 'Particulars of father',
          fields: [
            { label: 'Name', path: 'father', format: 'names', span: 2 },
            { label: 'Nationality', path: 'father.nationality', format: 'nationality' },
            { label: 'State of origin', path: 'father.state_of_origin', format: 'state' },
          ],
        },
        registration,
      ],
    },
    death: {
      title: 'CERTIFICATE OF DEATH',
      statement:
        'This is to certify that the death described below has been registered in the register of deaths.',
      subject: {
        givenNames: ['deceased.firstname', 'deceased.middlename'],
        surname: 'deceased.surname',
      },
      sections: [
        {
          title: 'Particulars of deceased',
          fields: [
            { label: 'Name', path: 'deceased', format: 'names', span: 3 },
            { label: 'Sex', path: 'deceased.sex', format: 'sex' },
            { label: 'Date of birth', path: 'deceased.date_of_birth', format: 'date' },
            { label: 'Date of death', path: 'deceased.date_of_death', format: 'date' },
            { label: 'Age at death', path: 'deceased.age_at_death', format: 'ageAtDeath' },
            { label: 'Place of death', path: 'deceased.place_of_death', span: 2 },
            { label: 'Cause of death', path: 'deceased.cause_of_death', span: 2 },
            { label: 'Marital status', path: 'deceased.marital_status', format: 'maritalStatus' },
            { label: 'Nationality', path: 'deceased.nationality', format: 'nationality' },
            { label: 'State of origin', path: 'deceased.state_of_origin', format: 'state' },
            { label: 'LGA of origin', path: 'deceased.lga_of_origin', format: 'lga' },
          ],
        },
        {
          title: 'Particulars of mother',
          fields: [{ label: 'Name', path: 'mother', format: 'names', span: 3 }],
        },
        {
          title: 'Particulars of informant',
          fields: [{ label: 'Name', path: 'informant', format: 'names', span: 3 }],
        },
        registration,
      ],
    },
    stillbirth: {
      title: 'CERTIFICATE OF STILLBIRTH',
      statement:
        'This is to certify that the stillbirth described below has been registered in the register of stillbirths.',
      subject: { fullName: 'mother.fullname' },
      sections: [
        {
          title: 'Particulars of stillbirth',
          fields: [
            { label: 'Sex', path: 'stillbirth.sex', format: 'sex' },
            { label: 'Date of delivery', path: 'stillbirth.date_of_delivery', format: 'date' },
            { label: 'Type of delivery', path: 'stillbirth.type_of_delivery', format: 'birthType' },
            { label: 'Place of delivery', path: 'stillbirth.place', format: 'placeOfBirth' },
            { label: 'Village or town', path: 'stillbirth.village', span: 2 },
          ],
        },
        {
          title: 'Particulars of mother',
          fields: [
            { label: 'Name', path: 'mother.fullname', span: 2 },
            { label: 'Age', path: 'mother.age', format: 'age' },
            { label: 'Nationality', path: 'mother.nationality', format: 'nationality' },
            { label: 'State of origin', path: 'mother.state_of_origin', format: 'state' },
          ],
        },
        {
          title: 'Particulars of informant',
          fields: [{ label: 'Name', path: 'informant.fullname', span: 3 }],
        },
        registration,
      ],
    },
    attestation: {
      title: 'LETTER OF ATTESTATION OF BIRTH',
      statement:
        'This is to attest that the birth of the person described below, not registered at the time, has been declared and entered in the register of attestations of birth.',
      subject: {
        givenNames: ['applicant.firstname', 'applicant.middlename'],
        surname: 'applicant.surname',
      },
      sections: [
        {
          title: 'Particulars of applicant',
          fields: [
            { label: 'Name', path: 'applicant', format: 'names', span: 3 },
            { label: 'Sex', path: 'applicant.sex', format: 'sex' },
            { label: 'Date of birth', path: 'applicant.date_of_birth', format: 'date' },
            { label: 'Marital status', path: 'applicant.marital_status', format: 'maritalStatus' },
            { label: 'Place of birth', path: 'information.place_of_birth', format: 'placeOfBirth' },
            { label: 'Town of birth', path: 'information.town_of_birth' },
            { label: 'State of birth', path: 'information.state_of_birth', format: 'state' },
            { label: 'State of origin', path: 'applicant.state_of_origin', format: 'state' },
            { label: 'LGA of origin', path: 'applicant.lga_of_origin', format: 'lga' },
            { label: 'Town', path: 'applicant.town' },
          ],
        },
        {
          title: 'Particulars of parents',
          fields: [
            { label: 'Father', path: 'parents.father', format: 'names', span: 3 },
            { label: 'Mother', path: 'parents.mother', format: 'names', span: 2 },
            { label: "Mother's maiden name", path: 'parents.mother.maiden_name' },
          ],
        },
        registration,
      ],
    },
  } satisfies Record<RecordKindKey, KindTemplate>,
};

export type CertificateTemplate = typeof CERTIFICATE_TEMPLATE;
