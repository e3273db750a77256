/**
 * The stable code of every error the API answers (the envelope's `code`, beside its message).
 * Clients decide on the code; people read the message. A code always answers the same HTTP
 * status. No zod here, so a client may import the list without the schemas.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'EMAIL_CODE_WRONG',
  'EMAIL_CODE_EXPIRED',
  'EMAIL_NOT_CONFIRMED',
  'SESSION_ENDED',
  'INVALID_CREDENTIALS',
  'SIGNATURE_INVALID',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'ACCOUNT_DISABLED',
  'ACCOUNT_ENDED',
  'PASSWORD_CHANGE_REQUIRED',
  'ADMIN_ROLE_LOCKED',
  'OWN_ROLE_LOCKED',
  'PERMISSION_NOT_HELD',
  'PASSWORD_SET_BY_CALLER',
  'NOT_FOUND',
  'DUPLICATE_SUSPECTED',
  'ALREADY_REGISTERED',
  'ACCOUNT_EXISTS',
  'REQUEST_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_ALREADY_USED',
  'STATE_CONFLICT',
  'RECORD_CHANGED',
  'CERTIFICATE_REVOKED',
  'FEE_NOT_SET',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYMENT_MISMATCH',
  'IDENTITY_MISMATCH',
  'RATE_LIMITED',
  'EMAIL_CODE_LOCKED',
  'INTERNAL',
  'PAYMENT_GATEWAY_FAILED',
  'MAIL_NOT_SENT',
  'DATABASE_UNAVAILABLE',
  'DATABASE_BUSY',
  'IDENTITY_UNAVAILABLE',
  'PAYMENT_GATEWAY_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorCodeEntry {
  /** The HTTP status every answer with this code has. */
  status: number;
  meaning: string;
}

/** Each code's HTTP status and what it means. */
export const ERROR_CODE_TABLE: Record<ErrorCode, ErrorCodeEntry> = {
  VALIDATION_FAILED: {
    status: 400,
    meaning: 'A value sent breaks a rule; details.issues names each field and why.',
  },
  MALFORMED_REQUEST: {
    status: 400,
    meaning: 'The request cannot be read: its body is not JSON, or its address is malformed.',
  },
  EMAIL_CODE_WRONG: {
    status: 400,
    meaning: 'The e-mailed code is not correct; details.triesLeft says how many tries remain.',
  },
  EMAIL_CODE_EXPIRED: {
    status: 400,
    meaning: 'No live code for this address (expired, replaced or never sent): ask for a new one.',
  },
  EMAIL_NOT_CONFIRMED: {
    status: 400,
    meaning: "The e-mail address's confirmation is missing, expired or already used.",
  },
  SESSION_ENDED: {
    status: 401,
    meaning: 'No live session (no token, or it expired or was revoked): sign in again.',
  },
  INVALID_CREDENTIALS: { status: 401, meaning: 'The user name or password is wrong.' },
  SIGNATURE_INVALID: {
    status: 401,
    meaning: "A payment gateway's notification does not carry a valid signature.",
  },
  PAYMENT_REQUIRED: {
    status: 402,
    meaning:
      'The service needs a paid payment reference; details.paymentStatus says what the gateway has.',
  },
  FORBIDDEN: {
    status: 403,
    meaning: "The caller's permissions, role or area do not allow this.",
  },
  ACCOUNT_DISABLED: { status: 403, meaning: 'The account is disabled and cannot sign in.' },
  ACCOUNT_ENDED: {
    status: 403,
    meaning: "The account's engagement ended (its end date has passed); it cannot sign in.",
  },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    meaning: 'The password was given by someone else: change it (POST /auth/password) first.',
  },
  ADMIN_ROLE_LOCKED: {
    status: 403,
    meaning: 'The Admin role always holds every permission: nobody changes its permissions.',
  },
  OWN_ROLE_LOCKED: { status: 403, meaning: "Nobody changes their own role's permissions." },
  PERMISSION_NOT_HELD: {
    status: 403,
    meaning: 'A role change gives or takes away a permission the caller does not hold.',
  },
  PASSWORD_SET_BY_CALLER: {
    status: 403,
    meaning:
      'Four eyes: the caller set the password of the account that captured or asked for this, and its holder has not chosen their own since; another officer decides it.',
  },
  NOT_FOUND: {
    status: 404,
    meaning: "No such route, or nothing with this identifier in the caller's area.",
  },
  DUPLICATE_SUSPECTED: {
    status: 409,
    meaning:
      'The record may duplicate an earlier one (details.reference when the caller may open it); confirm it is not and send again.',
  },
  ALREADY_REGISTERED: {
    status: 409,
    meaning:
      "The applicant's birth is registered already (details.reference when the caller may open it); no attestation.",
  },
  ACCOUNT_EXISTS: {
    status: 409,
    meaning:
      'The person (NIN) already has an account the caller may manage (details.userName); outside their reach the refusal is FORBIDDEN.',
  },
  REQUEST_IN_PROGRESS: {
    status: 409,
    meaning: 'A request with this Idempotency-Key is still running: send it again shortly.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    meaning: 'This Idempotency-Key was used before for a different request.',
  },
  PAYMENT_ALREADY_USED: {
    status: 409,
    meaning: 'The payment reference already paid for something else (details.usedFor).',
  },
  STATE_CONFLICT: {
    status: 409,
    meaning: 'The record or request is not in a state that allows this (workflow status, pending).',
  },
  RECORD_CHANGED: {
    status: 409,
    meaning:
      'What a modification corrects was changed since it was requested (another correction): query it back.',
  },
  CERTIFICATE_REVOKED: {
    status: 409,
    meaning:
      "The registry revoked the record's certificate: no new paper (print, reprint, reissue, correction) until an administrator authorises one.",
  },
  FEE_NOT_SET: { status: 409, meaning: 'No fee is set for the service (details.service).' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The request body or the file is too large.' },
  URI_TOO_LONG: { status: 414, meaning: 'The address is too long.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    meaning: 'The body is not sent as JSON (Content-Type) or in a known encoding.',
  },
  PAYMENT_MISMATCH: {
    status: 422,
    meaning: "The payment is paid, but not for this service's fee (amount, currency or service).",
  },
  IDENTITY_MISMATCH: {
    status: 422,
    meaning:
      "The names given with a NIN or tracking ID are not the identity agency's for that number; details.issues names each person's number.",
  },
  RATE_LIMITED: {
    status: 429,
    meaning: 'Too many requests; details.retryAfter is the seconds to wait (also Retry-After).',
  },
  EMAIL_CODE_LOCKED: {
    status: 429,
    meaning: 'Too many wrong codes for this address: ask for a new code.',
  },
  INTERNAL: { status: 500, meaning: 'Something went wrong inside the API (nothing is shown).' },
  PAYMENT_GATEWAY_FAILED: {
    status: 502,
    meaning: 'The payment gateway answered with an error; try again (details.retryAfter).',
  },
  MAIL_NOT_SENT: {
    status: 502,
    meaning: 'The mail server did not take the message; nothing was kept.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    meaning: 'The database cannot be reached; try again (details.retryAfter).',
  },
  DATABASE_BUSY: {
    status: 503,
    meaning: 'Too many requests wait for the database (overload); try again (details.retryAfter).',
  },
  IDENTITY_UNAVAILABLE: {
    status: 503,
    meaning: 'The identity agency cannot be reached; try again shortly.',
  },
  PAYMENT_GATEWAY_UNAVAILABLE: {
    status: 503,
    meaning: 'The payment gateway did not answer in time; try again (details.retryAfter).',
  },
};

