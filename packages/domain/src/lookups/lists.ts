import type { LookupOption } from '../api/options.ts';

/**
 * Lookup lists of spec section 3 ("Lookup lists (value - name)"), with the spec's values, names
 * and order. Where the spec gives only a lower-case value (facility, specialty, purpose), the
 * value is kept exactly and the name is the same words capitalised for display.
 */

export const RESIDENCE_TYPES = [
  { value: 1, name: 'Urban' },
  { value: 2, name: 'Rural' },
] as const satisfies readonly LookupOption[];

export const SEXES = [
  { value: 1, name: 'Male' },
  { value: 2, name: 'Female' },
] as const satisfies readonly LookupOption[];

export const BIRTH_TYPES = [
  { value: 1, name: 'Single' },
  { value: 2, name: 'Twins' },
  { value: 3, name: 'Triplets' },
  { value: 4, name: 'Quadruplets' },
  { value: 5, name: 'Higher' },
] as const satisfies readonly LookupOption[];

export const MARITAL_STATUSES = [
  { value: 1, name: 'Married' },
  { value: 2, name: 'Single' },
  { value: 3, name: 'Separated' },
  { value: 4, name: 'Divorced' },
  { value: 5, name: 'Widowed' },
] as const satisfies readonly LookupOption[];

export const LITERACY_LEVELS = [
  { value: 1, name: 'Literate' },
  { value: 2, name: 'Illiterate' },
] as const satisfies readonly LookupOption[];

/** The spec's order: No Education (11) first, and NCE (4) after Diploma/OND (5). */
export const EDUCATION_LEVELS = [
  { value: 11, name: 'No Education' },
  { value: 1, name: 'Koranic' },
  { value: 2, name: 'First school leaving certificate' },
  { value: 3, name: 'SSCE' },
  { value: 5, name: 'Diploma/OND' },
  { value: 4, name: 'NCE' },
  { value: 6, name: 'HND' },
  { value: 7, name: 'Bachelors Degree' },
  { value: 8, name: 'Post Graduate Diploma' },
  { value: 9, name: 'Masters' },
  { value: 10, name: 'Doctorate' },
] as const satisfies readonly LookupOption[];

export const QUALIFICATIONS = [
  { value: 1, name: 'PhD' },
  { value: 2, name: 'MSC' },
  { value: 3, name: 'BSC' },
  { value: 4, name: 'HND' },
  { value: 5, name: 'ND' },
  { value: 6, name: 'NCE' },
  { value: 7, name: 'O-Level' },
] as const satisfies readonly LookupOption[];

export const YES_NO_OPTIONS = [
  { value: 1, name: 'Yes' },
  { value: 0, name: 'No' },
] as const satisfies readonly LookupOption[];

/** The spec's order, Maternity (3) first. */
export const PLACES_OF_BIRTH = [
  { value: 3, name: 'Maternity' },
  { value: 1, name: 'Hospital' },
  { value: 2, name: 'At Home' },
  { value: 4, name: 'Car/taxi' },
  { value: 5, name: 'Bus' },
  { value: 7, name: 'Train' },
  { value: 11, name: 'Road Side' },
  { value: 14, name: 'Aeroplane' },
  { value: 13, name: 'Ship' },
  { value: 9, name: 'Traditional Birth Attendance' },
  { value: 6, name: 'Traditional Maternity Homes' },
  { value: 12, name: 'Traditional Herbalist' },
  { value: 8, name: 'Spiritual Home' },
  { value: 10, name: 'Others' },
] as const satisfies readonly LookupOption[];

export const INFORMANT_RELATIONSHIPS = [
  { value: 1, name: 'Father' },
  { value: 2, name: 'Mother' },
  { value: 3, name: 'Brother' },
  { value: 4, name: 'Sister' },
  { value: 5, name: 'Grand Parents' },
  { value: 6, name: 'Paternal Grand Parents' },
  { value: 7, name: 'Maternal Grand Parents' },
  { value: 8, name: 'Great Grand Parents' },
  { value: 9, name: "Uncle (father's brother)" },
  { value: 10, name: "Uncle (mother's brother)" },
  { value: 11, name: "Aunt (father's sister)" },
  { value: 12, name: "Aunt (mother's sister)" },
  { value: 13, name: 'Others' },
] as const satisfies readonly LookupOption[];

