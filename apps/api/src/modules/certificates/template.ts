/**
 * THE CERTIFICATE TEMPLATE: the one file an agency changes to change its certificates' look
 * (titles, wording, colours, positions). Plain data; pdf.ts draws it. Positions and sizes are in
 * PDF points (1/72 inch) on an A4 page (595 x 842), measured from the top left.
 *
 * A kind's title, statement and which particulars print, and how, are the kind's particulars
 * layout (`records/<kind>/layout.ts` in the domain: the fields marked `certificate`), which the
 * record page and the reprint read too; the place of registration (`registration.centre`,
 * `.lga`, `.state`) is the template's. Empty values are left out, and the cells close up.
 */
import {
  BRAND_COLOUR,
  certificateSections,
  PRODUCT_TITLE,
  type CertificateSection,
  type RecordKind,
} from '@vitalreg/domain';

export interface KindTemplate {
  title: string;
  statement: string;
  sections: CertificateSection[];
}

const registration: CertificateSection = {
  title: 'Place of registration',
  fields: [
    { label: 'Registration centre', path: 'registration.centre' },
    { label: 'Local government area', path: 'registration.lga' },
    { label: 'State', path: 'registration.state' },
  ],
};

/** A kind's certificate: its layout's title, statement and particulars, then the place. */
export function kindTemplate({ particulars }: Pick<RecordKind, 'particulars'>): KindTemplate {
  return {
    title: particulars.certificate.title,
    statement: particulars.certificate.statement,
    sections: [...certificateSections(particulars), registration],
  };
}

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
  reprint: {
    mark: 'REPRINT',
    reissueMark: 'REISSUE',
    correctionMark: 'CORRECTED',
    watermarkSize: 96,
    opacity: 0.07,
  },
  labels: {
    certificateNumber: 'Certificate No.',
    marginalNotes: 'Marginal notes',
    dateOfIssue: 'Date of issue',
    registrar: 'Registrar',
    issuedAt: 'Issued at',
    code: 'Verification code',
  },
};

export type CertificateTemplate = typeof CERTIFICATE_TEMPLATE;
