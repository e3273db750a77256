import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'vitalreg-demo';

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
 */
export async function screenshotBothWidths(page: Page, testInfo: TestInfo, name: string) {
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  const options = { fullPage: true, animations: 'disabled' } as const;
  await page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`), ...options });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`), ...options });
  await page.setViewportSize(desktop);
}
