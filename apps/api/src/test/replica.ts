/**
 * A real streaming replica of the test PostgreSQL for the read-replica tests (ARCHITECTURE.md
 * "Hosts, documents and the read replica"): `pg_basebackup -R` of the primary into a folder of
 * its own under the OS temp dir, started with Debian's PostgreSQL 15 on its own port (5433, or
 * the next free one). The primary must allow replication from 127.0.0.1
 * (scripts/allow-replication.mjs, run by `.ci/run` and `npm test`). As root (CI) the server runs
 * as the `postgres` user: PostgreSQL refuses to run as root.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 programs (initdb, pg_basebackup, pg_ctl). */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestReplica {
  port: number;
  /** The replica's address of a database (the primary's URL on the replica's port). */
  urlOf(primaryDatabaseUrl: string): string;
  /** Stops replaying WAL (pg_wal_replay_pause): the replica falls behind while writes go on. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the server (fast), leaving its folder for start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

async function freePortFrom(first: number): Promise<number> {
  for (let port = first; port < first + 50; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${first}`);
}

/** Runs a PostgreSQL program, as the postgres user when this is root. */
async function pgRun(program: string, args: string[]): Promise<string> {
  const path = join(POSTGRES_BIN, program);
  const [command, commandArgs] =
    userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  try {
    const { stdout } = await run(command, commandArgs, { timeout: 300_000 });
    return stdout;
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${program} failed: ${stderr?.trim() || (error as Error).message}`, {
      cause: error,
    });
  }
}

/** Makes and starts a replica of the server at primaryUrl (a superuser's address). */
export async function startReplica(primaryUrl: string): Promise<TestReplica> {
  if (!existsSync(join(POSTGRES_BIN, 'pg_basebackup'))) {
    throw new Error(
      `PostgreSQL's programs are not in ${POSTGRES_BIN} (apt-get install postgresql-15, or set ` +
        'POSTGRES_BIN): the read-replica tests make a replica with them.',
    );
  }
  const port = await freePortFrom(5433);
  const folder = await mkdtemp(join(tmpdir(), 'vitalreg-replica-'));
  const dataDir = join(folder, 'data');
  if (userInfo().uid === 0) await chown(folder, ...(await postgresIds()));
  const primary = new URL(primaryUrl);
  primary.pathname = '/postgres';
  try {
    // -c fast: a checkpoint at once, not at the primary's next one; -R: standby.signal and the
    // primary's address in postgresql.auto.conf; -X stream: the WAL made meanwhile too.
    await pgRun('pg_basebackup', [
      '-d',
      primary.toString(),
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw new Error(
      `${(error as Error).message}\nDoes the primary allow replication from 127.0.0.1? ` +
        'Run `node scripts/allow-replication.mjs` once.',
      { cause: error },
    );
  }
  // Debian keeps its configuration outside the data folder: the replica gets files of its own.
  const own = async (name: string, text: string) => {
    await writeFile(join(dataDir, name), text);
    if (userInfo().uid === 0) await chown(join(dataDir, name), ...(await postgresIds()));
  };
  await own(
    'postgresql.conf',
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${folder}'`,
      'hot_standby = on',
      // A long read is not cancelled for the replay of the rows it reads (tests read and write).
      'max_standby_streaming_delay = 30s',
      'shared_buffers = 32MB',
      'fsync = off',
      '',
    ].join('\n'),
  );
  await own('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  await own('pg_ident.conf', '');
  const logFile = join(folder, 'replica.log');
  const start = async () => {
    await pgRun('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '120', 'start']);
  };
  const stop = async () => {
    await pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
  };
  await start();
  const superuser = () => {
    const url = new URL(primaryUrl);
    url.port = String(port);
    url.pathname = '/postgres';
    return postgres(url.toString(), { max: 1, onnotice: () => {} });
  };
  const onReplica = async (statement: string) => {
    const sql = superuser();
    try {
      await sql.unsafe(statement);
    } finally {
      await sql.end();
    }
  };
  return {
    port,
    urlOf(primaryDatabaseUrl) {
      const url = new URL(primaryDatabaseUrl);
      url.port = String(port);
      url.hostname = '127.0.0.1';
      return url.toString();
    },
    pauseReplay: () => onReplica('select pg_wal_replay_pause()'),
    resumeReplay: () => onReplica('select pg_wal_replay_resume()'),
    stop,
    start,
    async remove() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The postgres user's uid and gid. */
async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return [Number(uid), Number(gid)];
}
