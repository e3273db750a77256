/**
 * Runs the fuzz: for each route, `perRoute` requests drawn with a seed of its own (so the same
 * requests every time, and adding a route changes no other route's), sent one at a time with
 * `app.inject`, each answer judged (verdict.ts) and counted by status and by route.
 */
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { freshAddress, signIn } from '../helpers.ts';
import type { FuzzEnvironment } from './environment.ts';
import { fuzzUserFor } from './environment.ts';
import { pendingFor } from './pending.ts';
import { requestsFor, type FuzzRequest } from './requests.ts';
import { problemsOf, type Answer } from './verdict.ts';

/**
 * Every request carries this X-Request-Id, shaped like a trace id but holding a name and a
 * NIN: the API must answer (and audit, and record reads) under an id of its own, never this.
 */
export const HOSTILE_REQUEST_ID = 'Zainab.Qwerty.98765432109';

/** Routes that end the session they are called with get a session of their own each time. */
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

export interface FuzzOptions {
  seed: number;
  perRoute: number;
  /** An answer later than this is a hang. */
  timeoutMs: number;
  /** Only the routes whose key passes (all by default). */
  only?: (routeKey: string) => boolean;
  onRouteDone?: (routeKey: string, sent: number) => void;
}

export interface Failure {
  route: string;
  request: string;
  answer: string;
  problems: string[];
}

export interface FuzzTally {
  total: number;
  byStatus: Record<string, number>;
  byRoute: Record<string, Record<string, number>>;
  failures: Failure[];
  /** Failures on the pending list (pending.ts): known, to be fixed, not failing the run. */
  pending: Failure[];
  /** Each refusal's message and how often it came (to read them for clarity). */
  messages: Record<string, number>;
}

const seedOf = (seed: number, key: string) =>
  (seed ^ createHash('sha256').update(key).digest().readInt32LE(0)) | 0;

function send(env: FuzzEnvironment, request: FuzzRequest, token: string, timeoutMs: number) {
  const headers: Record<string, string> = {
    'x-request-id': HOSTILE_REQUEST_ID,
    ...request.headers,
  };
  if (request.caller === 'user') headers.authorization = `Bearer ${token}`;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Answer>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), timeoutMs);
  });
  const answered = env.test.app
    .inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: freshAddress(),
    })
    .then((response): Answer => response);
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

const short = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}... (${text.length} characters)` : text;

function describe(request: FuzzRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${short(value, 60)}`)
    .join('; ');
  const payload = request.payload === undefined ? '' : ` body ${short(String(request.payload))}`;
  return `${request.method} ${short(request.url, 200)} [${request.caller}; ${request.what}; ${headers}]${payload}`;
}

function messageOf(answer: LightMyRequestResponse): string {
  try {
    return ([] as unknown[]).concat((answer.json() as { message?: unknown }).message).join(' | ');
  } catch {
    return answer.body;
  }
}

/** For a 5xx: what the server logged about it (the error's message, masked as logged). */
function loggedFailure(env: FuzzEnvironment, answer: Answer): string {
  if (answer === 'no answer' || answer.statusCode < 500) return '';
  const id = answer.headers['x-request-id'];
  const line = env.test.logs.findLast(
    (text) => text.includes(`"${String(id)}"`) && text.includes('request failed'),
  );
  return line ? ` [logged: ${short(line, 600)}]` : '';
}

export async function runFuzz(env: FuzzEnvironment, options: FuzzOptions): Promise<FuzzTally> {
  const tally: FuzzTally = {
    total: 0,
    byStatus: {},
    byRoute: {},
    failures: [],
    pending: [],
    messages: {},
  };
  await env.changes.take();
  for (const route of env.routes) {
    if (options.only && !options.only(route.key)) continue;
    const requests = fc.sample(requestsFor(route, env.bases.get(route.key)), {
      seed: seedOf(options.seed, route.key),
      numRuns: options.perRoute,
    });
    const counts: Record<string, number> = {};
    const user = fuzzUserFor(route.key);
    for (const request of requests) {
      let token = env.tokens.get(user) ?? '';
      if (SESSION_ENDING.has(route.key) && request.caller === 'user') {
        token = await signIn(env.test.app, user);
        await env.changes.take();
      }
      const answer = await send(env, request, token, options.timeoutMs);
      const status = answer === 'no answer' ? 'no answer' : String(answer.statusCode);
      const problems = problemsOf(request, answer, await env.changes.take());
      if (answer !== 'no answer' && answer.headers['x-request-id'] === HOSTILE_REQUEST_ID) {
        problems.push("answered under the caller's X-Request-Id");
      }
      tally.total += 1;
      tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
      counts[status] = (counts[status] ?? 0) + 1;
      if (answer !== 'no answer' && answer.statusCode >= 400) {
        const message = `${status} ${short(messageOf(answer), 200)}`;
        tally.messages[message] = (tally.messages[message] ?? 0) + 1;
      }
      if (problems.length > 0) {
        const failure: Failure = {
          route: route.key,
          request: describe(request),
          answer:
            answer === 'no answer'
              ? status
              : `${status} ${short(answer.body, 300)}${loggedFailure(env, answer)}`,
          problems,
        };
        (pendingFor(failure) ? tally.pending : tally.failures).push(failure);
      }
    }
    tally.byRoute[route.key] = counts;
    options.onRouteDone?.(route.key, requests.length);
  }
  return tally;
}
