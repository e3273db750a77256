import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { inUseOf, waitingOf, type PoolCounts } from '../db/pool-queue.ts';
import { AppError } from '../errors.ts';

/**
 * What an operator watches (docs/operations.md "Metrics"): Prometheus's text format at
 * GET /metrics, for the bearer token METRICS_TOKEN only. Every figure is this process's own.
 * Routes are named by their pattern (`/api/birth-registration/:id`), never the address asked
 * for: no record id or other value reaches a label.
 */

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The header the web app's offline outbox sends with each submission it syncs. */
export const CAPTURED_OFFLINE_HEADER = 'x-captured-offline';

/** Seconds: from a cached read (ms) to a slow report or a stuck adapter (the 10 s timeouts). */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Label of a request no route took (404 of an unknown address, a refused bad address). */
const NO_ROUTE = '(none)';

/** The replica's lag in seconds; undefined when there is no replica or it cannot be told. */
export type ReplicaLag = () => Promise<number | undefined>;

export class Metrics {
  readonly registry = new Registry();
  private replicaLag: ReplicaLag | undefined;

  readonly requestSeconds = new Histogram({
    name: 'vitalreg_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly errors = new Counter({
    name: 'vitalreg_http_errors_total',
    help: "Answers with an error, by status and the envelope's code.",
    labelNames: ['status', 'code'] as const,
    registers: [this.registry],
  });

  readonly signInFailures = new Counter({
    name: 'vitalreg_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong user name or password.',
    registers: [this.registry],
  });

  readonly signInDelays = new Histogram({
    name: 'vitalreg_sign_in_delay_seconds',
    help: 'Sign-ins told to wait after failures (429), by the wait given (Retry-After).',
    buckets: [1, 2, 5, 10, 30, 60, 300, 900, 3600],
    registers: [this.registry],
  });

  readonly adapterSeconds = new Histogram({
    name: 'vitalreg_adapter_duration_seconds',
    help: 'Time the identity agency and the payment gateway took, by call and outcome.',
    labelNames: ['adapter', 'call', 'outcome'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly adapterFailures = new Counter({
    name: 'vitalreg_adapter_failures_total',
    help: 'Calls to the identity agency or the payment gateway that got no usable answer.',
    labelNames: ['adapter', 'call'] as const,
    registers: [this.registry],
  });

  readonly offlineSubmissions = new Counter({
    name: 'vitalreg_offline_submissions_total',
    help: "Records captured offline and received from a device's outbox (2xx), by route.",
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  constructor(pools: readonly PoolCounts[] = []) {
    const poolGauge = (name: string, help: string, value: (pool: PoolCounts) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers: [this.registry],
        collect() {
          for (const pool of pools) this.set({ pool: pool.name }, value(pool));
        },
      });
    poolGauge('vitalreg_db_pool_connections', 'Connections a pool may open.', (p) => p.connections);
    poolGauge('vitalreg_db_pool_in_use', 'Queries running on a pool.', inUseOf);
    poolGauge('vitalreg_db_pool_waiting', 'Queries waiting for a connection.', waitingOf);
    poolGauge(
      'vitalreg_db_pool_refused_total',
      'Queries refused (503) since start because too many waited.',
      (p) => p.refused,
    );
    const lag = () => this.replicaLag;
    new Gauge({
      name: 'vitalreg_db_replica_lag_seconds',
      help: 'How far the read replica is behind the primary; absent without a replica.',
      labelNames: ['replica'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const seconds = await lag()?.();
        if (seconds !== undefined && Number.isFinite(seconds))
          this.set({ replica: 'read' }, seconds);
      },
    });
  }

  /** Where the replica's lag comes from (the read routing, when DATABASE_READ_URL is set). */
  feedReplicaLag(source: ReplicaLag): void {
    this.replicaLag = source;
  }

  /** Times `call` of an adapter; `failed` tells an answer that was no answer. */
  async timed<T>(
    adapter: 'identity' | 'payment',
    call: string,
    run: () => Promise<T>,
    failed: (result: T) => boolean = () => false,
  ): Promise<T> {
    const stop = this.adapterSeconds.startTimer({ adapter, call });
    try {
      const result = await run();
      const outcome = failed(result) ? 'failed' : 'answered';
      if (outcome === 'failed') this.adapterFailures.inc({ adapter, call });
      stop({ outcome });
      return result;
    } catch (error) {
      this.adapterFailures.inc({ adapter, call });
      stop({ outcome: 'failed' });
      throw error;
    }
  }
}

/** Whether the request carries the metrics token (compared in constant time, as hashes). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The envelope's code of an error answer (plugins/error-handler.ts sends it as JSON). */
function errorCodeOf(reply: FastifyReply, payload: unknown): string {
  if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).includes('json')) {
    return 'none';
  }
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : 'none';
  } catch {
    return 'none';
  }
}

/**
 * Decorates the app with `metrics`, times every answer, wraps the identity agency and payment
 * gateway (register after them, before the routes), and serves GET /metrics when a token is
 * configured.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; pools: readonly PoolCounts[] | undefined },
): Metrics {
  const metrics = new Metrics(options.pools);
  app.decorate('metrics', metrics);

  const identity = app.identity;
  const verifyNin = identity.verifyNin.bind(identity);
  const verifyTrackingId = identity.verifyTrackingId.bind(identity);
  const unanswered = (result: { status: string }) => result.status === 'unavailable';
  identity.verifyNin = (nin) => metrics.timed('identity', 'nin', () => verifyNin(nin), unanswered);
  identity.verifyTrackingId = (id) =>
    metrics.timed('identity', 'tracking_id', () => verifyTrackingId(id), unanswered);
  const gateway = app.paymentGateway;
  const verify = gateway.verify.bind(gateway);
  gateway.verify = (reference, expected) =>
    metrics.timed('payment', 'verify', () => verify(reference, expected));

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) {
      metrics.errors.inc({ status: reply.statusCode, code: errorCodeOf(reply, payload) });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    const status = reply.statusCode;
    metrics.requestSeconds.observe(
      { method: request.method, route, status },
      reply.elapsedTime / 1000,
    );
    if (route === '/api/auth/login' && request.method === 'POST') {
      if (status === 401) metrics.signInFailures.inc();
      if (status === 429) metrics.signInDelays.observe(Number(reply.getHeader('retry-after')) || 0);
    }
    const submission = request.routeOptions.config.idempotency !== undefined;
    if (submission && status < 300 && request.headers[CAPTURED_OFFLINE_HEADER] === '1') {
      metrics.offlineSubmissions.inc({ route });
    }
  });

  const token = options.token;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!hasToken(request, token)) {
        reply.header('www-authenticate', 'Bearer');
        // No session reads metrics: the token alone (docs/operations.md "Metrics").
        throw new AppError('SESSION_ENDED', 'The metrics token is missing or wrong.');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }
  return metrics;
}
