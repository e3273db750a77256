#!/usr/bin/env node
/**
 * The login page's JavaScript as a browser downloads it: opens /auth in Debian's Chromium, waits
 * until the page is idle (the chunks the login form loads once it is shown included) and sums
 * the gzipped bodies of every script the page received from the server.
 * Budget (DESIGN.md): 130 KB. `npm run bench:web` builds the app, starts the API and runs this.
 *
 *   node apps/web/scripts/measure-login-js.mjs [--url http://127.0.0.1:3000] [--json]
 *
 * The service worker's offline cache, filled in the background, is not the login page's.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const LOGIN_JS_BUDGET_KB = 130;

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const kb = (bytes) => (bytes / 1024).toFixed(2);

/**
 * Loads `${appUrl}/auth` in a fresh browser profile and returns every JavaScript response the
 * page received until the network went quiet: { files: [{ name, gzip, raw }], total }, sizes in
 * bytes, gzip as the server sent it (the request asks for gzip only).
 */
export async function measureLoginJavaScript(appUrl, { chromiumPath = '/usr/bin/chromium' } = {}) {
  // playwright-core comes with @playwright/test (the e2e journeys), from the repository's root.
  const require = createRequire(import.meta.url);
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/javascript/.test(type)) scripts.push(response);
    });
    await page.goto(`${appUrl}/auth`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // Whatever the page starts once the browser is idle (e.g. the service worker) counts too.
    await page.evaluate(
      () => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve())),
    );
    await page.waitForLoadState('networkidle');

    // What index.html names (its script and module preloads) is fetched up front; the rest later.
    const html = await (await fetch(`${appUrl}/auth`, { headers: { accept: 'text/html' } })).text();
    const upFront = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map(([, u]) => u),
    );

    const files = [];
    for (const response of scripts) {
      const headers = await response.allHeaders();
      const encoding = headers['content-encoding'] ?? 'identity';
      const raw = (await response.body()).length;
      const { responseBodySize } = await response.request().sizes();
      if (encoding !== 'gzip' && raw >= 1024) {
        throw new Error(`${response.url()} came with content-encoding ${encoding}, not gzip.`);
      }
      const name = new URL(response.url()).pathname;
      files.push({ name, gzip: responseBodySize, raw, upFront: upFront.has(name) });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    const sum = (list) =>
      list.reduce((total, file) => ({ gzip: total.gzip + file.gzip, raw: total.raw + file.raw }), {
        gzip: 0,
        raw: 0,
      });
    return { files, total: sum(files), upFront: sum(files.filter((file) => file.upFront)) };
  } finally {
    await browser.close();
  }
}

/** Prints the files and the total against the budget; true when within it. */
export function printLoginJavaScript({ files, total, upFront }) {
  console.log('Login page: JavaScript the browser downloaded until the page was idle');
  const line = (name, size, when = '') =>
    `  ${name.padEnd(44)} ${kb(size.raw).padStart(9)} KB raw ${kb(size.gzip).padStart(8)} KB gzip  ${when}`.trimEnd();
  for (const file of files) console.log(line(file.name, file, file.upFront ? 'up front' : 'later'));
  console.log(line('of which named by index.html (up front)', upFront));
  console.log(line(`total (${files.length} files)`, total));
  const within = total.gzip / 1024 <= LOGIN_JS_BUDGET_KB;
  console.log(
    `  Budget ${LOGIN_JS_BUDGET_KB} KB gzip: ${within ? 'within' : 'OVER'} (${kb(total.gzip)} KB)`,
  );
  return within;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--url');
  const appUrl = at > 0 ? process.argv[at + 1] : 'http://127.0.0.1:3000';
  const measured = await measureLoginJavaScript(appUrl, {
    chromiumPath: process.env.CHROMIUM_PATH,
  });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ ...measured, budgetKb: LOGIN_JS_BUDGET_KB }, null, 2));
    process.exit(measured.total.gzip / 1024 <= LOGIN_JS_BUDGET_KB ? 0 : 1);
  }
  process.exit(printLoginJavaScript(measured) ? 0 : 1);
}
