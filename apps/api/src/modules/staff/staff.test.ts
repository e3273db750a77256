import { randomInt } from 'node:crypto';
import {
  maskEmail,
  registryTodayIso,
  STAFF_MESSAGES,
  type IssuedPassword,
  type StaffMember,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, rolePermissions, users } from '../../db/schema.ts';
import { sandboxStaffPerson } from '../../integrations/identity/sandbox.ts';
import { birthCalls, birthPayload } from '../../kinds/birth/test-support.ts';
import { bearer, freshAddress, signIn } from '../../test/helpers.ts';
import { IDENTITY_MESSAGES } from '../identity/service.ts';
import { auditActionsOf, createUser, MESSAGES, useRecordsTest } from '../records/test-support.ts';
import { SANDBOX_NINS } from '../identity/test-support.ts';
import { bodyOf, passwordMailed } from './test-support.ts';

const s = useRecordsTest();

const DAY_MS = 86_400_000;
/** A day `days` from today in Nigeria, as the form sends it. */
const dayFromToday = (days: number) => registryTodayIso(new Date(Date.now() + days * DAY_MS));

/** A sandbox staff NIN nobody has used: 700 and eight random digits. */
const staffNin = () => `700${String(randomInt(100_000_000)).padStart(8, '0')}`;

function newClerk(centreId: number, edit: Record<string, unknown> = {}) {
  const nin = staffNin();
  const person = sandboxStaffPerson(nin)!;
  return {
    nin,
    firstName: person.firstname,
    middleName: '',
    surname: person.surname,
    phone: '08031234567',
    email: `clerk${nin}@example.com`,
    regCenterId: centreId,
    endDate: dayFromToday(60),
    ...edit,
  };
}

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  s.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const create = (token: string, body: object) => call('POST', '/api/adhoc-staff', token, body);

/** A new clerk's account, and the password the clerk (not the DCR) received by e-mail. */
async function created(
  body: { email: string },
  token = s.people.dcr,
): Promise<IssuedPassword & { password: string }> {
  const before = s.t.app.mailSink!.messagesTo(body.email).length;
  const response = await create(token, body);
  expect(response.statusCode, response.body).toBe(200);
  const password = await passwordMailed(s.t.app, body.email, before);
  // The officer's answer says where the password went, never what it is.
  expect(response.body).not.toContain(password);
  return { ...bodyOf<IssuedPassword>(response), password };
}

const login = (user: string, password: string) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user, password, device: 'vitest' },
    remoteAddress: freshAddress(),
  });

async function signedIn(user: string, password: string) {
  const response = await login(user, password);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { token: string; mustChangePassword: boolean } }).data;
}

const codeOf = (response: { json(): unknown }) => (response.json() as { code: string }).code;
const issuePathsOf = (response: { json(): unknown }) =>
  (response.json() as { details?: { issues?: { path: string }[] } }).details?.issues?.map(
    (issue) => issue.path,
  ) ?? [];

