import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { UNDER_FIVE_QUESTION } from './death-wizard.ts';
import { DEMO_PASSWORD, sidebarEntries, signIn, waitForServiceWorker } from './support';

async function openLogin(context: BrowserContext): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/auth');
  return page;
}

async function login(page: Page, user: string, password: string) {
  await page.getByLabel('User name').fill(user);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

// The morning start at a centre with no network: the browser was closed, and the registrar
// signs in again without a connection, having signed in online on this browser before.
test('a registrar signs in offline after closing the browser, to capture and nothing else', async ({
  playwright,
}, testInfo) => {
  // Two browser launches, a sign-in online and one offline, and a capture: 28 s on an idle
  // machine, over the default 30 s on a busy one.
  test.setTimeout(120_000);
  const profile = mkdtempSync(join(tmpdir(), 'vitalreg-profile-'));
  const options = {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  };
  try {
    // Online, once: the app is installed (service worker) and the offline verifier kept.
    let context = await playwright.chromium.launchPersistentContext(profile, options);
    let page = await openLogin(context);
    await login(page, 'registra', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await page.waitForFunction(() => sessionStorage.getItem('offline_data_key') !== null);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.close();

    // The next morning, no network: the app opens from the device and the same password works.
    context = await playwright.chromium.launchPersistentContext(profile, options);
    await context.setOffline(true);
    page = await openLogin(context);
    await login(page, 'registra', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The user name or password is not correct.');
    await login(page, 'registra', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByText('Signed in offline')).toBeVisible();
    // Capture of births, deaths and stillbirths, and nothing else.
    expect(await sidebarEntries(page)).toEqual([
      'Home',
      'Birth Registration',
      'Still Births',
      'Death Registration',
    ]);
    await expect(page.getByRole('link', { name: 'Sign in online' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.screenshot({ path: testInfo.outputPath('offline-session-desktop.png') });

    // The wizard opens offline.
    await page.getByRole('link', { name: 'Birth Registration' }).click();
    await page.getByRole('link', { name: 'New Birth Registration' }).click();
    await expect(page.getByLabel(/^Town of birth/)).toBeVisible();
    await page.getByRole('link', { name: 'Death Registration' }).click();
    await expect(page.getByRole('link', { name: 'New Death Registration' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Death registrations' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('offline-session-deaths-desktop.png'),
      animations: 'disabled',
    });
    await page.getByRole('link', { name: 'New Death Registration' }).click();
    await expect(page.getByRole('radiogroup', { name: UNDER_FIVE_QUESTION })).toBeVisible();

    // The connection comes back: the way to send the queue is an online sign-in.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Sign in online' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await login(page, 'registra', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByText('Signed in offline')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^Bearer /);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('someone who never signed in on this browser cannot sign in offline', async ({ page }) => {
  // The app is installed on this browser by another user's visit (the service worker is
  // registered after a sign-in, docs/offline.md), then the network goes.
  await signIn(page, 'registra');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.context().setOffline(true);
  await login(page, 'adhoc', DEMO_PASSWORD);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('NETWORK ERROR');
  await expect(alert).toContainText('has not signed in online on this device yet');
  await expect(page.getByLabel('User name')).toHaveValue('adhoc');
  await page.context().setOffline(false);
});
