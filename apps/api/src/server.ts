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
