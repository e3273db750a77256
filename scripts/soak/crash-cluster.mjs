// A private PostgreSQL cluster for the crash soak (scripts/soak/crash-retry.mjs): made with
// initdb in a temporary folder, on a free port of its own, so that restarting it mid-load never
// disturbs the machine's shared server (5432), which other people's tests use. Run as root, its
// commands run as the postgres user (PostgreSQL refuses to run as root).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isListening } from '../lib.mjs';

const BIN = process.env.CRASH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** The postgres user's uid and gid, when this process runs as root. */
export function postgresUser() {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * Runs a program as the postgres user when `owner` is set (this process is root), else as this
 * user; throws with its output on failure.
 */
export function runAsOwner(path, args, owner) {
  const command = owner ? 'runuser' : path;
  const argv = owner ? ['-u', 'postgres', '--', path, ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path} ${args.join(' ')} failed (${result.status ?? result.signal}):\n` +
        `${result.stdout ?? ''}${result.stderr ?? ''}`.trim(),
    );
  }
  return result.stdout;
}

/** Runs a PostgreSQL program (as postgres when root); throws with its output on failure. */
const pgRun = (program, args, owner) => runAsOwner(join(BIN, program), args, owner);

/** pgRun without blocking: the soak's clients keep sending while PostgreSQL restarts. */
function pgRunAsync(program, args, owner) {
  const command = owner ? 'runuser' : join(BIN, program);
  const argv = owner ? ['-u', 'postgres', '--', join(BIN, program), ...args] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${program} ${args.join(' ')} failed (${code}):\n${output.trim()}`)),
    );
  });
}

/** The first port from `from` on which nothing listens. */
async function freePort(from) {
  for (let port = from; port < from + 100; port++) {
    if (!(await isListening('127.0.0.1', port, 300))) return port;
  }
  throw new Error(`No free port for PostgreSQL from ${from}.`);
}

/**
 * Creates and starts the cluster. Answers { url, port, restart(mode), stop() }: `restart` is
 * pg_ctl restart -m fast|immediate (immediate: no checkpoint, crash recovery on start, as after
 * a power cut of the server process). fsync is off (the machine is shared and the soak writes a
 * lot): a restart kills processes, never the kernel, so nothing written to it is lost, and
 * synchronous_commit stays on, so a commit is written before it is acknowledged. `settings`
 * adds or overrides server settings (the restore drill's WAL archiving); `name` is the
 * database's and the folder's.
 */
export async function startPrivateCluster({
  port: from = 5544,
  settings = {},
  name = 'vitalreg_crash',
} = {}) {
  const owner = postgresUser();
  const home = mkdtempSync(join(tmpdir(), `${name.replace('_', '-')}-pg-`));
  const data = join(home, 'data');
  if (owner) chownSync(home, owner.uid, owner.gid);
  let running = false;
  const stop = () => {
    if (running) {
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], owner);
      } catch (error) {
        console.error(`Could not stop the private PostgreSQL: ${error.message}`);
      }
      running = false;
    }
    rmSync(home, { recursive: true, force: true });
  };
  try {
    pgRun(
      'initdb',
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      owner,
    );
    const port = await freePort(from);
    const server = {
      listen_addresses: "'127.0.0.1'",
      fsync: 'off',
      full_page_writes: 'off',
      max_connections: '200',
      shared_buffers: '64MB',
      ...settings,
    };
    const options = [
      `-p ${port}`,
      `-k ${home}`,
      ...Object.entries(server).map(([key, value]) => `-c ${key}=${value}`),
    ].join(' ');
    const start = () => {
      pgRun('pg_ctl', ['-D', data, '-o', options, '-l', join(home, 'log'), '-w', 'start'], owner);
      running = true;
    };
    start();
    const url = `postgres://postgres@127.0.0.1:${port}/${name}`;
    pgRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], owner);
    return {
      url,
      port,
      /** The cluster's folder (its socket too) and its data folder; the postgres user, as root. */
      home,
      data,
      owner,
      /** pg_ctl restart: every connection is cut; the server is back once this resolves. */
      async restart(mode = 'fast') {
        await pgRunAsync(
          'pg_ctl',
          ['-D', data, '-m', mode, '-o', options, '-l', join(home, 'log'), '-w', 'restart'],
          owner,
        );
      },
      /** Takes the server down (pg_ctl stop -m immediate) until up() is called. */
      async down() {
        await pgRunAsync('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], owner);
        running = false;
      },
      /** Starts it again after down(). */
      async up() {
        await pgRunAsync(
          'pg_ctl',
          ['-D', data, '-o', options, '-l', join(home, 'log'), '-w', 'start'],
          owner,
        );
        running = true;
      },
      /** Stops the server at once and removes its folder (idempotent). */
      stop,
      log: join(home, 'log'),
    };
  } catch (error) {
    stop();
    throw error;
  }
}
