import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Files the browser must re-check on every load so a new release is picked up. */
const ALWAYS_REVALIDATE =
  /(^|\/)(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest|manifest\.json)$/;

export function webDistAvailable(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/** Serves the built SPA (WEB_DIST_DIR): hashed assets for a year, the shell always fresh. */
export async function registerStaticWeb(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // The web build writes .br and .gz beside each asset: smallest bytes on slow links.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      if (ALWAYS_REVALIDATE.test(path)) {
        reply.header('cache-control', 'no-cache');
      } else if (/[/\\]assets[/\\]/.test(path)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'public, max-age=3600');
      }
      if (path.endsWith('sw.js')) reply.header('service-worker-allowed', '/');
    },
  });
}

/** A browser navigation to an app route (not /api, not a file) gets the SPA's index.html. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendSpaShell(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
