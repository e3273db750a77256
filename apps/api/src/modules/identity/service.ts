import { registryToday } from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  createIdentityProvider,
  type IdentityKind,
  type IdentityProvider,
  type IdentityResult,
} from '../../integrations/identity/index.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthSession, RequestContext } from '../auth/service.ts';
import type { Cleanup } from '../../plugins/housekeeping.ts';
import { countAndCheck, type CountCheck } from '../../plugins/rate-counts.ts';
import {
  deleteVerificationsBefore,
  insertNinVerification,
  latestVerified,
  type NinVerification,
} from './repository.ts';

export type { NinVerification } from './repository.ts';

export const IDENTITY_MESSAGES = {
  invalidNin: 'Invalid NIN',
  invalidTrackingId: 'Invalid tracking ID',
  verified: 'Identity verified.',
  status0: 'Error validating NIN',
  unavailable: 'The identity service is not available at the moment. Try again shortly.',
  dailyCap: (cap: number) =>
    `You have made today's ${cap} identity checks. You can check again tomorrow; ` +
    'numbers entered meanwhile are checked when the record is submitted.',
} as const;

/** A NIN or tracking id as it appears in the audit trail: the last three characters only. */
export function maskIdentifier(identifier: string): string {
  return `${'*'.repeat(Math.max(0, identifier.length - 3))}${identifier.slice(-3)}`;
}

/** Look-ups per user and day, and days the agency's answers are kept, unless configured. */
export const IDENTITY_DEFAULTS = { checksPerDay: 200, retentionDays: 30 } as const;

/**
 * Why the agency is asked: a user's look-up, which shows them the person (the verify routes),
 * or a check of a number a submission or request carries, which shows nothing.
 */
export type VerificationPurpose = 'lookup' | 'check';

export interface VerificationActor {
  userId: number | null;
  userName?: string | null;
  ip?: string | null;
  requestId?: string | null;
}

export interface VerificationOutcome {
  result: IdentityResult;
  /** The stored row; null when the agency could not be asked (unavailable). */
  verification: NinVerification | null;
}

export interface FindRecentOptions {
  kind?: IdentityKind;
  /** Only a verification this recent counts (default: any age). */
  maxAgeDays?: number;
}

/**
 * What the record modules ask: "was this NIN verified, and when?" (`findRecent`), and "make sure
 * it is" (`ensureVerified`: the stored verification, or a fresh one from the agency).
 */
export interface NinVerificationStore {
  verify(
    kind: IdentityKind,
    identifier: string,
    actor: VerificationActor,
    purpose?: VerificationPurpose,
  ): Promise<VerificationOutcome>;
  /** Look-ups each user may make a day. */
  readonly checksPerDay: number;
  /** Counts one look-up in the user's day (the registry's): allowed up to checksPerDay. */
  countLookup(userId: number, now: Date): Promise<CountCheck>;
  findRecent(identifier: string, options?: FindRecentOptions): Promise<NinVerification | null>;
  ensureVerified(
    identifier: string,
    actor: VerificationActor,
    options?: FindRecentOptions,
  ): Promise<VerificationOutcome>;
}

/** The signed-in officer a check of a number is audited as. */
export function verificationActor(
  session: AuthSession,
  context: RequestContext,
): VerificationActor {
  return {
    userId: session.user.User_ID,
    userName: session.user.UserName,
    ip: context.ip,
    requestId: context.requestId,
  };
}

/** 503: the agency could not be asked, so nothing is decided on the number. */
export const identityUnavailable = () =>
  new AppError(
    'IDENTITY_UNAVAILABLE',
    'The identity agency cannot be reached to verify the NIN. Try again shortly.',
  );

/**
 * The agency's answer for a NIN an officer offers (a recent verification reused), the look-up
 * audited as theirs; 503 IDENTITY_UNAVAILABLE when the agency cannot be reached.
 */
export async function answerForNin(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  nin: string,
): Promise<IdentityResult> {
  const { result } = await app.ninVerifications.ensureVerified(
    nin,
    verificationActor(session, context),
  );
  if (result.status === 'unavailable') throw identityUnavailable();
  return result;
}

/** Counts one look-up in the user's day; 429 RATE_LIMITED once the day's are used up. */
export async function countLookupOrRefuse(
  app: FastifyInstance,
  userId: number,
  now: Date,
): Promise<void> {
  const store = app.ninVerifications;
  const day = await store.countLookup(userId, now);
  if (day.allowed) return;
  throw new AppError('RATE_LIMITED', IDENTITY_MESSAGES.dailyCap(store.checksPerDay), {
    retryAfter: day.retryAfterSeconds,
  });
}

