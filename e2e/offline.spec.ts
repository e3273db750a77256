import { expect, test, type Page } from '@playwright/test';
import { screenshotBothWidths, signIn } from './support.ts';

const select = (page: Page, label: RegExp, value: string) =>
  page.getByLabel(label).selectOption(value);
const selectByName = (page: Page, label: RegExp, name: string) =>
  page.getByLabel(label).selectOption({ label: name });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Letters only (names may not hold digits), different on every run. */
const uniqueName = (prefix: string) =>
  prefix +
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

const OFFLINE_VIEW = '/dashboard/birth-registrations/offline';

/** Waits until the service worker controls the page, so a reload offline opens the app. */
async function waitForServiceWorker(page: Page) {
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
async function waitForOfflineKey(page: Page) {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('offline_data_key')), {
      timeout: 20_000,
    })
    .not.toBeNull();
}

async function drawSignature(page: Page) {
  const pad = page.getByLabel("Informant's signature: draw here");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 0; i < 12; i++) {
    await page.mouse.move(box.x + 30 + i * 15, box.y + box.height / 2 + Math.sin(i / 2) * 30);
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByAltText("Informant's signature (saved)")).toBeVisible();
}

/**
 * Fills the claimed wizard with the example data (the domain fixture's values) up to the
 * preview; the mother's NIN is typed, not verified (offline it is checked at sync). The one
 * upload is the informant's drawn signature, which offline is kept on the device.
 */
async function fillClaimedWizard(
  page: Page,
  childName: string,
  { daysAgo, motherNin = '12345678901' }: { daysAgo: number; motherNin?: string },
) {
  await page.goto('/dashboard/birth-registrations/register/claimed');
  await expect(page.getByText('Particulars of Child').first()).toBeVisible();
  // Each child its own date of birth: the same mother and date would be a possible duplicate.
  const birthDate = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(/^Surname/).fill('Adeyemi');
  await page.getByLabel(/^First name/).fill(childName);
  await page.getByLabel(/^Date of birth/).fill(birthDate);
  await select(page, /^Sex/, '2');
  await select(page, /^Type of birth/, '1');
  await select(page, /^Birth order/, '2');
  await select(page, /^Place of occurrence/, '1');
  await select(page, /^Locality/, '1');
  await selectByName(page, /^State of birth/, 'Lagos');
  await selectByName(page, /^LGA of birth/, 'Ikeja');
  await page.getByLabel(/^Town of birth/).fill('Ikeja');
  await page.getByLabel(/^Settlement \/ village/).fill('Alausa');
  await selectByName(page, /^State of origin/, 'Oyo');
  await selectByName(page, /^LGA of origin/, 'Ibadan North');
  await next(page);

  await page.getByLabel('NIN', { exact: true }).fill(motherNin);
  await page.getByLabel(/^Surname/).fill('Adeyemi');
  await page.getByLabel(/^First name/).fill('Folake');
  await page.getByLabel(/^Maiden name/).fill('Ogunleye');
  await page.getByLabel(/^Age/).fill('29');
  await select(page, /^Marital status/, '1');
  await selectByName(page, /^Occupation/, 'Teacher');
  await page.getByLabel(/^Phone number/).fill('08031234567');
  await selectByName(page, /^Nationality/, 'Nigerian');
  await selectByName(page, /^State of origin/, 'Oyo');
  await selectByName(page, /^LGA of origin/, 'Ibadan North');
  await selectByName(page, /^Ethnic group/, 'Yoruba');
  await selectByName(page, /^State of residence/, 'Lagos');
  await selectByName(page, /^LGA of residence/, 'Ikeja');
  await select(page, /^Settlement/, '1');
  await page.getByLabel(/^Street name/).fill('14 Obafemi Awolowo Way');
  await select(page, /^Literacy/, '1');
  await selectByName(page, /^Level of education/, 'Bachelors Degree');
  await next(page);

  await page.getByLabel(/^Surname/).fill('Adeyemi');
  await page.getByLabel(/^First name/).fill('Babatunde');
  await page.getByLabel(/^Age/).fill('34');
  await select(page, /^Marital status/, '1');
  await selectByName(page, /^Occupation/, 'Engineer');
  await select(page, /^Reason for no NIN/, 'Lack of Awareness');
  await selectByName(page, /^Nationality/, 'Nigerian');
  await selectByName(page, /^State of origin/, 'Oyo');
  await selectByName(page, /^LGA of origin/, 'Ibadan North');
  await selectByName(page, /^Ethnic group/, 'Yoruba');
  await selectByName(page, /^State of residence/, 'Lagos');
  await selectByName(page, /^LGA of residence/, 'Ikeja');
  await select(page, /^Settlement/, '1');
  await page.getByLabel(/^Street name/).fill('14 Obafemi Awolowo Way');
  await select(page, /^Literacy/, '2');
  await next(page);

  await page.getByLabel(/^Surname/).fill('Ogunleye');
  await page.getByLabel(/^First name/).fill('Adebola');
  await select(page, /^Relationship with child/, '2');
  await page.getByLabel(/^Phone number/).fill('08051234567');
  await selectByName(page, /^State of residence/, 'Lagos');
  await selectByName(page, /^LGA of residence/, 'Ikeja');
  await select(page, /^Settlement/, '1');
  await page.getByLabel(/^Street name/).fill('3 Allen Avenue');
  await drawSignature(page);
  await next(page);

  await expect(page.getByRole('form', { name: 'Supporting Documents' })).toBeVisible();
  await next(page);
  await expect(page.getByText(childName).first()).toBeVisible();
}

