import { expect, test, type Page } from '@playwright/test';
import { screenshotBothWidths, signIn } from './support.ts';

/** The reprint row of the Service fees table. */
const reprintRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Service fees' })
    .getByRole('row')
    .filter({ hasText: 'Certificate reprint' });

/** Opens the reprint fee's dialog, types the amount in naira and saves it. */
async function changeReprintFee(page: Page, naira: string) {
  await page.getByRole('button', { name: 'Change the certificate reprint fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the certificate reprint fee' });
  const amount = dialog.getByLabel(/Amount \(NGN\)/);
  await amount.fill(naira);
  await dialog.getByRole('button', { name: 'Save fee' }).click();
  await expect(dialog).toBeHidden();
}

test('an admin changes the reprint fee and sees it formatted', async ({ page }, testInfo) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/admin/fees');
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await expect(reprintRow(page)).toContainText('NGN 5,000.00');
  await expect(reprintRow(page)).toContainText('Demo amount (seeded)');

  // A wrong amount is explained, and nothing is saved.
  await page.getByRole('button', { name: 'Change the certificate reprint fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the certificate reprint fee' });
  await dialog.getByLabel(/Amount \(NGN\)/).fill('5.001');
  await dialog.getByRole('button', { name: 'Save fee' }).click();
  await expect(dialog.getByText('Enter the fee in naira, e.g. 5,000.00.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await changeReprintFee(page, '7250');
  await expect(page.getByText('Fee saved. Certificate reprint: NGN 7,250.00.')).toBeVisible();
  await expect(reprintRow(page)).toContainText('NGN 7,250.00');
  await expect(reprintRow(page)).toContainText('admin');
  const history = page.getByRole('table', { name: 'Fee history' });
  await expect(
    history.getByRole('row').filter({ hasText: 'NGN 7,250.00' }).getByText('Current'),
  ).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'fees-admin');

  // Every signed-in user reads the same fee.
  const fees = await page.evaluate(async () => {
    const response = await fetch('/api/payments/fees', {
      headers: { authorization: sessionStorage.getItem('token') ?? '' },
    });
    return (await response.json()) as { data: { fees: { service: string; amount: string }[] } };
  });
  expect(fees.data.fees.find((fee) => fee.service === 'reprint')?.amount).toBe('NGN 7,250.00');

  // Back to the demo amount, so later journeys see the documented fee.
  await changeReprintFee(page, '5,000.00');
  await expect(reprintRow(page)).toContainText('NGN 5,000.00');
});
