import cluster from 'node:cluster';
import { APP_VERSION } from '@vitalreg/domain';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** One line for an error at start-up (postgres-js connection failures are AggregateErrors). */
function describe(error: unknown): string {
  const e = error as Error & { code?: string; errors?: Error[] };
  return e.message || e.errors?.[0]?.message || e.code || String(error);
}

const config = readConfig();
const workers = config.workers ?? 1;
if (workers > 1 && cluster.isPrimary) {
  superviseWorkers(workers);
} else {
  await serve(config);
}

/**
 * API_WORKERS > 1: this process only starts the workers (each builds the app and listens on the
 * same port; node:cluster hands out connections), restarts one that dies, and passes SIGTERM and
 * SIGINT on, exiting once every worker has finished its requests. The workers share nothing but
 * PostgreSQL: sessions, sign-in attempts and the audit chain live there, start-up work runs under
 * an advisory lock, and each worker's session cache follows the database's notifications.
 */
function superviseWorkers(count: number) {
  let stopping = false;
  const start = (index: number) => {
    // Only the first worker prints the address and the demo accounts.
    const worker = cluster.fork({ VITALREG_WORKER_INDEX: String(index) });
    let served = false;
    worker.on('listening', () => (served = true));
    worker.on('exit', (code, signal) => {
      if (!served && !stopping) {
        // It could not start (it said why): starting it again would fail the same way.
        stop('SIGTERM');
        process.exitCode = 1;
      }
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
        return;
      }
      console.error(`API worker ${index} stopped (${signal ?? code}); starting another.`);
      setTimeout(() => start(index), 1000);
    });
  };
  for (let index = 0; index < count; index++) start(index);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function serve(config: AppConfig) {
  const app = await buildApp(config).catch((error: unknown) => {
    const where = config.databaseUrl ? 'Check DATABASE_URL and that PostgreSQL is running.' : '';
    console.error(`VitalReg could not start: ${describe(error)}. ${where}`.trim());
    process.exit(1);
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: { message: (error as Error).message } }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: { message: (error as Error).message } }, 'could not start listening');
    await app.close();
    process.exit(1);
  }

  if ((process.env.VITALREG_WORKER_INDEX ?? '0') !== '0') return;
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  // Printed to the console, not the log: the demo password is meant to be seen by whoever starts it.
  console.log(
    `\nVitalReg ${APP_VERSION} at ${address} (API docs ${address}/api/docs), database: ${database}`,
  );
  if (app.demoAccounts.length > 0) {
    console.log(`Demo accounts (password "${config.demoPassword}"):`);
    for (const account of app.demoAccounts) {
      console.log(
        `  ${account.userName.padEnd(20)} role ${String(account.roleId).padEnd(3)} ${account.worksOn}`,
      );
    }
    console.log('');
  }
}
