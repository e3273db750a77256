import { expect, test } from '@playwright/test';
import { fillClaimedWizard, serverCount } from './offline-wizard.ts';
import { next, uniqueName } from './wizard-fields.ts';
import {
  offlineView,
  saveOffline,
  screenshotBothWidths,
  signIn,
  syncNow,
  waitForOfflineKey,
  waitForServiceWorker,
  waitingIndicator,
} from './support.ts';

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
      item.getByText('Particulars of Mother, NIN: this NIN is not known to the identity agency.'),
    ).toBeVisible();
    // The sync has finished (its buttons are back) before the picture is taken.
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
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
    await expect(page).toHaveURL(offlineView());
    await syncNow(page);
    await expect(page.getByRole('listitem', { name: new RegExp(name) })).toHaveCount(0, {
      timeout: 30_000,
    });
    expect(await serverCount(page, name)).toBe(1);
  });
});
