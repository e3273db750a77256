import { ERROR_CODES } from '@vitalreg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from './test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/boom', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2');
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe('app', () => {
  it('GET /api/health answers version, database kind and no replica', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'SUCCESS',
      message: 'OK',
      data: { version: '2.2.2', database: t.database.kind, replica: null },
    });
  });

  it("answers its own x-request-id, never the caller's (plugins/request-id.test.ts)", async () => {
    for (const given of ['abc-123', 'bad id with spaces <script>']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sets security headers with a CSP that allows the SPA and its service worker', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hides internals of a 5xx', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: 'Something went wrong on our side.',
      data: null,
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('answers unknown API routes with 404 in the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/birth-registration/nope'],
      ['GET', '/not-an-api-route'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 'ERROR',
        message: 'Route not found',
        data: null,
        code: 'NOT_FOUND',
      });
    }
  });

  it('serves the OpenAPI document made from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/option/lgas']),
    );
    expect(spec.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });

  it('lists every error code in the OpenAPI document, and routes answer errors with it', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const envelope = spec.components.schemas.ErrorEnvelope;
    expect(envelope.properties.code.enum).toEqual([...ERROR_CODES]);
    expect(envelope.properties.details.properties).toHaveProperty('retryAfter');
    const loginRefusal = spec.paths['/api/auth/login'].post.responses['401'];
    expect(loginRefusal.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorEnvelope',
    });
  });

  it('compresses large answers when asked', async () => {
    const token = await signIn(t.app, 'admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/option/lgas',
      headers: { ...bearer(token), 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('bad input never causes a 500', () => {
  const cases: [string, { headers?: Record<string, string>; payload?: string | object }][] = [
    ['malformed JSON', { headers: { 'content-type': 'application/json' }, payload: '{"user":' }],
    ['a JSON array', { payload: [1, 2, 3] }],
    ['a JSON string', { headers: { 'content-type': 'application/json' }, payload: '"hello"' }],
    ['null', { headers: { 'content-type': 'application/json' }, payload: 'null' }],
    ['wrong types', { payload: { user: 12, password: true, device: {} } }],
    ['nested objects', { payload: { user: { $ne: null }, password: { $gt: '' } } }],
    ['a huge user name', { payload: { user: 'a'.repeat(100_000), password: 'x' } }],
    ['a huge password', { payload: { user: 'admin', password: 'p'.repeat(500_000) } }],
    [
      'form encoding',
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'user=a' },
    ],
    ['plain text', { headers: { 'content-type': 'text/plain' }, payload: 'hello' }],
    ['no body', {}],
    ['NUL characters', { payload: { user: 'ad\u0000min', password: 'x\u0000' } }],
    ['unicode', { payload: { user: '𝓪𝓭𝓶𝓲𝓷 ☃', password: '🙂'.repeat(10) } }],
  ];

  it.each(cases)(
    'POST /api/auth/login with %s answers 4xx in the envelope',
    async (_name, request) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...request });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().status).toBe('ERROR');
    },
  );

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user: 'admin', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Request body is too large.');
  });

  it('copes with odd query strings and paths', async () => {
    const token = await signIn(t.app, 'admin');
    for (const url of [
      '/api/option/lgas?state_id=-1',
      '/api/option/lgas?state_id=1e400',
      '/api/option/lgas?state_id=1&state_id=2',
      `/api/option/lgas?state_id=${'9'.repeat(5000)}`,
      '/api/option/%E0%A4%A',
      '/api/option/lgas?state_id=1%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
