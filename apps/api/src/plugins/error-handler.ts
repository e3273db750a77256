import {
  errorStatus,
  type ErrorCode,
  type ErrorEnvelope,
  type ValidationIssue,
} from '@vitalreg/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { POOL_QUEUE_FULL } from '../db/pool-queue.ts';
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailable,
} from '../db/unavailable.ts';
import { loggableFailure } from '../db/failure-log.ts';
import { AppError, MESSAGES } from '../errors.ts';
import { maskSecrets } from './logging.ts';
import { isSpaNavigation, sendSpaShell } from './static-web.ts';

/** Addresses the router cannot take (their default answers echo the address, not the envelope). */
export const ADDRESS_MESSAGES = {
  badUrl: 'The address is not valid: it has a %-encoded character that cannot be read.',
  tooLong: 'The address is too long.',
} as const;

/** What an error answers: its code (the status follows), message and details. */
interface ErrorAnswer {
  code: ErrorCode;
  message: string | string[];
  details?: ErrorEnvelope['details'];
}

export function errorBody({ code, message, details }: ErrorAnswer): ErrorEnvelope {
  return { status: 'ERROR', message, data: null, code, ...(details ? { details } : {}) };
}

/** "/child/surname" -> "child.surname". */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** One of Fastify's validation issues (zod's, as fastify-type-provider-zod hands them over). */
interface SchemaIssue {
  instancePath: string;
  keyword?: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'empty (null)',
};

const typeWord = (expected: unknown) =>
  TYPE_WORDS[String(expected)] ?? `of type ${String(expected)}`;

/** The types a union accepts, from the type issue of each of its branches (none: unknown). */
function unionTypes(params: Record<string, unknown>): string[] {
  const branches = Array.isArray(params.errors) ? (params.errors as unknown[][]) : [];
  const types = branches.map((branch) => {
    const first = branch[0] as { code?: string; expected?: unknown; path?: unknown[] } | undefined;
    return first?.code === 'invalid_type' && first.path?.length === 0
      ? typeWord(first.expected)
      : undefined;
  });
  return types.every((type) => type !== undefined) ? [...new Set(types)] : [];
}

/** Unexpected field names as the caller sent them, a few and cut short (they are input). */
function fieldList(keys: unknown): string {
  const names = Array.isArray(keys) ? keys.map(String) : [];
  const shown = names
    .slice(0, 5)
    .map((name) => (name.length > 40 ? `${name.slice(0, 40)}…` : name));
  return names.length > 5 ? `${shown.join(', ')} and ${names.length - 5} more` : shown.join(', ');
}

/** A sentence for one of zod's own (terse) issues, or undefined to keep its message. */
function describeIssue(
  field: string,
  issue: SchemaIssue,
  context: string | undefined,
): string | undefined {
  const params = issue.params ?? {};
  const unit =
    params.origin === 'string' ? ' characters' : params.origin === 'array' ? ' items' : '';
  const inclusive = params.inclusive !== false;
  switch (issue.keyword) {
    case 'invalid_type':
      if (!field) {
        return `${context === 'body' ? 'The request body' : 'The request'} must be ${typeWord(params.expected)}.`;
      }
      return `${field} must be ${typeWord(params.expected)}.`;
    case 'invalid_union': {
      const types = unionTypes(params);
      if (!field) return undefined;
      return types.length > 0
        ? `${field} must be ${types.join(' or ')}.`
        : `${field} is not a value it can take.`;
    }
    case 'too_big':
      if (!field) return undefined;
      return `${field} must be ${inclusive ? 'at most' : 'less than'} ${String(params.maximum)}${unit}.`;
    case 'too_small':
      if (!field) return undefined;
      return `${field} must be ${inclusive ? 'at least' : 'more than'} ${String(params.minimum)}${unit}.`;
    case 'unrecognized_keys':
      return `${field || 'The request'} has unexpected fields: ${fieldList(params.keys)}.`;
    default:
      return undefined;
  }
}

/**
 * Of several limits zod checks on one field (an integer's safe range, then the schema's own),
 * only the one that binds: the highest minimum, the lowest maximum.
 */
function bindingLimits(issues: SchemaIssue[]): SchemaIssue[] {
  const limit = (issue: SchemaIssue) =>
    Number(issue.params?.[issue.keyword === 'too_big' ? 'maximum' : 'minimum']);
  return issues.filter((issue) => {
    if (issue.keyword !== 'too_big' && issue.keyword !== 'too_small') return true;
    const bigger = issue.keyword === 'too_small';
    return !issues.some(
      (other) =>
        other !== issue &&
        other.keyword === issue.keyword &&
        other.instancePath === issue.instancePath &&
        (bigger ? limit(other) > limit(issue) : limit(other) < limit(issue)),
    );
  });
}

/**
 * One readable sentence per problem, with the field it is about. The domain schemas carry full
 * sentences ("User name is required."), used as they are; zod's own terse messages are
 * rewritten with the field name.
 */