/** The second list: an informant who is neither parent (values 3 to 13). */
export const INFORMANT_RELATIONSHIPS_NON_PARENT = INFORMANT_RELATIONSHIPS.filter(
  (option) => option.value >= 3,
);

/**
 * Ours (the spec names no list): the informant's relationship with the deceased. Codes 1 to 13
 * are INFORMANT_RELATIONSHIPS' (read as the deceased's father, mother, ...); 14 to 16 are added
 * for adults' deaths. Codes are stable; Others (13) is shown last.
 */
export const DEATH_INFORMANT_RELATIONSHIPS = [
  ...INFORMANT_RELATIONSHIPS.filter((option) => option.value !== 13),
  { value: 14, name: 'Spouse' },
  { value: 15, name: 'Son' },
  { value: 16, name: 'Daughter' },
  { value: 13, name: 'Others' },
] as const satisfies readonly LookupOption[];

/**
 * Ours (the spec names no list): the stillbirth informant's relationship with the mother.
 * Codes are stable.
 */
export const STILLBIRTH_INFORMANT_RELATIONSHIPS = [
  { value: 1, name: 'Self (the mother)' },
  { value: 2, name: 'Husband' },
  { value: 3, name: 'Mother' },
  { value: 4, name: 'Father' },
  { value: 5, name: 'Sister' },
  { value: 6, name: 'Brother' },
  { value: 7, name: 'Mother-in-law' },
  { value: 8, name: 'Father-in-law' },
  { value: 9, name: 'Other Relative' },
  { value: 10, name: 'Health Worker' },
  { value: 11, name: 'Traditional Birth Attendant' },
  { value: 12, name: 'Others' },
] as const satisfies readonly LookupOption[];

/** Ours: how a death record gives the age at death (days under a month, months under a year). */
export const AGE_AT_DEATH_UNITS = [
  { value: 'years', name: 'Years' },
  { value: 'months', name: 'Months' },
  { value: 'days', name: 'Days' },
] as const satisfies readonly LookupOption[];

export const FACILITY_OWNERSHIPS = [
  { value: 'public', name: 'Public' },
  { value: 'private', name: 'Private' },
] as const satisfies readonly LookupOption[];

export const HOSPITAL_TYPES = [
  { value: 'general', name: 'General' },
  { value: 'specialized', name: 'Specialized' },
] as const satisfies readonly LookupOption[];

export const HOSPITAL_SPECIALTIES = [
  { value: 'maternity home', name: 'Maternity Home' },
  { value: 'anesthesiology', name: 'Anesthesiology' },
  { value: 'dermatology', name: 'Dermatology' },
  // The stored value keeps the source system's typo "radiolgy" (spec: "value spelt with a typo");
  // only the display name is spelt correctly.
  { value: 'diagnostic radiolgy', name: 'Diagnostic Radiology' },
  { value: 'emergency medicine', name: 'Emergency Medicine' },
  { value: 'family medicine', name: 'Family Medicine' },
  { value: 'internal medicine', name: 'Internal Medicine' },
  { value: 'medical genetics', name: 'Medical Genetics' },
  { value: 'neurology', name: 'Neurology' },
  { value: 'nuclear medicine', name: 'Nuclear Medicine' },
  { value: 'obstetrics and gynecology', name: 'Obstetrics and Gynecology' },
  { value: 'ophthalmology', name: 'Ophthalmology' },
  { value: 'pathology', name: 'Pathology' },
  { value: 'psychiatry', name: 'Psychiatry' },
  { value: 'surgery', name: 'Surgery' },
  { value: 'physical medicine and rehabilitation', name: 'Physical Medicine and Rehabilitation' },
  { value: 'allergy and immunology', name: 'Allergy and Immunology' },
  { value: 'pediatric home', name: 'Pediatric Home' },
] as const satisfies readonly LookupOption[];

/** Reason for a late registration or an attestation application. */
export const LATE_APPLICATION_REASONS = [
  { value: 1, name: 'Born before the enactment of the Birth Registration Act of 1992' },
  { value: 2, name: 'Birth Not Registered' },
  { value: 3, name: 'Loss of Letter of Attestation' },
] as const satisfies readonly LookupOption[];

