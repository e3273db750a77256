import {
  auditActionLabel,
  decideStaffAction,
  engagementEnded,
  hasAnyPermission,
  IDENTITY_LOOKUP_PERMISSIONS,
  managedRoleIds,
  registryTodayIso,
  isKnownStateId,
  LGAS,
  ROLE_IDS,
  ROLE_SCOPE,
  roleNameById,
  STAFF_MESSAGES as M,
  type Area,
  type DeactivationInput,
  type IssuedPassword,
  type PasswordDelivery,
  type RolePermissionsByRole,
  type ReactivationInput,
  type StaffListQuery,
  type StaffMember,
  type UserAuditQuery,
} from '@vitalreg/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type Database } from '../../db/client.ts';
import { registrationCentres } from '../../db/schema.ts';
import { AppError, forbidden, invalid, notFound, stateConflict } from '../../errors.ts';
import { paginationOf } from '../../http.ts';
import {
  deliverPassword,
  freeUserName,
  mailNotSent,
  nameWord,
  temporaryPassword,
  userNameMail,
} from './credentials.ts';
import { placeOf, toStaffMember } from './member.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeUserSessions, setPassword } from '../auth/repository.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import { lookUpNin, maskIdentifier } from '../identity/service.ts';
import {
  accountOfNin,
  auditOfUser,
  findStaff,
  holdsAdministration,
  insertAccount,
  listStaff,
  otherAdministrators,
  roleAdministers,
  rolePermissionsByRole,
  updateAccount,
  type AccountChange,
  type StaffRow,
} from './repository.ts';

/*
 * Staff accounts managed in the app (docs/staff.md). Every
 * decision is the staff policy's (`decideStaffAction`); every change is in the audit chain.
 */

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

/** Who is asking, as the audit log names them. */
function auditActor(session: AuthSession, context: RequestContext) {
  return {
    actorUserId: session.user.User_ID,
    actorUserName: session.user.UserName,
    ip: context.ip,
    requestId: context.requestId,
    entityType: 'user',
  };
}

interface PlaceInput {
  regCenterId?: number;
  lgaId?: number;
  stateId?: number;
}

/** What a new account is made of (a user of any role, or an adhoc clerk). */
export interface AccountInput extends PlaceInput {
  roleId: number;
  firstName: string;
  middleName: string | null;
  surname: string;
  email: string;
  phone?: string | null;
  nin?: string | null;
  endDate?: string | null;
}

export interface AccountChangeInput extends PlaceInput {
  fullName?: string;
  phone?: string | null;
  email?: string;
  roleId?: number;
  endDate?: string;
}

/** Whose accounts a route family works on: adhoc clerks only, or users of every role. */
export type StaffReach = 'adhoc' | 'users';

