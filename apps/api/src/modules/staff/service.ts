import { randomInt } from 'node:crypto';
import {
  allowedStaffActions,
  deactivationReasonLabel,
  decideStaffAction,
  engagementEnded,
  longDate,
  managedRoleIds,
  PRODUCT_NAME,
  registryTodayIso,
  ROLE_IDS,
  roleNameById,
  STAFF_MESSAGES as M,
  type AdhocStaffChange,
  type Actor,
  type DeactivationInput,
  type IssuedPassword,
  type NewAdhocStaff,
  type Pagination,
  type ReactivationInput,
  type StaffListQuery,
  type StaffMember,
  type StaffStatus,
} from '@vitalreg/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type Database } from '../../db/client.ts';
import { registrationCentres } from '../../db/schema.ts';
import { AppError, forbidden, invalid, notFound, stateConflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeUserSessions, setPassword } from '../auth/repository.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import { maskIdentifier } from '../identity/service.ts';
import {
  accountOfNin,
  findStaff,
  insertAccount,
  listStaff,
  updateAccount,
  userNamesLike,
  type AccountChange,
  type StaffRow,
} from './repository.ts';

/*
 * Staff accounts managed in the app (DESIGN.md "Staff, administration, dashboards"). Every
 * decision is the staff policy's (`decideStaffAction`); every change is in the audit chain.
 */

const PAGE_SIZE = 20;

/** Letters and digits that cannot be mistaken for one another when read out or copied by hand. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A first or reset password: three groups of four (about 70 bits), changed at first sign-in. */
export function temporaryPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
      '',
    );
  return [group(), group(), group()].join('-');
}

