import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../apps/api/src/modules/certificates/test-support.ts';
import { screenshotBothWidths, signIn, signInNewContext } from './support.ts';
import { printedBirth } from './seed-records.ts';

test('a registrar finds a printed certificate, pays the fee in the sandbox and reprints it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { id, number } = await printedBirth(request);

  await signIn(page, 'registra');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reprint' })
    .click();
  await expect(page.getByRole('heading', { name: 'Find a certificate' })).toBeVisible();

  // Typed in lower case, with spaces: found all the same.
  await page.getByRole('radio', { name: 'Birth', exact: true }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(` ${number.toLowerCase()} `);
  await page.getByRole('button', { name: 'Find certificate' }).click();
  const found = page.getByRole('region', { name: `Birth certificate ${number}` });
  await expect(found).toBeVisible({ timeout: 15_000 });
  const particulars = found.getByLabel('Particulars');
  await expect(particulars).toContainText('Ṣẹgun Ọbịa ƊANJUMA');
  await expect(found).toContainText('Certificate reprint fee: NGN 5,000.00');
  const reprint = found.getByRole('button', { name: 'Reprint certificate' });
  await expect(reprint).toBeDisabled();
  await screenshotBothWidths(page, testInfo, 'reprint-01-found');

  // A sandbox payment: paid for the fee, so the reprint can go ahead.
  await found.getByRole('button', { name: 'Start sandbox payment' }).click();
  await expect(found.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  const reference = await found.getByRole('textbox', { name: 'Payment reference' }).inputValue();
  expect(reference).toMatch(/^SBX-PAID-REPRINT-/);
  await expect(reprint).toBeEnabled();

  const [download] = await Promise.all([page.waitForEvent('download'), reprint.click()]);
  expect(download.suggestedFilename()).toMatch(/^certificate-[A-Z0-9-]+-reprint-1\.pdf$/);
  await expect(found.getByText(/Certificate reprinted\. Reprint 1 of certificate/)).toBeVisible();
  const text = await pdfText(new Uint8Array(readFileSync(await download.path())));
  expect(text).toContain('REPRINT');
  expect(text).toContain(number);

  // The past reprints list it, with who, when and the payment reference.
  const pastRow = page
    .getByRole('table', { name: 'Past reprints' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(pastRow).toContainText(number);
  await expect(pastRow).toContainText('Demo registra');
  await expect(found.getByLabel('Particulars')).toContainText('Once; latest');
  await screenshotBothWidths(page, testInfo, 'reprint-02-reprinted');

  // The record's page shows the reprint in its certificates and history; it stays printed.
  await pastRow.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/birth-registrations/${id}$`));
  const certificates = page.getByRole('list', { name: 'Certificates issued' });
  await expect(certificates).toContainText('Reprint 1', { timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'History', exact: true })).toContainText('Reprinted');
  await expect(page.getByText('Printed', { exact: true }).first()).toBeVisible();

  // A public check of the reprint's code shows in the history as "Certificate verified (1)".
  const reprinted = certificates.getByRole('listitem').filter({ hasText: 'Reprint 1' });
  const code = /Verification code ([0-9A-Z]{10})/.exec(await reprinted.innerText())![1]!;
  expect((await request.get(`/api/verify/${code}`)).status()).toBe(200);
  const history = page.getByRole('list', { name: 'History', exact: true });
  // The checks are counted in memory and written every few seconds: the page is read again
  // until it shows them, each time once it has loaded (slowly, on a busy machine).
  await expect(async () => {
    await page.reload();
    await expect(history).toBeVisible({ timeout: 20_000 });
    await expect(history).toContainText('Certificate verified (1)', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await screenshotBothWidths(page, testInfo, 'reprint-03-record');
});

test('a registrar asks for a fee waiver; a DCR grants it on Fee waivers; the reprint goes ahead', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { number } = await printedBirth(request);

  await signIn(page, 'registra');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reprint' })
    .click();
  await page.getByRole('radio', { name: 'Birth', exact: true }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await page.getByRole('button', { name: 'Find certificate' }).click();
  const found = page.getByRole('region', { name: `Birth certificate ${number}` });
  await expect(found).toBeVisible({ timeout: 15_000 });
  await found.getByRole('button', { name: 'Ask for a fee waiver' }).click();
  await found.getByLabel(/Reason for waiving the fee/).fill('Indigent applicant, letter on file');
  await found.getByRole('button', { name: 'Ask for the waiver' }).click();
  await expect(found.getByText('Waiting for a second officer')).toBeVisible();
  const reprint = found.getByRole('button', { name: 'Reprint certificate' });
  await expect(reprint).toBeDisabled();

  // A second officer: the DCR grants it from the Fee waivers screen.
  const dcr = await signInNewContext(browser, 'dcr');
  await dcr
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Fee waivers' })
    .click();
  const waiver = dcr.getByRole('region', { name: new RegExp(`Certificate reprint of ${number}`) });
  await expect(waiver).toContainText('Indigent applicant, letter on file');
  await waiver.getByRole('button', { name: 'Grant' }).click();
  await expect(waiver).toBeHidden();
  await dcr.context().close();

  // The registrar's step finds it granted by itself (it asks again while the waiver waits).
  await expect(found.getByText('Fee waived')).toBeVisible({ timeout: 30_000 });
  await expect(reprint).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), reprint.click()]);
  expect(download.suggestedFilename()).toMatch(/-reprint-1\.pdf$/);
  await expect(found.getByText(/fee waived\./)).toBeVisible();
});

test('a certificate outside the area, or not found, is explained and the number kept', async ({
  page,
}, testInfo) => {
  await signIn(page, 'registra');
  await page.goto('/dashboard/reprint');
  await page.getByRole('radio', { name: 'Death' }).check();
  const field = page.getByRole('textbox', { name: 'Certificate number' });
  await field.fill('DC/ZZ/2026/999999');
  await page.getByRole('button', { name: 'Find certificate' }).click();
  await expect(
    page.getByText('No certificate with this number was found in your area.'),
  ).toBeVisible();
  await expect(field).toHaveValue('DC/ZZ/2026/999999');
  await screenshotBothWidths(page, testInfo, 'reprint-04-not-found');
});
