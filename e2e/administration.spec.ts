import { expect, test, type Page } from '@playwright/test';
import { uniqueName } from './wizard-fields.ts';
import { expectAccessible, screenshotBothWidths, signIn } from './support.ts';
import { mailedPassword, useDemoMailbox } from './mail.ts';

const mail = useDemoMailbox();

async function signInAs(page: Page, user: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('User name').fill(user);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('an admin adds a centre, creates a registrar there, and takes a section away from the role', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const centreName = `${uniqueName('Ajah')} Registration Centre`;
  const surname = uniqueName('Adebayo');

  // The Admin link of Other Access opens the administration in the app.
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await screenshotBothWidths(page, testInfo, 'admin-01-home');
  await expectAccessible(page, 'administration home');

  // A new centre in Eti-Osa, Lagos.
  await page.getByRole('link', { name: /Registration centres/ }).click();
  await page.getByRole('button', { name: 'Add centre' }).click();
  const add = page.getByRole('dialog', { name: 'Add a registration centre' });
  await add.getByRole('button', { name: 'Add centre' }).click();
  await expect(add.getByText(/name/i).first()).toBeVisible();
  await add.getByLabel(/^Name/).fill(centreName);
  await add.getByLabel(/^State/).selectOption({ label: 'Lagos' });
  await add.getByLabel(/^Local government area/).selectOption({ label: 'Eti Osa' });
  await add.getByRole('button', { name: 'Add centre' }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByRole('cell', { name: centreName }).first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'admin-02-centres');
  await expectAccessible(page, 'centres');

  // A registrar placed there.
  await page.goto('/dashboard/admin/users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const newUser = page.getByRole('dialog', { name: 'Add a user' });
  await newUser.getByLabel(/^Role/).selectOption({ label: 'Registrar' });
  await newUser.getByLabel(/^First name/).fill('Kemi');
  await newUser.getByLabel(/^Surname/).fill(surname);
  await newUser.getByLabel(/^E-mail/).fill(`kemi.${surname.toLowerCase()}@example.com`);
  await newUser.getByLabel(/^Registration centre/).selectOption({ label: centreName });
  await newUser.getByRole('button', { name: 'Create account' }).click();
  const created = page.getByRole('dialog', { name: 'Account created' });
  // The password went to the registrar's e-mail, not to the administrator's screen.
  await expect(created.getByTestId('password-sent-to')).toContainText('k***@example.com');
  const password = await mailedPassword(mail.box(), `kemi.${surname.toLowerCase()}@example.com`);
  await expect(created).not.toContainText(password);
  const userName = (await created.getByTestId('issued-user-name').innerText()).trim();
  await screenshotBothWidths(page, testInfo, 'admin-03-user-created');
  await expectAccessible(page, 'user created');
  await created.getByRole('button', { name: 'Done' }).click();

  // The registrar signs in, chooses a password, and has Death Registration.
  const context = await browser.newContext();
  const registrar = await context.newPage();
  await signInAs(registrar, userName, password);
  await expect(registrar).toHaveURL(/\/auth\/password/);
  await registrar.getByLabel(/^Password you were given/).fill(password);
  await registrar.getByLabel(/^New password\s*\*?$/).fill('registrar-own-password');
  await registrar.getByLabel(/^New password again/).fill('registrar-own-password');
  await registrar.getByRole('button', { name: 'Change password' }).click();
  await expect(registrar).toHaveURL(/\/dashboard\/home$/);
  const nav = registrar.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Death Registration' })).toBeVisible();

  // The admin takes death registration away from the Registrar role.
  await page.goto('/dashboard/admin/roles');
  for (const permission of ['Register deaths and open death records', 'List death registrations']) {
    await page.getByRole('checkbox', { name: `Registrar: ${permission}` }).uncheck();
  }
  await screenshotBothWidths(page, testInfo, 'admin-04-roles');
  await expectAccessible(page, 'roles');
  await page.getByRole('button', { name: 'Save Registrar' }).click();
  await expect(page.getByText('Registrar: permissions saved.')).toBeVisible();

  // At the registrar's next page the section is gone, and its address is closed.
  await registrar.reload();
  await expect(nav.getByRole('link', { name: 'Birth Registration' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Death Registration' })).toHaveCount(0);
  await registrar.goto('/dashboard/death-registrations');
  await expect(registrar).toHaveURL(/\/404$/);

  // Given back, for the journeys that follow.
  for (const permission of ['Register deaths and open death records', 'List death registrations']) {
    await page.getByRole('checkbox', { name: `Registrar: ${permission}` }).check();
  }
  await page.getByRole('button', { name: 'Save Registrar' }).click();
  await expect(page.getByRole('button', { name: 'Save Registrar' })).toHaveCount(0);

  // The registrar's audit page holds the sign-in and the password change.
  await page.goto('/dashboard/admin/users');
  await page.getByRole('searchbox', { name: 'Find by name or user name' }).fill(userName);
  const row = page.getByRole('row').filter({ hasText: userName });
  await row.getByRole('button', { name: `Actions for ${userName}` }).click();
  await page.getByRole('menuitem', { name: 'Audit page' }).click();
  await expect(page.getByRole('cell', { name: 'Password changed' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'admin-05-audit');
  await expectAccessible(page, 'audit page');
  await context.close();
});
