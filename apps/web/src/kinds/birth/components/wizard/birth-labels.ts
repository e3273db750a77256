import type { BirthDocumentSlot, SupportingDocumentType } from '@vitalreg/domain';

/** The upload slots' labels, in the spec's order. */
export const DOCUMENT_SLOT_LABELS: Record<BirthDocumentSlot, string> = {
  support_document: 'Supporting document',
  father_passport: "Father's passport",
  mother_passport: "Mother's passport",
  immunization_card: 'Immunization card',
  lga_birth_certificate: 'LGA birth certificate',
  baptism_card: 'Baptism card',
  id_card: 'ID card',
  birth_notification: 'Birth notification',
};

/** Readable names of the supporting document types (the codes keep the spec's spelling). */
export const DOCUMENT_TYPE_LABELS: Record<SupportingDocumentType, string> = {
  'immunization-card': 'Immunization card',
  'lga-birth-certificate': 'LGA birth certificate',
  'baptisim-card': 'Baptism card',
  'valid-id': 'Valid ID',
  'father-national-passport': "Father's national passport",
  'mother-national-passport': "Mother's national passport",
  'notification-of-birth': 'Notification of birth',
  'date-of-birth-affidavit': 'Date of birth affidavit',
  'request-letter': 'Request letter',
  'medical-record': 'Medical record',
  'school-record': 'School record',
  'affidavit-from-credible-witness': 'Affidavit from a credible witness',
};
