/** The attestation's own messages (the shared ones are in validation/messages.ts). */
export const ATTESTATION_MESSAGES = {
  sex: "Choose the applicant's sex",
  town: "Enter the applicant's town",
  phone: "Enter the applicant's phone number",
  email: "Enter the applicant's email address",
  ninRequired: "Enter the applicant's NIN, or apply on the form for applicants without a NIN",
  ninNotAllowed: 'An applicant with a NIN applies on the form with a NIN',
  identityDocument:
    'An applicant without a NIN gives an identity document: choose its type and enter its number',
  affidavit: 'Upload the affidavit (required when the applicant has no NIN)',
  payment: 'Pay the attestation fee: enter the payment reference and verify it',
  currentAddress: 'Enter the current address',
  addressOfRequest: 'Enter the address of the request',
  townOfBirth: 'Enter the town of birth',
  parentState: 'Choose the state',
  parentLga: 'Choose the local government area',
  parentTown: 'Enter the town',
} as const;
