import { loginRequestSchema } from '@vitalreg/domain';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.ts';
import { registerErrorHandling, validationMessages } from './error-handler.ts';

const logs: string[] = [];
const app = Fastify({
  logger: { level: 'debug', stream: { write: (line: string) => void logs.push(line) } },
  bodyLimit: 1024,
}).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { spaFallback: false });
  app.get<{ Params: { code: string } }>('/app-error/:code', async (request) => {
    throw new AppError(request.params.code as ErrorCode, `code ${request.params.code}`, {
      'retry-after': '60',
    });
  });
  app.get('/crash', async () => {
    const error = new Error(
      'duplicate key value violates unique constraint "users_pkey" DETAIL: Key (nin)=(12345678901)',
    );
    Object.assign(error, { query: 'INSERT INTO users ...', parameters: ['secret'] });
    throw error;
  });
  app.post('/login', { schema: { body: loginRequestSchema } }, async () => ({ ok: true }));
  app.post(
    '/typed',
    {
      schema: {
        body: z.object({ age: z.number().int().max(120), name: z.string().max(5) }).strict(),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('central error handler', () => {
  it.each(Object.entries(ERROR_STATUS))('maps %s to %i in the envelope', async (code, status) => {
    const response = await app.inject({ method: 'GET', url: `/app-error/${code}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: 'ERROR', message: `code ${code}`, data: null });
    expect(response.headers['retry-after']).toBe('60');
  });

  it('hides internals of unexpected errors and keeps SQL and NINs out of the log', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: 'Something went wrong on our side.',
      data: null,
    });
    const text = logs.join('');
    expect(text).toContain('request failed');
    expect(text).not.toContain('12345678901');
    expect(text).not.toContain('INSERT INTO');
    expect(text).not.toContain('secret');
  });

  it('answers validation failures with readable sentences', async () => {
    const response = await app.inject({ method: 'POST', url: '/login', payload: { user: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: ['User name is required.', 'password is required.'],
      data: null,
    });
  });

  it('describes wrong types, limits and unexpected fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/typed',
      payload: { age: 'old', name: 'far too long', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      'age must be a number.',
      'name must be at most 5 characters.',
      'The request has unexpected fields: extra.',
    ]);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Request body is not valid JSON.');
  });

  it('refuses prototype poisoning as malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":"a","password":"b","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an oversize body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { user: 'x'.repeat(5000), password: 'y' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: 'Request body is too large.',
      data: null,
    });
  });

  it('answers unknown routes with 404 Route not found', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'ERROR', message: 'Route not found', data: null });
  });

  it('turns a missing body into one sentence', () => {
    expect(
      validationMessages(
        [{ instancePath: '/', message: 'Invalid input: expected object, received undefined' }],
        'body',
      ),
    ).toEqual(['Request body is required.']);
  });
});
