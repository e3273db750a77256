// Checks the audit log's hash chain, from the first entry to the last, and reports the first
// broken link. Reads only; the database is the API's (DATABASE_URL, else DATA_DIR/pgdata).
//   npm run audit:verify [-- --anchor <position>:<hash> ...] [--anchor-file <file>]
// Exit status: 0 intact, 1 broken, 2 could not check (usage, configuration, connection).
import { appendFileSync, existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { pgliteDirFor, type DatabaseHandle } from '../db/client.ts';
import {
  verifyAuditChain,
  type AuditChainAnchor,
  type AuditChainCheck,
} from '../modules/audit/verify-chain.ts';
import { openConfiguredDatabase } from '../plugins/database.ts';

export const EXIT_INTACT = 0;
export const EXIT_BROKEN = 1;
export const EXIT_CANNOT_CHECK = 2;

const USAGE = `Usage: npm run audit:verify [-- --anchor <position>:<hash> ...] [--anchor-file <file>]
  --anchor <position>:<hash>  a chain head printed by an earlier run; it must still be there
  --anchor-file <file>        heads kept outside the database, one per line: all are checked,
                              and this run's head is added when the chain is intact`;

/** Progress is printed every this many entries on a long chain. */
const PROGRESS_EVERY = 100_000;

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

class CannotCheck extends Error {}

const ANCHOR = /^(\d+):([0-9a-fA-F]{64})$/;

function parseAnchor(text: string, where: string): AuditChainAnchor {
  const match = ANCHOR.exec(text.trim());
  const position = Number(match?.[1]);
  if (!match?.[2] || !Number.isSafeInteger(position) || position < 1) {
    throw new CannotCheck(
      `${where}: "${text.trim().slice(0, 80)}" is not <position>:<hash> (a number from 1, then 64 hex digits).`,
    );
  }
  return { position, hash: match[2].toLowerCase() };
}

/** An anchor file's heads: one per line, anything after the first space a note (the date). */
function readAnchorFile(file: string): AuditChainAnchor[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ head: line.trim().split(/\s+/)[0] ?? '', line: i + 1 }))
    .filter(({ head }) => head !== '' && !head.startsWith('#'))
    .map(({ head, line }) => parseAnchor(head, `${file} line ${line}`));
}

/** The API's database, without creating one where there is none and without migrating it. */
async function openDatabase(env: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  const config = loadConfig(env);
  if (!config.databaseUrl) {
    const dir = pgliteDirFor(config.dataDir);
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      throw new CannotCheck(
        `There is no embedded database in ${dir}: set DATA_DIR to the API's, or DATABASE_URL.`,
      );
    }
    // PGlite belongs to one process and removes this file when it closes cleanly.
    if (existsSync(join(dir, 'postmaster.pid'))) {
      throw new CannotCheck(
        `The embedded database in ${dir} is open, or was not closed cleanly: stop the API ` +
          '(start and stop it once after a crash) and run this again.',
      );
    }
  }
  return openConfiguredDatabase(config);
}

function rootMessage(error: unknown): string {
  let current = error as { message?: unknown; cause?: unknown } | undefined;
  while (current?.cause && typeof current.cause === 'object') {
    current = current.cause as { message?: unknown; cause?: unknown };
  }
  return String(current?.message ?? error);
}

function report(check: AuditChainCheck, anchors: number, output: Output): void {
  const count = (n: number) => n.toLocaleString('en-US');
  output.out(check.ok ? 'Audit chain: intact.' : 'Audit chain: BROKEN.');
  output.out(`  Entries checked:        ${count(check.rows)}`);
  output.out(`  Waiting to be chained:  ${count(check.pending)}`);
  output.out(`  Anchors given:          ${count(anchors)}`);
  if (check.broken) {
    const { kind, position, eventId, message } = check.broken;
    const where = [
      position === undefined ? '' : `entry ${position}`,
      eventId === undefined ? '' : `event ${eventId}`,
    ]
      .filter(Boolean)
      .join(', ');
    output.out(`  First broken link:      ${where || 'outside the chain'} (${kind})`);
    output.out(`  ${message}`);
  } else if (check.head) {
    output.out(`  Head:                   ${check.head.position}:${check.head.hash}`);
    output.out(
      'Keep the head outside this database (or use --anchor-file): a later run given it proves ' +
        'that no entry up to it has been removed or rewritten since.',
    );
  }
}

export async function main(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
  output: Output = { out: console.log, err: console.error },
): Promise<number> {
  let database: DatabaseHandle | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        anchor: { type: 'string', multiple: true },
        'anchor-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      output.out(USAGE);
      return EXIT_INTACT;
    }
    const file = values['anchor-file'];
    const anchors = [
      ...(values.anchor ?? []).map((text) => parseAnchor(text, '--anchor')),
      ...(file ? readAnchorFile(file) : []),
    ];
    database = await openDatabase(env);
    const db = database.db;
    const [found] = await db
      .select({ chain: sql<boolean>`to_regclass('audit_chain') is not null` })
      .from(sql`(values (1)) as one (x)`);
    if (!found?.chain) {
      throw new CannotCheck(
        "This database has no audit chain: is DATABASE_URL (or DATA_DIR) the API's, and has the API started on it once?",
      );
    }
    let shown = 0;
    const check = await verifyAuditChain(db, {
      anchors,
      onProgress(rows) {
        if (rows - shown < PROGRESS_EVERY) return;
        shown = rows;
        output.out(`  ... ${rows.toLocaleString('en-US')} entries checked`);
      },
    });
    report(check, anchors.length, output);
    if (check.ok && file && check.head) {
      const line = `${check.head.position}:${check.head.hash} ${new Date().toISOString()}\n`;
      try {
        appendFileSync(file, line);
      } catch (error) {
        throw new CannotCheck(`The head could not be added to ${file}: ${rootMessage(error)}`);
      }
      output.out(`Head added to ${file}.`);
    }
    return check.ok ? EXIT_INTACT : EXIT_BROKEN;
  } catch (error) {
    if (error instanceof CannotCheck || error instanceof ConfigError) {
      output.err(error.message);
    } else if (String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      output.err(`${(error as Error).message}\n${USAGE}`);
    } else {
      output.err(`Could not check the audit chain: ${rootMessage(error)}`);
    }
    return EXIT_CANNOT_CHECK;
  } finally {
    await database?.close().catch(() => undefined);
  }
}

/** Run as a command (tsx apps/api/src/cli/audit-verify.ts), not imported by a test. */
function isCommand(): boolean {
  try {
    const entry = process.argv[1];
    return !!entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isCommand()) process.exitCode = await main();
