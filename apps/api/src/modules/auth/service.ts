import {
  engagementEnded,
  longDate,
  PERMISSIONS,
  roleNameById,
  STAFF_MESSAGES,
  type PasswordChange,
  type Actor,
  type Permission,
  type RoleName,
  type SessionUser,
} from '@vitalreg/domain';
import type { Database } from '../../db/client.ts';
import { AppError, invalid, MESSAGES, unauthenticated } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.ts';
import {
  chosenPasswordProblem,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './password.ts';
import {
  findAccountById,
  findAccountByUserName,
  markSignedIn,
  findSessionByTokenHash,
  insertSession,
  revokeSession,
  revokeUserSessions,
  setPassword,
  touchSession,
  type AccountRow,
} from './repository.ts';
import type { SessionCache } from './session-cache.ts';
import { scopeForRole, type UserScope } from './scope.ts';
import { admitSignIn, signInFailed, signInSucceeded, type SignInTry } from './sign-in-limits.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

/** last_seen_at is written at most this often, to keep authenticated reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionSettings {
  idleMinutes: number;
  maxHours: number;
}

export interface RequestContext {
  ip: string;
  requestId: string;
  now: Date;
}

/** The signed-in user, permissions and area of one request. */
export interface AuthSession {
  sessionId: number;
  user: SessionUser;
  permissions: Permission[];
  scope: UserScope;
  expiresAt: Date;
  /** A first or reset password: only a password change (and sign-out) is allowed until then. */
  mustChangePassword: boolean;
}

/** The session as the access policy sees it: who, holding what, working where. */
export function actorOf(session: AuthSession): Actor {
  const { kind, stateId, lgaId, centreId } = session.scope;
  return {
    id: session.user.User_ID,
    permissions: session.permissions,
    scope: kind,
    area: { stateId, lgaId, centreId },
  };
}

const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS);

export function toSession(account: AccountRow, sessionId: number, expiresAt: Date): AuthSession {
  const role = roleNameById(account.roleId) ?? (account.roleName as RoleName);
  const centre =
    account.regCenterId !== null &&
    account.centreName !== null &&
    account.centreStateId !== null &&
    account.centreLgaId !== null
      ? {
          Reg_Center_ID: account.regCenterId,
          Reg_Center_Name: account.centreName,
          State_ID: account.centreStateId,
          LGA_ID: account.centreLgaId,
          Address: account.centreAddress,
        }
      : null;
  const stateId = account.stateId ?? centre?.State_ID ?? null;
  const lgaId = account.lgaId ?? centre?.LGA_ID ?? null;
  return {
    sessionId,
    expiresAt,
    mustChangePassword: account.mustChangePassword,
    user: {
      User_ID: account.userId,
      UserName: account.userName,
      FullName: account.fullName,
      Email: account.email,
      Role_ID: account.roleId,
      roles: { id: account.roleId, name: role },
      State_ID: stateId,
      LGA_ID: lgaId,
      Reg_Center_ID: account.regCenterId,
      Registration_Centres: centre,
    },
    permissions: account.permissions.filter((p): p is Permission => KNOWN_PERMISSIONS.has(p)),
    scope: scopeForRole(role, { stateId, lgaId, centreId: account.regCenterId }),
  };
}

