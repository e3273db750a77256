// The authorization matrix's figure (issue 19, section 1; part of `npm run soak`; alone:
// `node scripts/soak/matrix.mjs`). Runs the API's matrix test
// (apps/api/src/test/authorization-matrix.test.ts) with MATRIX_TRACE set, so it names every
// answer it checks (`TRACE <route> | <caller> | <status>`), and counts the routes, the roles
// and the answers. Exits 1 when the test fails. On PostgreSQL (TEST_DATABASE_URL) its calls go
// to two API hosts, separate processes, alternating request by request (TEST_API_HOSTS=2:
// apps/api/src/test/hosts.ts), as behind a load balancer.
//
// The last line, `SOAK matrix: ...`, is the figure `npm run soak` prints in its summary.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { root } from '../lib.mjs';

const twoHosts = Boolean(process.env.TEST_DATABASE_URL);
const routes = new Set();
const callers = new Set();
let answers = 0;

const child = spawn(
  'npm',
  ['test', '-w', '@vitalreg/api', '--', 'src/test/authorization-matrix.test.ts'],
  {
    cwd: root,
    env: { ...process.env, MATRIX_TRACE: '1', ...(twoHosts ? { TEST_API_HOSTS: '2' } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
for await (const line of createInterface({ input: child.stdout })) {
  const trace = /TRACE (.+?) \| (.+?) \| (\d+)$/.exec(line);
  if (!trace) {
    if (!line.startsWith('stdout |') && line.trim() !== '') console.log(line);
    continue;
  }
  answers += 1;
  routes.add(trace[1]);
  callers.add(trace[2].startsWith('not signed in') ? 'not signed in' : trace[2].split(' ')[0]);
}
const code = await new Promise((resolve) => child.on('close', resolve));
const roles = [...callers].filter((caller) => caller !== 'not signed in').length;
const passed = code === 0 && answers > 0;
console.log(
  `SOAK matrix: ${routes.size} routes x ${roles} roles` +
    `${callers.has('not signed in') ? ' (and not signed in)' : ''}, ` +
    `${answers.toLocaleString('en-US')} answers checked` +
    `${twoHosts ? ' on two API hosts' : ''}${passed ? '' : ' (FAIL)'}`,
);
process.exitCode = passed ? 0 : 1;
