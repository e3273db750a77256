import {
  ATTESTATION_MIN_AGE,
  FATHER_AGE,
  MOTHER_AGE,
  NIN_LENGTH,
  PHONE_MAX_DIGITS,
  TEXT_MAX_LENGTH,
  TRACKING_ID_LENGTH,
} from '../constants.ts';

/**
 * Longest reason a reviewer may give when querying a record (our limit; the spec gives none).
 * Kept here beside its message; it belongs with the limits of `constants.ts`.
 */
export const QUERY_REASON_MAX_LENGTH = 500;

/**
 * Every validation message, in one place so the web app and the API show the same words.
 * The two the spec gives (phone, ISO date) are verbatim; the rest are ours, in plain English.
 */
export const MESSAGES = {
  // Spec section 5, verbatim.
  phoneTooShort: 'Input number must have at least 11 digits.',
  invalidIsoDate: 'Invalid date format. Please provide a valid ISO date string.',

  required: 'This field is required.',
  textTooLong: `This field can have at most ${TEXT_MAX_LENGTH} characters.`,
  phoneTooLong: `Phone number can have at most ${PHONE_MAX_DIGITS} digits.`,
  phoneDigitsOnly: 'Phone number can contain digits only.',
  nin: `NIN must be exactly ${NIN_LENGTH} digits.`,
  trackingId: `Tracking ID must be exactly ${TRACKING_ID_LENGTH} characters.`,
  name: "Names can contain letters, spaces, hyphens (-) and apostrophes (') only.",
  email: 'Enter a valid email address.',
  dateInFuture: 'The date cannot be later than today.',
  invalidDate: 'Enter a valid date.',
  invalidOption: 'Choose one of the options in the list.',
  unknownState: 'Choose a state from the list.',
  unknownLga: 'Choose a local government area from the list.',
  lgaNotInState: 'The local government area does not belong to the chosen state.',
  unknownCountry: 'Choose a country from the list.',
  /** A value for a field the form hides for the answers given (the server refuses it). */
  hiddenField: 'This field does not apply to the answers given and must be left empty.',
  /** A whole section (e.g. Particulars of Father) the form variant requires. */
  sectionRequired: 'Fill in this section of the form.',
  areaType: 'Choose urban or rural',
  registrationState: 'Choose the state of registration',
  registrationLga: 'Choose the local government area of registration',
  registrationCentre: 'Choose the registration centre',
  dateRange: 'The start date cannot be later than the end date.',

  // A typed date that is not one (docs/dates-and-messages.md): the field's words, never the
  // spec's ISO sentence, which is the API's answer to a malformed value.
  dateForm: 'Enter the date as day/month/year, like 27/03/2024',
  dateYearInFull: 'Write the year in full, like 27/03/2024',
  /** `{month}` is the number typed, e.g. 13. */
  noSuchMonth: 'There is no month {month}: enter the date as day/month/year, like 27/03/2024',
  /** `{date}` is the day and month typed, e.g. "31 February". */
  noSuchDay: '{date} is not a date',
  // For problems a schema names no message for (registry-words.ts).
  number: 'Enter a number, like 12.',
  wholeNumber: 'Enter a whole number, like 12.',
  yesOrNo: 'Choose yes or no.',
  chooseOne: 'Choose at least one.',
  notInForm: 'This is not written as expected: check it.',
  notAccepted: 'This value cannot be used here: check it.',
  fillAgain: 'This part of the form is incomplete: fill it in again.',
  unexpectedValues: 'The form sent values it does not use: reload the page and try again.',
  dateTooEarly: 'The date is too early.',
  dateTooLate: 'The date is too late.',
  /** `{year}` is the year typed, e.g. 2023. */
  notLeapYear: '29 February {year} is not a date: {year} is not a leap year',

  // Ages (spec section 9 limits).
  motherAge: `Mother's age must be between ${MOTHER_AGE.min} and ${MOTHER_AGE.max}`,
  fatherAge: `Father's age must be between ${FATHER_AGE.min} and ${FATHER_AGE.max}`,
  attestationMinAge: `The applicant must be at least ${ATTESTATION_MIN_AGE} years old`,

  // Particulars of Child.
  childSurname: "Enter the child's surname",
  childFirstname: "Enter the child's first name",
  childBirthDate: "Enter the child's date of birth",
  childBirthDateFuture: "The child's date of birth cannot be later than today",
  birthType: 'Choose the type of birth',
  birthOrder: 'Choose the birth order',
  childSex: "Choose the child's sex",
  placeOfOccurrence: 'Choose the place of birth',
  stateOfBirth: 'Choose the state of birth',
  lgaOfBirth: 'Choose the local government area of birth',
  townOfBirth: 'Enter the town of birth',

  // Particulars of Mother / Father.
  motherSurname: "Enter the mother's surname",
  motherFirstname: "Enter the mother's first name",
  motherMaidenName: "Enter the mother's maiden name",
  fatherSurname: "Enter the father's surname",
  fatherFirstname: "Enter the father's first name",
  parentAgeRequired: 'Enter the age',
  maritalStatus: 'Choose the marital status',
  nationality: 'Choose the nationality',
  country: 'Choose the country of residence',
  stateOfResidence: 'Choose the state of residence',
  lgaOfResidence: 'Choose the local government area of residence',
  stateOfOrigin: 'Choose the state of origin',
  lgaOfOrigin: 'Choose the local government area of origin',
  ethnicGroup: 'Choose the ethnic group',
  literacy: 'Choose whether the person can read and write',
  educationLevel: 'Choose the level of education',
  occupation: 'Choose the occupation',
  streetName: 'Enter the street name',
  noNinReason: 'Choose why there is no NIN',
  ninOrTrackingId: 'Enter a NIN or a tracking ID',
  parentIdentity: 'Enter a NIN or a tracking ID, or choose why there is no NIN',

  // Particulars of Informant.
  informantSurname: "Enter the informant's surname",
  informantFirstname: "Enter the informant's first name",
  informantRelationship: 'Choose the relationship with the child',
  informantPhone: "Enter the informant's phone number",
  modeOfIdentity: 'Choose how the informant is identified',

  // Particulars of Deceased.
  deceasedSurname: "Enter the deceased's surname",
  deceasedFirstname: "Enter the deceased's first name",
  dateOfDeath: 'Enter the date of death',
  placeOfDeath: 'Enter the place of death',
  ageAtDeath: 'Enter the age at death',
  causeOfDeath: 'Choose the cause of death',

  // Particulars of Applicant (attestation).
  applicantSurname: "Enter the applicant's surname",
  applicantFirstname: "Enter the applicant's first name",
  applicantDateOfBirth: "Enter the applicant's date of birth",
  requestReason: 'Choose the reason for the application',
  requiredFor: 'Choose what the attestation is required for',
  identityDocumentType: 'Choose the identity document type',
  identityDocumentNumber: 'Enter the identity document number',

  // Documents.
  supportingDocument: 'Upload the supporting document',
  signature: 'Provide a signature',
  face: 'Capture a photograph of the face',
  documentType: 'Choose the type of document',
  fileType: 'Upload a JPEG, PNG or PDF file.',
  storedFile: 'The file was not uploaded correctly. Upload it again.',

  // Review actions.
  queryReason: 'Give the reason for querying this record.',
  queryReasonTooLong: `The reason can have at most ${QUERY_REASON_MAX_LENGTH} characters.`,

  // Death registration (records/death).
  deceasedSex: "Choose the deceased's sex",
  deceasedBirthDateFuture: "The deceased's date of birth cannot be later than today",
  dateOfDeathFuture: 'The date of death cannot be later than today',
  dateOfDeathBeforeBirth: 'The date of death cannot be before the date of birth',
  ageAtDeathUnit: 'Choose years, months or days',
  ageAtDeathRange:
    'Give the age at death in days under one month (0 to 30), in months under one year (1 to 11), else in years (1 to 150).',
  /** `{expected}` is the age the dates give, e.g. "3 years" (see `ageAtDeathMismatchMessage`). */
  ageAtDeathMismatch:
    'Age at death does not match the dates of birth and death (expected {expected}).',
  formANotUnderFive: 'Form A is for the death of a child under 5. Register this death on form B.',
  certifiedByDoctor: 'Choose whether a doctor certified the death',
  deceasedIdentity: 'Enter the NIN of the deceased, or choose why there is no NIN',
  deceasedRelationship: 'Choose the relationship with the deceased',
  informantNinSameAsDeceased: "The informant's NIN must differ from the deceased's.",
  documentTypeRepeated: 'Upload each type of document once.',

  // Stillbirth registration (records/stillbirth).
  bornAliveRequired: 'Answer whether the baby was ever born alive',
  bornAlive:
    'A baby born alive who then died is registered as a birth and a death, not as a stillbirth.',
  stillbirthSex: "Choose the baby's sex",
  dateOfDelivery: 'Enter the date of delivery',
  dateOfDeliveryFuture: 'The date of delivery cannot be later than today',
  placeOfDelivery: 'Choose the place of delivery',
  typeOfDelivery: 'Choose the type of delivery',
  gestationalWeeks: 'The length of the pregnancy must be a whole number of weeks from 28 to 45',
  birthWeight: 'The birth weight must be a whole number of grams from 200 to 7000',
  motherFullname: "Enter the mother's full name",
  informantFullname: "Enter the informant's full name",
  motherRelationship: 'Choose the relationship with the mother',
  acknowledgement: 'The informant must acknowledge that the particulars given are true.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The same object under a name that does not clash with an app's own error MESSAGES. */
export const VALIDATION_MESSAGES = MESSAGES;

/** `MESSAGES.ageAtDeathMismatch` with the age the dates give, e.g. "3 years". */
export function ageAtDeathMismatchMessage(expected: string): string {
  return MESSAGES.ageAtDeathMismatch.replace('{expected}', expected);
}