export async function login(
  db: Database,
  settings: SessionSettings,
  request: { user: string; password: string; device: string },
  context: RequestContext,
): Promise<AuthSession & { token: string }> {
  const userName = request.user.trim();
  // Read together; the limits are judged first, so a refused try costs no password check.
  const [tried, account] = await Promise.all([
    admitSignIn(db, userName, context.ip, context.now),
    findAccountByUserName(db, userName),
  ]);
  let passwordOk = false;
  if (account) passwordOk = await verifyPassword(account.passwordHash, request.password);
  else await verifyAgainstDummy(request.password);

  if (!account || !passwordOk) {
    await Promise.all([
      signInFailed(
        db,
        tried,
        {
          userId: account?.userId,
          userName,
          ip: context.ip,
          requestId: context.requestId,
        },
        context.now,
      ),
      recordAudit(db, {
        action: 'auth.login.failed',
        actorUserId: account?.userId,
        actorUserName: userName,
        ip: context.ip,
        requestId: context.requestId,
        details: { reason: account ? 'wrong_password' : 'unknown_user', device: request.device },
      }),
    ]);
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  const refusal = signInRefusal(account, context.now);
  if (refusal) {
    // The password was right: the try counts as no failure.
    await signInSucceeded(db, tried);
    await recordAudit(db, {
      action: 'auth.login.refused',
      actorUserId: account.userId,
      actorUserName: account.userName,
      ip: context.ip,
      requestId: context.requestId,
      details: {
        reason: refusal.code === 'ACCOUNT_DISABLED' ? 'disabled' : 'ended',
        device: request.device,
      },
    });
    throw refusal;
  }

  return openSession(db, settings, account, { device: request.device, tried }, context);
}

/**
 * A new session of an account that was just proved (a password, or a handoff code): token,
 * session row, the account's last sign-in and the audit event, written together.
 */
export async function openSession(
  db: Database,
  settings: SessionSettings,
  account: AccountRow,
  how: { device: string; tried?: SignInTry; handoff?: string },
  context: RequestContext,
): Promise<AuthSession & { token: string }> {
  const token = newSessionToken();
  const expiresAt = new Date(context.now.getTime() + settings.maxHours * 3_600_000);
  // Independent writes: run them together to keep sign-in latency down.
  const [sessionId] = await Promise.all([
    insertSession(db, {
      tokenHash: hashSessionToken(token),
      userId: account.userId,
      device: how.device,
      ip: context.ip,
      now: context.now,
      expiresAt,
    }),
    how.tried ? signInSucceeded(db, how.tried) : undefined,
    markSignedIn(db, account.userId, context.now),
    recordAudit(db, {
      action: 'auth.login',
      actorUserId: account.userId,
      actorUserName: account.userName,
      entityType: 'user',
      entityId: account.userId,
      ip: context.ip,
      requestId: context.requestId,
      details: how.handoff ? { device: how.device, handoff: how.handoff } : { device: how.device },
    }),
  ]);
  return { ...toSession(account, sessionId, expiresAt), token };
}

/** Why an account that proved who it is may still not sign in (disabled, ended), or null. */
export function signInRefusal(account: AccountRow, now: Date): AppError | null {
  if (account.disabled) {
    return new AppError(
      'ACCOUNT_DISABLED',
      'Your account is disabled. Contact your administrator.',
    );
  }
  if (engagementEnded(account.endDate, now)) {
    return new AppError('ACCOUNT_ENDED', STAFF_MESSAGES.accountEnded(longDate(account.endDate!)));
  }
  return null;
}

/**
 * The session of a bearer token, or 401 when it is unknown, revoked, idle for longer than
 * SESSION_IDLE_MINUTES or older than SESSION_MAX_HOURS.
 */
export async function resolveSession(
  db: Database,
  settings: SessionSettings,
  token: string,
  now: Date,
  cache?: SessionCache,
): Promise<AuthSession> {
  const tokenHash = hashSessionToken(token);
  let found = cache?.get(tokenHash, now.getTime());
  if (!found) {
    found = await findSessionByTokenHash(db, tokenHash);
    if (found) cache?.set(tokenHash, found, now.getTime());
  }
  // A disabled account, or one whose engagement ended since sign-in, stops working at once.
  if (!found || found.account.disabled || engagementEnded(found.account.endDate, now)) {
    throw unauthenticated();
  }
  const idleUntil = found.lastSeenAt.getTime() + settings.idleMinutes * 60_000;
  if (now.getTime() >= found.expiresAt.getTime() || now.getTime() >= idleUntil) {
    throw unauthenticated();
  }
  if (now.getTime() - found.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, found.sessionId, now);
    found.lastSeenAt = now;
  }
  return toSession(found.account, found.sessionId, found.expiresAt);
}

export async function logout(
  db: Database,
  session: AuthSession,
  context: RequestContext,
  cache?: SessionCache,
): Promise<void> {
  await revokeSession(db, session.sessionId, context.now);
  // Other processes hear of it from the database (NOTIFY); this one forgets it before answering.
  cache?.dropSession(session.sessionId);
  await recordAudit(db, {
    action: 'auth.logout',
    actorUserId: session.user.User_ID,
    actorUserName: session.user.UserName,
    entityType: 'user',
    entityId: session.user.User_ID,
    ip: context.ip,
    requestId: context.requestId,
  });
}

/**
 * The signed-in user chooses their own password (required after a first or reset password):
 * the current one must be right; the user's other sessions end, this one stays.
 */
export async function changePassword(
  db: Database,
  session: AuthSession,
  change: PasswordChange,
  context: RequestContext,
  cache?: SessionCache,
): Promise<void> {
  const userId = session.user.User_ID;
  const account = await findAccountById(db, userId);
  if (!account) throw unauthenticated();
  if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
    await recordAudit(db, {
      action: 'auth.password.change_failed',
      actorUserId: userId,
      actorUserName: account.userName,
      entityType: 'user',
      entityId: userId,
      ip: context.ip,
      requestId: context.requestId,
      details: { reason: 'wrong_password' },
    });
    throw invalid(STAFF_MESSAGES.currentPasswordWrong, 'currentPassword');
  }
  const problem = await chosenPasswordProblem(change.newPassword, account);
  if (problem) throw invalid(problem, 'newPassword');
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, userId, {
      passwordHash,
      mustChange: false,
      // The change forced at the first sign-in proves only that the password given was known:
      // whoever gave it stays its setter (four eyes) until the holder changes their own.
      setBy: account.mustChangePassword ? account.passwordSetBy : userId,
      at: context.now,
    });
    await revokeUserSessions(tx, userId, context.now, session.sessionId);
    await recordAudit(tx, {
      action: 'auth.password.changed',
      actorUserId: userId,
      actorUserName: account.userName,
      entityType: 'user',
      entityId: userId,
      ip: context.ip,
      requestId: context.requestId,
      details: { wasRequired: account.mustChangePassword },
    });
  });
  cache?.dropUser(userId);
}
