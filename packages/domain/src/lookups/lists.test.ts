import { describe, expect, it } from 'vitest';
import {
  AFFIDAVIT_KINDS,
  APPLICANT_RECORD_FIELDS,
  APPLICATION_STATUSES,
  CONNECTIVITY,
  DOCUMENT_KINDS,
  LITERACY_CODES,
  MODIFICATION_CORRECTION_SECTIONS,
  PARENT_CODES,
  PAYMENT_MODES,
  RECORD_TYPE_KEYS,
  REISSUANCE_TYPES,
  REQUEST_TYPES,
  SEX_KEYS,
  SUPPORTING_DOCUMENT_TYPES,
  SYNC_STATUS,
  UPLOADED_DOCUMENT_KINDS,
  VALIDITY,
  YES_NO_CODES,
} from './codes.ts';
import {
  ATTESTATION_PURPOSES,
  BIRTH_TYPES,
  CAUSES_OF_DEATH,
  EDUCATION_LEVELS,
  FACILITY_OWNERSHIPS,
  HOSPITAL_SPECIALTIES,
  HOSPITAL_TYPES,
  IDENTITY_DOCUMENT_TYPES,
  IDENTITY_SOURCES,
  INFORMANT_RELATIONSHIPS,
  INFORMANT_RELATIONSHIPS_NON_PARENT,
  LATE_APPLICATION_REASONS,
  LITERACY_LEVELS,
  MARITAL_STATUSES,
  NO_REGISTRATION_REASONS,
  NUMBERS_1_TO_20,
  PLACES_OF_BIRTH,
  QUALIFICATIONS,
  RESIDENCE_TYPES,
  SEXES,
  YES_NO_OPTIONS,
} from './lists.ts';

const values = (list: readonly { value: unknown }[]) => list.map((option) => option.value);

describe('lookup lists of spec section 3', () => {
  it('residence, sex, birth type, marital status, literacy', () => {
    expect(RESIDENCE_TYPES).toEqual([
      { value: 1, name: 'Urban' },
      { value: 2, name: 'Rural' },
    ]);
    expect(SEXES).toEqual([
      { value: 1, name: 'Male' },
      { value: 2, name: 'Female' },
    ]);
    expect(BIRTH_TYPES.map((o) => o.name)).toEqual([
      'Single',
      'Twins',
      'Triplets',
      'Quadruplets',
      'Higher',
    ]);
    expect(MARITAL_STATUSES).toHaveLength(5);
    expect(MARITAL_STATUSES[4]).toEqual({ value: 5, name: 'Widowed' });
    expect(LITERACY_LEVELS).toEqual([
      { value: 1, name: 'Literate' },
      { value: 2, name: 'Illiterate' },
    ]);
  });

  it('education levels keep the spec order, No Education (11) first', () => {
    expect(values(EDUCATION_LEVELS)).toEqual([11, 1, 2, 3, 5, 4, 6, 7, 8, 9, 10]);
    expect(EDUCATION_LEVELS[0]).toEqual({ value: 11, name: 'No Education' });
    expect(EDUCATION_LEVELS[2]).toEqual({ value: 2, name: 'First school leaving certificate' });
    expect(EDUCATION_LEVELS[4]).toEqual({ value: 5, name: 'Diploma/OND' });
  });

  it('qualifications and yes/no', () => {
    expect(QUALIFICATIONS.map((o) => o.name)).toEqual([
      'PhD',
      'MSC',
      'BSC',
      'HND',
      'ND',
      'NCE',
      'O-Level',
    ]);
    expect(values(YES_NO_OPTIONS)).toEqual([1, 0]);
  });

  it('places of birth keep the spec order, 3 Maternity first, 10 Others last', () => {
    expect(values(PLACES_OF_BIRTH)).toEqual([3, 1, 2, 4, 5, 7, 11, 14, 13, 9, 6, 12, 8, 10]);
    expect(PLACES_OF_BIRTH[0]).toEqual({ value: 3, name: 'Maternity' });
    expect(PLACES_OF_BIRTH[9]).toEqual({ value: 9, name: 'Traditional Birth Attendance' });
    expect(PLACES_OF_BIRTH.at(-1)).toEqual({ value: 10, name: 'Others' });
  });

  it('informant relationships 1-13 and the non-parent list 3-13', () => {
    expect(values(INFORMANT_RELATIONSHIPS)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(INFORMANT_RELATIONSHIPS[8]).toEqual({ value: 9, name: "Uncle (father's brother)" });
    expect(INFORMANT_RELATIONSHIPS[11]).toEqual({ value: 12, name: "Aunt (mother's sister)" });
    expect(values(INFORMANT_RELATIONSHIPS_NON_PARENT)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 3),
    );
    expect(INFORMANT_RELATIONSHIPS_NON_PARENT.map((o) => o.name)).not.toContain('Father');
  });

  it('facility ownership, hospital type and the 18 specialties (radiolgy typo kept)', () => {
    expect(values(FACILITY_OWNERSHIPS)).toEqual(['public', 'private']);
    expect(values(HOSPITAL_TYPES)).toEqual(['general', 'specialized']);
    expect(HOSPITAL_SPECIALTIES).toHaveLength(18);
    expect(HOSPITAL_SPECIALTIES[0]?.value).toBe('maternity home');
    expect(values(HOSPITAL_SPECIALTIES)).toContain('diagnostic radiolgy');
    expect(values(HOSPITAL_SPECIALTIES)).not.toContain('diagnostic radiology');
    expect(HOSPITAL_SPECIALTIES.at(-1)?.value).toBe('pediatric home');
    expect(new Set(values(HOSPITAL_SPECIALTIES)).size).toBe(18);
  });

  it('late application reasons and attestation purposes (internationl sic)', () => {
    expect(LATE_APPLICATION_REASONS).toEqual([
      { value: 1, name: 'Born before the enactment of the Birth Registration Act of 1992' },
      { value: 2, name: 'Birth Not Registered' },
      { value: 3, name: 'Loss of Letter of Attestation' },
    ]);
    expect(values(ATTESTATION_PURPOSES)).toEqual([
      'job in nigeria',
      'job abroad',
      'school in nigeria',
      'school abroad',
      'nigerian internationl passport',
      'resident permit abroad',
      'others',
    ]);
  });

  it('numbers 1 to 20 as strings', () => {
    expect(NUMBERS_1_TO_20).toHaveLength(20);
    expect(NUMBERS_1_TO_20[0]).toEqual({ value: '1', name: '1' });
    expect(NUMBERS_1_TO_20[19]).toEqual({ value: '20', name: '20' });
  });

  it('identity document types, causes of death, identity sources, reasons', () => {
    expect(IDENTITY_DOCUMENT_TYPES).toHaveLength(6);
    expect(IDENTITY_DOCUMENT_TYPES[3]).toEqual({ value: 4, name: 'Nigeria Driver Licence' });
    expect(CAUSES_OF_DEATH).toHaveLength(12);
    expect(CAUSES_OF_DEATH[0]?.name).toBe('Accident and Injuries');
    expect(CAUSES_OF_DEATH[6]?.name).toBe('Disorder of the blood Circulatory System');
    expect(CAUSES_OF_DEATH[11]?.name).toBe('Not Stated');
    expect(IDENTITY_SOURCES.map((o) => o.value)).toEqual([
      'nin',
      'vital reg pro',
      'Legacy Certificate',
    ]);
    expect(IDENTITY_SOURCES[0]?.name).toBe('National Identity Number');
    expect(NO_REGISTRATION_REASONS.map((o) => o.name)).toEqual([
      'Deceased',
      'Lack of Awareness',
      'Personal Reason',
      'No Accessibility to the identity agency office',
    ]);
  });

  it('no list repeats a value', () => {
    for (const list of [
      EDUCATION_LEVELS,
      PLACES_OF_BIRTH,
      INFORMANT_RELATIONSHIPS,
      CAUSES_OF_DEATH,
      ATTESTATION_PURPOSES,
    ]) {
      expect(new Set(values(list)).size).toBe(list.length);
    }
  });
});

