/**
 * Certificates (DESIGN.md "Payments, certificates, verification"): every PDF issued for a
 * record is one of these issues; the original is printed once, reprints and reissues are
 * counted from 1.
 */
/** `correction`: the first certificate of a corrected record's new version (a modification). */
export const CERTIFICATE_ISSUES = ['original', 'reprint', 'reissue', 'correction'] as const;
export type CertificateIssue = (typeof CERTIFICATE_ISSUES)[number];

/** Why a certificate was revoked: a reissue replaced it, or the registry revoked it. */
export const REVOCATION_CAUSES = ['replaced', 'registry'] as const;
export type RevocationCause = (typeof REVOCATION_CAUSES)[number];

/**
 * Verification codes: 10 characters of an alphabet without look-alikes (no I, L, O, U), so a
 * code read off the paper is typed right; 32^10 (about 10^15) codes cannot be guessed at the
 * verification route's rate limit.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 10;
const VERIFICATION_CODE_PATTERN = new RegExp(
  `^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`,
);

/** A code as typed: upper-cased, spaces and dashes dropped. */
export function normaliseVerificationCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function isVerificationCode(code: string): boolean {
  return VERIFICATION_CODE_PATTERN.test(code);
}

/** "Original", "Reprint 2", "Reissue 1". */
export function certificateIssueLabel(issue: CertificateIssue, issueNumber: number): string {
  if (issue === 'original') return 'Original';
  const word = { reprint: 'Reprint', reissue: 'Reissue', correction: 'Corrected' }[issue];
  return `${word} ${issueNumber}`;
}

/**
 * The name as the verification answer gives it: initials of the given names and the surname in
 * capitals ("A. O. OKAFOR"); letters such as Ọ, Ṣ and Ɗ are kept as written.
 */
export function initialsAndSurname(
  givenNames: readonly (string | null | undefined)[],
  surname: string | null | undefined,
): string {
  const initials = givenNames
    .flatMap((name) => (name ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((name) => `${[...name.normalize('NFC')][0]!.toLocaleUpperCase('en')}.`);
  const last = (surname ?? '').trim().normalize('NFC').toLocaleUpperCase('en');
  return [...initials, last].filter(Boolean).join(' ');
}

export const CERTIFICATE_MESSAGES = {
  printed: 'Certificate printed.',
  alreadyPrinted: 'This certificate was printed already; here it is again.',
  notFound: 'Certificate not found.',
  notValid: 'No certificate has this code.',
  revoked: 'Certificate revoked.',
  alreadyRevoked: 'This certificate was revoked already.',
  /** Public check of a revoked certificate, by its cause. */
  revokedBecause: {
    replaced: 'Revoked: replaced by a newer certificate',
    registry: 'Revoked by the registry',
  } satisfies Record<RevocationCause, string>,
  noCertificateNumber: 'This record has no certificate number yet.',
} as const;
