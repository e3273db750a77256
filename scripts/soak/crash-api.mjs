// The API process of the crash soak (scripts/soak/crash-retry.mjs): the built API
// (apps/api/dist) copied once into a folder of the soak's own, so a build started by someone
// else while the soak runs (it empties dist first) cannot stop a restart; started, killed with
// SIGKILL and started again on the same port and database.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { API_NODE_OPTIONS, root } from '../lib.mjs';

/** Copies apps/api/dist into `home` (with node_modules beside it): the server the soak runs. */
export function snapshotApi(home) {
  const dist = join(root, 'apps/api/dist');
  if (!existsSync(join(dist, 'server.js'))) {
    throw new Error('apps/api/dist/server.js is missing: run `npm run build` first.');
  }
  cpSync(dist, join(home, 'dist'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(home, 'node_modules'), 'dir');
  return join(home, 'dist', 'server.js');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs a demo account in (DEMO_PASSWORD unless given); answers its Authorization header. */
export async function signIn(
  url,
  user,
  device,
  password = process.env.DEMO_PASSWORD ?? 'vitalreg-demo',
) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password, device }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`Sign-in of ${user} failed: ${JSON.stringify(body.message)}`);
  return `Bearer ${body.data.token}`;
}

/**
 * One API process at a time on `port`, over `databaseUrl`, its output appended to `logFile`.
 * start() resolves once /api/health answers 200; kill() is kill -9 and resolves once it exited;
 * `alive` says whether the process is still running (it must be, while PostgreSQL restarts).
 * `logLevel` is the API's LOG_LEVEL (default CRASH_LOG_LEVEL, else warn).
 */
export function apiProcess({ server, port, databaseUrl, dataDir, logFile, logLevel }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const url = `http://127.0.0.1:${port}`;
  let child;
  let exited;
  const exits = [];
  return {
    url,
    exits,
    get alive() {
      return Boolean(child) && child.exitCode === null && child.signalCode === null;
    },
    get pid() {
      return child?.pid;
    },
    async start(timeoutMs = 60_000) {
      child = spawn('node', [...API_NODE_OPTIONS, server], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATABASE_READ_URL: '',
          API_WORKERS: '1',
          DATA_DIR: dataDir,
          // The demo accounts, not the demo register: the checks count every record as sent.
          DEMO: '1',
          DEMO_REGISTER: '0',
          LOG_LEVEL: logLevel ?? process.env.CRASH_LOG_LEVEL ?? 'warn',
          RATE_LIMIT_PER_MINUTE: '1000000',
          IDENTITY_PROVIDER: 'sandbox',
          PAYMENT_GATEWAY: 'sandbox',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const started = child;
      started.stdout.pipe(log, { end: false });
      started.stderr.pipe(log, { end: false });
      exited = new Promise((resolve) =>
        started.once('exit', (code, signal) => {
          exits.push({ pid: started.pid, code, signal });
          resolve();
        }),
      );
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (started.exitCode !== null) {
          throw new Error(`The API exited at start (code ${started.exitCode}); see ${logFile}.`);
        }
        try {
          const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
          if (response.ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`The API did not start in ${timeoutMs} ms.`);
        await sleep(100);
      }
    },
    /** kill -9: no shutdown, no draining; requests under way get no answer. */
    async kill() {
      if (!this.alive) return;
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM at the end of the soak (SIGKILL if it has not gone in 15 s). */
    async stop() {
      if (!this.alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}
