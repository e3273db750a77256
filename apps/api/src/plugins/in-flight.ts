import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export interface InFlight {
  /** Requests whose answer is not finished, plus handlers still running. */
  readonly count: number;
  /** Resolves once nothing is in flight, or after timeoutMs (returns false then). */
  drained(timeoutMs: number): Promise<boolean>;
}

/**
 * Counts what may still use the database: requests from arrival until their connection has
 * answered or gone, and async route handlers until they return. A handler keeps running after
 * its client hung up (the bench's clients do at the end of a run), so close waits for both
 * before the pools end; otherwise its next query fails with CONNECTION_ENDED.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  const done = () => {
    count -= 1;
    if (count === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  app.addHook('onRequest', (request, reply, next) => {
    // Static files never touch the database (and their streams already listen a lot).
    if (!request.url.startsWith('/api/')) return next();
    count += 1;
    // 'close' comes once the answer is sent, or when the client hung up first (when neither
    // onResponse nor, for a body already read, onRequestAbort is called).
    reply.raw.once('close', done);
    next();
  });
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    // Only async handlers: wrapping one that answers through a callback would change when
    // Fastify thinks it has answered.
    if (handler.constructor.name !== 'AsyncFunction') return;
    const tracked = async function (this: FastifyInstance, ...args: Parameters<typeof handler>) {
      count += 1;
      try {
        return (await (handler as (...a: typeof args) => Promise<unknown>).apply(
          this,
          args,
        )) as unknown;
      } finally {
        done();
      }
    };
    route.handler = tracked as RouteHandlerMethod;
  });
  return {
    get count() {
      return count;
    },
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
