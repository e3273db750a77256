import { ERROR_CODE_TABLE, loginRequestSchema, type ErrorCode } from '@vitalreg/domain';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { frameworkErrors, registerErrorHandling, validationMessages } from './error-handler.ts';

const logs: string[] = [];
const app = Fastify({
  logger: { level: 'debug', stream: { write: (line: string) => void logs.push(line) } },
  bodyLimit: 1024,
  frameworkErrors,
}).withTypeProvider<ZodTypeProvider>();

/** Details of the codes that carry some, as a service would give them. */
const DETAILS: Partial<Record<ErrorCode, object>> = {
  VALIDATION_FAILED: { issues: [{ path: 'child.surname', message: 'Enter the surname.' }] },
  EMAIL_CODE_WRONG: { triesLeft: 2 },
  PAYMENT_REQUIRED: { paymentStatus: 'pending' },
  DUPLICATE_SUSPECTED: { kind: 'birth', reference: 'BR-LA-2026-ABCDEFGH' },
  ALREADY_REGISTERED: { reference: 'BR-LA-2026-ABCDEFGH', certificateNumber: null },
  PAYMENT_ALREADY_USED: { usedFor: 'certificate reprint BC/LA/2026/000001' },
  FEE_NOT_SET: { service: 'reprint' },
  RATE_LIMITED: { retryAfter: 60 },
  PAYMENT_GATEWAY_FAILED: { retryAfter: 5 },
  MAIL_NOT_SENT: { retryAfter: 5 },
  DATABASE_UNAVAILABLE: { retryAfter: 5 },
  DATABASE_BUSY: { retryAfter: 5 },
  IDENTITY_UNAVAILABLE: { retryAfter: 5 },
  PAYMENT_GATEWAY_UNAVAILABLE: { retryAfter: 5 },
};
/** The constructor as the route below calls it: a code from the address, untyped details. */
const AnyAppError = AppError as unknown as new (
  code: ErrorCode,
  message: string,
  details?: object,
) => AppError;

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { spaFallback: false });
  app.get<{ Params: { code: ErrorCode } }>('/app-error/:code', async (request) => {
    const { code } = request.params;
    throw new AnyAppError(code, `code ${code}`, DETAILS[code]);
  });
  app.get('/teapot', async () => {
    throw Object.assign(new Error("I'm a teapot"), { statusCode: 418 });
  });
  app.get<{ Params: { id: string } }>('/things/:id', async () => ({ ok: true }));
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
  it.each(Object.entries(ERROR_CODE_TABLE))(
    'answers %s with its status, code and details',
    async (code, { status }) => {
      const response = await app.inject({ method: 'GET', url: `/app-error/${code}` });
      expect(response.statusCode).toBe(status);
      const details = DETAILS[code as ErrorCode];
      expect(response.json()).toEqual({
        status: 'ERROR',
        message: `code ${code}`,
        data: null,
        code,
        ...(details ? { details } : {}),
      });
      // A wait in the details is the Retry-After header too.
      const retryAfter = (details as { retryAfter?: number } | undefined)?.retryAfter;
      expect(response.headers['retry-after']).toBe(
        retryAfter === undefined ? undefined : String(retryAfter),
      );
    },
  );

  it('hides internals of unexpected errors and keeps SQL and NINs out of the log', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: 'Something went wrong on our side.',
      data: null,
      code: 'INTERNAL',
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
      code: 'VALIDATION_FAILED',
      details: {
        issues: [
          { path: 'user', message: 'User name is required.' },
          { path: 'password', message: 'password is required.' },
        ],
      },
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
    expect(response.json()).toMatchObject({
      message: 'Request body is not valid JSON.',
      code: 'MALFORMED_REQUEST',
    });
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
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('answers unknown routes with 404 Route not found', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: 'Route not found',
      data: null,
      code: 'NOT_FOUND',
    });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: 'Send the request body as JSON (Content-Type: application/json).',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers addresses the router cannot take in the envelope', async () => {
    const badEscape = await app.inject({ method: 'GET', url: '/things/a%E0%A4%A' });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toMatchObject({ code: 'MALFORMED_REQUEST' });
    const long = await app.inject({ method: 'GET', url: `/things/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({
      message: 'The address is too long.',
      code: 'URI_TOO_LONG',
    });
  });

  it('answers a client error of no known kind as a malformed request', async () => {
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "I'm a teapot", code: 'MALFORMED_REQUEST' });
  });

  it('says what a body of the wrong type should be (the fuzz sent lists, text, null)', async () => {
    const response = await app.inject({ method: 'POST', url: '/login', payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['The request body must be an object.']);
    expect(response.json().details).toEqual({
      issues: [{ path: '', message: 'The request body must be an object.' }],
    });
  });

  it('names the limit that binds, exclusive ones as such, and the types a union takes', () => {
    const schema = z.object({
      id: z.number().int().positive().max(2_147_483_647),
      state: z.union([z.string(), z.null()]),
    });
    const issues = schema.safeParse({ id: 2 ** 60, state: 5 }).error?.issues ?? [];
    const asFastify = issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      message,
      params,
    }));
    expect(validationMessages(asFastify, 'body')).toEqual([
      'id must be at most 2147483647.',
      'state must be text or empty (null).',
    ]);
    const zero = schema.shape.id.safeParse(0).error?.issues[0];
    expect(
      validationMessages(
        [
          {
            keyword: 'too_small',
            instancePath: '/id',
            message: zero?.message,
            params: { ...zero },
          },
        ],
        'body',
      ),
    ).toEqual(['id must be more than 0.']);
  });

  it('lists a few unexpected fields, cut short (their names are input)', () => {
    const keys = ['a'.repeat(300), 'b', 'c', 'd', 'e', 'f', 'g'];
    const [message] = validationMessages(
      [
        {
          keyword: 'unrecognized_keys',
          instancePath: '/',
          message: 'Unrecognized keys',
          params: { keys },
        },
      ],
      'body',
    );
    expect(message).toBe(
      `The request has unexpected fields: ${'a'.repeat(40)}…, b, c, d, e and 2 more.`,
    );
  });

  it('refuses a body whose Content-Length lies with a sentence', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      payload: '{"user":"a","password":"b"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The request body does not match its Content-Length.',
      code: 'MALFORMED_REQUEST',
    });
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