/** The HTTP status of a code. */
export const errorStatus = (code: ErrorCode): number => ERROR_CODE_TABLE[code].status;

/** One problem of a VALIDATION_FAILED answer: the field (dotted path; '' the whole request). */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** What a payment gateway says of a reference that has not paid (PAYMENT_REQUIRED). */
export type UnpaidStatus = 'pending' | 'failed' | 'not_found';

/**
 * The structured details each code carries (a code not named here carries none). The
 * envelope's schema (envelope.ts) documents the same fields.
 */
export interface ErrorDetailsByCode {
  VALIDATION_FAILED: { issues: ValidationIssue[] };
  IDENTITY_MISMATCH: { issues: ValidationIssue[] };
  EMAIL_CODE_WRONG: { triesLeft: number };
  PAYMENT_REQUIRED: { paymentStatus?: UnpaidStatus };
  /** The other record's kind, and its reference when the caller may see it. */
  DUPLICATE_SUSPECTED: { kind: string; reference?: string };
  /** The birth's reference and certificate number, when the caller may open it. */
  ALREADY_REGISTERED: { reference?: string; certificateNumber?: string | null };
  ACCOUNT_EXISTS: { userName?: string };
  /** What the reference paid for: "birth attestation ATT/…". */
  PAYMENT_ALREADY_USED: { usedFor: string };
  FEE_NOT_SET: { service: string };
  RATE_LIMITED: { retryAfter: number };
  PAYMENT_GATEWAY_FAILED: { retryAfter: number };
  MAIL_NOT_SENT: { retryAfter: number };
  DATABASE_UNAVAILABLE: { retryAfter: number };
  DATABASE_BUSY: { retryAfter: number };
  IDENTITY_UNAVAILABLE: { retryAfter?: number };
  PAYMENT_GATEWAY_UNAVAILABLE: { retryAfter: number };
}

export type ErrorDetails<C extends ErrorCode = ErrorCode> = C extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[C]
  : never;
