import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfQrText, pdfText } from '../apps/api/src/modules/certificates/test-support.ts';
import { recordSection, screenshotBothWidths, signIn } from './support.ts';
import { submittedBirth } from './seed-records.ts';

test('a DCR approves a birth and prints its certificate; a visitor checks it and sees "valid"', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = await submittedBirth(request);

  // The DCR approves the birth on its page; the certificate is then ready to print.
  await signIn(page, 'dcr');
  await page.goto(`/dashboard/birth-registrations/${id}`);
  const record = recordSection(page, /Ɗanjuma/);
  await record.getByRole('button', { name: 'Approve' }).click();
  await expect(record.getByText('Approved', { exact: true })).toBeVisible();
  const certificate = page.getByRole('region', { name: 'Certificate', exact: true });
  const print = certificate.getByRole('button', { name: 'Print certificate' });
  await expect(print).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'certificate-01-ready-to-print');

  // Print: the record becomes printed and the PDF downloads.
  const [download] = await Promise.all([page.waitForEvent('download'), print.click()]);
  expect(download.suggestedFilename()).toMatch(/^certificate-[A-Z0-9-]+\.pdf$/);
  await expect(record.getByText('Printed', { exact: true })).toBeVisible();
  const history = certificate.getByRole('list', { name: 'Certificates issued' });
  await expect(history).toContainText('Original');
  await expect(history).toContainText('Printed by');
  await expect(page.getByRole('list', { name: 'History', exact: true })).toContainText('Printed');
  await screenshotBothWidths(page, testInfo, 'certificate-02-printed');

  // The PDF names the child as written and carries a QR code of the verification address.
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const text = await pdfText(bytes);
  expect(text).toContain('CERTIFICATE OF BIRTH');
  expect(text).toContain('Ṣẹgun Ọbịa ƊANJUMA');
  const qr = await pdfQrText(bytes);
  const base = new URL(page.url()).origin;
  expect(qr).toMatch(new RegExp(`^${base}/verify/[0-9A-Z]{10}#[\\w-]+\\.[\\w-]+$`));
  const code = /\/verify\/([0-9A-Z]{10})#/.exec(qr!)![1]!;
  expect(text).toContain(code);

  // A visitor with no account opens the QR code's address.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(qr!);
  await expect(visitor.getByRole('heading', { name: 'Certificate verification' })).toBeVisible();
  await expect(visitor.getByText('Valid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByText('Ṣ. Ọ. ƊANJUMA')).toBeVisible();
  await expect(visitor.getByText('Birth certificate')).toBeVisible();
  await expect(visitor.getByText(/signature is genuine and matches the register/)).toBeVisible();
  await screenshotBothWidths(visitor, testInfo, 'certificate-03-verified');

  // A made-up code is "not found" (a revoked one says "Revoked", when and why).
  await visitor.goto('/verify/ZZZZZZZZZZ');
  await expect(visitor.getByText('Not found', { exact: true })).toBeVisible();
  await visitorContext.close();

  // The check is counted on the record's page.
  await page.reload();
  await expect(history).toContainText('Certificate verified online once');
});
