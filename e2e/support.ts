import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'vitalreg-demo';

/** A paid reference of the sandbox gateway for the service (`attestation`), new on every run. */
export const sandboxReference = (service: string) =>
  `SBX-PAID-${service.toUpperCase()}-${crypto.randomUUID().slice(0, 12).toUpperCase()}`;

/** Signs in through the login page as a demo user (user name = role name). */
export async function signIn(page: Page, user: string, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('User name').fill(user);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}

/** The accessible names of the links in the sidebar's main navigation, in order. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Signs in on a fresh page of its own context (its own session storage). */
export async function signInNewContext(browser: Browser, user: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** A PNG of random pixels: incompressible, so `width x height x 3` bytes and then some. */
export function noisePng(width: number, height: number): Buffer {
  const row = width * 3 + 1;
  const raw = randomBytes(row * height);
  for (let y = 0; y < height; y++) raw[y * row] = 0; // filter type "none" for each row
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Screenshots the page at desktop and phone width into the test's output folder, with CSS
 * transitions run to their end (a chip or button that just changed colour was caught half-way).
 * After a resize the page is let lay itself out before the shot, and a shot may take 30 s: on
 * a loaded CI machine a full-page shot of the re-laid page once took longer than the 10 s an
 * action gets.
 */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string) {
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  const options = { fullPage: true, animations: 'disabled', timeout: 30_000 } as const;
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), ...options });
  await page.setViewportSize({ width: 390, height: 844 });
  await laidOut(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), ...options });
  await page.setViewportSize(desktop);
  await laidOut(page);
}

