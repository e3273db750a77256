import type { IdentityPerson } from '@vitalreg/domain';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { IdentityKind } from '../../integrations/identity/index.ts';
import { ninVerifications } from './table.ts';

export type StoredResult = 'verified' | 'not_found' | 'failed';

export interface NinVerification {
  id: number;
  kind: IdentityKind;
  provider: string;
  result: StoredResult;
  nimcStatus: number | null;
  person: IdentityPerson | null;
  verifiedBy: number | null;
  verifiedAt: Date;
}

export interface NewNinVerification {
  kind: IdentityKind;
  identifier: string;
  provider: string;
  result: StoredResult;
  nimcStatus: number | null;
  person: IdentityPerson | null;
  verifiedBy: number | null;
}

export async function insertNinVerification(
  db: Database,
  entry: NewNinVerification,
): Promise<NinVerification> {
  const [row] = await db
    .insert(ninVerifications)
    .values({
      kind: entry.kind,
      identifier: entry.identifier,
      provider: entry.provider,
      result: entry.result,
      nimcStatus: entry.nimcStatus,
      // The photo went to the capture form in the answer; the server never needs it again.
      personData: entry.person && { ...entry.person, photo: null },
      verifiedBy: entry.verifiedBy,
    })
    .returning({ id: ninVerifications.id, verifiedAt: ninVerifications.verifiedAt });
  if (!row) throw new Error('nin_verifications insert returned no row');
  const { identifier: _identifier, ...rest } = entry;
  return { ...rest, id: row.id, verifiedAt: row.verifiedAt };
}

/** The latest successful verification of the number, optionally no older than `since`. */
export async function latestVerified(
  db: Database,
  kind: IdentityKind,
  identifier: string,
  since?: Date,
): Promise<NinVerification | null> {
  const [row] = await db
    .select()
    .from(ninVerifications)
    .where(
      and(
        eq(ninVerifications.kind, kind),
        eq(ninVerifications.identifier, identifier),
        eq(ninVerifications.result, 'verified'),
        since ? gte(ninVerifications.verifiedAt, since) : undefined,
      ),
    )
    .orderBy(desc(ninVerifications.verifiedAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    result: row.result,
    nimcStatus: row.nimcStatus,
    person: row.personData ?? null,
    verifiedBy: row.verifiedBy,
    verifiedAt: row.verifiedAt,
  };
}

/** Deletes the verifications made before `before`. */
export async function deleteVerificationsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(ninVerifications).where(lt(ninVerifications.verifiedAt, before));
}