export const ATTESTATION_PURPOSES = [
  { value: 'job in nigeria', name: 'Job in Nigeria' },
  { value: 'job abroad', name: 'Job abroad' },
  { value: 'school in nigeria', name: 'School in Nigeria' },
  { value: 'school abroad', name: 'School abroad' },
  // "internationl" (sic) is the stored value the spec gives; the display name is corrected.
  { value: 'nigerian internationl passport', name: 'Nigerian International Passport' },
  { value: 'resident permit abroad', name: 'Resident permit abroad' },
  { value: 'others', name: 'Others' },
] as const satisfies readonly LookupOption[];

/** 1 to 20, value and name both strings (birth order and similar counts). */
export const NUMBERS_1_TO_20: readonly { value: string; name: string }[] = Array.from(
  { length: 20 },
  (_, index) => ({ value: String(index + 1), name: String(index + 1) }),
);

export const IDENTITY_DOCUMENT_TYPES = [
  { value: 1, name: 'Immigration Document' },
  { value: 2, name: 'Nigerian Passport' },
  { value: 3, name: 'Other Passport' },
  { value: 4, name: 'Nigeria Driver Licence' },
  { value: 5, name: 'Other National Identity Card' },
  { value: 6, name: 'Any Identity Reference' },
] as const satisfies readonly LookupOption[];

/** The spec names the 12 causes without codes; the name is the stored value (no invented codes). */
export const CAUSES_OF_DEATH = [
  { value: 'Accident and Injuries', name: 'Accident and Injuries' },
  {
    value: 'Childbirth and Pregnancy Complications',
    name: 'Childbirth and Pregnancy Complications',
  },
  { value: 'Fever', name: 'Fever' },
  { value: 'Digestive Disorders', name: 'Digestive Disorders' },
  { value: 'Disorder of the Respiratory System', name: 'Disorder of the Respiratory System' },
  {
    value: 'Disorder of the Central Nervous System',
    name: 'Disorder of the Central Nervous System',
  },
  {
    value: 'Disorder of the blood Circulatory System',
    name: 'Disorder of the blood Circulatory System',
  },
  { value: 'Other Ailments', name: 'Other Ailments' },
  { value: 'Senility', name: 'Senility' },
  { value: 'Disorders of the Urinary Tracts', name: 'Disorders of the Urinary Tracts' },
  { value: 'HIV/AIDS', name: 'HIV/AIDS' },
  { value: 'Not Stated', name: 'Not Stated' },
] as const satisfies readonly LookupOption[];

export const IDENTITY_SOURCES = [
  { value: 'nin', name: 'National Identity Number' },
  { value: 'vital reg pro', name: 'Vital Reg Pro' },
  { value: 'Legacy Certificate', name: 'Legacy Certificate' },
] as const satisfies readonly LookupOption[];

/** Reasons for not having registered (e.g. no NIN); the spec gives names only, kept as values. */
export const NO_REGISTRATION_REASONS = [
  { value: 'Deceased', name: 'Deceased' },
  { value: 'Lack of Awareness', name: 'Lack of Awareness' },
  { value: 'Personal Reason', name: 'Personal Reason' },
  {
    value: 'No Accessibility to the identity agency office',
    name: 'No Accessibility to the identity agency office',
  },
] as const satisfies readonly LookupOption[];

export const APPLICATION_STATUS_OPTIONS = [
  { value: 'pending', name: 'Pending' },
  { value: 'approved', name: 'Approved' },
  { value: 'queried', name: 'Queried' },
  { value: 'printed', name: 'Printed' },
] as const satisfies readonly LookupOption[];

export const CONNECTIVITY_OPTIONS = [
  { value: 'online', name: 'Online' },
  { value: 'offline', name: 'Offline' },
] as const satisfies readonly LookupOption[];

export const VALIDITY_OPTIONS = [
  { value: 1, name: 'Valid' },
  { value: 0, name: 'Invalid' },
] as const satisfies readonly LookupOption[];

export const SYNC_STATUS_OPTIONS = [
  { value: 0, name: 'Neutral' },
  { value: 1, name: 'Syncing' },
  { value: 2, name: 'Success' },
  { value: 3, name: 'Flagged' },
] as const satisfies readonly LookupOption[];

export const PARENT_OPTIONS = [
  { value: 1, name: 'Father' },
  { value: 2, name: 'Mother' },
] as const satisfies readonly LookupOption[];
