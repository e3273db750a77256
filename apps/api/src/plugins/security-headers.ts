import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** Headers of the probe's own answer, not helmet's. */
const ANSWER_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Sets on every answer the headers @fastify/helmet would set, worked out once at start by
 * asking helmet on a throwaway instance. @fastify/helmet builds helmet's middleware (parsing
 * the CSP directives) for every request again. Our headers never vary by request (no CSP
 * nonces), so one copy serves all.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'ok');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!ANSWER_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(headers);
    next();
  });
}
