/**
 * What the fuzz found, one focused test each (each answered 500, or an answer without the
 * envelope, before its fix), so a finding stays fixed whatever the fuzz's sample draws.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../plugins/error-handler.ts';
import { bearer, body, createTestApp, signIn, type TestApp } from '../helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

function expectRefusal(
  response: Awaited<ReturnType<typeof get>>,
  status: number,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const answer = body(response);
  expect(answer).toMatchObject({ status: 'ERROR', data: null });
  if (message) expect(([] as string[]).concat(answer.message)).toContain(message);
}

describe('addresses the router cannot read', () => {
  it('a malformed %-escape answers 400 with the envelope, not Fastify’s own body', async () => {
    expectRefusal(await get('/api/birth-registration/a%ED%A0%BDb'), 400, ADDRESS_MESSAGES.badUrl);
  });

  it('a path part over the parameter length answers 414 with the envelope', async () => {
    expectRefusal(
      await get(`/api/birth-registration/${'9'.repeat(300)}`),
      414,
      ADDRESS_MESSAGES.tooLong,
    );
  });

  it('the API reference’s own pages answer refusals with the envelope too', async () => {
    expectRefusal(await get('/api/docs/yaml?a=%00'), 400, 'Text must not contain NUL characters.');
  });
});

describe('values the database cannot take', () => {
  it('a stored-file key that is not a %-escape answers 404, not 500', async () => {
    expectRefusal(await get('/api/documents/%25'), 404, 'Document not found.');
    expectRefusal(await get('/api/documents/%25E0%25A4%25A'), 404, 'Document not found.');
  });

  it('ids beyond a PostgreSQL integer answer 400, not 500', async () => {
    expectRefusal(await get('/api/option/lgas?state_id=3317955099137357'), 400);
    expectRefusal(await get('/api/birth-registration?centre_id=3868510144592069'), 400);
  });

  it('a page beyond any row count answers 400, not 500', async () => {
    expectRefusal(
      await get('/api/death-registration?page=7508907397523793'),
      400,
      'page must be at most 1000000.',
    );
  });

  it('a capture date before the registry’s first year answers 400, not 500', async () => {
    expectRefusal(
      await get('/api/birth-registration?from=0001-01-01'),
      400,
      'from: Invalid date format. Please provide a valid ISO date string.',
    );
  });

  it('an unpaired surrogate in a JSON body answers 400, not 500 (jsonb refuses it)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":"nobody","password":"not-the-password","device":"\\ud800"}',
    });
    expectRefusal(
      response,
      400,
      'Text must not contain unpaired surrogate characters (\\uD800-\\uDFFF).',
    );
    const paired = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":"nobody","password":"not-the-password","device":"\\ud83d\\ude00"}',
    });
    expect(paired.statusCode).toBe(401);
    // A backslash followed by the text "ud800" (or "u0000") is ordinary text: sign-in goes on.
    for (const text of ['\\\\ud800', '\\\\u0000']) {
      const literal = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"user":"nobody","password":"not-the-password","device":"${text}"}`,
      });
      expect(literal.statusCode).toBe(401);
    }
  });
});
