import { expect, type Page } from '@playwright/test';

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