export class StaffService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly reach: StaffReach,
  ) {}

  /** Each role's permissions as the matrix holds them now (a few rows; staff routes are rare). */
  private roleMatrix(db: Database = this.db): Promise<RolePermissionsByRole> {
    return rolePermissionsByRole(db);
  }

  /** The roles the caller may manage through this route family. */
  private async rolesFor(session: AuthSession): Promise<number[]> {
    const managed = managedRoleIds(actorOf(session), await this.roleMatrix());
    return this.reach === 'adhoc' ? managed.filter((id) => id === ROLE_IDS.adhoc) : managed;
  }

  private get db() {
    return this.app.db;
  }

  async list(session: AuthSession, query: StaffListQuery, now: Date) {
    const actor = actorOf(session);
    const matrix = await this.roleMatrix();
    const managed = await this.rolesFor(session);
    if (managed.length === 0) throw forbidden();
    const roleIds =
      query.role_id === undefined ? managed : managed.filter((id) => id === query.role_id);
    const page = Number(query.page ?? 1);
    const { rows, total } = await listStaff(this.app.readDb, {
      roleIds,
      scope: session.scope,
      today: registryTodayIso(now),
      status: query.status,
      q: query.q,
      page,
      limit: PAGE_SIZE,
    });
    return {
      pagination: paginationOf(page, PAGE_SIZE, total),
      result: rows.map((row) => toStaffMember(row, actor, now, matrix)),
    };
  }

  /** An account the caller may manage; "not found" for one outside their reach. */
  async managed(session: AuthSession, id: number): Promise<StaffRow> {
    const row = await findStaff(this.db, id);
    const roles = await this.rolesFor(session);
    if (!row || !roles.includes(row.roleId)) {
      if (roles.length === 0) throw forbidden();
      throw notFound(M.notFound);
    }
    const decision = decideStaffAction(
      actorOf(session),
      { id: row.id, roleId: row.roleId, place: placeOf(row) },
      await this.roleMatrix(),
    );
    if (decision.allowed) return row;
    if (decision.reason === 'missing_permission') throw forbidden();
    if (decision.reason === 'own_account') throw forbidden(M.ownAccount);
    throw notFound(M.notFound);
  }

  async member(session: AuthSession, id: number, now: Date): Promise<StaffMember> {
    const row = await this.managed(session, id);
    return toStaffMember(row, actorOf(session), now, await this.roleMatrix());
  }

  /**
   * Where an account of the role works, from the place fields its role needs: an open centre
   * (with its LGA and state), an LGA (with its state), a state, or nowhere (national roles).
   * Refused (403) outside the caller's area, as a record submitted there would be.
   */
  private async placeFor(session: AuthSession, roleId: number, given: PlaceInput) {
    const role = roleNameById(roleId);
    if (!role || !(await this.rolesFor(session)).includes(roleId)) throw forbidden(M.roleNotGiven);
    let place: Area = { stateId: null, lgaId: null, centreId: null };
    const scope = ROLE_SCOPE[role];
    if (scope === 'centre') {
      const [centre] = await this.db
        .select({
          id: registrationCentres.id,
          stateId: registrationCentres.stateId,
          lgaId: registrationCentres.lgaId,
          disabled: registrationCentres.disabled,
        })
        .from(registrationCentres)
        .where(eq(registrationCentres.id, Number(given.regCenterId)))
        .limit(1);
      if (!centre) throw invalid(M.centreNotInArea, 'regCenterId');
      if (centre.disabled) throw invalid(M.centreClosed, 'regCenterId');
      place = { stateId: centre.stateId, lgaId: centre.lgaId, centreId: centre.id };
    } else if (scope === 'lga') {
      const lga = LGAS.find((entry) => entry.LGA_ID === Number(given.lgaId));
      if (!lga) throw invalid(M.lgaRequired, 'lgaId');
      place = { stateId: lga.State_ID, lgaId: lga.LGA_ID, centreId: null };
    } else if (scope === 'state') {
      if (!isKnownStateId(Number(given.stateId))) throw invalid(M.stateRequired, 'stateId');
      place = { stateId: Number(given.stateId), lgaId: null, centreId: null };
    }
    const decision = decideStaffAction(
      actorOf(session),
      { id: null, roleId, place },
      await this.roleMatrix(),
    );
    if (!decision.allowed) {
      throw forbidden(decision.reason === 'missing_permission' ? undefined : M.centreNotInArea);
    }
    return place;
  }

  /**
   * The person behind the NIN must be the one named. Answering that is an identity look-up, so
   * it is one (docs/identity.md): the look-up permission, counted in the caller's day, audited
   * as `identity.nin.lookup`, and one refusal for an unknown NIN and for names that differ, so
   * nobody confirms a person's names one field at a time.
   */
  private async verifiedPerson(
    session: AuthSession,
    input: { nin: string; firstName: string; surname: string },
    context: RequestContext,
  ) {
    if (!hasAnyPermission(session.permissions, IDENTITY_LOOKUP_PERMISSIONS)) {
      throw forbidden(M.cannotVerifyNin);
    }
    const result = await lookUpNin(this.app, session, context, input.nin);
    const same = (a: string, b: string) => nameWord(a) === nameWord(b);
    const matches =
      result.status === 'verified' &&
      result.person !== null &&
      same(result.person.surname, input.surname) &&
      same(result.person.firstname, input.firstName);
    if (!matches) throw invalid(M.identityMismatch, 'nin');
  }

  /**
   * A NIN that has an account: 409 naming it when the caller may manage it; otherwise 403,
   * which does not say that an account exists somewhere outside their area.
   */
  private async accountExists(session: AuthSession, nin: string): Promise<never> {
    const account = await accountOfNin(this.db, nin);
    const row = account
      ? await this.managed(session, account.id).catch(() => undefined)
      : undefined;
    if (!row) throw forbidden(M.cannotCreateForPerson);
    throw new AppError(
      'ACCOUNT_EXISTS',
      `${M.ninHasAccount}: ${row.userName}. Reactivate or extend that account instead.`,
      { userName: row.userName },
    );
  }

  /** A new account of any role the caller manages (an adhoc clerk: NIN and end date). */
  async create(
    session: AuthSession,
    input: AccountInput,
    context: RequestContext,
  ): Promise<IssuedPassword> {
    const place = await this.placeFor(session, input.roleId, input);
    if (input.nin) {
      // The look-up first: whether a NIN has an account is told only after a counted look-up.
      await this.verifiedPerson(session, { ...input, nin: input.nin }, context);
      if (await accountOfNin(this.db, input.nin)) await this.accountExists(session, input.nin);
    }
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const fullName = [input.firstName, input.middleName, input.surname].filter(Boolean).join(' ');
    const role = roleNameById(input.roleId);
    let saved: { id: number; sentTo: PasswordDelivery };
    try {
      saved = await this.db.transaction(async (tx) => {
        const userName = await freeUserName(tx, input.firstName, input.surname);
        const id = await insertAccount(tx, {
          userName,
          passwordHash,
          passwordSetBy: session.user.User_ID,
          fullName,
          email: input.email,
          phone: input.phone ?? null,
          nin: input.nin ?? null,
          roleId: input.roleId,
          stateId: place.stateId,
          lgaId: place.lgaId,
          regCenterId: place.centreId,
          endDate: input.endDate ?? null,
          createdBy: session.user.User_ID,
          at: context.now,
        });
        await recordAudit(tx, {
          ...auditActor(session, context),
          action: 'staff.create',
          entityId: id,
          details: {
            userName,
            role,
            ...place,
            endDate: input.endDate ?? null,
            nin: input.nin ? maskIdentifier(input.nin) : null,
          },
        });
        // Sent before the commit: an account whose first password did not leave is not kept.
        return { id, sentTo: await this.sendPassword(tx, session, id, password, 'new', context) };
      });
    } catch (error) {
      if (input.nin && isUniqueViolation(error, 'users_nin_idx')) {
        await this.accountExists(session, input.nin);
      }
      throw error;
    }
    return { member: await this.member(session, saved.id, context.now), sentTo: saved.sentTo };
  }

  /** Contact details, name, end date, and a move (a new place, or a new role and place). */
  async change(
    session: AuthSession,
    id: number,
    input: AccountChangeInput,
    context: RequestContext,
  ): Promise<StaffMember> {
    const row = await this.managed(session, id);
    const change: AccountChange = {};
    if (input.fullName !== undefined) change.fullName = input.fullName;
    if (input.phone !== undefined) change.phone = input.phone;
    if (input.email !== undefined) change.email = input.email;
    if (input.endDate !== undefined) change.endDate = input.endDate;
    const roleId = input.roleId ?? row.roleId;
    const moving =
      roleId !== row.roleId ||
      (input.regCenterId !== undefined && input.regCenterId !== row.regCenterId) ||
      (input.lgaId !== undefined && input.lgaId !== row.lgaId) ||
      (input.stateId !== undefined && input.stateId !== row.stateId);
    if (moving) {
      const place = await this.placeFor(session, roleId, input);
      if (roleId !== row.roleId) await this.keepAnAdministrator(row.id, roleId);
      Object.assign(change, {
        roleId,
        stateId: place.stateId,
        lgaId: place.lgaId,
        regCenterId: place.centreId,
      });
    }
    await this.db.transaction(async (tx) => {
      await updateAccount(tx, id, change);
      await recordAudit(tx, {
        ...auditActor(session, context),
        action: 'staff.update',
        entityId: id,
        details: {
          changed: Object.keys(change),
          ...(moving
            ? {
                from: {
                  roleId: row.roleId,
                  stateId: row.stateId,
                  lgaId: row.lgaId,
                  centreId: row.regCenterId,
                },
                to: {
                  roleId,
                  stateId: change.stateId,
                  lgaId: change.lgaId,
                  centreId: change.regCenterId,
                },
              }
            : {}),
          ...(change.endDate ? { endDate: change.endDate, fromEndDate: row.endDate } : {}),
        },
      });
    });
    // A move or a new role changes what the account's sessions may do: drop them here at once.
    if (moving) this.app.sessionCache.dropUser(id);
    return this.member(session, id, context.now);
  }

  /**
   * Refuses a change that would leave no active account able to manage users and roles (the
   * last administrator cannot be deactivated or given a lesser role).
   */
  private async keepAnAdministrator(accountId: number, newRoleId: number | null) {
    if (!(await holdsAdministration(this.db, accountId))) return;
    if (newRoleId !== null && (await roleAdministers(this.db, newRoleId))) return;
    if ((await otherAdministrators(this.db, accountId)) === 0) {
      throw stateConflict(M.lastAdministrator);
    }
  }

  async deactivate(
    session: AuthSession,
    id: number,
    input: DeactivationInput & { reasonText: string | null },
    context: RequestContext,
  ): Promise<StaffMember> {
    const row = await this.managed(session, id);
    if (row.disabled) throw stateConflict(M.alreadyDeactivated);
    await this.keepAnAdministrator(row.id, null);
    await this.db.transaction(async (tx) => {
      await updateAccount(tx, id, {
        disabled: true,
        disabledAt: context.now,
        disabledReason: input.reason,
        disabledReasonText: input.reasonText,
      });
      // Signed-in devices stop at their next request.
      await revokeUserSessions(tx, id, context.now);
      await recordAudit(tx, {
        ...auditActor(session, context),
        action: 'staff.deactivate',
        entityId: id,
        details: { userName: row.userName, reason: input.reason, reasonText: input.reasonText },
      });
    });
    this.app.sessionCache.dropUser(id);
    return this.member(session, id, context.now);
  }

  async reactivate(
    session: AuthSession,
    id: number,
    input: ReactivationInput,
    context: RequestContext,
  ): Promise<StaffMember> {
    const row = await this.managed(session, id);
    if (!row.disabled) throw stateConflict(M.alreadyActive);
    if (engagementEnded(row.endDate, context.now) && !input.endDate) {
      throw invalid(M.endedNeedsNewEndDate, 'endDate');
    }
    await this.db.transaction(async (tx) => {
      await updateAccount(tx, id, {
        disabled: false,
        disabledAt: null,
        disabledReason: null,
        disabledReasonText: null,
        ...(input.endDate ? { endDate: input.endDate } : {}),
      });
      await recordAudit(tx, {
        ...auditActor(session, context),
        action: 'staff.reactivate',
        entityId: id,
        details: {
          userName: row.userName,
          reasonText: input.reasonText,
          ...(input.endDate ? { endDate: input.endDate } : {}),
        },
      });
    });
    return this.member(session, id, context.now);
  }

  /**
   * A new first password, sent to the account's holder (never answered to the officer): the
   * account's sessions end and it must be changed at sign-in. Refused for an account without an
   * e-mail address; nothing changes when the mail server does not take it.
   */
  async resetPassword(
    session: AuthSession,
    id: number,
    context: RequestContext,
  ): Promise<IssuedPassword> {
    const row = await this.managed(session, id);
    if (!row.email) throw invalid(M.noEmailForPassword, '');
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const sentTo = await this.db.transaction(async (tx) => {
      await setPassword(tx, id, {
        passwordHash,
        mustChange: true,
        setBy: session.user.User_ID,
        at: context.now,
      });
      await revokeUserSessions(tx, id, context.now);
      await recordAudit(tx, {
        ...auditActor(session, context),
        action: 'staff.password_reset',
        entityId: id,
        details: { userName: row.userName },
      });
      return this.sendPassword(tx, session, id, password, 'reset', context);
    });
    this.app.sessionCache.dropUser(id);
    return { member: await this.member(session, id, context.now), sentTo };
  }

  /** E-mails the account its user name (someone who forgot it); audited. */
  async mailUserName(
    session: AuthSession,
    id: number,
    context: RequestContext,
  ): Promise<StaffMember> {
    const member = await this.member(session, id, context.now);
    if (!member.email) throw invalid('This account has no e-mail address.', '');
    try {
      await this.app.mailer.send(userNameMail({ ...member, email: member.email }));
    } catch {
      throw mailNotSent();
    }
    await recordAudit(this.db, {
      ...auditActor(session, context),
      action: 'staff.username_mailed',
      entityId: id,
      details: { userName: member.userName },
    });
    return member;
  }

  /** An account's audit page: the period asked for, or the last 30 days. */
  async audit(session: AuthSession, id: number, query: UserAuditQuery, now: Date) {
    await this.managed(session, id);
    const to = query.to ?? registryTodayIso(now);
    const from = query.from ?? registryTodayIso(new Date(now.getTime() - 29 * DAY_MS));
    if (from > to) throw invalid('The first day must not be after the last.', 'from');
    // Calendar days in Nigeria (UTC+1): from its midnight to the midnight after the last day.
    const start = new Date(`${from}T00:00:00+01:00`);
    const end = new Date(new Date(`${to}T00:00:00+01:00`).getTime() + DAY_MS);
    const page = Number(query.page ?? 1);
    const rows = await auditOfUser(
      this.app.readDb,
      id,
      { from: start, to: end },
      {
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      },
    );
    const total = rows[0]?.total ?? 0;
    return {
      from,
      to,
      pagination: paginationOf(page, PAGE_SIZE, total),
      result: rows.map(({ total: _total, at, ...row }) => ({
        ...row,
        at: at.toISOString(),
        label: auditActionLabel(row.action),
      })),
    };
  }

  /** Sends the account (as saved in `tx`) its user name and password; where it went. */
  private async sendPassword(
    tx: Database,
    session: AuthSession,
    id: number,
    password: string,
    why: 'new' | 'reset',
    context: RequestContext,
  ): Promise<PasswordDelivery> {
    const row = await findStaff(tx, id);
    if (!row) throw notFound(M.notFound);
    const member = toStaffMember(row, actorOf(session), context.now, await this.roleMatrix(tx));
    try {
      return await deliverPassword(this.app.mailer, member, password, why);
    } catch (error) {
      this.app.log.warn({ err: error, userId: id }, 'the password was not sent');
      throw error;
    }
  }
}
