import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ScriptConnection } from './client.ts';

/**
 * The checked-in SQL files. From source this is src/db/migrations; the bundle (dist/server.js)
 * has a copy at dist/migrations, beside it.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies, in name order, every migration file not yet recorded in schema_migrations, each in
 * its own transaction. Returns the names applied now.
 */
export async function runMigrations(
  connection: ScriptConnection,
  dir: string = MIGRATIONS_DIR,
): Promise<string[]> {
  await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = new Set(
    (await connection.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
      (row) => row.name,
    ),
  );
  const files = (await readdir(dir)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
  const appliedNow: string[] = [];
  for (const name of files) {
    if (applied.has(name)) continue;
    const script = await readFile(`${dir}/${name}`, 'utf8');
    await connection.exec('BEGIN');
    try {
      await connection.exec(script);
      await connection.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      await connection.exec('COMMIT');
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
    appliedNow.push(name);
  }
  return appliedNow;
}
