// Moves an existing deployment's uploaded files from DATA_DIR/blobs into PostgreSQL
// (docs/documents.md), where every API host and every backup reach them:
//   npm run blobs:to-database
// Each file is streamed in (never read whole), its SHA-256 checked against its name as it goes:
// a damaged file is reported and not stored. Resumable: files already in the database are
// skipped, so a run stopped half-way is simply run again. The files are left on disk: remove
// DATA_DIR/blobs once a backup of the database holds them.
// Exit status: 0 every file is in the database, 1 some were damaged, 2 could not run.
import { createReadStream, realpathSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { runMigrations } from '../db/migrate.ts';
import { BlobHashMismatch, parseBlobKey } from '../integrations/blob-store/blob-store.ts';
import { createDatabaseBlobStore } from '../integrations/blob-store/database-blob-store.ts';
import { openConfiguredDatabase } from '../plugins/database.ts';

export const EXIT_MOVED = 0;
export const EXIT_DAMAGED = 1;
export const EXIT_CANNOT_RUN = 2;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** The keys of the files under root (ab/cd/<sha256>.<ext>); anything else is left alone. */
async function keysUnder(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((key) => parseBlobKey(key) !== null)
    .sort();
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function main(
  env: NodeJS.ProcessEnv = process.env,
  output: Output = { out: console.log, err: console.error },
): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return EXIT_CANNOT_RUN;
    }
    throw error;
  }
  if (!config.databaseUrl) {
    output.err('DATABASE_URL is not set: the embedded database keeps its files in DATA_DIR/blobs.');
    return EXIT_CANNOT_RUN;
  }
  const root = join(config.dataDir, 'blobs');
  const database = await openConfiguredDatabase({ ...config, databaseReadUrl: undefined });
  try {
    // The tables of migration 0056, if no API of this version has started yet.
    await database.withStartupLock((connection) => runMigrations(connection));
    const store = createDatabaseBlobStore(database.blobDb);
    const keys = await keysUnder(root);
    output.out(`${keys.length} files in ${root}`);
    const counts = { moved: 0, already: 0, damaged: 0, bytes: 0 };
    for (const [index, key] of keys.entries()) {
      const { sha256, extension } = parseBlobKey(key)!;
      if (await store.exists(key)) {
        counts.already += 1;
      } else {
        const path = join(root, key);
        try {
          const stored = await store.put(createReadStream(path), extension, sha256);
          counts.moved += 1;
          counts.bytes += stored.size;
        } catch (error) {
          if (!(error instanceof BlobHashMismatch)) throw error;
          counts.damaged += 1;
          output.err(
            `damaged, not stored: ${key} (${(await stat(path)).size} bytes; ${error.message})`,
          );
        }
      }
      if ((index + 1) % 100 === 0 || index + 1 === keys.length) {
        output.out(
          `${index + 1}/${keys.length}: ${counts.moved} moved (${megabytes(counts.bytes)}), ` +
            `${counts.already} already in the database, ${counts.damaged} damaged`,
        );
      }
    }
    if (counts.damaged > 0) {
      output.err(
        `${counts.damaged} files were damaged (their content no longer has the hash they are named by).`,
      );
      return EXIT_DAMAGED;
    }
    output.out(
      `Every file is in the database. Remove ${root} once a backup of the database holds them.`,
    );
    return EXIT_MOVED;
  } catch (error) {
    output.err(`Could not move the files: ${(error as Error).message}`);
    return EXIT_CANNOT_RUN;
  } finally {
    await database.close();
  }
}

const isMain = (() => {
  try {
    const entry = process.argv[1];
    return !!entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();
if (isMain) process.exitCode = await main();