async function saveOffline(page: Page, childName: string) {
  await page.getByRole('button', { name: 'Save offline' }).click();
  await expect(page).toHaveURL(new RegExp(`${OFFLINE_VIEW}$`));
  await expect(page.getByRole('listitem', { name: new RegExp(childName) })).toBeVisible();
}

/** How many records the server holds with this child's first name (the registrar's list). */
async function serverCount(page: Page, childName: string): Promise<number> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(
    `/api/birth-registration/list/1?q=${encodeURIComponent(childName)}&limit=100`,
    { headers: { authorization: token ?? '' } },
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { result: { child: { firstname: string } }[] };
  };
  return body.data.result.filter((row) => row.child.firstname === childName).length;
}

async function syncNow(page: Page) {
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 60_000 });
}

const waitingIndicator = (page: Page) =>
  page.getByRole('link', { name: /^Offline registrations:/ });

test.describe('offline birth registration', () => {
  test('three births registered offline survive a reload offline and reach the server exactly once; a sync cut mid-way loses and duplicates nothing', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(300_000);
    const names = [uniqueName('Chidi'), uniqueName('Ngozi'), uniqueName('Emeka')];

    await signIn(page, 'registra');
    await waitForOfflineKey(page);
    await page.goto('/dashboard/birth-registrations');
    await waitForServiceWorker(page);
    await expect(
      page.getByRole('link', { name: 'Offline registrations', exact: true }),
    ).toBeVisible();

    // The connection goes: the mode falls back to offline by itself, and says so.
    await context.setOffline(true);
    await expect(page.getByText('Offline (no connection)')).toBeVisible();
    await expect(page.getByRole('switch')).not.toBeChecked();

    for (const [index, name] of names.entries()) {
      await fillClaimedWizard(page, name, { daysAgo: 10 + index });
      if (index === 0) {
        await expect(page.getByRole('button', { name: 'Save offline' })).toBeVisible();
        await screenshotBothWidths(page, testInfo, 'offline-01-wizard-preview');
      }
      await saveOffline(page, name);
    }
    await expect(waitingIndicator(page)).toHaveAccessibleName(/3 waiting/);
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    await expect(page.getByText(/No connection: registrations are sent/)).toBeVisible();

    // A reload with no network opens the app (service worker), all three still listed.
    await page.reload();
    for (const name of names) {
      await expect(page.getByRole('listitem', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(page.getByText('Waiting', { exact: true })).toHaveCount(3);
    await screenshotBothWidths(page, testInfo, 'offline-02-waiting');

    // Back online: sync sends them (the background sync may beat "Sync now" to it).
    await context.setOffline(false);
    await expect(page.getByRole('switch')).toBeChecked();
    await syncNow(page);
    await expect(waitingIndicator(page)).toHaveAccessibleName(/none waiting/, { timeout: 30_000 });
    await expect(page.getByText(/^BR-/).first()).toBeVisible();
    for (const name of names) expect(await serverCount(page, name)).toBe(1);
    await screenshotBothWidths(page, testInfo, 'offline-03-sent');

    // Sync again: nothing is sent twice.
    await syncNow(page);
    for (const name of names) expect(await serverCount(page, name)).toBe(1);

    // Three more, then a sync whose first answer is lost after the server committed it.
    const more = [uniqueName('Ifeoma'), uniqueName('Tunde'), uniqueName('Amaka')];
    await context.setOffline(true);
    for (const [index, name] of more.entries()) {
      await fillClaimedWizard(page, name, { daysAgo: 13 + index });
      await saveOffline(page, name);
    }
    let addRequests = 0;
    await page.route('**/api/birth-registration/add', async (route) => {
      addRequests += 1;
      if (addRequests === 1) {
        await route.fetch(); // the server creates the record ...
        await route.abort('internetdisconnected'); // ... and its answer never arrives
        return;
      }
      await route.abort('internetdisconnected');
    });
    await context.setOffline(false);
    await syncNow(page);
    await expect.poll(() => addRequests).toBeGreaterThanOrEqual(1);
    expect(await serverCount(page, more[0]!)).toBe(1);
    await expect(waitingIndicator(page)).toHaveAccessibleName(/3 waiting/);
    await expect(page.getByText('No connection to the server.').first()).toBeVisible();

    // The connection recovers: every record reaches the server exactly once.
    await page.unroute('**/api/birth-registration/add');
    await syncNow(page);
    await expect(waitingIndicator(page)).toHaveAccessibleName(/none waiting/, { timeout: 30_000 });
    for (const name of more) expect(await serverCount(page, name)).toBe(1);
    await syncNow(page);
    for (const name of [...names, ...more]) expect(await serverCount(page, name)).toBe(1);
  });

  test('a record the server refuses is flagged with its reason, fixed in the wizard and synced', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = uniqueName('Kelechi');
    await signIn(page, 'registra');
    await waitForOfflineKey(page);

    // Offline by the registrar's choice this time.
    await page.goto('/dashboard/birth-registrations');
    await waitForServiceWorker(page);
    await page.getByRole('switch').uncheck();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await context.setOffline(true);
    await fillClaimedWizard(page, name, { daysAgo: 16, motherNin: '99999999999' });
    await page.getByRole('button', { name: 'Back' }).click(); // documents
    await page.getByRole('button', { name: 'Back' }).click(); // informant
    await page.getByRole('button', { name: 'Back' }).click(); // father
    await page.getByRole('button', { name: 'Back' }).click(); // mother
    await expect(page.getByRole('button', { name: 'NIN is checked at sync' })).toBeDisabled();
    await expect(
      page.getByText('11 characters · checked with the identity agency at sync'),
    ).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'offline-04-wizard-mother');
    for (let step = 0; step < 4; step++) await next(page);
    await saveOffline(page, name);

    await context.setOffline(false);
    await syncNow(page);
    const item = page.getByRole('listitem', { name: new RegExp(name) });
    await expect(item.getByText('Needs correction')).toBeVisible();
    await expect(
      item.getByText(/mother\.nin: this NIN is not known to the identity agency/),
    ).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'offline-05-flagged');
    expect(await serverCount(page, name)).toBe(0);

    // Fixed in the wizard: the correct NIN, saved back on the device, then synced.
    await item.getByRole('link', { name: new RegExp(`^Fix .*${name}`) }).click();
    await expect(page.getByText('The server refused this registration')).toBeVisible();
    await expect(page.getByLabel(/^First name/)).toHaveValue(name);
    await next(page);
    await page.getByLabel('NIN', { exact: true }).fill('12345678901');
    for (let step = 0; step < 4; step++) await next(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`${OFFLINE_VIEW}$`));
    await syncNow(page);
    await expect(page.getByRole('listitem', { name: new RegExp(name) })).toHaveCount(0, {
      timeout: 30_000,
    });
    expect(await serverCount(page, name)).toBe(1);
  });
});
