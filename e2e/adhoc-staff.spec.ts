import { expect, test, type Page } from '@playwright/test';
import { fillChild, fillFather, fillInformant, fillMother } from './birth-wizard.ts';
import { daysAgo, next, uniqueName } from './wizard-fields.ts';
import { expectAccessible, screenshotBothWidths, signIn, submitRegistration } from './support.ts';
import { mailedPassword, useDemoMailbox } from './mail.ts';

// First and reset passwords go to the clerk's e-mail, read here where the API sends it.
const mail = useDemoMailbox();

/**
 * A sandbox staff NIN (700…, see docs/configuration.md) ending in 11: the identity agency's
 * Chidi Okoro. The digits between are new on every run, so each run recruits a new person.
 */
const staffNin = () => `700${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}11`;

/** The calendar date `days` after today in Nigeria (the app's "today"). */
const dayAhead = (days: number) => daysAgo(-days);

async function signInAs(page: Page, user: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('User name').fill(user);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const staffRow = (page: Page, userName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: userName, exact: true }) });

test('a DCR creates an adhoc clerk (password e-mailed to the clerk), who changes it and captures a birth; a reset is e-mailed too; deactivated, refused', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const nin = staffNin();

  // The DCR opens Adhoc Staff and "Create Adhoc Staff".
  await signIn(page, 'dcr');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Adhoc Staff' })
    .click();
  await expect(page.getByRole('heading', { name: 'Adhoc staff of your area' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Adhoc Staff' }).click();
  await expect(page.getByRole('heading', { name: 'New adhoc staff member' })).toBeVisible();

  // Nothing filled: a message under each required field.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('NIN must be exactly 11 digits.')).toBeVisible();
  await expect(page.getByText('Enter the last day of the engagement.')).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'adhoc-01-empty');

  // A verified NIN fills and locks the names; the rest is typed.
  await page.getByLabel('NIN', { exact: true }).fill(nin);
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.getByText('Verified with the identity agency')).toBeVisible();
  await expect(page.getByLabel(/^Surname/)).toHaveValue('Okoro');
  await expect(page.getByLabel(/^First name/)).toHaveValue('Chidi');
  await page.getByLabel(/^Phone number/).fill('08031234567');
  await page.getByLabel(/^E-mail/).fill(`clerk${nin}@example.com`);
  await page
    .getByLabel(/^Registration centre/)
    .selectOption({ label: 'Ikeja Registration Centre' });
  // Too far ahead first: the message, and nothing typed is lost.
  await page.getByLabel(/^Last day of the engagement/).fill(dayAhead(400));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('An adhoc engagement can last at most one year: choose an earlier date.'),
  ).toBeVisible();
  await expect(page.getByLabel(/^Phone number/)).toHaveValue('08031234567');
  await page.getByLabel(/^Last day of the engagement/).fill(dayAhead(30));
  await screenshotBothWidths(page, testInfo, 'adhoc-02-filled');
  await expectAccessible(page, 'create adhoc staff');
  await page.getByRole('button', { name: 'Create account' }).click();

  // The account: its user name, and where the first password went (the clerk's e-mail only).
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
  const email = `clerk${nin}@example.com`;
  await expect(page.getByTestId('password-sent-to')).toHaveText(
    'A temporary password was sent to c***@example.com. They must change it when they first sign in.',
  );
  const password = await mailedPassword(mail.box(), email);
  const userName = (await page.getByTestId('issued-user-name').innerText()).trim();
  expect(password).toMatch(/^\S{4}-\S{4}-\S{4}$/);
  await expect(page.locator('body')).not.toContainText(password);
  await screenshotBothWidths(page, testInfo, 'adhoc-03-created');
  await page.getByRole('link', { name: 'Back to adhoc staff' }).click();
  const row = staffRow(page, userName);
  await expect(row.getByText('Has not chosen a password yet')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // Checked before any toast shows: one fading in is caught half-transparent.
  await expectAccessible(page, 'adhoc staff list');

  // The clerk signs in and must choose a password before anything else opens.
  const clerkContext = await browser.newContext();
  const clerk = await clerkContext.newPage();
  await signInAs(clerk, userName, password);
  await expect(clerk).toHaveURL(/\/auth\/password/);
  await expect(clerk.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await clerk.goto('/dashboard/birth-registrations');
  await expect(clerk).toHaveURL(/\/auth\/password/);
  await clerk.getByLabel(/^Password you were given/).fill(password);
  await clerk.getByLabel(/^New password\s*\*?$/).fill('my-own-password-2026');
  await clerk.getByLabel(/^New password again/).fill('my-own-password-2025');
  await clerk.getByRole('button', { name: 'Change password' }).click();
  await expect(clerk.getByText('The two new passwords are not the same.')).toBeVisible();
  await clerk.getByLabel(/^New password again/).fill('my-own-password-2026');
  await screenshotBothWidths(clerk, testInfo, 'adhoc-04-change-password');
  await expectAccessible(clerk, 'change password');
  await clerk.getByRole('button', { name: 'Change password' }).click();
  await expect(clerk).toHaveURL(/\/dashboard\/birth-registrations$/);

  // Births only, at the clerk's centre.
  const nav = clerk.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Birth Registration' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Death Registration' })).toHaveCount(0);
  const childName = uniqueName('Adaeze');
  await clerk.goto('/dashboard/birth-registrations/register/claimed');
  await expect(clerk.getByText('Particulars of Child').first()).toBeVisible();
  await fillChild(clerk, childName, daysAgo(4));
  await next(clerk);
  await fillMother(clerk, { nin: '12345678901' });
  await next(clerk);
  await fillFather(clerk);
  await next(clerk);
  await fillInformant(clerk);
  await next(clerk);
  await expect(clerk.getByRole('form', { name: 'Supporting Documents' })).toBeVisible({
    timeout: 30_000,
  });
  await next(clerk);
  await expect(clerk.getByText(childName).first()).toBeVisible();
  await submitRegistration(clerk, 'birth-registration');

  // The DCR sees the record counted, and resets the clerk's password: the screen says where it
  // went, never what it is; the clerk signs in with the one e-mailed and must change it.
  await page.reload();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Actions for ${userName}` }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const resetDialog = page.getByRole('dialog', { name: /^Reset the password/ });
  await expect(resetDialog).toContainText('you will not see it');
  await resetDialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(resetDialog.getByTestId('password-sent-to')).toHaveText(
    'A temporary password was sent to c***@example.com. They must change it when they first sign in.',
  );
  const reset = await mailedPassword(mail.box(), email, 1);
  expect(reset).not.toBe(password);
  await expect(resetDialog).not.toContainText(reset);
  await screenshotBothWidths(page, testInfo, 'adhoc-05-password-sent');
  await expectAccessible(page, 'password reset sent');
  await resetDialog.getByRole('button', { name: 'Done' }).click();
  await expect(resetDialog).toHaveCount(0);
  await clerk.goto('/dashboard/birth-registrations');
  await expect(clerk).toHaveURL(/\/auth/, { timeout: 30_000 });
  await signInAs(clerk, userName, reset);
  await expect(clerk).toHaveURL(/\/auth\/password/);
  await clerk.getByRole('link', { name: 'Sign out instead' }).click();
  await expect(clerk.getByLabel('User name')).toBeVisible();

  // Then the DCR deactivates the clerk with a reason.
  await row.getByRole('button', { name: `Actions for ${userName}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: /^Deactivate/ });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'No longer an employee' }).check();
  await screenshotBothWidths(page, testInfo, 'adhoc-06-deactivate');
  await expectAccessible(page, 'deactivate dialog');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(row.getByText('No longer an employee')).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'adhoc-07-list');

  // The clerk's session ends at the next request, and signing in is refused.
  await clerk.goto('/dashboard/birth-registrations');
  await expect(clerk).toHaveURL(/\/auth/, { timeout: 30_000 });
  await signInAs(clerk, userName, reset);
  await expect(
    clerk.getByText('Your account is disabled. Contact your administrator.'),
  ).toBeVisible();
  await clerkContext.close();
});
