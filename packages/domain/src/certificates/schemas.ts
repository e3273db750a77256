import { z } from 'zod';
import { servedKindKeySchema } from '../records/kind-key.ts';
import { CERTIFICATE_ISSUES, PAPER_STANDINGS, REVOCATION_CAUSES } from './codes.ts';

/** The certificate routes' answers (kept apart from codes.ts, which the public page uses without zod). */
const person = z.object({ id: z.number().int(), name: z.string() });

/** One certificate of a record, as `GET /api/certificates/{kind}/{id}` lists it. */
export const certificateSchema = z.object({
  id: z.number().int(),
  kind: servedKindKeySchema,
  certificate_number: z.string(),
  issue: z.enum(CERTIFICATE_ISSUES),
  /** 0 for the original, 1.. for reprints and reissues. */
  issue_number: z.number().int(),
  /** The verification code printed under the QR code. */
  code: z.string(),
  sha256: z.string(),
  /** ISO date-time. */
  issued_at: z.string(),
  issued_by: person,
  /** Where it was printed. */
  centre: person,
  payment_id: z.number().int().nullable(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
  /** Null while not revoked. */
  revoked_because: z.enum(REVOCATION_CAUSES).nullable(),
  /** When a correction of the record made this certificate out of date. */
  superseded_at: z.string().nullable(),
  /**
   * After the registry revoked it: when an administrator authorised a new certificate for the
   * record, and why (null until then).
   */
  new_paper_authorised_at: z.string().nullable(),
  new_paper_reason: z.string().nullable(),
});

export type Certificate = z.infer<typeof certificateSchema>;

/** The public checks of a record's certificates, per day. */
export const certificateCheckSchema = z.object({
  certificate_id: z.number().int(),
  /** yyyy-mm-dd (Nigeria). */
  day: z.string(),
  checks: z.number().int(),
  /** ISO date-time of the day's last check. */
  last_at: z.string(),
});

export type CertificateCheck = z.infer<typeof certificateCheckSchema>;

export const recordCertificatesSchema = z.object({
  certificates: z.array(certificateSchema),
  checks: z.array(certificateCheckSchema),
  /** Whether the record may have new paper (PaperStanding). */
  paper: z.enum(PAPER_STANDINGS),
});

export type RecordCertificates = z.infer<typeof recordCertificatesSchema>;

/**
 * `GET /api/verify/{code}`: only what matches the paper. `superseded` when the record was
 * corrected after it was issued (since `superseded_on`): the paper no longer holds the
 * registered values. `revoked` when a reissue replaced it or the registry revoked it (since
 * `revoked_on`), told without the name or the date of the event. Unknown codes answer 404 with
 * the error envelope and CERTIFICATE_MESSAGES.notValid.
 */
export const CERTIFICATE_STATUSES = ['valid', 'superseded', 'revoked'] as const;

/** What every answer tells of the certificate. */
const issuedCertificate = {
  kind: servedKindKeySchema,
  /** "Birth certificate". */
  kind_name: z.string(),
  certificate_number: z.string(),
  /** yyyy-mm-dd (Nigeria). */
  issued_on: z.string(),
  issue: z.enum(CERTIFICATE_ISSUES),
  issue_number: z.number().int(),
};

export const verificationAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.enum(['valid', 'superseded']),
    /** yyyy-mm-dd (Nigeria), when superseded; null while valid. */
    superseded_on: z.string().nullable(),
    ...issuedCertificate,
    /** Initials and surname: "A. O. OKAFOR". */
    name: z.string(),
    /** yyyy-mm-dd: birth, death or delivery. */
    event_date: z.string(),
  }),
  z.object({
    status: z.literal('revoked'),
    /** yyyy-mm-dd (Nigeria). */
    revoked_on: z.string(),
    revoked_because: z.enum(REVOCATION_CAUSES),
    /** yyyy-mm-dd (Nigeria): when the registry authorised a new certificate in its place. */
    new_paper_authorised_on: z.string().nullable(),
    ...issuedCertificate,
  }),
]);

export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;

/**
 * `GET /api/verify/{code}/particulars`, for registry officers checking a paper of a record they
 * may open: the public answer and every particular the certificate printed, to compare with the
 * paper line by line. A revoked certificate's answer has no particulars (no sections).
 */
export const certificateParticularsSchema = z.object({
  answer: verificationAnswerSchema,
  /** The register's particulars as the certificate prints them. */
  sections: z.array(
    z.object({
      title: z.string(),
      rows: z.array(z.object({ label: z.string(), value: z.string() })),
    }),
  ),
  /**
   * Whether they are the particulars signed into the QR code at issue (its digest); false after
   * a correction of the record; null for a certificate issued before digests were signed.
   */
  matches_signed: z.boolean().nullable(),
});

export type CertificateParticulars = z.infer<typeof certificateParticularsSchema>;

/** `POST /api/certificates/{kind}/{id}/{certificateId}/revoke`: an administrator's reason. */
export const certificateRevocationSchema = z.object({
  reason: z
    .string({ error: 'Give the reason for revoking the certificate.' })
    .trim()
    .min(10, 'Give the reason for revoking the certificate (at least 10 characters).')
    .max(500, 'The reason must be at most 500 characters.'),
});

export type CertificateRevocation = z.infer<typeof certificateRevocationSchema>;

/** `POST /api/certificates/{kind}/{id}/new-paper`: an administrator's reason for new paper. */
export const newPaperAuthorisationSchema = z.object({
  reason: z
    .string({ error: 'Give the reason for authorising a new certificate.' })
    .trim()
    .min(10, 'Give the reason for authorising a new certificate (at least 10 characters).')
    .max(500, 'The reason must be at most 500 characters.'),
});

export type NewPaperAuthorisation = z.infer<typeof newPaperAuthorisationSchema>;

/** One public key that checks QR signatures, with its id (in the signed payload's `kid`). */
const publicKey = {
  algorithm: z.literal('Ed25519'),
  /** SubjectPublicKeyInfo, PEM. */
  pem: z.string(),
  /** The same key as a JSON Web Key (`kty` OKP, `crv` Ed25519, `x` base64url). */
  jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() }),
  /** verificationKeyId: the start of the key's JWK thumbprint (RFC 7638). */
  kid: z.string(),
};

export const verificationKeySchema = z.object({
  ...publicKey,
  /** `current` signs new certificates; `retired` keys still check the ones they signed. */
  status: z.enum(['current', 'retired']),
});

export type VerificationKey = z.infer<typeof verificationKeySchema>;

/**
 * `GET /api/verify/public-key`: the current key (its members at the top, as before key
 * rotation) and every key that checks certificates, current and retired, in `keys`.
 */
export const verificationPublicKeySchema = z.object({
  ...publicKey,
  keys: z.array(verificationKeySchema),
});

export type VerificationPublicKey = z.infer<typeof verificationPublicKeySchema>;
