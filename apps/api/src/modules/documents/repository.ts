import type { UploadMimeType } from '@vitalreg/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { scopeCondition, type Placement, type UserScope } from '../auth/scope.ts';
import { documents } from './table.ts';

export interface NewDocument extends Placement {
  key: string;
  sha256: string;
  mimeType: UploadMimeType;
  sizeBytes: number;
  kind: string;
  documentType: string | null;
  fileName: string | null;
  uploadedBy: number;
}

/** One row per uploader and file; sending the same file again changes nothing. */
export async function insertDocument(db: Database, document: NewDocument): Promise<void> {
  await db
    .insert(documents)
    .values(document)
    .onConflictDoNothing({ target: [documents.key, documents.uploadedBy] });
}

const inScope = (scope: UserScope) =>
  scopeCondition(scope, {
    stateId: documents.stateId,
    lgaId: documents.lgaId,
    centreId: documents.centreId,
  });

export async function documentInScope(db: Database, key: string, scope: UserScope) {
  const [row] = await db
    .select({ mimeType: documents.mimeType, size: documents.sizeBytes })
    .from(documents)
    .where(and(eq(documents.key, key), inScope(scope)))
    .limit(1);
  return row ?? null;
}

/** The stored type of each of these keys uploaded within the scope, in one look-up. */
export async function documentsInScope(
  db: Database,
  keys: readonly string[],
  scope: UserScope,
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: documents.key, mimeType: documents.mimeType })
    .from(documents)
    .where(and(inArray(documents.key, [...new Set(keys)]), inScope(scope)));
  return new Map(rows.map((row) => [row.key, row.mimeType]));
}
