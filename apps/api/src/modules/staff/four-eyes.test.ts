import { maskEmail, STAFF_MESSAGES, type IssuedPassword } from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { birthCalls, birthPayload } from '../../kinds/birth/test-support.ts';
import { bearer, freshAddress, signIn } from '../../test/helpers.ts';
import { askWaiver, decideWaiver } from '../payments/test-support.ts';
import { createUser, useRecordsTest } from '../records/test-support.ts';
import { bodyOf, passwordMailed } from './test-support.ts';

/*
 * Four eyes and passwords (docs/staff.md): an officer who resets a clerk's password neither
 * sees it nor approves what the clerk then captures, until the clerk chooses their own.
 */

const s = useRecordsTest();

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  s.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function signedIn(user: string, password: string): Promise<string> {
  const response = await s.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user, password, device: 'vitest' },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ token: string }>(response).token;
}

async function changePassword(token: string, currentPassword: string, newPassword: string) {
  const changed = await call('POST', '/api/auth/password', token, {
    currentPassword,
    newPassword,
  });
  expect(changed.statusCode, changed.body).toBe(200);
}

/** Staff of the Ikeja centre with a password of their own and an e-mail address. */
async function clerk(userName: string, role: 'adhoc' | 'registra' = 'adhoc') {
  const { stateId, lgaId, id: centreId } = s.ikeja;
  const id = await createUser(s.db, userName, role, { stateId, lgaId, centreId });
  const email = `${userName}@example.com`;
  await s.db.update(users).set({ email }).where(eq(users.id, id));
  return { id, userName, email };
}

const allowedActions = async (token: string, id: number) =>
  bodyOf<{ allowed_actions: string[] }>(await birthCalls(s.t.app).detail(token, id))
    .allowed_actions;

describe('four eyes and passwords', () => {
  it('a DCR who resets a clerk’s password never sees it, and approves nothing the clerk captures until the clerk chooses their own', async () => {
    const births = birthCalls(s.t.app);
    const { id, userName, email } = await clerk('clerk_four_eyes');

    // The DCR resets the password: the answer says where it went, not what it is.
    const mailed = s.t.app.mailSink!.messagesTo(email).length;
    const reset = await call('POST', `/api/adhoc-staff/${id}/password-reset`, s.people.dcr);
    expect(reset.statusCode, reset.body).toBe(200);
    const given = await passwordMailed(s.t.app, email, mailed);
    expect(reset.body).not.toContain(given);
    expect(bodyOf<IssuedPassword>(reset).sentTo).toEqual({
      channel: 'email',
      address: maskEmail(email),
    });

    // Whoever signs in with it must change it first; then captures a birth.
    const session = await signedIn(userName, given);
    await changePassword(session, given, 'amber-river-at-sign-in');
    const birth = await births.submitted(session, birthPayload(s.ikeja.id));

    // That change proves only that the reset password was known: the DCR may not decide.
    const refused = await births.approve(s.people.dcr, birth.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PASSWORD_SET_BY_CALLER',
      message: STAFF_MESSAGES.setTheirPassword,
    });
    const queried = await births.reject(s.people.dcr, birth.id, 'Check the date of birth');
    expect(queried.statusCode).toBe(403);
    expect((queried.json() as { code: string }).code).toBe('PASSWORD_SET_BY_CALLER');
    expect(await allowedActions(s.people.dcr, birth.id)).toEqual([]);
    // Another officer may.
    expect(await allowedActions(s.people.director, birth.id)).toEqual(['approve', 'query']);

    // The clerk changes their own password again: the DCR may approve.
    await changePassword(session, 'amber-river-at-sign-in', 'quiet-harbour-morning-42');
    expect(await allowedActions(s.people.dcr, birth.id)).toEqual(['approve', 'query']);
    const approved = await births.approve(s.people.dcr, birth.id);
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('holds for the officer who made the account and its first password', async () => {
    const births = birthCalls(s.t.app);
    const email = 'four.eyes.new@example.com';
    const mailed = s.t.app.mailSink!.messagesTo(email).length;
    const made = await call('POST', '/api/users', s.people.admin, {
      roleId: 3,
      firstName: 'Four',
      surname: 'Eyes',
      email,
      regCenterId: s.ikeja.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    const { member } = bodyOf<IssuedPassword>(made);
    const given = await passwordMailed(s.t.app, email, mailed);
    expect(made.body).not.toContain(given);
    const session = await signedIn(member.userName, given);
    await changePassword(session, given, 'lantern-maple-orbit-31');
    const birth = await births.submitted(session, birthPayload(s.ikeja.id));
    expect(await allowedActions(s.people.admin, birth.id)).not.toContain('approve');
    expect((await births.approve(s.people.admin, birth.id)).statusCode).toBe(403);
    expect(await allowedActions(s.people.dcr, birth.id)).toEqual(['approve', 'query']);
    // The demo admin signs in afresh: a new session changes nothing.
    const admin = await signIn(s.t.app, 'admin');
    expect((await births.approve(admin, birth.id)).statusCode).toBe(403);
  });

  it('holds for a fee waiver: not granted by whoever reset the asker’s password', async () => {
    const { id, userName, email } = await clerk('registra_four_eyes', 'registra');
    const mailed = s.t.app.mailSink!.messagesTo(email).length;
    const reset = await call('POST', `/api/users/${id}/password-reset`, s.people.admin);
    expect(reset.statusCode, reset.body).toBe(200);
    const given = await passwordMailed(s.t.app, email, mailed);
    const session = await signedIn(userName, given);
    await changePassword(session, given, 'violet-canyon-tides-58');
    const asked = await askWaiver(s.t.app, session, {
      service: 'attestation',
      reg_center_id: s.ikeja.id,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const waiver = bodyOf<{ id: number }>(asked).id;
    const refused = await decideWaiver(s.t.app, s.people.admin, waiver, 'grant');
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { code: string }).code).toBe('PASSWORD_SET_BY_CALLER');
    // Another officer may.
    expect((await decideWaiver(s.t.app, s.people.dcr, waiver, 'grant')).statusCode).toBe(200);
  });
});
