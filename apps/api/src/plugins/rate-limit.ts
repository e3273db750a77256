/**
 * Rate limits that hold across API processes (docs/rate-limits.md). The general limit, asked
 * on every request, counts in the process and adds its counts to PostgreSQL each second, so the
 * ceiling holds across processes within about a second. Limits against guessing count each
 * request in PostgreSQL at once (`limitExactly`, `countAndCheck` in rate-counts.ts).
 */
import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { loggableFailure } from '../db/failure-log.ts';
import { hashSessionToken } from '../modules/auth/tokens.ts';
import { bearerToken } from './auth.ts';
import { addToCounts, tooMany } from './rate-counts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The general limit's counts (tests call `sync` rather than wait for it). */
    requestCounts: RequestCounts;
  }
}

/** How often each process adds its general-limit counts to PostgreSQL's. */
export const SYNC_INTERVAL_MS = 1_000;

/** Tokens whose user is remembered, for keying the general limit before authentication. */
const TOKEN_OWNERS_KEPT = 50_000;

interface LocalCount {
  windowMs: number;
  endsAt: number;
  /** The count in PostgreSQL at the last sync (every process's). */
  shared: number;
  /** Counted here since the last sync. */
  pending: number;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The store of @fastify/rate-limit for the general limit and `createRateLimit` limits: counts
 * in the process, added to PostgreSQL (keys "requests:...") by `sync` each second; each key's
 * count is then every process's. Keys of `createRateLimit` limits need a prefix of their own.
 */
export class RequestCounts implements FastifyRateLimitStore {
  private readonly counts = new Map<string, LocalCount>();
  /** Syncs run one after the other. */
  private syncs: Promise<void> = Promise.resolve();

  constructor(private readonly db: Database) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    const now = Date.now();
    let count = this.counts.get(key);
    if (!count || count.endsAt <= now) {
      count = { windowMs: timeWindow, endsAt: now + timeWindow, shared: 0, pending: 0 };
      this.counts.set(key, count);
    }
    count.pending += 1;
    callback(null, { current: count.shared + count.pending, ttl: count.endsAt - now });
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  /** Adds this process's new counts to PostgreSQL's and learns every process's totals. */
  sync(): Promise<void> {
    this.syncs = this.syncs.catch(() => undefined).then(() => this.addPending());
    return this.syncs;
  }

  private async addPending(): Promise<void> {
    const now = new Date();
    const sent = new Map<string, { count: LocalCount; by: number }>();
    for (const [key, count] of this.counts) {
      if (count.pending > 0) sent.set(key, { count, by: count.pending });
      else if (count.endsAt <= now.getTime()) this.counts.delete(key);
    }
    if (sent.size === 0) return;
    const totals = await addToCounts(
      this.db,
      [...sent].map(([key, { count, by }]) => ({
        key: `requests:${key}`,
        windowMs: count.windowMs,
        by,
      })),
      now,
    );
    for (const [key, { count, by }] of sent) {
      const total = totals.get(`requests:${key}`);
      // A window that ended here meanwhile started a new count, which the next sync sends.
      if (!total || this.counts.get(key) !== count) continue;
      count.pending -= by;
      count.shared = total.count;
      count.endsAt = total.endsAt;
    }
  }
}

/** The plugin builds its store with `new`; this one is built already. */
const storeOf = (store: FastifyRateLimitStore) =>
  function madeStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;

/**
 * Registers the general limit (`perMinute` requests a minute per signed-in user, or per address
 * for requests without a known token) as a root hook, so it runs before any route's own hooks,
 * and the shared counts' sync. Call once the database is open.
 */
export async function registerRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  const counts = new RequestCounts(app.db);
  app.decorate('requestCounts', counts);
  // A token's user, learnt when the token authenticates: its later requests count as the user's.
  const tokenOwners = new Map<string, number>();
  const tokenHashes = new WeakMap<FastifyRequest, string>();

  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: '1 minute',
    store: storeOf(counts),
    keyGenerator: (request) => {
      const token = bearerToken(request);
      if (token && token.length <= 200) {
        const tokenHash = hashSessionToken(token);
        const owner = tokenOwners.get(tokenHash);
        if (owner !== undefined) return `user:${owner}`;
        tokenHashes.set(request, tokenHash);
      }
      return `address:${normalizeIP(request.ip)}`;
    },
    // Load balancers poll the health check.
    allowList: (request) => request.url === '/api/health',
    errorResponseBuilder: (_request, context) =>
      tooMany('requests', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  app.addHook('onRequest', app.rateLimit());
  app.addHook('onResponse', async (request) => {
    const tokenHash = tokenHashes.get(request);
    if (tokenHash === undefined || !request.session) return;
    if (tokenOwners.size >= TOKEN_OWNERS_KEPT) tokenOwners.clear();
    tokenOwners.set(tokenHash, request.session.user.User_ID);
  });

  const timer = setInterval(() => {
    counts.sync().catch((error: unknown) => {
      // Never the failed query's values: the counts' keys name addresses and users.
      app.log.warn({ err: loggableFailure(error) }, 'request counts not shared');
    });
  }, SYNC_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
