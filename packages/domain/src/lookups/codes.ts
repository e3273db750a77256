/**
 * Key = value codes of spec section 3 ("Code values"), spelt exactly as the spec gives them,
 * typos included: stored records and other systems already use these spellings.
 */

export const SEX_KEYS = { male: 'm', female: 'f' } as const;
export const SEX_CODES = { male: 1, female: 2 } as const;
export const PARENT_CODES = { father: 1, mother: 2 } as const;
export const LITERACY_CODES = { literate: 1, illiterate: 2 } as const;
export const AREA_TYPE_CODES = { urban: 1, rural: 2 } as const;
export const YES_NO_KEYS = { yes: 'yes', no: 'no' } as const;
export const YES_NO_CODES = { yes: 1, no: 0 } as const;
export const VALIDITY = { valid: 1, invalid: 0 } as const;

export const SYNC_STATUS = { neutral: 0, syncing: 1, success: 2, flagged: 3 } as const;
export type SyncStatus = (typeof SYNC_STATUS)[keyof typeof SYNC_STATUS];

export const CONNECTIVITY = ['online', 'offline'] as const;
export type Connectivity = (typeof CONNECTIVITY)[number];

export const DOCUMENT_KINDS = ['support_document', 'signature', 'affidavit'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const AFFIDAVIT_KINDS = ['affidavit', 'hospital-card'] as const;
export type AffidavitKind = (typeof AFFIDAVIT_KINDS)[number];

export const PAYMENT_MODES = ['payment', 'reference'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** `baptisim-card` is the spec's spelling (sic). */
export const SUPPORTING_DOCUMENT_TYPES = [
  'immunization-card',
  'lga-birth-certificate',
  'baptisim-card',
  'valid-id',
  'father-national-passport',
  'mother-national-passport',
  'notification-of-birth',
  'date-of-birth-affidavit',
  'request-letter',
  'medical-record',
  'school-record',
  'affidavit-from-credible-witness',
] as const;
export type SupportingDocumentType = (typeof SUPPORTING_DOCUMENT_TYPES)[number];

export const REQUEST_TYPES = ['birth_reissuance', 'attest_reissuance', 'death'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** `devorce` is the spec's spelling (sic). Marriage, migration and divorce have no screens. */
export const RECORD_TYPE_KEYS = [
  'attestation',
  'attestation_temp',
  'attestation-mod',
  'birth',
  'birth_notification',
  'marriage',
  'migration',
  'devorce',
  'birth-mod',
  'stillbirth',
  'stillbirth-mod',
  'death',
  'death-mod',
] as const;
export type RecordTypeKey = (typeof RECORD_TYPE_KEYS)[number];

/** Kinds an uploaded document is recognised as; `policer_report` is the spec's spelling (sic). */
export const UPLOADED_DOCUMENT_KINDS = [
  'affidavit',
  'passport',
  'drivers_license',
  'policer_report',
  'next_of_kin',
  'employers_report',
  'immunization_card',
  'birth_certificate',
  'id_card',
  'baptism_card',
  'birth_notification',
  'lga_birth_certificate',
  'father_passport',
  'mother_passport',
] as const;
export type UploadedDocumentKind = (typeof UPLOADED_DOCUMENT_KINDS)[number];

export const APPLICANT_RECORD_FIELDS = [
  'child_name',
  'father_name',
  'mother_name',
  'child_sex',
  'applicant_dob',
  'deceased_name',
  'deceased_sex',
  'deceased_age_at_death',
  'deceased_date_of_death',
  'applicant_name',
  'applicant_sex',
  'applicant_town',
  'face',
] as const;
export type ApplicantRecordField = (typeof APPLICANT_RECORD_FIELDS)[number];

/** Which parts of a record a modification may correct, per record type. */
export const MODIFICATION_CORRECTION_SECTIONS = {
  // The spec writes the first birth section as "child particulars"; as a key it takes the
  // underscore its siblings have.
  birth: ['child_particulars', 'mother_name', 'father_name'],
  applicant: ['particulars_of_applicant', 'mother_name', 'father_name'],
  death: ['deceased_name', 'deceased_sex', 'deceased_age_at_death', 'deceased_date_of_death'],
} as const;
export type ModificationRecordKind = keyof typeof MODIFICATION_CORRECTION_SECTIONS;

export const REISSUANCE_TYPES = [
  { value: 'birth_reissuance', name: 'Birth Certificate' },
  { value: 'attest_reissuance', name: 'Attestation Certificate' },
] as const;
export type ReissuanceType = (typeof REISSUANCE_TYPES)[number]['value'];

export const APPLICATION_STATUSES = ['pending', 'approved', 'queried', 'printed'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Record types offered by the record type picker, in the spec's order. */
export const RECORD_TYPE_PICKER = [
  { value: 'birth', name: 'Birth Certificate' },
  { value: 'birth_notification', name: 'Birth Notification' },
  { value: 'attestation', name: 'Birth Attestation' },
  { value: 'death', name: 'Death Certificate' },
] as const;

/** Ours: the documents of a death registration (form B's Document Upload step), in its order. */
export const DEATH_DOCUMENT_TYPES = [
  'employers_report',
  'next_of_kin_letter',
  'affidavit',
  'police_report',
] as const;
export type DeathDocumentType = (typeof DEATH_DOCUMENT_TYPES)[number];
