import { expect, test } from '@playwright/test';
import { signIn, sidebarEntries } from './support.ts';

const ALL_SECTIONS = [
  'Birth Registration',
  'Birth Attestations',
  'Modifications',
  'Still Births',
  'Death Registration',
  'Reissuance',
  'Reprint',
  'Adhoc Staff',
];

test.describe('sidebar entries follow the role permissions', () => {
  test('registra sees every section but Adhoc Staff', async ({ page }) => {
    await signIn(page, 'registra');
    const entries = await sidebarEntries(page);
    expect(entries).toEqual(['Home', ...ALL_SECTIONS.filter((s) => s !== 'Adhoc Staff')]);
  });

  test('adhoc sees Home and Birth Registration only', async ({ page }) => {
    await signIn(page, 'adhoc');
    expect(await sidebarEntries(page)).toEqual(['Home', 'Birth Registration']);
    await expect(page.getByRole('button', { name: 'Other Access' })).toHaveCount(0);
  });

  test('admin sees every section and the Other Access links', async ({ page }) => {
    await signIn(page, 'admin');
    const entries = await sidebarEntries(page);
    for (const section of ['Home', ...ALL_SECTIONS]) expect(entries).toContain(section);

    const otherAccess = page.getByRole('button', { name: 'Other Access' });
    if ((await otherAccess.getAttribute('aria-expanded')) !== 'true') await otherAccess.click();
    await expect(otherAccess).toHaveAttribute('aria-expanded', 'true');
    const admin = page.getByRole('link', { name: 'Admin', exact: true });
    const dcr = page.getByRole('link', { name: 'DCR/State Director' });
    await expect(admin).toBeVisible();
    await expect(dcr).toBeVisible();
    // In-app pages: no token in any address (issue 26).
    await expect(admin).toHaveAttribute('href', '/dashboard/admin');
    await expect(dcr).toHaveAttribute('href', '/dashboard/statistics');
    await expect(page.getByText('2.2.2')).toBeVisible();
    await admin.click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
  });
});

test('home shows the registrar dashboard fields', async ({ page }) => {
  await signIn(page, 'registra');
  const main = page.getByRole('main');
  await expect(main.getByText('registra', { exact: true })).toBeVisible();
  await expect(main.getByText('Lagos', { exact: true })).toBeVisible();
  await expect(main.getByText('Ikeja', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard|Home/);
});

test('the current sidebar entry is highlighted and sections open', async ({ page }) => {
  await signIn(page, 'registra');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Birth Registration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/birth-registrations$/);
  await expect(nav.getByRole('link', { name: 'Birth Registration' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'New Birth Registration' })).toBeVisible();
  await expect(page.getByRole('switch').or(page.getByRole('checkbox'))).toBeChecked();
});

test('the guard sends a visitor without a session to /auth', async ({ page }) => {
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth/);
});

test('a forbidden section and an unknown page go to the not-found page', async ({ page }) => {
  await signIn(page, 'adhoc');
  await page.goto('/dashboard/death-registrations');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/dashboard/nope');
  await expect(page.getByText(/not found/i).first()).toBeVisible();
});

test('a wrong password shows the server message and keeps the user name', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('User name').fill('registra');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid user name or password.')).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveValue('registra');
});

test('logout clears the session and back does not reveal the dashboard', async ({ page }) => {
  await signIn(page, 'registra');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('on a phone the menu button opens the sidebar drawer @phone', async ({ page }) => {
  await signIn(page, 'registra');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('link', { name: 'Birth Registration' })).toBeVisible();
  await nav.getByRole('link', { name: 'Birth Registration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/birth-registrations$/);
  await expect(nav).toBeHidden();
});
