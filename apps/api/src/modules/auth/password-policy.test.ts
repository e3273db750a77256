import { PASSWORD_MESSAGES, ROLE_IDS } from '@vitalreg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/helpers.ts';
import { hashPassword } from './password.ts';

/**
 * Issue 44 (item 7): a password someone chooses is refused when it is on the list of common or
 * leaked passwords or holds the account's own names (NIST SP 800-63B), at the API, whatever
 * the screen did.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.handle.db.insert(users).values({
    userName: 'ngozi.okafor',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    fullName: 'Ngozi Adaeze Okafor',
    roleId: ROLE_IDS.sub_admin,
  });
  token = await signIn(t.app, 'ngozi.okafor');
});
afterAll(() => t.close());

const change = (newPassword: string, currentPassword = DEMO_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });

/** The refusal's code and its one issue. */
const refusalOf = (response: { statusCode: number; json(): unknown }) => {
  const answer = response.json() as {
    code: string;
    details: { issues: { path: string; message: string }[] };
  };
  return { httpStatus: response.statusCode, code: answer.code, issues: answer.details.issues };
};

describe('POST /api/auth/password: the password policy', () => {
  it.each([
    ['aaaaaaaaaa', PASSWORD_MESSAGES.common],
    ['password123456', PASSWORD_MESSAGES.common],
    ['okafor-2026-lagos', PASSWORD_MESSAGES.ownName],
    ['my name is Adaeze', PASSWORD_MESSAGES.ownName],
  ])('refuses %s at the field', async (password, message) => {
    expect(refusalOf(await change(password))).toEqual({
      httpStatus: 400,
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'newPassword', message }],
    });
  });

  it('accepts a good passphrase, up to 200 characters', async () => {
    const passphrase = 'harmattan kettle bicycle lagoon';
    const accepted = await change(passphrase);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const long = 'tortoise drum over the lagoon at dusk, '.repeat(6).slice(0, 200);
    const longer = await change(long, passphrase);
    expect(longer.statusCode, longer.body).toBe(200);
    expect((await signIn(t.app, 'ngozi.okafor', long)).length).toBeGreaterThan(0);
  });
});