/** Waits until the browser has painted two frames, so a resize's new layout is on screen. */
function laidOut(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/* ---------- Submitting and reviewing records ---------- */

/**
 * The end of a new record's wizard: its reference stays on screen with what happens next; then
 * the registrar goes on to the list.
 */
export async function seeSubmittedAndGoToList(page: Page, reference: string) {
  const ended = page.getByRole('region', { name: / submitted$/ });
  await expect(ended).toContainText(reference);
  await expect(ended.getByRole('link', { name: 'Open the record' })).toBeVisible();
  await ended.getByRole('link', { name: 'Go to the list' }).click();
  await expect(page.getByRole('link', { name: reference, exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * Submits the wizard on its Information Preview and answers the new record's reference, once
 * the API created it (201) and the registrar saw it on the wizard's last screen.
 */
export async function submitRegistration(page: Page, apiPath: string): Promise<string> {
  const [submitted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/${apiPath}/add`)),
    page.getByRole('button', { name: 'Submit registration' }).click(),
  ]);
  expect(submitted.status()).toBe(201);
  expect(submitted.request().headers()['idempotency-key']).toBeTruthy();
  const { reference } = ((await submitted.json()) as { data: { reference: string } }).data;
  await seeSubmittedAndGoToList(page, reference);
  return reference;
}

/** The record's row in a section's list (desktop table), by its reference. */
export const recordRow = (page: Page, reference: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: reference, exact: true }) });

/** A record's page: the section headed by its subject (with its status chip and actions). */
export const recordSection = (page: Page, heading: RegExp) =>
  page.getByRole('region', { name: heading });

/** A record's page: its actions bar (review, print, download, request a correction). */
export const recordActions = (page: Page) => page.getByRole('group', { name: 'Actions' });

/**
 * Confirms in the dialog that asks before a step that cannot be taken back: its button is
 * named as the action ("Approve", "Print"). The dialog closes once the step is taken.
 */
export async function confirmInDialog(page: Page, action: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** The "Certificate number" box of an approved record's page (not the approval's toast). */
export const certificateBox = (page: Page) =>
  page.getByRole('main').getByRole('status').filter({ hasText: 'Certificate number' });

/**
 * A reviewer opens the record from the review queue (its kind chosen above it, e.g. "Deaths"),
 * sees `heading`, approves it and sees the certificate number (`certificate`), which is answered.
 */
export async function approveFromReviewQueue(
  reviewer: Page,
  {
    kind,
    reference,
    heading,
    certificate,
    onQueue,
  }: {
    kind: string;
    reference: string;
    heading: RegExp;
    certificate: RegExp;
    /** Called with the queue on screen (e.g. to take its picture). */
    onQueue?: () => Promise<void>;
  },
): Promise<string> {
  await reviewer.goto('/dashboard/review');
  const chip = reviewer.getByRole('group', { name: 'Kind of record' }).getByRole('button', {
    name: kind,
    exact: true,
  });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const review = await reviewLinkIn(reviewer, reference);
  await onQueue?.();
  await review.click();
  const record = recordSection(reviewer, heading);
  await expect(record.getByText('Pending', { exact: true })).toBeVisible();
  await record.getByRole('button', { name: 'Approve' }).click();
  await confirmInDialog(reviewer, 'Approve');
  await expect(certificateBox(reviewer)).toContainText(certificate);
  await expect(record.getByText('Approved', { exact: true })).toBeVisible();
  return (await certificateBox(reviewer).innerText()).match(certificate)![0];
}

/**
 * The queue's link to `reference`, going through its pages (oldest first: with the demo register
 * a new record waits behind the demo's pending ones).
 */
export async function reviewLinkIn(reviewer: Page, reference: string) {
  const review = reviewer.getByRole('link', { name: `Review ${reference}` });
  const next = reviewer.getByRole('button', { name: 'Go to next page' });
  // A record's link ("Review BR-LA-..."), not the sidebar's "Review queue".
  const firstRecord = reviewer.getByRole('link', { name: /^Review [A-Z]+-/ }).first();
  await expect(firstRecord).toBeVisible();
  while (!(await review.isVisible()) && (await next.count()) > 0 && (await next.isEnabled())) {
    const opened = await firstRecord.getAttribute('href');
    await next.click();
    await expect(firstRecord).not.toHaveAttribute('href', opened ?? '');
  }
  await expect(review).toBeVisible();
  return review;
}

/* ---------- Offline capture ---------- */

/** A record section's view of the records saved on this device (births' by default). */
export const offlineView = (section = 'birth-registrations') =>
  new RegExp(`/dashboard/${section}/offline$`);

/** Waits until the service worker controls the page, so a reload offline opens the app. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** Waits for the offline data key that an online sign-in unlocks in the background. */
export async function waitForOfflineKey(page: Page) {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('offline_data_key')), {
      timeout: 20_000,
    })
    .not.toBeNull();
}

/** "Save offline" on the preview: the record is listed on the offline view by `name`. */
/** Saves the wizard's record on the device; it shows in its section's offline view. */
export async function saveOffline(page: Page, name: string, section?: string) {
  await page.getByRole('button', { name: 'Save offline' }).click();
  await expect(page).toHaveURL(offlineView(section));
  await expect(page.getByRole('listitem', { name: new RegExp(name) })).toBeVisible();
}

export async function syncNow(page: Page) {
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 60_000 });
}

export const waitingIndicator = (page: Page) =>
  page.getByRole('link', { name: /^Offline registrations:/ });

/** The summaries the server lists for a name search in a kind's list (`/api/{apiPath}/list`). */
export async function serverRecords<Row>(page: Page, apiPath: string, q: string): Promise<Row[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(
    `/api/${apiPath}/list/1?q=${encodeURIComponent(q)}&limit=100`,
    { headers: { authorization: token ?? '' } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { result: Row[] } }).data.result;
}

/**
 * axe's serious and critical findings on the page as it stands (none expected), once finite
 * transitions have ended: a toast fading in is caught half-transparent, a contrast it never has.
 */
export async function expectAccessible(page: Page, where: string) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
  // Toasts come and go while axe reads the page (one caught mid-fade fails a contrast it never
  // has: white on #1b5e20 is 8:1); the page itself is what is checked.
  const { violations } = await new AxeBuilder({ page }).exclude('.MuiSnackbar-root').analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
