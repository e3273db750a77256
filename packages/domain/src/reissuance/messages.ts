export const REISSUANCE_MESSAGES = {
  type: 'Choose the certificate type: Birth Certificate or Attestation Certificate.',
  validationMode: 'Choose how to find the certificate: by NIN or by particulars.',
  nin: "Enter the holder's NIN (11 digits).",
  firstname: "Enter the holder's first name as on the certificate.",
  surname: "Enter the holder's surname as on the certificate.",
  dateOfBirth: "Enter the holder's date of birth as on the certificate.",
  face: "Capture the applicant's face.",
  faceNotImage: 'The captured face must be a photo (JPEG or PNG) uploaded here.',
  emailConfirmation:
    'Confirm the recipient e-mail address with the code sent to it before submitting.',
  notFound: 'No certificate with this number was found in your area.',
  notMatched:
    'The details given do not match this certificate. Check the number and the holder’s NIN or particulars.',
  notPrinted:
    'This certificate has not been printed yet: print the original from the record’s page; it cannot be reissued.',
  identityUnavailable: 'The identity service did not answer. Try again in a moment.',
  pendingExists: 'A reissuance of this certificate is already waiting for approval.',
  requested: 'The reissuance request was submitted and waits for approval.',
  requestNotFound: 'Reissuance request not found.',
  notPending: 'This reissuance request was already approved.',
  approverRole: 'Only a DCR or a state director can approve a reissuance.',
  ownRequest: 'You submitted this reissuance request; another officer must approve it.',
  approved: 'The certificate was reissued.',
  readySubject: 'Your certificate is ready',
} as const;

export const reissuedText = (certificateType: string, reissueNumber: number) =>
  [
    `Your ${certificateType.toLowerCase()} has been reissued (reissue ${reissueNumber}).`,
    'Collect it at the registration centre where you applied.',
  ].join('\n');