export function validationIssues(
  issues: SchemaIssue[],
  context: string | undefined,
): ValidationIssue[] {
  const described = bindingLimits(issues).map((issue) => {
    const field = fieldName(issue.instancePath);
    return { path: field, message: sentenceOf(field, issue, context) };
  });
  const seen = new Set<string>();
  return described.filter(({ path, message }) => {
    const key = `${path}\n${message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sentenceOf(field: string, issue: SchemaIssue, context: string | undefined): string {
  const message = issue.message ?? 'Invalid value';
  const isZodDefault = /^(Invalid|Too (big|small)|Unrecognized)/.test(message);
  if (!isZodDefault) return /[.!?]$/.test(message) ? message : `${message}.`;
  if (/received undefined/.test(message)) {
    if (!field) return context === 'body' ? 'Request body is required.' : 'A value is required.';
    return `${field} is required.`;
  }
  const described = describeIssue(field, issue, context);
  if (described) return described;
  const sentence = message.endsWith('.') ? message : `${message}.`;
  return field ? `${field}: ${sentence}` : sentence;
}

/** The envelope's message of a validation failure: each sentence once. */
export function validationMessages(issues: SchemaIssue[], context: string | undefined): string[] {
  return [...new Set(validationIssues(issues, context).map((issue) => issue.message))];
}

/** The answer of a refusal by status, for client errors of Fastify's own without a mapping. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'SESSION_ENDED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

function answerOf(error: FastifyError | AppError | Error): ErrorAnswer {
  if (error instanceof AppError) {
    const { code, messages: message, details } = error;
    return details ? { code, message, details } : { code, message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    const issues = validationIssues(error.validation, context);
    return {
      code: 'VALIDATION_FAILED',
      message: [...new Set(issues.map((issue) => issue.message))],
      details: { issues },
    };
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (error instanceof SyntaxError && status === 400) {
    return { code: 'MALFORMED_REQUEST', message: MESSAGES.invalidJson };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_BAD_URL':
      return { code: 'MALFORMED_REQUEST', message: ADDRESS_MESSAGES.badUrl };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: 'URI_TOO_LONG', message: ADDRESS_MESSAGES.tooLong };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.tooLarge };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMediaType };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'MALFORMED_REQUEST', message: MESSAGES.invalidJson };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY': {
      const message = 'Request body is required.';
      return { code: 'VALIDATION_FAILED', message, details: { issues: [{ path: '', message }] } };
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        code: 'MALFORMED_REQUEST',
        message: 'The request body does not match its Content-Length.',
      };
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad content length, bad URL, ...): their messages are safe.
    return {
      code: CODE_OF_STATUS[status] ?? 'MALFORMED_REQUEST',
      message: fastifyError.message || 'Bad request.',
    };
  }
  return { code: 'INTERNAL', message: MESSAGES.internal };
}

/** Sends the answer with its code's status, and a `retryAfter` as Retry-After too. */
function sendAnswer(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  const retryAfter = answer.details?.retryAfter;
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  return reply.status(errorStatus(answer.code)).send(errorBody(answer));
}

/**
 * Fastify's `frameworkErrors` (an option of the Fastify factory): what the router refuses before
 * any route or error handler runs (an address with a malformed %-escape, a path part over the
 * parameter length) answers the envelope too.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const answer = answerOf(error);
  request.log.info({ status: errorStatus(answer.code), code: error.code }, 'request refused');
  return sendAnswer(reply, answer);
}

/**
 * The one place errors become answers: the envelope with a readable message; a 5xx never shows
 * what went wrong inside (no stack, SQL or values) and is logged without the query either.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { spaFallback: boolean },
): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    // PostgreSQL restarting or out of reach, or a pool's queue full (overload): 503, and the
    // client tries again (the pools reconnect by themselves). Logged with the driver's code
    // only, never the query.
    const unreachable = databaseUnavailable(error);
    if (unreachable) {
      const busy = unreachable.code === POOL_QUEUE_FULL;
      request.log.warn(
        { err: { code: unreachable.code, message: maskSecrets(unreachable.message) } },
        busy ? 'database busy' : 'database unreachable',
      );
      return sendAnswer(reply, {
        code: busy ? 'DATABASE_BUSY' : 'DATABASE_UNAVAILABLE',
        message: busy ? DATABASE_BUSY_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE,
        details: { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
      });
    }
    const answer = answerOf(error);
    const status = errorStatus(answer.code);
    if (status >= 500) {
      request.log.error({ err: loggableFailure(error) }, 'request failed');
      // The stack's frames only at debug level (its first line repeats the message).
      const frames = (error.stack ?? '').split('\n').slice(1).join('\n');
      request.log.debug({ stack: maskSecrets(frames) }, 'request failure stack');
    } else {
      request.log.info({ status, code: (error as FastifyError).code }, 'request refused');
    }
    return sendAnswer(reply, answer);
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (options.spaFallback && isSpaNavigation(request)) return sendSpaShell(reply);
    return sendAnswer(reply, { code: 'NOT_FOUND', message: MESSAGES.routeNotFound });
  });
}
