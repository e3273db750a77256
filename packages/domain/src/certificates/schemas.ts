import { z } from 'zod';
import { servedKindKeySchema } from '../records/kind-key.ts';
import { CERTIFICATE_ISSUES } from './codes.ts';

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
  /** When a correction of the record made this certificate out of date. */
  superseded_at: z.string().nullable(),
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
});

export type RecordCertificates = z.infer<typeof recordCertificatesSchema>;

/**
 * `GET /api/verify/{code}` for an issued certificate: only what matches the paper. `superseded`
 * when the record was corrected after it was issued (since `superseded_on`): the paper no longer
 * holds the registered values. Unknown and revoked codes answer 404 with the error envelope and
 * CERTIFICATE_MESSAGES.notValid.
 */
export const CERTIFICATE_STATUSES = ['valid', 'superseded'] as const;

export const verificationAnswerSchema = z.object({
  status: z.enum(CERTIFICATE_STATUSES),
  /** yyyy-mm-dd (Nigeria), when superseded; null while valid. */
  superseded_on: z.string().nullable(),
  kind: servedKindKeySchema,
  /** "Birth certificate". */
  kind_name: z.string(),
  certificate_number: z.string(),
  /** Initials and surname: "A. O. OKAFOR". */
  name: z.string(),
  /** yyyy-mm-dd: birth, death or delivery. */
  event_date: z.string(),
  /** yyyy-mm-dd (Nigeria). */
  issued_on: z.string(),
  issue: z.enum(CERTIFICATE_ISSUES),
  issue_number: z.number().int(),
});

export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;

/** `GET /api/verify/public-key`: the key that checks the QR codes' signatures offline. */
export const verificationPublicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** SubjectPublicKeyInfo, PEM. */
  pem: z.string(),
  /** The same key as a JSON Web Key (`kty` OKP, `crv` Ed25519, `x` base64url). */
  jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() }),
});

export type VerificationPublicKey = z.infer<typeof verificationPublicKeySchema>;
