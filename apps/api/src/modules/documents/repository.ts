import type { UploadMimeType } from '@vitalreg/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { areaOf, builtOnce } from '../records/repository.ts';
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

/** documentsInScope's reads, prepared once per database and area level. */
const keyedReads = new WeakMap<Database, Map<string, KeyedRead>>();

interface KeyedRead {
  execute(values: { keys: string; area: number }): Promise<{ key: string; mimeType: string }[]>;
}

/** The area column of a scope's level (none for the country). */
const areaColumn = {
  country: undefined,
  state: documents.stateId,
  lga: documents.lgaId,
  centre: documents.centreId,
} as const;

/** The stored type of each of these keys uploaded within the scope, in one look-up. */
export async function documentsInScope(
  db: Database,
  keys: readonly string[],
  scope: UserScope,
): Promise<Map<string, string>> {
  // No area (an account placed nowhere): nothing is in scope.
  const area = areaOf(scope);
  if (keys.length === 0 || !area) return new Map();
  const read = builtOnce(keyedReads, db, scope.kind, () => {
    const column = areaColumn[scope.kind];
    return db
      .select({ key: documents.key, mimeType: documents.mimeType })
      .from(documents)
      .where(
        and(
          sql`${documents.key} in (select jsonb_array_elements_text(${sql.placeholder('keys')}::jsonb))`,
          column ? eq(column, sql.placeholder('area')) : undefined,
        ),
      )
      .prepare(`documents_in_scope_${scope.kind}`);
  });
  const rows = await read.execute({ keys: JSON.stringify([...new Set(keys)]), area: area.id });
  return new Map(rows.map((row) => [row.key, row.mimeType]));
}
