import { longDate } from '../validation/dates.ts';

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
 * Whether a record may have new paper (docs/certificates.md "Revocation"): `valid` as usual;
 * `revoked` once an administrator revoked one of its certificates, until an administrator
 * authorises a new one (no print, reprint, reissue or correction meanwhile);
 * `new_paper_authorised` until that one new certificate is printed (print only).
 * A certificate replaced by a reissue leaves its record `valid`: the reissue is its paper.
 */
export const PAPER_STANDINGS = ['valid', 'revoked', 'new_paper_authorised'] as const;
export type PaperStanding = (typeof PAPER_STANDINGS)[number];

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
  newPaperAuthorised: 'A new certificate is authorised: it can be printed once.',
  nothingToAuthorise:
    'No certificate of this record stands revoked by the registry: there is nothing to authorise.',
  revokedNoCorrection:
    "The registry revoked this record's certificate: it cannot be corrected until an administrator authorises a new certificate.",
  authorisedAlready: "A new certificate is authorised already: print it from the record's page.",
} as const;

/** What a registrar asked to make paper of a record whose paper stands revoked was trying. */
export type PaperAction = 'print' | 'reprint' | 'reissue' | 'correct';

const REFUSED_PAPER: Record<PaperAction, string> = {
  print: 'No certificate can be printed for this record',
  reprint: 'It cannot be reprinted',
  reissue: 'It cannot be reissued',
  correct: 'The record cannot be corrected',
};

/**
 * Why new paper is refused (CERTIFICATE_REVOKED), in a registrar's words: when and why the
 * registry revoked the certificate, and what to do. `on` is yyyy-mm-dd.
 */
export function revokedPaperMessage(
  action: PaperAction,
  revocation: { certificateNumber: string; on: string; reason: string },
): string {
  return (
    `Certificate ${revocation.certificateNumber} was revoked on ${longDate(revocation.on)} by ` +
    `the registry: ${revocation.reason.replace(/[.\s]+$/, '')}. ${REFUSED_PAPER[action]} ` +
    `until an administrator authorises a new certificate on the record's page. If the holder ` +
    `needs a certificate, ask your administrator.`
  );
}

/** Why a reprint or reissue waits while an authorised new certificate is not yet printed. */
export function awaitingNewPaperMessage(on: string): string {
  return (
    `An administrator authorised a new certificate for this record on ${longDate(on)}. ` +
    `Print it from the record's page (Print certificate); reprints and reissues are possible ` +
    `once it is printed.`
  );
}