async function listed(token: string, query = ''): Promise<StaffMember[]> {
  const response = await call('GET', `/api/adhoc-staff${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { result: StaffMember[] } }).data.result;
}

describe('adhoc staff', () => {
  it('a DCR creates a clerk who must change the password, then captures births at the centre', async () => {
    const body = newClerk(s.ikeja.id);
    const issued = await created(body);
    const { member } = issued;
    expect(member).toMatchObject({
      role: 'adhoc',
      fullName: `${body.firstName} ${body.surname}`,
      regCenterId: s.ikeja.id,
      status: 'active',
      endDate: body.endDate,
      mustChangePassword: true,
      recordsCaptured: 0,
      ninEnd: body.nin.slice(-3),
      phone: '2348031234567',
    });
    expect(member.userName).toMatch(/^[a-z]+\.[a-z]+\d*$/);
    expect(member.allowedActions).toEqual(['edit', 'reset_password', 'deactivate']);
    expect(issued.password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    expect(issued.sentTo).toEqual({ channel: 'email', address: maskEmail(body.email) });
    expect(Object.keys(issued).sort()).toEqual(['member', 'password', 'sentTo']);
    const mail = s.t.app.mailSink?.messagesTo(body.email).at(-1);
    expect(mail?.text).toContain(member.userName);
    expect(await auditActionsOf(s.db, 'user', member.id)).toContain('staff.create');
    expect((await listed(s.people.dcr)).map((m) => m.id)).toContain(member.id);

    // First sign-in: nothing but the password change until it is done.
    const first = await signedIn(member.userName, issued.password);
    expect(first.mustChangePassword).toBe(true);
    const births = birthCalls(s.t.app);
    const blocked = await births.list(first.token);
    expect(blocked.statusCode).toBe(403);
    expect(codeOf(blocked)).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await call('GET', '/api/auth/me', first.token)).statusCode).toBe(200);

    const change = (payload: object) => call('POST', '/api/auth/password', first.token, payload);
    const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'a-new-secret-1' });
    expect(wrong.statusCode).toBe(400);
    expect(issuePathsOf(wrong)).toEqual(['currentPassword']);
    const same = await change({
      currentPassword: issued.password,
      newPassword: issued.password,
    });
    expect(same.statusCode).toBe(400);
    const short = await change({ currentPassword: issued.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    // The user name is refused as a password (a short one as too short).
    const asName = await change({
      currentPassword: issued.password,
      newPassword: member.userName,
    });
    expect(asName.statusCode).toBe(400);
    const changed = await change({
      currentPassword: issued.password,
      newPassword: 'clerk-password-2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (changed.json() as { data: { mustChangePassword: boolean } }).data.mustChangePassword,
    ).toBe(false);
    expect(await auditActionsOf(s.db, 'user', member.id)).toContain('auth.password.changed');
    expect((await login(member.userName, issued.password)).statusCode).toBe(401);

    // Now a clerk like any other: births at the centre, counted on the DCR's list.
    expect((await births.list(first.token)).statusCode).toBe(200);
    await births.submitted(first.token, birthPayload(s.ikeja.id));
    const [row] = (await listed(s.people.dcr)).filter((m) => m.id === member.id);
    expect(row?.recordsCaptured).toBe(1);
    expect(row?.mustChangePassword).toBe(false);
    expect(row?.lastSignInAt).not.toBeNull();
  });

  it('keeps to the area: another LGA neither sees nor manages the clerk; others may not manage', async () => {
    const { member } = await created(newClerk(s.ikeja.id));
    expect((await listed(s.people.abujaDcr)).map((m) => m.id)).not.toContain(member.id);
    for (const url of [`/api/adhoc-staff/${member.id}`]) {
      expect((await call('GET', url, s.people.abujaDcr)).statusCode).toBe(404);
    }
    const deactivate = { reason: 'being_investigated' };
    expect(
      (
        await call(
          'POST',
          `/api/adhoc-staff/${member.id}/deactivate`,
          s.people.abujaDcr,
          deactivate,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/adhoc-staff/${member.id}/password-reset`, s.people.abujaDcr))
        .statusCode,
    ).toBe(404);
    // A centre outside the DCR's LGA is refused, as a record submitted there would be.
    const elsewhere = await create(s.people.dcr, newClerk(s.abuja.id));
    expect(elsewhere.statusCode).toBe(403);
    const unknownCentre = await create(s.people.dcr, newClerk(999_999));
    expect(issuePathsOf(unknownCentre)).toEqual(['regCenterId']);
    // Without Can_Manage_Adhocs: 403 on every route.
    for (const token of [s.people.registra, s.people.adhoc, s.people.commissioner]) {
      expect((await call('GET', '/api/adhoc-staff', token)).statusCode).toBe(403);
      expect((await create(token, newClerk(s.ikeja.id))).statusCode).toBe(403);
    }
    // The state director manages adhoc staff of the whole state (Can_Manage_Adhocs, state scope).
    expect((await listed(s.people.director)).map((m) => m.id)).toContain(member.id);
  });

  it('checks the NIN with the identity agency and allows one account per person', async () => {
    const body = newClerk(s.ikeja.id);
    const { member } = await created(body);
    const again = await create(s.people.dcr, { ...body, email: 'other@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ACCOUNT_EXISTS',
      details: { userName: member.userName },
    });
    const unavailable = await create(
      s.people.dcr,
      newClerk(s.ikeja.id, { nin: SANDBOX_NINS.unavailable }),
    );
    expect(unavailable.statusCode).toBe(503);
  });

  it('does not tell a DCR of another area that a NIN has an account there', async () => {
    const body = newClerk(s.ikeja.id);
    const { member } = await created(body);
    // The Abuja DCR recruits the same person at their own centre: refused as any other case
    // outside their reach would be (403), the account neither named nor said to exist.
    const abujaAgain = await create(s.people.abujaDcr, { ...body, regCenterId: s.abuja.id });
    expect(abujaAgain.statusCode).toBe(403);
    expect(abujaAgain.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: STAFF_MESSAGES.cannotCreateForPerson,
    });
    expect(abujaAgain.body).not.toContain(member.userName);
    expect(abujaAgain.body).not.toContain('ACCOUNT_EXISTS');
    expect(abujaAgain.body).not.toContain(STAFF_MESSAGES.ninHasAccount);
  });

  it('answers one refusal for an unknown NIN and for each name that differs', async () => {
    const refusals = [
      await create(s.people.dcr, newClerk(s.ikeja.id, { nin: SANDBOX_NINS.unknown })),
      await create(s.people.dcr, newClerk(s.ikeja.id, { surname: 'Somebody' })),
      await create(s.people.dcr, newClerk(s.ikeja.id, { firstName: 'Somebody' })),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: STAFF_MESSAGES.identityMismatch,
        details: { issues: [{ path: 'nin', message: STAFF_MESSAGES.identityMismatch }] },
      });
    }
    // The three answers are the same, word for word.
    expect(new Set(refusals.map((refused) => refused.body)).size).toBe(1);
  });

  it('counts the NIN check as an identity look-up: audited, capped per day, for its permission', async () => {
    const ikeja = s.ikeja;
    const capped = await createUser(s.db, 'dcr_capped', 'dcr', {
      stateId: ikeja.stateId,
      lgaId: ikeja.lgaId,
      centreId: null,
    });
    const token = await signIn(s.t.app, 'dcr_capped');
    const lookups = async () =>
      (
        await s.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'identity.nin.lookup'), eq(auditLog.actorUserId, capped)))
      ).length;
    const refused = await create(token, newClerk(ikeja.id, { surname: 'Somebody' }));
    expect(refused.statusCode).toBe(400);
    expect(await lookups()).toBe(1);

    // As if the rest of today's look-ups had been made: the next is refused before the agency.
    const store = s.t.app.ninVerifications;
    for (let i = 1; i < store.checksPerDay; i += 1) await store.countLookup(capped, new Date());
    const over = await create(token, newClerk(ikeja.id));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: IDENTITY_MESSAGES.dailyCap(store.checksPerDay),
    });
    expect(await lookups()).toBe(1);

    // Without the look-up permission (withdrawn from the DCR role): 403 before anything is asked.
    const dcrRole = { roleId: 2, permission: 'Can_Verify_Identity' };
    await s.db
      .delete(rolePermissions)
      .where(
        and(eq(rolePermissions.roleId, 2), eq(rolePermissions.permission, dcrRole.permission)),
      );
    try {
      await s.t.app.sessionCache.sync(s.t.database.handle);
      const withheld = await create(s.people.dcr, newClerk(ikeja.id));
      expect(withheld.statusCode).toBe(403);
    } finally {
      await s.db.insert(rolePermissions).values(dcrRole);
      await s.t.app.sessionCache.sync(s.t.database.handle);
    }
  });

  it('gives people named alike, created at the same moment, user names of their own', async () => {
    const callers = [s.people.dcr, s.people.director, s.people.admin];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        // Sandbox NINs ending in 00: all of them Amina Bello.
        create(
          callers[i % 3]!,
          newClerk(s.ikeja.id, {
            nin: `${staffNin().slice(0, 9)}00`,
            firstName: 'Amina',
            surname: 'Bello',
          }),
        ),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const names = answers.map(
      (answer) => (answer.json() as { data: IssuedPassword }).data.member.userName,
    );
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^amina\.bello\d*$/);
  });

  it('refuses bad input field by field, with the messages the form shows', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endDate: dayFromToday(0) }, 'endDate', STAFF_MESSAGES.endDateNotFuture],
      [{ endDate: dayFromToday(400) }, 'endDate', STAFF_MESSAGES.endDateTooFar],
      [{ endDate: '2026-02-30' }, 'endDate', STAFF_MESSAGES.endDateInvalid],
      [{ regCenterId: 0 }, 'regCenterId', STAFF_MESSAGES.centreRequired],
      [{ phone: '0803' }, 'phone', MESSAGES.phoneTooShort],
      [{ email: 'not-an-email' }, 'email', MESSAGES.email],
    ];
    for (const [edit, path, message] of cases) {
      const response = await create(s.people.dcr, newClerk(s.ikeja.id, edit));
      expect(response.statusCode, JSON.stringify(edit)).toBe(400);
      const issues = (
        response.json() as { details: { issues: { path: string; message: string }[] } }
      ).details.issues;
      expect(issues.find((issue) => issue.path === path)?.message, path).toBe(message);
    }
  });

  it('deactivates with a reason (sessions end), reactivates, resets the password, ends on its end date', async () => {
    const issued = await created(newClerk(s.ikeja.id));
    const { member } = issued;
    const session = await signedIn(member.userName, issued.password);
    const url = `/api/adhoc-staff/${member.id}`;

    const noText = await call('POST', `${url}/deactivate`, s.people.dcr, { reason: 'other' });
    expect(noText.statusCode).toBe(400);
    expect(issuePathsOf(noText)).toEqual(['reasonText']);
    const off = await call('POST', `${url}/deactivate`, s.people.dcr, {
      reason: 'other',
      reasonText: 'Campaign moved to another ward',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as { data: StaffMember }).data).toMatchObject({
      status: 'deactivated',
      deactivationReason: 'Campaign moved to another ward',
      allowedActions: ['edit', 'reset_password', 'reactivate'],
    });
    expect((await call('GET', '/api/auth/me', session.token)).statusCode).toBe(401);
    const refused = await login(member.userName, issued.password);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('ACCOUNT_DISABLED');
    expect(
      (await call('POST', `${url}/deactivate`, s.people.dcr, { reason: 'other', reasonText: 'x' }))
        .statusCode,
    ).toBe(409);

    const on = await call('POST', `${url}/reactivate`, s.people.dcr, {
      reasonText: 'Back on the campaign',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((on.json() as { data: StaffMember }).data.status).toBe('active');
    await signedIn(member.userName, issued.password);

    const email = issued.member.email!;
    const mailed = s.t.app.mailSink!.messagesTo(email).length;
    const reset = await call('POST', `${url}/password-reset`, s.people.dcr);
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = await passwordMailed(s.t.app, email, mailed);
    expect(reset.body).not.toContain(fresh);
    expect(reset.json()).toMatchObject({
      message: STAFF_MESSAGES.passwordSent(maskEmail(email)),
      data: { sentTo: { channel: 'email', address: maskEmail(email) } },
    });
    expect(fresh).not.toBe(issued.password);
    expect((await login(member.userName, issued.password)).statusCode).toBe(401);
    expect((await signedIn(member.userName, fresh)).mustChangePassword).toBe(true);

    // The end date passes: sign-in is refused and a live session stops; extending reopens it.
    const live = await signedIn(member.userName, fresh);
    await s.db
      .update(users)
      .set({ endDate: dayFromToday(-1) })
      .where(eq(users.id, member.id));
    await s.t.app.sessionCache.sync(s.t.database.handle);
    const ended = await login(member.userName, fresh);
    expect(ended.statusCode).toBe(403);
    expect(codeOf(ended)).toBe('ACCOUNT_ENDED');
    expect((await call('GET', '/api/auth/me', live.token)).statusCode).toBe(401);
    const [endedRow] = (await listed(s.people.dcr, '?status=ended')).filter(
      (m) => m.id === member.id,
    );
    expect(endedRow?.status).toBe('ended');
    const extended = await call('PATCH', url, s.people.dcr, { endDate: dayFromToday(30) });
    expect(extended.statusCode, extended.body).toBe(200);
    expect((extended.json() as { data: StaffMember }).data.status).toBe('active');
    await signedIn(member.userName, fresh);

    const actions = await auditActionsOf(s.db, 'user', member.id);
    for (const action of [
      'staff.deactivate',
      'staff.reactivate',
      'staff.password_reset',
      'staff.update',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('does not manage accounts of other roles, nor your own', async () => {
    const [registra] = await s.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, 'registra'));
    expect((await call('GET', `/api/adhoc-staff/${registra!.id}`, s.people.dcr)).statusCode).toBe(
      404,
    );
    const [dcr] = await s.db.select({ id: users.id }).from(users).where(eq(users.userName, 'dcr'));
    expect(
      (await call('POST', `/api/adhoc-staff/${dcr!.id}/password-reset`, s.people.dcr)).statusCode,
    ).toBe(404);
  });
});
