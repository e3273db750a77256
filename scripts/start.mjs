// `npm start`: install if needed, build the web app and the API, then serve both at
// http://localhost:3000 on the embedded database with demo data (see README). NODE_ENV is
// passed on as the shell has it: unset is development; any value but development or test is
// production (apps/api/src/config.ts isProduction), which refuses the embedded database.
import {
  API_NODE_OPTIONS,
  checkNodeVersion,
  ensureInstalled,
  onSupportedNode,
  run,
  step,
} from './lib.mjs';

checkNodeVersion();
try {
  await ensureInstalled();
  await onSupportedNode();
  step('Building the web app and the API');
  await run('npm', ['run', 'build']);
  step('Starting VitalReg');
  await run('node', [...API_NODE_OPTIONS, 'apps/api/dist/server.js']);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
