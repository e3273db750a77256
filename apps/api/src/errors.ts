/**
 * Typed application errors. A route or service throws `new AppError('NOT_FOUND', '...')`; the
 * central error handler (plugins/error-handler.ts) turns it into the envelope with the status
 * below. This table is the only place a code meets an HTTP status.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Messages the API answers with in more than one place. */
export const MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  invalidCredentials: 'Invalid user name or password.',
  routeNotFound: 'Route not found',
  invalidJson: 'Request body is not valid JSON.',
  tooLarge: 'Request body is too large.',
  internal: 'Something went wrong on our side.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
} as const;

export class AppError extends Error {
  readonly statusCode: number;
  /** What the envelope's message carries: one sentence or several. */
  readonly messages: string | string[];

  constructor(
    readonly code: ErrorCode,
    message: string | string[],
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(message) ? message.join(' ') : message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.messages = message;
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.sessionExpired);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