/**
 * A look-up an officer makes through another form (a new staff account's NIN): the same as the
 * wizards' (docs/identity.md), counted in their day, asked of the agency and audited as a
 * look-up; 503 IDENTITY_UNAVAILABLE when the agency cannot be reached. The caller checks the
 * permission (IDENTITY_LOOKUP_PERMISSIONS).
 */
export async function lookUpNin(
  app: FastifyInstance,
  session: AuthSession,
  context: RequestContext,
  nin: string,
): Promise<IdentityResult> {
  await countLookupOrRefuse(app, session.user.User_ID, context.now);
  const { result } = await app.ninVerifications.verify(
    'nin',
    nin,
    {
      userId: session.user.User_ID,
      userName: session.user.UserName,
      ip: context.ip,
      requestId: context.requestId,
    },
    'lookup',
  );
  if (result.status === 'unavailable') {
    throw new AppError('IDENTITY_UNAVAILABLE', IDENTITY_MESSAGES.unavailable);
  }
  return result;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity agency (sandbox unless IDENTITY_PROVIDER=nimc). */
    identity: IdentityProvider;
    /** Stored NIN / tracking-id verifications. */
    ninVerifications: NinVerificationStore;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds until the registry's next day (midnight in Nigeria, UTC+01:00). */
function untilNextDay(now: Date): number {
  const { year, month, day } = registryToday(now);
  return Date.UTC(year, month - 1, day + 1) - 60 * 60 * 1000 - now.getTime();
}

export function createNinVerificationStore(
  db: Database,
  provider: IdentityProvider,
  checksPerDay: number = IDENTITY_DEFAULTS.checksPerDay,
): NinVerificationStore {
  const store: NinVerificationStore = {
    checksPerDay,
    // A window from the first look-up to the registry's midnight, counted across processes.
    countLookup: (userId, now) =>
      countAndCheck(db, `identity-day:${userId}`, untilNextDay(now), checksPerDay, now),

    async verify(kind, identifier, actor, purpose = 'check') {
      const result =
        kind === 'nin'
          ? await provider.verifyNin(identifier)
          : await provider.verifyTrackingId(identifier);
      const verification =
        result.status === 'unavailable'
          ? null
          : await insertNinVerification(db, {
              kind,
              identifier,
              provider: provider.name,
              result: result.status,
              nimcStatus: result.nimcStatus,
              person: result.person,
              verifiedBy: actor.userId,
            });
      await recordAudit(db, {
        action: `identity.${kind}.${purpose === 'lookup' ? 'lookup' : 'verify'}`,
        actorUserId: actor.userId,
        actorUserName: actor.userName ?? null,
        entityType: verification ? 'nin_verification' : null,
        entityId: verification?.id ?? null,
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
        details: {
          [kind]: maskIdentifier(identifier),
          result: result.status,
          provider: provider.name,
        },
      });
      return { result, verification };
    },

    async findRecent(identifier, options = {}) {
      const since =
        options.maxAgeDays === undefined
          ? undefined
          : new Date(Date.now() - options.maxAgeDays * DAY_MS);
      return latestVerified(db, options.kind ?? 'nin', identifier, since);
    },

    async ensureVerified(identifier, actor, options = {}) {
      const kind = options.kind ?? 'nin';
      const known = await store.findRecent(identifier, options);
      if (known) {
        return {
          result: { status: 'verified', nimcStatus: known.nimcStatus, person: known.person },
          verification: known,
        };
      }
      return store.verify(kind, identifier, actor);
    },
  };
  return store;
}

/** Decorates the app with `identity` and `ninVerifications` (call once, before the routes). */
export function registerIdentity(app: FastifyInstance, config: AppConfig): void {
  const provider = createIdentityProvider(config, (message) => app.log.warn(message));
  app.decorate('identity', provider);
  app.decorate(
    'ninVerifications',
    createNinVerificationStore(app.db, provider, config.identityChecksPerDay),
  );
}

/**
 * Housekeeping: the agency's answers older than `retentionDays` (a registration verified then
 * is checked again when saved).
 */
export function pruneIdentityData(
  retentionDays: number = IDENTITY_DEFAULTS.retentionDays,
): Cleanup {
  return (db, now) =>
    deleteVerificationsBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}
