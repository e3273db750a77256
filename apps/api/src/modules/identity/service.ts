import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  createIdentityProvider,
  type IdentityKind,
  type IdentityProvider,
  type IdentityResult,
} from '../../integrations/identity/index.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { insertNinVerification, latestVerified, type NinVerification } from './repository.ts';

export type { NinVerification } from './repository.ts';

/** A NIN or tracking id as it appears in the audit trail: the last three characters only. */
export function maskIdentifier(identifier: string): string {
  return `${'*'.repeat(Math.max(0, identifier.length - 3))}${identifier.slice(-3)}`;
}

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
  ): Promise<VerificationOutcome>;
  findRecent(identifier: string, options?: FindRecentOptions): Promise<NinVerification | null>;
  ensureVerified(
    identifier: string,
    actor: VerificationActor,
    options?: FindRecentOptions,
  ): Promise<VerificationOutcome>;
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

export function createNinVerificationStore(
  db: Database,
  provider: IdentityProvider,
): NinVerificationStore {
  const store: NinVerificationStore = {
    async verify(kind, identifier, actor) {
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
        action: kind === 'nin' ? 'identity.nin.verify' : 'identity.tracking_id.verify',
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
  app.decorate('ninVerifications', createNinVerificationStore(app.db, provider));
}
