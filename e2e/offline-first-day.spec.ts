import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { JOURNEY_TODAY } from './keyboard.ts';
import {
  captureToPreview,
  openWizard,
  QUEUEABLE_KINDS,
  saveOfflineAndSee,
  serverCountOf,
  type QueueableKind,
} from './offline-wizard.ts';
import { DEMO_PASSWORD, signIn, syncNow, waitingIndicator } from './support.ts';
import { answerQuestion, countDatesFrom, uniqueName } from './wizard-fields.ts';

/*
 * Issue 45: the first day in the field. A registrar on a new device with an empty browser signs
 * in online and loses the connection a moment later; every journey runs in a fresh browser
 * context and never loads a page again (no reload, no page.goto) after the sign-in, unless it
 * says so. The browser's "today" is fixed (JOURNEY_TODAY), and so are the dates typed.
 */

const KINDS: QueueableKind[] = ['birth', 'death', 'stillbirth'];

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(JOURNEY_TODAY);
  countDatesFrom(JOURNEY_TODAY);
});

test.afterEach(() => countDatesFrom(undefined));

/** The top bar's word on this device's readiness to work offline. */
const readiness = (page: Page) =>
  page.getByRole('status', { name: /^(Preparing offline use|Ready offline)/ });

/** Back online, one "Sync now" sends every record once; a second sends nothing more. */
async function sendOnceOnline(
  page: Page,
  context: BrowserContext,
  names: Record<QueueableKind, string>,
) {
  await context.setOffline(false);
  await syncNow(page);
  await expect(waitingIndicator(page)).toHaveAccessibleName(/none waiting/, { timeout: 30_000 });
  await syncNow(page);
  for (const kind of KINDS) expect(await serverCountOf(page, kind, names[kind])).toBe(1);
}

const namesOf = (prefix: string): Record<QueueableKind, string> => ({
  birth: uniqueName(`${prefix}Chidi`),
  death: uniqueName(`${prefix}Obinna`),
  stillbirth: uniqueName(`${prefix}Aisha`),
});

test('offline a moment after the first sign-in: every kind is captured, saved on the device and sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const names = namesOf('Ada');
  await signIn(page, 'registra');
  // The device says when it is ready; the service worker controls this very page (no reload).
  await expect(readiness(page)).toHaveText('Ready offline', { timeout: 30_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);

  for (const [index, kind] of KINDS.entries()) {
    await captureToPreview(page, kind, names[kind], { birthDaysAgo: 40 });
    await saveOfflineAndSee(page, kind, names[kind], index + 1);
  }
  // Attestation is not queued: its wizard says so, not an error page.
  await openWizard(page, 'attestation');
  await answerQuestion(page, 'Does the applicant have a NIN?', 'No');
  await expect(page.getByRole('main')).toContainText(
    'Not saved: this service needs a connection (payment).',
  );
  await page.getByRole('link', { name: QUEUEABLE_KINDS.birth.sidebar }).click();
  await page.getByRole('link', { name: /^Offline registrations:/ }).click();
  await expect(waitingIndicator(page)).toHaveAccessibleName(/3 waiting/);

  await sendOnceOnline(page, context, names);
});

test.describe('before the service worker has stored the app (a slow link)', () => {
  // No service worker: what the page fetched right after sign-in is all it has offline.
  test.use({ serviceWorkers: 'block' });

  test('the link drops at the preview: each kind ends on "Saved on this device", never a blank screen, and is sent once', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const names = namesOf('Bola');
    await signIn(page, 'registra');
    await expect(readiness(page)).toHaveAccessibleDescription(
      /Registrations can be captured offline now/,
      { timeout: 30_000 },
    );

    for (const kind of KINDS) {
      await captureToPreview(page, kind, names[kind], { birthDaysAgo: 41 });
      await context.setOffline(true);
      // Back online in between, the background sync may already send it: its place is not fixed.
      await saveOfflineAndSee(page, kind, names[kind]);
      await context.setOffline(false);
    }
    await sendOnceOnline(page, context, names);
  });
});

test('a reload right after sign-in loses the offline key being derived: the password once, and every kind is captured offline and sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const names = namesOf('Chika');
  // A cheap phone: the password's key derivation (PBKDF2) takes seconds, and the registrar
  // reloads the page meanwhile.
  await page.addInitScript(() => {
    const subtle = crypto.subtle;
    const deriveBits = subtle.deriveBits.bind(subtle);
    subtle.deriveBits = async (...args: Parameters<SubtleCrypto['deriveBits']>) => {
      const [algorithm] = args;
      const name = typeof algorithm === 'string' ? algorithm : algorithm.name;
      if (name === 'PBKDF2') await new Promise((resolve) => setTimeout(resolve, 3000));
      return deriveBits(...args);
    };
  });
  await signIn(page, 'registra');
  await page.reload();

  // Not "sign in online first": the device asks for the password, and the page stays.
  await page.getByRole('button', { name: 'Offline use: enter your password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter your password for offline use' });
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Unlock offline capture' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(readiness(page)).toHaveText('Ready offline', { timeout: 30_000 });
  await context.setOffline(true);

  for (const [index, kind] of KINDS.entries()) {
    await captureToPreview(page, kind, names[kind], { birthDaysAgo: 42 });
    await saveOfflineAndSee(page, kind, names[kind], index + 1);
  }
  await sendOnceOnline(page, context, names);
});

test('the answer to a submission never comes: the record is kept on the device and reaches the server once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = uniqueName('Dayo');
  await signIn(page, 'registra');
  await expect(readiness(page)).toHaveText('Ready offline', { timeout: 30_000 });
  await captureToPreview(page, 'birth', name, { birthDaysAgo: 43 });
  // The server creates the record, and the connection goes before its answer arrives.
  await page.route('**/api/birth-registration/add', async (route) => {
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    /^Saved on this device; it will be sent when you are online\./,
  );
  await page.unroute('**/api/birth-registration/add');
  await syncNow(page);
  await expect(waitingIndicator(page)).toHaveAccessibleName(/none waiting/, { timeout: 30_000 });
  // Sent again with the same Idempotency-Key: the server answers with the record it created.
  expect(await serverCountOf(page, 'birth', name)).toBe(1);
});