describe('code values of spec section 3', () => {
  it('key = value codes', () => {
    expect(SEX_KEYS).toEqual({ male: 'm', female: 'f' });
    expect(PARENT_CODES).toEqual({ father: 1, mother: 2 });
    expect(LITERACY_CODES).toEqual({ literate: 1, illiterate: 2 });
    expect(YES_NO_CODES).toEqual({ yes: 1, no: 0 });
    expect(VALIDITY).toEqual({ valid: 1, invalid: 0 });
    expect(SYNC_STATUS).toEqual({ neutral: 0, syncing: 1, success: 2, flagged: 3 });
    expect(CONNECTIVITY).toEqual(['online', 'offline']);
    expect(DOCUMENT_KINDS).toEqual(['support_document', 'signature', 'affidavit']);
    expect(AFFIDAVIT_KINDS).toEqual(['affidavit', 'hospital-card']);
    expect(PAYMENT_MODES).toEqual(['payment', 'reference']);
    expect(APPLICATION_STATUSES).toEqual(['pending', 'approved', 'queried', 'printed']);
  });

  it('keeps the spec spellings: devorce, baptisim-card, policer_report', () => {
    expect(RECORD_TYPE_KEYS).toHaveLength(13);
    expect(RECORD_TYPE_KEYS).toContain('devorce');
    expect(SUPPORTING_DOCUMENT_TYPES).toHaveLength(12);
    expect(SUPPORTING_DOCUMENT_TYPES).toContain('baptisim-card');
    expect(UPLOADED_DOCUMENT_KINDS).toContain('policer_report');
  });

  it('request, reissuance, applicant-record and correction keys', () => {
    expect(REQUEST_TYPES).toEqual(['birth_reissuance', 'attest_reissuance', 'death']);
    expect(REISSUANCE_TYPES).toEqual([
      { value: 'birth_reissuance', name: 'Birth Certificate' },
      { value: 'attest_reissuance', name: 'Attestation Certificate' },
    ]);
    expect(APPLICANT_RECORD_FIELDS).toHaveLength(13);
    expect(APPLICANT_RECORD_FIELDS.at(-1)).toBe('face');
    expect(MODIFICATION_CORRECTION_SECTIONS.death).toEqual([
      'deceased_name',
      'deceased_sex',
      'deceased_age_at_death',
      'deceased_date_of_death',
    ]);
    expect(MODIFICATION_CORRECTION_SECTIONS.applicant[0]).toBe('particulars_of_applicant');
  });
});
