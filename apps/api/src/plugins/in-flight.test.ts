import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight.ts';

function slowApp(ms: number) {
  const app = Fastify({ logger: false });
  const inFlight = trackInFlight(app);
  const finished: string[] = [];
  app.get('/api/slow', async () => {
    await delay(ms);
    finished.push('handler');
    return { done: true };
  });
  return { app, inFlight, finished };
}

describe('requests in flight', () => {
  it('counts a request until its handler has answered, and says when all are done', async () => {
    const { app, inFlight, finished } = slowApp(100);
    const response = app.inject({ method: 'GET', url: '/api/slow' });
    await delay(30);
    expect(inFlight.count).toBeGreaterThan(0);
    expect(await inFlight.drained(2_000)).toBe(true);
    expect(finished).toEqual(['handler']);
    expect(inFlight.count).toBe(0);
    expect((await response).statusCode).toBe(200);
    await app.close();
  });

  it('gives up waiting after the timeout', async () => {
    const { app, inFlight } = slowApp(300);
    const response = app.inject({ method: 'GET', url: '/api/slow' });
    await delay(30);
    expect(await inFlight.drained(20)).toBe(false);
    await response;
    expect(await inFlight.drained(20)).toBe(true);
    await app.close();
  });
});
