// A registrar's first visit on a slow link (issue 45), measured in Debian's Chromium through
// Playwright: a fresh browser (nothing cached, no service worker), the network throttled to
// 750 kbps down, 250 kbps up and 300 ms latency, the CPU slowed 4x. Times, from the first
// request: the sign-in page usable, the dashboard after signing in, the first step of the birth
// wizard, and the top bar's "Ready offline".
//
// Run by `npm run bench:web` (after its build); alone: `node bench/web-first-visit.mjs <url>`.
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from './lib.mjs';

export const SLOW_LINK = {
  downloadKbps: 750,
  uploadKbps: 250,
  latencyMs: 300,
  cpuSlowdown: 4,
};

export const FIRST_VISIT_BUDGET_MS = {
  'sign-in page': 2_500,
  'dashboard after sign-in': 4_000,
  'first wizard step': 5_000,
  'ready offline': 60_000,
};

/** The four times of one first visit, in milliseconds. */
export async function measureFirstVisit(url, { chromiumPath = '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_LINK.latencyMs,
      downloadThroughput: (SLOW_LINK.downloadKbps * 1000) / 8,
      uploadThroughput: (SLOW_LINK.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_LINK.cpuSlowdown });

    const times = {};
    const start = Date.now();
    const mark = (name) => (times[name] = Date.now() - start);
    const patient = { timeout: 180_000 };

    await page.goto(`${url}/auth`, { waitUntil: 'commit' });
    await page.getByLabel('User name').waitFor(patient);
    mark('sign-in page');

    await page.getByLabel('User name').fill('registra');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor(patient);
    mark('dashboard after sign-in');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Birth Registration' })
      .click();
    await page.getByRole('link', { name: 'New Birth Registration' }).click();
    await page.getByLabel(/^First name/).waitFor(patient);
    mark('first wizard step');

    await page.getByRole('status', { name: 'Ready offline' }).waitFor(patient);
    mark('ready offline');
    return times;
  } finally {
    await browser.close();
  }
}

/** Prints the times against their budgets; true when every one is within. */
export function printFirstVisit(times) {
  const { downloadKbps, uploadKbps, latencyMs, cpuSlowdown } = SLOW_LINK;
  console.log(
    `\nFirst visit on a slow link (${downloadKbps} kbps down, ${uploadKbps} kbps up, ${latencyMs} ms, CPU ${cpuSlowdown}x slower):`,
  );
  let within = true;
  for (const [name, budget] of Object.entries(FIRST_VISIT_BUDGET_MS)) {
    const ms = times[name];
    if (!(ms <= budget)) within = false;
    console.log(
      `  ${name.padEnd(26)} ${`${(ms / 1000).toFixed(1)} s`.padStart(8)}  <= ${budget / 1000} s`,
    );
  }
  return within;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://127.0.0.1:3901';
  const within = printFirstVisit(
    await measureFirstVisit(url, { chromiumPath: process.env.CHROMIUM_PATH }),
  );
  if (!within) process.exitCode = 1;
}
