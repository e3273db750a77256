import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 3, demo: false });
});
afterAll(() => t.close());

describe('general rate limit', () => {
  it('answers 429 in the envelope once an address has used its requests', async () => {
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/option/states', remoteAddress: '192.0.2.1' });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(401);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 'ERROR',
      message: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/),
      data: null,
      code: 'RATE_LIMITED',
      details: { retryAfter: Number(limited.headers['retry-after']) },
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not limit the health check', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '192.0.2.2',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
