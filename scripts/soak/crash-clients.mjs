// The crash soak's clients (scripts/soak/crash-retry.mjs): each submits records one after
// another with an Idempotency-Key of its own, and sends a submission again, with the SAME key
// and body, until it is acknowledged (2xx): after no answer (the API killed), a refused
// connection (the API restarting), 503 (PostgreSQL restarting) or any 5xx. What each submission
// got is kept for the checks, and every answer in its phase's timeline (when it was sent and
// came, its status, its Retry-After): the failover drill (scripts/drill-failover.mjs) reads the
// answers during a switch and the seconds without writes from it.
import { randomUUID } from 'node:crypto';
import { signIn } from './crash-api.mjs';
import { KINDS, payloadMaker, prepareUploads } from './crash-payloads.mjs';

/** A request with no answer after this long is taken as lost, and sent again. */
const REQUEST_TIMEOUT_MS = 20_000;
/** Answers slower than this are listed (when they came, and what they were). */
const SLOW_MS = 5_000;
/** A submission not acknowledged after this long is given up (counted: the soak fails). */
const GIVE_UP_MS = 180_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers that mean "try again with the same key": none, 5xx, 409 still in progress, 429. */
function retryable(status, message) {
  if (status === undefined || status >= 500 || status === 429) return true;
  return status === 409 && /still being processed/.test(message);
}

/**
 * The soak's load. `url()` is the API's address, `make(kind, n)` a payload. Figures per phase:
 * answers by status, 503 messages, connection failures, submissions and their attempts.
 */
export function createLoad({ url, authorization, make, tag }) {
  const submissions = [];
  let counter = 0;
  const kinds = Object.keys(KINDS);

  /** A new submission: the n-th of the run, a kind in turn, a fresh key. */
  function newSubmission(phase) {
    const n = counter++;
    const kind = kinds[n % kinds.length];
    const { name, body } = make(kind, n);
    const submission = {
      phase,
      kind,
      name,
      key: `${tag}-${randomUUID()}`,
      body: JSON.stringify(body),
      attempts: 0,
      answers: {},
      ack: undefined,
      replayed: false,
      refused: undefined,
    };
    submissions.push(submission);
    return submission;
  }

  /** One attempt: { status, body, replayed } or { status: undefined, error }. */
  async function attempt(submission) {
    submission.attempts += 1;
    try {
      const response = await fetch(`${url()}/api/${KINDS[submission.kind].apiPath}/add`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          'idempotency-key': submission.key,
        },
        body: submission.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        body = { message: text.slice(0, 200) };
      }
      return {
        status: response.status,
        body,
        replayed: response.headers.get('idempotent-replayed') === 'true',
        retryAfter: response.headers.get('retry-after') ?? undefined,
      };
    } catch (error) {
      return { status: undefined, error: error.cause?.code ?? error.name ?? 'error' };
    }
  }

  /** Sends the submission until it is acknowledged, refused (4xx) or given up. */
  async function deliver(submission, figures) {
    const started = Date.now();
    for (let tries = 0; ; tries++) {
      const sent = Date.now();
      const answer = await attempt(submission);
      const took = Date.now() - sent;
      figures.slowestMs = Math.max(figures.slowestMs, took);
      if (took > SLOW_MS) figures.slow.push({ sent, took, status: answer.status ?? answer.error });
      const label = answer.status ?? `no answer (${answer.error})`;
      submission.answers[label] = (submission.answers[label] ?? 0) + 1;
      figures.answers[label] = (figures.answers[label] ?? 0) + 1;
      const acknowledged = answer.status >= 200 && answer.status < 300;
      figures.timeline.push({
        sent,
        at: sent + took,
        status: label,
        retryAfter: answer.retryAfter,
        acknowledged,
      });
      const message = [].concat(answer.body?.message ?? []).join(' ');
      if (answer.status === 503) figures.unavailable.add(message);
      if (acknowledged) {
        submission.ack = { id: answer.body.data.id, reference: answer.body.data.reference };
        submission.replayed ||= answer.replayed;
        return;
      }
      if (!retryable(answer.status, message)) {
        submission.refused = `${answer.status}: ${message}`;
        return;
      }
      if (Date.now() - started > GIVE_UP_MS) return;
      // Backs off a little, with jitter, as the web app's outbox does.
      await sleep(Math.min(2000, 100 * 2 ** Math.min(tries, 4)) * (0.5 + Math.random()));
    }
  }

  /** Runs `clients` clients until stop() is called; stop resolves when each finished its own. */
  function start(phase, clients) {
    const figures = {
      phase,
      answers: {},
      unavailable: new Set(),
      slowestMs: 0,
      slow: [],
      timeline: [],
    };
    let stopping = false;
    const running = Array.from({ length: clients }, async () => {
      while (!stopping) await deliver(newSubmission(phase), figures);
    });
    return {
      figures,
      async stop() {
        stopping = true;
        await Promise.all(running);
        return figures;
      },
    };
  }

  /**
   * `copies` requests of one new submission sent at once with the same key, `times` times:
   * every answer must be 2xx and name the same record.
   */
  async function concurrentReplays(phase, { times, copies }) {
    const figures = { phase, answers: {}, unavailable: new Set(), split: 0 };
    for (let i = 0; i < times; i++) {
      const submission = newSubmission(phase);
      const answers = await Promise.all(Array.from({ length: copies }, () => attempt(submission)));
      const references = new Set();
      for (const answer of answers) {
        const label = answer.status ?? `no answer (${answer.error})`;
        figures.answers[label] = (figures.answers[label] ?? 0) + 1;
        if (answer.status >= 200 && answer.status < 300) {
          references.add(answer.body.data.reference);
          submission.ack = { id: answer.body.data.id, reference: answer.body.data.reference };
        } else {
          submission.refused = `${label}: ${[].concat(answer.body?.message ?? []).join(' ')}`;
        }
      }
      if (references.size > 1) figures.split += 1;
    }
    return figures;
  }

  return { submissions, start, concurrentReplays };
}

/**
 * The demo registrar's load on the API at `url()`: signs in, finds the registrar's centre in the
 * database (`sql`), uploads the files the submissions need, and answers the load with the
 * registrar's id (for the checks).
 */
export async function registrarLoad({ url, sql, password }) {
  const authorization = await signIn(url(), 'registra', 'crash-soak', password);
  const [registrar] = await sql`
    select u.id, c.id as centre, c.state_id, c.lga_id from users u
    join registration_centres c on c.id = u.reg_center_id where u.user_name = 'registra'`;
  const centre = { id: registrar.centre, stateId: registrar.state_id, lgaId: registrar.lga_id };
  const files = await prepareUploads(url(), authorization);
  // Names may not hold digits: the run's tag is its start time in base 36, digits as letters.
  const tag = `crash${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[d])}`;
  const load = createLoad({ url, authorization, make: payloadMaker({ centre, files, tag }), tag });
  return { load, registrarId: registrar.id };
}
