/**
 * What a fuzzed request's answer must be: never a 5xx or no answer at all; a refusal is a 4xx
 * with the error envelope and a readable message and changed no row; a request without a
 * session is refused with 401 by every route that needs one; and a 2xx only for a request that
 * was not bad.
 */
import { ERROR_CODE_TABLE, type ErrorCode } from '@vitalreg/domain';
import type { LightMyRequestResponse } from 'fastify';
import { ADDRESS_MESSAGES } from '../../plugins/error-handler.ts';
import type { FuzzRequest } from './requests.ts';

/** Inputs with which the sandboxes play an outage (502/503 by design, see docs/configuration.md). */
const OUTAGE_INPUTS = ['55555555555', 'UU55555555555UU', 'SBX-DOWN-', 'SBX-SLOW-'];

/**
 * Writes a refusal makes by design: an identity number asked of the agency is stored and
 * audited whatever the answer leads to (every route), and a failed sign-in or password change
 * is audited.
 */
const WRITTEN_BY_ANY_REFUSAL = [/^nin_verifications$/, /^audit_log:identity\./];
const WRITTEN_WHEN_REFUSED: Record<string, RegExp[]> = {
  'POST /api/auth/login': [/^audit_log:auth\.login\.(failed|blocked|refused|delayed|locked)$/],
  'POST /api/auth/password': [/^audit_log:auth\.password\.change_failed$/],
};

const ROUTE_NOT_FOUND = 'Route not found';
/** Refusals of the address itself, which come before authentication. */
const BEFORE_SIGN_IN: string[] = [
  'Text must not contain NUL characters.',
  ADDRESS_MESSAGES.badUrl,
  ADDRESS_MESSAGES.tooLong,
];

export type Answer = LightMyRequestResponse | 'no answer';

function messageProblems(response: LightMyRequestResponse): string[] {
  let body: { status?: unknown; message?: unknown; data?: unknown; code?: unknown };
  try {
    body = response.json();
  } catch {
    return [
      `answered ${response.statusCode} without a JSON envelope: ${response.body.slice(0, 80)}`,
    ];
  }
  const problems: string[] = [];
  if (body.status !== 'ERROR' || body.data !== null) {
    problems.push(`answered ${response.statusCode} without the error envelope`);
  }
  const known = typeof body.code === 'string' && Object.hasOwn(ERROR_CODE_TABLE, body.code);
  if (!known || ERROR_CODE_TABLE[body.code as ErrorCode].status !== response.statusCode) {
    problems.push(`answered ${response.statusCode} with the code ${String(body.code)}`);
  }
  const messages = ([] as unknown[]).concat(body.message);
  if (messages.length === 0 || messages.some((m) => typeof m !== 'string' || m.trim() === '')) {
    problems.push(`answered ${response.statusCode} without a message`);
  }
  for (const message of messages.filter((m): m is string => typeof m === 'string')) {
    if (message.length > 500) problems.push(`a message of ${message.length} characters`);
    if (/\n\s+at |node_modules|\bSQLSTATE\b|syntax error at or near/.test(message)) {
      problems.push(`a message that shows the inside: ${message.slice(0, 120)}`);
    }
  }
  return problems;
}

const firstMessage = (response: LightMyRequestResponse): string => {
  try {
    return ([] as unknown[]).concat((response.json() as { message?: unknown }).message).join(' ');
  } catch {
    return '';
  }
};

/** Everything wrong with the answer (none: it held). */
export function problemsOf(request: FuzzRequest, answer: Answer, changed: string[]): string[] {
  if (answer === 'no answer') return ['no answer in time (a hang)'];
  const status = answer.statusCode;
  const { route } = request;
  const problems: string[] = [];
  if (status >= 500) {
    const sent = `${request.url} ${String(request.payload ?? '').slice(0, 100_000)}`;
    const outage =
      (status === 502 || status === 503) && OUTAGE_INPUTS.some((s) => sent.includes(s));
    if (!outage) problems.push(`answered ${status}: ${firstMessage(answer)}`);
  }
  if (status >= 400) {
    problems.push(...messageProblems(answer));
    const allowed = [...WRITTEN_BY_ANY_REFUSAL, ...(WRITTEN_WHEN_REFUSED[route.key] ?? [])];
    const written = changed.filter((table) => !allowed.some((pattern) => pattern.test(table)));
    if (written.length > 0)
      problems.push(`refused with ${status} but changed ${written.join(', ')}`);
  }
  if (route.secured && request.caller !== 'user' && status !== 401) {
    const message = firstMessage(answer);
    const before =
      (status === 404 && message === ROUTE_NOT_FOUND) || BEFORE_SIGN_IN.includes(message);
    if (!before) problems.push(`answered ${status} without a session (401 expected)`);
  }
  if (
    route.secured &&
    request.caller === 'user' &&
    status === 401 &&
    route.key !== 'POST /api/auth/login'
  ) {
    problems.push('answered 401 to a signed-in user (the session was lost)');
  }
  if (status < 300 && request.mustRefuse) {
    problems.push(`answered ${status} though ${request.mustRefuse}`);
  }
  return problems;
}
