/**
 * API hosts as separate processes on ports of their own, as if on separate machines, sharing
 * one PostgreSQL (ARCHITECTURE.md "Hosts, documents and the read replica"), and a client that
 * calls them the way tests call app.inject, alternating between them request by request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers.ts';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface ApiHost {
  url: string;
  /** The host's own DATA_DIR (empty of documents: they live in PostgreSQL). */
  dataDir: string;
  /** What the process wrote on stderr (its log at LOG_LEVEL=warn). */
  output: () => string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts `src/server.ts` (through tsx) with env added to the test's own (DATABASE_URL,
 * DATABASE_READ_URL...), listening on 127.0.0.1 behind one trusted proxy (TRUST_PROXY=1: the
 * client below names each request's address in X-Forwarded-For); resolves once it answers.
 */
export async function startApiHost(env: Record<string, string>): Promise<ApiHost> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vitalreg-host-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      API_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the API host stopped at start: ${output}`);
    }
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (tries > 600) {
      await stop();
      throw new Error(`the API host did not answer within two minutes: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, dataDir, output: () => output, stop };
}

/** An answer read whole, in the shape of app.inject's. */
function injectedAnswer(status: number, headers: Headers, raw: Buffer): LightMyRequestResponse {
  const headerObject: Record<string, string | string[]> = Object.fromEntries(headers);
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) headerObject['set-cookie'] = cookies;
  const body = raw.toString('utf8');
  return {
    statusCode: status,
    headers: headerObject,
    body,
    payload: body,
    rawPayload: raw,
    json: () => JSON.parse(body) as unknown,
  } as unknown as LightMyRequestResponse;
}

/**
 * Sends one inject-style request to a host over HTTP. `remoteAddress` becomes X-Forwarded-For
 * (the hosts trust one proxy), so per-address limits see the address the test means.
 */
export async function injectOverHttp(
  host: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined) headers.set(name, String(value));
  }
  if (options.remoteAddress) headers.set('x-forwarded-for', options.remoteAddress);
  let body: string | Buffer | undefined;
  const { payload } = options;
  if (payload !== undefined && payload !== null) {
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) body = payload;
    else {
      body = JSON.stringify(payload);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }
  let path = options.url ?? options.path ?? '/';
  if (typeof path !== 'string') path = '/';
  if (options.query && typeof options.query === 'object') {
    const search = new URLSearchParams(options.query as Record<string, string>).toString();
    if (search) path += (path.includes('?') ? '&' : '?') + search;
  }
  const response = await fetch(`${host}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(body !== undefined ? { body } : {}),
    redirect: 'manual',
  });
  return injectedAnswer(
    response.status,
    response.headers,
    Buffer.from(await response.arrayBuffer()),
  );
}

/**
 * The app as test helpers use it (`inject` only), each request sent to the next of `hosts` in
 * turn: a session, a key or a limit started on one is then used on the other.
 */
export function alternating(hosts: readonly string[]): FastifyInstance {
  let next = 0;
  const inject = (options: InjectOptions | string) => {
    const host = hosts[next++ % hosts.length]!;
    return injectOverHttp(host, typeof options === 'string' ? { url: options } : options);
  };
  return { inject } as unknown as FastifyInstance;
}

/**
 * TEST_API_HOSTS=<n> (n > 1; the soak sets 2): n API hosts on a test app's PostgreSQL database,
 * for suites that then send their calls to them (the authorization matrix). None otherwise.
 */
export async function startApiHostsFor(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<ApiHost[]> {
  const count = Number(process.env.TEST_API_HOSTS ?? 1);
  if (!(count > 1)) return [];
  if (!t.database.url) throw new Error('TEST_API_HOSTS needs PostgreSQL (TEST_DATABASE_URL).');
  const hosts: ApiHost[] = [];
  for (let i = 0; i < count; i++) {
    hosts.push(
      await startApiHost({
        DATABASE_URL: t.database.url,
        RATE_LIMIT_PER_MINUTE: '10000000',
        DEMO: '0',
        ...env,
      }),
    );
  }
  return hosts;
}
