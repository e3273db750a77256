import { expect, test, type Page } from '@playwright/test';
import { fillClaimedWizard, serverCount } from './offline-wizard.ts';
import {
  saveOffline,
  signIn,
  syncNow,
  waitForOfflineKey,
  waitForServiceWorker,
  waitingIndicator,
} from './support.ts';
import { mailedPassword, useDemoMailbox } from './mail.ts';
import { daysAgo, uniqueName } from './wizard-fields.ts';

const mail = useDemoMailbox();

/** A NIN the sandbox identity agency knows (Okoro Chidi), new on every run. */
const staffNin = () => `700${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}11`;

/** A clerk of the Ikeja centre of our own, so changing the password touches no demo account. */
async function newClerk(dcr: Page): Promise<{ userName: string; password: string }> {
  await signIn(dcr, 'dcr');
  const token = await dcr.evaluate(() => sessionStorage.getItem('token'));
  const headers = { authorization: token ?? '' };
  const centres = await dcr.request.get('/api/option/registration-centres', { headers });
  expect(centres.status(), await centres.text()).toBe(200);
  const centre = (
    (await centres.json()) as { data: { Reg_Center_ID: number; Reg_Center_Name: string }[] }
  ).data.find((row) => /Ikeja/.test(row.Reg_Center_Name));
  const nin = staffNin();
  const created = await dcr.request.post('/api/adhoc-staff', {
    headers,
    data: {
      nin,
      firstName: 'Chidi',
      surname: 'Okoro',
      phone: '08031234567',
      email: `clerk${nin}@example.com`,
      regCenterId: centre?.Reg_Center_ID,
      endDate: daysAgo(-30),
    },
  });
  expect(created.status()).toBe(200);
  const { data } = (await created.json()) as { data: { member: { userName: string } } };
  // The first password goes to the clerk's e-mail only.
  const password = await mailedPassword(mail.box(), `clerk${nin}@example.com`);
  return { userName: data.member.userName, password };
}

/**
 * The salt of the user's offline credential on this device: it changes once the data key has
 * been wrapped under a new password (in the background, after the change is saved).
 */
function credentialSalt(page: Page, userName: string): Promise<string | null> {
  return page.evaluate(
    (name) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open(
          localStorage.getItem('offline_database_name') ?? 'vitalreg-offline',
        );
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const read = open.result
            .transaction('credentials')
            .objectStore('credentials')
            .get(name.toLowerCase());
          read.onsuccess = () => {
            const salt = (read.result as { salt?: Uint8Array } | undefined)?.salt;
            resolve(salt ? Array.from(salt).join(',') : null);
            open.result.close();
          };
          read.onerror = () => resolve(null);
        };
      }),
    userName,
  );
}

/** The change-password page: current password, then the new one twice. */
async function changePassword(page: Page, current: string, next: string) {
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await page.getByLabel(/^(Current password|Password you were given)/).fill(current);
  await page.getByLabel(/^New password\s*\*?$/).fill(next);
  await page.getByLabel(/^New password again/).fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeHidden();
}

test('records captured offline still sync after the password is changed online', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const clerk = await newClerk(page);
  const context = await browser.newContext();
  const clerkPage = await context.newPage();

  // First sign-in: the clerk chooses a password; the device keeps a data key under it.
  await clerkPage.goto('/auth');
  await clerkPage.getByLabel('User name').fill(clerk.userName);
  await clerkPage.getByRole('textbox', { name: 'Password', exact: true }).fill(clerk.password);
  await clerkPage.getByRole('button', { name: 'Login' }).click();
  await changePassword(clerkPage, clerk.password, 'first-own-password-26');
  await waitForOfflineKey(clerkPage);
  await clerkPage.goto('/dashboard/birth-registrations');
  await waitForServiceWorker(clerkPage);

  // Offline: a birth is captured and kept on the device.
  const name = uniqueName('Obinna');
  await context.setOffline(true);
  await expect(clerkPage.getByText('Offline (no connection)')).toBeVisible();
  // Its own date of birth: offline.spec.ts's births (10-16 days old) would be possible duplicates.
  await fillClaimedWizard(clerkPage, name, { daysAgo: 21 });
  await saveOffline(clerkPage, name);
  await expect(waitingIndicator(clerkPage)).toHaveAccessibleName(/1 waiting/);

  // Online again, the clerk changes the password before the record is sent (its sending is held
  // back until then, so the background sync cannot beat the change to it).
  await clerkPage.route('**/api/birth-registration/add', (route) => route.abort('failed'));
  await context.setOffline(false);
  const before = await credentialSalt(clerkPage, clerk.userName);
  expect(before).not.toBeNull();
  await clerkPage.getByRole('link', { name: 'Change password' }).click();
  await changePassword(clerkPage, 'first-own-password-26', 'second-own-password-26');
  await expect
    .poll(() => credentialSalt(clerkPage, clerk.userName), { timeout: 30_000 })
    .not.toBe(before);
  await clerkPage.unroute('**/api/birth-registration/add');

  // The record is still readable under the new password, and reaches the server once.
  await clerkPage.goto('/dashboard/birth-registrations/offline');
  await expect(clerkPage.getByRole('listitem', { name: new RegExp(name) })).toBeVisible();
  await expect(clerkPage.getByText(/saved under a password you have since changed/)).toBeHidden();
  await syncNow(clerkPage);
  await expect(waitingIndicator(clerkPage)).toHaveAccessibleName(/none waiting/, {
    timeout: 30_000,
  });
  expect(await serverCount(clerkPage, name)).toBe(1);
  await context.close();
});
