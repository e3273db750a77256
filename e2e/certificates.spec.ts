import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfQrText, pdfText } from '../apps/api/src/modules/certificates/test-support.ts';
import {
  confirmInDialog,
  recordActions,
  recordSection,
  sandboxReference,
  screenshotBothWidths,
  signIn,
  signInNewContext,
} from './support.ts';
import { apiSignIn, printedBirth, submittedBirth } from './seed-records.ts';

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
  await confirmInDialog(page, 'Approve');
  await expect(record.getByText('Approved', { exact: true })).toBeVisible();
  const certificate = page.getByRole('region', { name: 'Certificate', exact: true });
  const print = recordActions(page).getByRole('button', { name: 'Print certificate' });
  await expect(print).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'certificate-01-ready-to-print');

  // Print, once confirmed: the record becomes printed and the PDF downloads.
  await print.click();
  const printDialog = page.getByRole('dialog', { name: /^Print certificate / });
  await expect(printDialog).toContainText('marked printed, once');
  await screenshotBothWidths(page, testInfo, 'certificate-01b-confirm-print');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirmInDialog(page, 'Print'),
  ]);
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

test('an administrator revokes a certificate; its reprint is refused until a new one is authorised', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { id, number } = await printedBirth(request);
  const reason = 'Issued on forged hospital papers';

  // The administrator revokes the original on the record's page, with a reason.
  await signIn(page, 'admin');
  await page.goto(`/dashboard/birth-registrations/${id}`);
  const certificate = page.getByRole('region', { name: 'Certificate', exact: true });
  const issued = certificate.getByRole('list', { name: 'Certificates issued' });
  const original = issued.getByRole('listitem').filter({ hasText: 'Original' });
  await expect(original).toBeVisible({ timeout: 30_000 });
  const code = /Verification code ([0-9A-Z]{10})/.exec(await original.innerText())![1]!;
  await certificate.getByRole('button', { name: 'Revoke original certificate' }).click();
  const revokeDialog = page.getByRole('dialog', { name: 'Revoke the original certificate' });
  await revokeDialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(revokeDialog).toBeHidden();
  await expect(original).toContainText(`Revoked: ${reason}`);
  await expect(certificate.getByText(/No certificate can be printed, reprinted/)).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'certificate-04-revoked');

  // The registrar finds the certificate to reprint: refused, saying when, why and what to do.
  const registrar = await signInNewContext(browser, 'registra');
  await registrar.goto('/dashboard/reprint');
  // The page is loaded on first use: slow on a busy machine.
  await expect(registrar.getByRole('heading', { name: 'Find a certificate' })).toBeVisible({
    timeout: 30_000,
  });
  await registrar.getByRole('radio', { name: 'Birth', exact: true }).check();
  await registrar.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await registrar.getByRole('button', { name: 'Find certificate' }).click();
  const found = registrar.getByRole('region', { name: `Birth certificate ${number}` });
  await expect(found).toContainText(/was revoked on .* by the registry/, { timeout: 15_000 });
  await expect(found).toContainText(reason);
  await expect(found).toContainText('ask your administrator');
  await expect(found.getByRole('button', { name: 'Reprint certificate' })).toHaveCount(0);
  await screenshotBothWidths(registrar, testInfo, 'certificate-05-reprint-refused');
  // Called directly, the API refuses too, before taking the fee.
  const { authorization } = await apiSignIn(request, 'registra');
  const direct = await request.post('/api/reprint', {
    headers: { authorization },
    data: {
      kind: 'birth',
      certificate_number: number,
      payment_reference: sandboxReference('reprint'),
    },
  });
  expect(direct.status()).toBe(409);
  expect(await direct.json()).toMatchObject({ code: 'CERTIFICATE_REVOKED' });

  // The administrator authorises one new certificate, with a reason.
  await certificate.getByRole('button', { name: 'Authorise a new certificate' }).click();
  const authoriseDialog = page.getByRole('dialog', { name: 'Authorise a new certificate' });
  await authoriseDialog
    .getByRole('textbox', { name: /Reason/ })
    .fill('The holder brought the genuine hospital papers');
  await authoriseDialog.getByRole('button', { name: 'Authorise' }).click();
  await expect(authoriseDialog).toBeHidden();
  await expect(certificate.getByText(/authorised a new certificate/)).toBeVisible();
  const history = page.getByRole('list', { name: 'History', exact: true });
  await expect(history).toContainText('Certificate revoked');
  await expect(history).toContainText('New certificate authorised');
  await expect(history).toContainText('The holder brought the genuine hospital papers');
  await screenshotBothWidths(page, testInfo, 'certificate-06-new-paper-authorised');

  // The old code's public page says so, without the reasons.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/verify/${code}`);
  await expect(visitor.getByText('Revoked', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(
    visitor.getByText(/A new certificate was authorised on .* by the registry/),
  ).toBeVisible();
  await expect(visitor.getByText(reason)).toHaveCount(0);
  await screenshotBothWidths(visitor, testInfo, 'certificate-07-old-code');
  await visitorContext.close();

  // The registrar prints the new certificate on the record's page, once.
  await registrar.goto(`/dashboard/birth-registrations/${id}`);
  const registrarSection = registrar.getByRole('region', { name: 'Certificate', exact: true });
  await expect(registrarSection).toBeVisible({ timeout: 30_000 });
  await recordActions(registrar).getByRole('button', { name: 'Print new certificate' }).click();
  const [download] = await Promise.all([
    registrar.waitForEvent('download'),
    confirmInDialog(registrar, 'Print'),
  ]);
  expect(download.suggestedFilename()).toMatch(/-reissue-1\.pdf$/);
  await expect(registrarSection.getByRole('list', { name: 'Certificates issued' })).toContainText(
    'Reissue 1',
  );
  await expect(
    recordActions(registrar).getByRole('button', { name: 'Print new certificate' }),
  ).toHaveCount(0);
});