/** "Adaeze", "Ọbáfẹ́mi" -> "adaeze", "obafemi": the letters a-z of a name, in lower case. */
function nameWord(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * first.surname, numbered from 2 when taken ("amina.bello2"). Call it in the transaction that
 * saves the account: it holds a lock on the name until then, so two people named alike made at
 * the same moment get different names.
 */
export async function freeUserName(tx: Database, firstName: string, surname: string) {
  const base = [nameWord(firstName), nameWord(surname)].filter(Boolean).join('.').slice(0, 40);
  const stem = base || 'staff';
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_name:${stem}`}))`);
  const taken = await userNamesLike(tx, stem);
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

function statusOf(row: StaffRow, now: Date): StaffStatus {
  if (row.disabled) return 'deactivated';
  return engagementEnded(row.endDate, now) ? 'ended' : 'active';
}

const placeOf = (row: {
  stateId: number | null;
  lgaId: number | null;
  regCenterId: number | null;
}) => ({
  stateId: row.stateId,
  lgaId: row.lgaId,
  centreId: row.regCenterId,
});

export function toStaffMember(row: StaffRow, actor: Actor, now: Date): StaffMember {
  const status = statusOf(row, now);
  return {
    id: row.id,
    userName: row.userName,
    fullName: row.fullName ?? row.userName,
    role: roleNameById(row.roleId) ?? 'adhoc',
    phone: row.phone,
    email: row.email,
    ninEnd: row.nin ? row.nin.slice(-3) : null,
    regCenterId: row.regCenterId,
    centreName: row.centreName,
    endDate: row.endDate,
    status,
    deactivationReason: row.disabled
      ? deactivationReasonLabel(row.disabledReason, row.disabledReasonText)
      : null,
    deactivatedAt: row.disabled && row.disabledAt ? row.disabledAt.toISOString() : null,
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    recordsCaptured: row.recordsCaptured,
    createdAt: row.createdAt.toISOString(),
    allowedActions: allowedStaffActions(actor, {
      id: row.id,
      roleId: row.roleId,
      place: placeOf(row),
      status,
    }),
  };
}

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

export class StaffService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async list(session: AuthSession, query: StaffListQuery, now: Date) {
    const actor = actorOf(session);
    const roleIds = managedRoleIds(actor);
    if (roleIds.length === 0) throw forbidden();
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
    const pagination: Pagination = {
      page,
      limit: PAGE_SIZE,
      total,
      pages: Math.ceil(total / PAGE_SIZE),
    };
    return { pagination, result: rows.map((row) => toStaffMember(row, actor, now)) };
  }

  /** An account the caller may manage; "not found" for one outside their reach. */
  async managed(session: AuthSession, id: number): Promise<StaffRow> {
    const row = await findStaff(this.db, id);
    if (!row) throw notFound(M.notFound);
    const decision = decideStaffAction(actorOf(session), {
      id: row.id,
      roleId: row.roleId,
      place: placeOf(row),
    });
    if (decision.allowed) return row;
    if (decision.reason === 'missing_permission') throw forbidden();
    if (decision.reason === 'own_account') throw forbidden(M.ownAccount);
    throw notFound(M.notFound);
  }

  async member(session: AuthSession, id: number, now: Date): Promise<StaffMember> {
    return toStaffMember(await this.managed(session, id), actorOf(session), now);
  }

  /** The centre a new or moved adhoc account works at: open, and in the caller's area. */
  private async centreFor(session: AuthSession, centreId: number) {
    const [centre] = await this.db
      .select({
        id: registrationCentres.id,
        stateId: registrationCentres.stateId,
        lgaId: registrationCentres.lgaId,
        disabled: registrationCentres.disabled,
      })
      .from(registrationCentres)
      .where(eq(registrationCentres.id, centreId))
      .limit(1);
    const place = centre && { stateId: centre.stateId, lgaId: centre.lgaId, centreId: centre.id };
    const decision = decideStaffAction(actorOf(session), {
      id: null,
      roleId: ROLE_IDS.adhoc,
      place: place ?? { stateId: null, lgaId: null, centreId: null },
    });
    if (!centre) throw invalid(M.centreNotInArea, 'regCenterId');
    // As for a record submitted at a centre outside the area (the form offers none): 403.
    if (!decision.allowed)
      throw forbidden(decision.reason === 'missing_permission' ? undefined : M.centreNotInArea);
    if (centre.disabled) throw invalid(M.centreClosed, 'regCenterId');
    return centre;
  }

  /** The person behind the NIN, as the identity agency knows them; names must match. */
  private async verifiedPerson(
    session: AuthSession,
    input: NewAdhocStaff,
    context: RequestContext,
  ) {
    const { result } = await this.app.ninVerifications.ensureVerified(input.nin, {
      userId: session.user.User_ID,
      userName: session.user.UserName,
      ip: context.ip,
      requestId: context.requestId,
    });
    if (result.status === 'unavailable') {
      throw new AppError(
        'IDENTITY_UNAVAILABLE',
        'The identity agency cannot be reached to verify the NIN. Try again shortly.',
      );
    }
    if (result.status !== 'verified' || !result.person) {
      throw invalid('This NIN is not known to the identity agency.', 'nin');
    }
    const same = (a: string, b: string) => nameWord(a) === nameWord(b);
    if (!same(result.person.surname, input.surname)) {
      throw invalid(
        'The surname is not the one the identity agency holds for this NIN.',
        'surname',
      );
    }
    if (!same(result.person.firstname, input.firstName)) {
      throw invalid(
        'The first name is not the one the identity agency holds for this NIN.',
        'firstName',
      );
    }
  }

  /** 409 for a NIN that has an account, naming it when the caller may manage it. */
  private async accountExists(session: AuthSession, nin: string): Promise<never> {
    const account = await accountOfNin(this.db, nin);
    const row = account
      ? await this.managed(session, account.id).catch(() => undefined)
      : undefined;
    throw new AppError(
      'ACCOUNT_EXISTS',
      row
        ? `${M.ninHasAccount}: ${row.userName}. Reactivate or extend that account instead.`
        : `${M.ninHasAccount}.`,
      row ? { userName: row.userName } : {},
    );
  }

  async createAdhoc(
    session: AuthSession,
    input: NewAdhocStaff,
    context: RequestContext,
  ): Promise<IssuedPassword> {
    const centre = await this.centreFor(session, input.regCenterId);
    if (await accountOfNin(this.db, input.nin)) await this.accountExists(session, input.nin);
    // Asked of the agency last: a refused request costs it nothing.
    await this.verifiedPerson(session, input, context);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    const fullName = [input.firstName, input.middleName, input.surname].filter(Boolean).join(' ');
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        const userName = await freeUserName(tx, input.firstName, input.surname);
        const saved = await insertAccount(tx, {
          userName,
          passwordHash,
          fullName,
          email: input.email,
          phone: input.phone,
          nin: input.nin,
          roleId: ROLE_IDS.adhoc,
          stateId: centre.stateId,
          lgaId: centre.lgaId,
          regCenterId: centre.id,
          endDate: input.endDate,
          createdBy: session.user.User_ID,
          at: context.now,
        });
        await recordAudit(tx, {
          ...auditActor(session, context),
          action: 'staff.create',
          entityId: saved,
          details: {
            userName,
            role: 'adhoc',
            centreId: centre.id,
            endDate: input.endDate,
            nin: maskIdentifier(input.nin),
          },
        });
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_nin_idx')) await this.accountExists(session, input.nin);
      throw error;
    }
    const member = await this.member(session, id, context.now);
    const emailed = await this.mailPassword(member, password, 'new');
    return { member, temporaryPassword: password, emailed };
  }

  async change(
    session: AuthSession,
    id: number,
    input: AdhocStaffChange,
    context: RequestContext,
  ): Promise<StaffMember> {
    const row = await this.managed(session, id);
    const change: AccountChange = {};
    if (input.phone !== undefined) change.phone = input.phone;
    if (input.email !== undefined) change.email = input.email;
    if (input.endDate !== undefined) change.endDate = input.endDate;
    if (input.regCenterId !== undefined && input.regCenterId !== row.regCenterId) {
      const centre = await this.centreFor(session, Number(input.regCenterId));
      Object.assign(change, {
        regCenterId: centre.id,
        stateId: centre.stateId,
        lgaId: centre.lgaId,
      });
    }
    await this.db.transaction(async (tx) => {
      await updateAccount(tx, id, change);
      await recordAudit(tx, {
        ...auditActor(session, context),
        action: 'staff.update',
        entityId: id,
        details: {
          changed: Object.keys(change).filter((key) => key !== 'stateId' && key !== 'lgaId'),
          ...(change.regCenterId
            ? { centreId: change.regCenterId, fromCentreId: row.regCenterId }
            : {}),
          ...(change.endDate ? { endDate: change.endDate, fromEndDate: row.endDate } : {}),
        },
      });
    });
    return this.member(session, id, context.now);
  }

  async deactivate(
    session: AuthSession,
    id: number,
    input: DeactivationInput & { reasonText: string | null },
    context: RequestContext,
  ): Promise<StaffMember> {
    const row = await this.managed(session, id);
    if (row.disabled) throw stateConflict(M.alreadyDeactivated);
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

  /** A new first password: the account's sessions end and it must be changed at sign-in. */
  async resetPassword(
    session: AuthSession,
    id: number,
    context: RequestContext,
  ): Promise<IssuedPassword> {
    const row = await this.managed(session, id);
    const password = temporaryPassword();
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      await setPassword(tx, id, { passwordHash, mustChange: true, at: context.now });
      await revokeUserSessions(tx, id, context.now);
      await recordAudit(tx, {
        ...auditActor(session, context),
        action: 'staff.password_reset',
        entityId: id,
        details: { userName: row.userName },
      });
    });
    this.app.sessionCache.dropUser(id);
    const member = await this.member(session, id, context.now);
    const emailed = await this.mailPassword(member, password, 'reset');
    return { member, temporaryPassword: password, emailed };
  }

  /** E-mails the user name and first password; false when the mail server did not take it. */
  private async mailPassword(
    member: StaffMember,
    password: string,
    why: 'new' | 'reset',
  ): Promise<boolean> {
    if (!member.email) return false;
    const lines = [
      `Hello ${member.fullName},`,
      '',
      why === 'new'
        ? `An ${PRODUCT_NAME} account was made for you at ${member.centreName ?? 'your registration centre'}.`
        : `The password of your ${PRODUCT_NAME} account was reset.`,
      '',
      `User name: ${member.userName}`,
      `Password: ${password}`,
      '',
      'You will be asked to choose your own password when you sign in.',
      ...(member.endDate ? [`Your engagement ends on ${longDate(member.endDate)}.`] : []),
    ];
    try {
      await this.app.mailer.send({
        to: member.email,
        subject: why === 'new' ? `Your ${PRODUCT_NAME} account` : `Your ${PRODUCT_NAME} password`,
        text: lines.join('\n'),
      });
      return true;
    } catch (error) {
      this.app.log.warn({ err: error, userId: member.id }, 'the password e-mail was not sent');
      return false;
    }
  }
}
