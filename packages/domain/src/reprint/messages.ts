/**
 * What the reprint routes answer and the Reprint page shows, in one place. A certificate outside
 * the caller's area is "not found", as one that does not exist: no existence leak.
 */
export const REPRINT_MESSAGES = {
  certificateNumber: 'Enter the certificate number as printed, e.g. LA/2026/000001.',
  kind: 'Choose the certificate type: birth, death, stillbirth or attestation.',
  notFound: 'No certificate with this number was found in your area.',
  notPrinted: "This certificate has not been printed yet: print it from the record's page.",
  roleNotAllowed: 'Your role cannot reprint certificates.',
  found: 'Certificate found.',
  reprinted: 'Certificate reprinted.',
  /** A retry with the reference that already paid for this reprint (no second reprint). */
  alreadyReprinted: 'This payment reference already paid for this reprint; here it is again.',
} as const;

/**
 * What a reprint's payment paid for, as the payment's 409 on a second use names it: "reprint 2
 * of birth certificate LA/2026/000001". A certificate number, no personal data.
 */
export function reprintPurpose(
  kindName: string,
  reprintNumber: number,
  certificateNumber: string,
): string {
  return `reprint ${reprintNumber} of ${kindName.toLowerCase()} ${certificateNumber}`;
}
