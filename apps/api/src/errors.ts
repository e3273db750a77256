import {
  errorStatus,
  type ErrorCode,
  type ErrorDetails,
  type ErrorDetailsByCode,
} from '@vitalreg/domain';

export type { ErrorCode } from '@vitalreg/domain';

/**
 * Typed application errors. A route or service throws `new AppError('NOT_FOUND', '...')`; the
 * central error handler (plugins/error-handler.ts) writes the envelope with the code's status
 * (the domain's ERROR_CODE_TABLE) and its details.
 */

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

/** Details are required where the code's have a required field, optional otherwise. */
type DetailsArgument<C extends ErrorCode> = C extends keyof ErrorDetailsByCode
  ? Partial<ErrorDetailsByCode[C]> extends ErrorDetailsByCode[C]
    ? [details?: ErrorDetailsByCode[C]]
    : [details: ErrorDetailsByCode[C]]
  : [];

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly statusCode: number;
  /** What the envelope's message carries: one sentence or several. */
  readonly messages: string | string[];
  /** The envelope's details; a `retryAfter` is also sent as the Retry-After header. */
  readonly details: ErrorDetails<C> | undefined;

  constructor(
    readonly code: C,
    message: string | string[],
    ...[details]: DetailsArgument<C>
  ) {
    super(Array.isArray(message) ? message.join(' ') : message);
    this.name = 'AppError';
    this.statusCode = errorStatus(code);
    this.messages = message;
    this.details = details as ErrorDetails<C> | undefined;
  }
}

export const unauthenticated = () => new AppError('SESSION_ENDED', MESSAGES.sessionExpired);
export const forbidden = (message: string = MESSAGES.forbidden) =>
  new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
/** 409: the record or request is not in a state that allows this. */
export const stateConflict = (message: string) => new AppError('STATE_CONFLICT', message);
/** 400: a value breaks a rule; `path` names its field ('' the request as a whole). */
export const invalid = (message: string, path = '') =>
  new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });
