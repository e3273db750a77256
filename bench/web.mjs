// `npm run bench:web`: the web budgets of DESIGN.md as figures — the login page's JavaScript as a
// browser downloads it, and Lighthouse (mobile, its default throttling) on the login page, both
// served by the real API; then a registrar's first visit on a throttled slow link, to "Ready
// offline" (bench/web-first-visit.mjs). Exits non-zero when a budget is missed.
//
// Builds the app, starts the API on a throw-away embedded database with demo data, loads the
// login page in Debian's Chromium (CHROMIUM_PATH), then runs Lighthouse RUNS times and prints
// the median scores.
//
// Lighthouse is not a dependency of the project (it is large, and one of its packages asks for
// "latest" versions, which breaks `npm ci` whenever they publish): the first run installs the
// pinned version below into node_modules/.cache.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  measureLoginJavaScript,
  printLoginJavaScript,
} from '../apps/web/scripts/measure-login-js.mjs';
import { root, startApi } from './lib.mjs';
import { measureFirstVisit, printFirstVisit } from './web-first-visit.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const toolDir = join(root, 'node_modules', '.cache', `lighthouse-${LIGHTHOUSE_VERSION}`);
if (!existsSync(join(toolDir, 'node_modules', 'lighthouse'))) {
  console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${toolDir}`);
  mkdirSync(toolDir, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      toolDir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { stdio: 'ignore' },
  );
}
const requireTool = createRequire(join(toolDir, 'package.json'));
const importTool = (name) => import(pathToFileURL(requireTool.resolve(name)).href);
const { default: lighthouse } = await importTool('lighthouse');
const chromeLauncher = await importTool('chrome-launcher');

const port = Number(process.env.BENCH_PORT ?? 3901);
const runs = Number(process.env.RUNS ?? 5);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET = { performance: 95, accessibility: 95, largestContentfulPaintMs: 2500 };

console.log('Building the app');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });

const dataDir = mkdtempSync(join(tmpdir(), 'vitalreg-bench-web-'));
const api = await startApi({ port, env: { DATA_DIR: dataDir, DEMO: '1', DATABASE_URL: '' } });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const javaScriptWithin = printLoginJavaScript(
    await measureLoginJavaScript(api.url, { chromiumPath: chromePath }),
  );

  const results = [];
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(`${api.url}/auth`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    results.push(lhr);
  }
  const score = (name) =>
    median(results.map((lhr) => Math.round(lhr.categories[name].score * 100)));
  const metric = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
  console.log(`\nLighthouse, login page (mobile, simulated Slow 4G), median of ${runs} runs:`);
  const rows = [
    ['performance', score('performance'), `>= ${BUDGET.performance}`],
    ['accessibility', score('accessibility'), `>= ${BUDGET.accessibility}`],
    ['best-practices', score('best-practices'), ''],
    ['first contentful paint', `${(metric('first-contentful-paint') / 1000).toFixed(2)} s`, ''],
    [
      'largest contentful paint',
      `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `<= ${(BUDGET.largestContentfulPaintMs / 1000).toFixed(1)} s`,
    ],
    ['total blocking time', `${Math.round(metric('total-blocking-time'))} ms`, ''],
    ['cumulative layout shift', metric('cumulative-layout-shift').toFixed(3), ''],
    // Lighthouse's own measure of this host's speed: a busy host scores low and blocks longer.
    [
      'host benchmark index',
      Math.round(median(results.map((lhr) => lhr.environment.benchmarkIndex))),
      '',
    ],
  ];
  for (const [name, value, budget] of rows) {
    console.log(`  ${name.padEnd(26)} ${String(value).padStart(8)}  ${budget}`.trimEnd());
  }
  const firstVisitWithin = printFirstVisit(
    await measureFirstVisit(api.url, { chromiumPath: chromePath }),
  );
  const within =
    javaScriptWithin &&
    firstVisitWithin &&
    score('performance') >= BUDGET.performance &&
    score('accessibility') >= BUDGET.accessibility &&
    metric('largest-contentful-paint') <= BUDGET.largestContentfulPaintMs;
  console.log(within ? '\nWithin budget.' : '\nOVER BUDGET.');
  if (!within) process.exitCode = 1;
} finally {
  await chrome.kill();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
