import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_BROKEN, EXIT_CANNOT_CHECK, EXIT_INTACT, main } from '../../cli/audit-verify.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { TEST_DATABASE_URL } from '../../test/helpers.ts';
import { chainAuditLog, recordAudit } from './audit-log.ts';
import { tamperWithAudit } from './tampering.ts';

// The command opens the database itself, from DATABASE_URL or DATA_DIR as the API does: an
// embedded database in a folder of its own, or a new database on the test server.
const folder = mkdtempSync(join(tmpdir(), 'vitalreg-audit-verify-'));
const anchorFile = join(folder, 'audit-heads.txt');
let env: NodeJS.ProcessEnv;
let dropDatabase = async () => {};
const PERSON = 'Chiamaka Okonkwo';
const EVENTS = 5;

/** Opens the command's database, runs fn on it and closes it (PGlite allows one user). */
async function withDatabase<T>(fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: join(folder, 'pgdata') },
  );
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

/** The command's exit status and everything it printed. */
async function run(...argv: string[]) {
  const lines: string[] = [];
  const print = (line: string) => void lines.push(line);
  const status = await main(argv, env, { out: print, err: print });
  return { status, text: lines.join('\n') };
}

/** Commits a change made as a tamperer would, with the audit trail's guards off. */
const tamper = (statement: (tx: Database) => Promise<unknown>) =>
  withDatabase(({ db }) => tamperWithAudit(db, statement));

beforeAll(async () => {
  if (TEST_DATABASE_URL) {
    const name = `vitalreg_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    dropDatabase = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    env = { DATA_DIR: folder };
  }
  await withDatabase(async (handle) => {
    await handle.withStartupLock((connection) => runMigrations(connection));
    for (let i = 0; i < EVENTS; i += 1) {
      await recordAudit(handle.db, {
        action: 'user.sign_in',
        actorUserName: PERSON,
        details: { i, informant: PERSON },
      });
    }
    await chainAuditLog(handle.db);
  });
});
afterAll(async () => {
  await dropDatabase();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run audit:verify', () => {
  it('reports an intact chain, exit 0, and adds its head to the anchor file', async () => {
    const { status, text } = await run('--anchor-file', anchorFile);
    expect(status).toBe(EXIT_INTACT);
    expect(text).toContain('Audit chain: intact.');
    expect(text).toMatch(/Entries checked: +5\n/);
    expect(text).toMatch(/Waiting to be chained: +0\n/);
    const head = /Head: +(5:[0-9a-f]{64})/.exec(text)?.[1];
    expect(head).toBeDefined();
    expect(readFileSync(anchorFile, 'utf8')).toMatch(new RegExp(`^${head} \\d{4}-`));
    expect(text).not.toContain('Chiamaka');
  });

  it('refuses bad arguments with its usage, exit 2', async () => {
    expect(await run('--everything')).toMatchObject({ status: EXIT_CANNOT_CHECK });
    const bad = await run('--anchor', '5:abc');
    expect(bad.status).toBe(EXIT_CANNOT_CHECK);
    expect(bad.text).toContain('is not <position>:<hash>');
    expect((await run('--anchor')).text).toContain('Usage: npm run audit:verify');
  });

  it('says so when it cannot reach the database, exit 2', async () => {
    const saved = env;
    try {
      env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
      const refused = await run();
      expect(refused.status).toBe(EXIT_CANNOT_CHECK);
      expect(refused.text).toContain('Could not check the audit chain');
      env = { DATA_DIR: join(folder, 'nowhere') };
      const none = await run();
      expect(none).toMatchObject({ status: EXIT_CANNOT_CHECK });
      expect(none.text).toContain('There is no embedded database');
    } finally {
      env = saved;
    }
  });

  it.skipIf(TEST_DATABASE_URL)('leaves an embedded database the API has open alone', async () => {
    const { status, text } = await withDatabase(() => run());
    expect(status).toBe(EXIT_CANNOT_CHECK);
    expect(text).toContain('is open');
  });

  it('finds the newest entry deleted in SQL against the anchor file, exit 1', async () => {
    await tamper(async (tx) => {
      await tx.execute(
        sql`delete from audit_log where id = (select event_id from audit_chain where position = 5)`,
      );
      await tx.execute(sql`delete from audit_chain where position = 5`);
    });
    expect(await run()).toMatchObject({ status: EXIT_INTACT });
    const { status, text } = await run('--anchor-file', anchorFile);
    expect(status).toBe(EXIT_BROKEN);
    expect(text).toContain('Audit chain: BROKEN.');
    expect(text).toContain('First broken link:      entry 5 (missing)');
    expect(text).toContain('entries after 4 were deleted');
    expect(readFileSync(anchorFile, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('finds an event edited in SQL at its entry, exit 1, without printing its content', async () => {
    await tamper((tx) =>
      tx.execute(sql`update audit_log set details = '{"informant": "Someone Else"}'
        where id = (select event_id from audit_chain where position = 2)`),
    );
    const { status, text } = await run();
    expect(status).toBe(EXIT_BROKEN);
    expect(text).toMatch(/First broken link: +entry 2, event \d+ \(changed\)/);
    expect(text).toMatch(/Entries checked: +1\n/);
    expect(text).not.toMatch(/Chiamaka|Someone|informant/);
  });
});
