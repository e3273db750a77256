import {
  STAFF_MESSAGES,
  type AuditEntries,
  type IssuedPassword,
  type StaffMember,
} from '@vitalreg/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rolePermissions, users } from '../../db/schema.ts';
import { bearer, freshAddress, signIn } from '../../test/helpers.ts';
import { auditActionsOf, useRecordsTest } from '../records/test-support.ts';
import { SANDBOX_NINS } from '../identity/test-support.ts';
import { passwordMailed } from './test-support.ts';

const s = useRecordsTest();

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  s.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const login = (user: string, password: string) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user, password, device: 'vitest' },
    remoteAddress: freshAddress(),
  });

const dataOf = <T>(response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};

describe('users (administration)', () => {
  it('an admin creates a registrar at a centre, moves them, makes them a DCR, and reads their audit page', async () => {
    const mailsBefore = s.t.app.mailSink!.messagesTo('yetunde.ola@example.com').length;
    const issued = dataOf<IssuedPassword>(
      await call('POST', '/api/users', s.people.admin, {
        roleId: 3,
        firstName: 'Yetunde',
        surname: 'Ola',
        email: 'yetunde.ola@example.com',
        regCenterId: s.abuja.id,
      }),
    );
    const { member } = issued;
    const temporaryPassword = await passwordMailed(s.t.app, 'yetunde.ola@example.com', mailsBefore);
    expect(member).toMatchObject({
      role: 'registra',
      regCenterId: s.abuja.id,
      mustChangePassword: true,
      endDate: null,
      status: 'active',
    });

    // The registrar signs in, chooses a password, and works at the Abuja centre.
    const session = dataOf<{ token: string }>(await login(member.userName, temporaryPassword));
    expect(
      (
        await call('POST', '/api/auth/password', session.token, {
          currentPassword: temporaryPassword,
          newPassword: 'registrar-password-1',
        })
      ).statusCode,
    ).toBe(200);
    const me = dataOf<{ user: { Reg_Center_ID: number } }>(
      await call('GET', '/api/auth/me', session.token),
    );
    expect(me.user.Reg_Center_ID).toBe(s.abuja.id);

    // Moved to Ikeja: the live session sees the new centre at once.
    const moved = dataOf<StaffMember>(
      await call('PATCH', `/api/users/${member.id}`, s.people.admin, {
        roleId: 3,
        regCenterId: s.ikeja.id,
      }),
    );
    expect(moved.regCenterId).toBe(s.ikeja.id);
    await s.t.app.sessionCache.sync(s.t.database.handle);
    const after = dataOf<{ user: { Reg_Center_ID: number } }>(
      await call('GET', '/api/auth/me', session.token),
    );
    expect(after.user.Reg_Center_ID).toBe(s.ikeja.id);

    // A DCR needs an LGA, not a centre.
    const noLga = await call('PATCH', `/api/users/${member.id}`, s.people.admin, { roleId: 2 });
    expect(noLga.statusCode).toBe(400);
    const dcr = dataOf<StaffMember>(
      await call('PATCH', `/api/users/${member.id}`, s.people.admin, {
        roleId: 2,
        lgaId: s.ikeja.lgaId,
      }),
    );
    expect(dcr).toMatchObject({ role: 'dcr', regCenterId: null });

    // The user name by e-mail.
    const mailed = await call('POST', `/api/users/${member.id}/email-username`, s.people.admin);
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(s.t.app.mailSink?.messagesTo('yetunde.ola@example.com').at(-1)?.text).toContain(
      member.userName,
    );

    // A failed sign-in, then the audit page of the last 30 days holds it all.
    expect((await login(member.userName, 'wrong-password')).statusCode).toBe(401);
    const audit = dataOf<AuditEntries>(
      await call('GET', `/api/users/${member.id}/audit`, s.people.admin),
    );
    const labels = audit.result.map((entry) => entry.label);
    for (const label of [
      'Account created',
      'Signed in',
      'Password changed',
      'Account changed',
      'User name e-mailed',
      'Failed sign-in',
    ]) {
      expect(labels).toContain(label);
    }
    const future = await call(
      'GET',
      `/api/users/${member.id}/audit?from=2099-01-01&to=2099-01-31`,
      s.people.admin,
    );
    expect(dataOf<AuditEntries>(future).result).toEqual([]);
    const backwards = await call(
      'GET',
      `/api/users/${member.id}/audit?from=2026-02-01&to=2026-01-01`,
      s.people.admin,
    );
    expect(backwards.statusCode).toBe(400);
    expect(await auditActionsOf(s.db, 'user', member.id)).toContain('staff.username_mailed');
  });

  it('is for holders of Can_Manage_Users only; a delegate manages no role holding more than it does', async () => {
    for (const token of [s.people.dcr, s.people.director, s.people.registra]) {
      expect((await call('GET', '/api/users', token)).statusCode).toBe(403);
    }
    // TIU given Can_Manage_Users (not the role matrix's rights). Placing someone in a role grants
    // its permissions, so TIU may neither make an administrator nor touch the admin's account.
    await s.db.insert(rolePermissions).values({ roleId: 9, permission: 'Can_Manage_Users' });
    try {
      await s.t.app.sessionCache.sync(s.t.database.handle);
      const tiu = await signIn(s.t.app, 'tiu');
      const [admin] = await s.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userName, 'admin'));
      const madeAdmin = await call('POST', '/api/users', tiu, {
        roleId: 5,
        firstName: 'Musa',
        surname: 'Bello',
        email: 'musa.bello@example.com',
      });
      expect(madeAdmin.statusCode, madeAdmin.body).toBe(403);
      expect((madeAdmin.json() as { message: string }).message).toBe(STAFF_MESSAGES.roleNotGiven);
      for (const [method, url, payload] of [
        ['POST', `/api/users/${admin!.id}/deactivate`, { reason: 'being_investigated' }],
        ['PATCH', `/api/users/${admin!.id}`, { roleId: 8 }],
        ['POST', `/api/users/${admin!.id}/password-reset`, undefined],
      ] as const) {
        expect((await call(method, url, tiu, payload)).statusCode).toBe(404);
      }
      const listed = dataOf<{ result: StaffMember[] }>(await call('GET', '/api/users', tiu));
      expect(listed.result.map((member) => member.role)).not.toContain('admin');

      // A role within TIU's own permissions it may give (a state commissioner only reads).
      const commissioner = await call('POST', '/api/users', tiu, {
        roleId: 10,
        firstName: 'Halima',
        surname: 'Sani',
        email: 'halima.sani@example.com',
        stateId: s.abuja.stateId,
      });
      expect(commissioner.statusCode, commissioner.body).toBe(200);
      // Not the registrar's: it prints certificates, which TIU may not.
      const registrar = await call('POST', '/api/users', tiu, {
        roleId: 3,
        firstName: 'Halima',
        surname: 'Sani',
        email: 'halima.sani2@example.com',
        regCenterId: s.abuja.id,
      });
      expect(registrar.statusCode).toBe(403);
    } finally {
      await s.db
        .delete(rolePermissions)
        .where(
          and(eq(rolePermissions.roleId, 9), eq(rolePermissions.permission, 'Can_Manage_Users')),
        );
    }
  });

  it('asks for the look-up permission before checking a NIN, and sends no password where no address is', async () => {
    // TIU given Can_Manage_Users but not Can_Verify_Identity: a NIN is a look-up it may not make.
    await s.db.insert(rolePermissions).values({ roleId: 9, permission: 'Can_Manage_Users' });
    try {
      await s.t.app.sessionCache.sync(s.t.database.handle);
      const tiu = await signIn(s.t.app, 'tiu');
      const withNin = await call('POST', '/api/users', tiu, {
        roleId: 10,
        firstName: 'Ngozi',
        surname: 'Eze',
        email: 'ngozi.eze@example.com',
        stateId: s.abuja.stateId,
        nin: SANDBOX_NINS.mother,
      });
      expect(withNin.statusCode).toBe(403);
      expect((withNin.json() as { message: string }).message).toBe(STAFF_MESSAGES.cannotVerifyNin);
    } finally {
      await s.db
        .delete(rolePermissions)
        .where(
          and(eq(rolePermissions.roleId, 9), eq(rolePermissions.permission, 'Can_Manage_Users')),
        );
    }
    // An account without an e-mail address: its password cannot be reset (nobody would get it).
    const [neighbour] = await s.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, 'registra_allen'));
    const reset = await call('POST', `/api/users/${neighbour!.id}/password-reset`, s.people.admin);
    expect(reset.statusCode).toBe(400);
    expect((reset.json() as { message: string }).message).toBe(STAFF_MESSAGES.noEmailForPassword);
  });
});
