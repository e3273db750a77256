import { expect, test } from '@playwright/test';
import { fillChild, fillFather, fillInformant, fillMother } from './birth-wizard.ts';
import { daysAgo, next, uniqueName } from './wizard-fields.ts';
import {
  certificateBox,
  confirmInDialog,
  expectAccessible,
  noisePng,
  reviewLinkIn,
  screenshotBothWidths,
  signIn,
  signInNewContext,
  submitRegistration,
} from './support.ts';

const MAX_STORED_IMAGE_BYTES = 2 * 1024 * 1024;

test('a registrar registers a birth, a DCR queries it, the registrar corrects and resubmits it, the DCR approves it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const childName = uniqueName('Oluwaseun');
  const uploads: { kind: string; size: number; sent: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/documents') || response.request().method() !== 'POST') {
      return;
    }
    const sent = JSON.parse(response.request().postData() ?? '{}') as {
      kind: string;
      data: string;
    };
    const answer = (await response.json()) as { data: { size: number } };
    uploads.push({ kind: sent.kind, size: answer.data.size, sent: sent.data.length });
  });

  await signIn(page, 'registra');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Birth Registration' })
    .click();
  await page.getByRole('link', { name: 'New Birth Registration' }).click();
  await expect(page.getByText('Particulars of Child').first()).toBeVisible();

  // Next on an empty step stops with messages under the fields.
  await next(page);
  await expect(page.getByText('Particulars of Child').first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, '01-child-errors');

  const birthDate = page.getByLabel(/^Date of birth/);
  await birthDate.focus();
  await page.keyboard.type('01012020');
  // Typing is refused, and the field says why: the date is chosen from the calendar.
  await expect(birthDate).toHaveValue('');
  await expect(birthDate).toHaveAccessibleDescription(/chosen from the calendar, not typed/);
  await fillChild(page, childName, daysAgo(3));
  await screenshotBothWidths(page, testInfo, '02-child');
  await next(page);

  // Mother: a verified NIN fills and locks her names.
  await page.getByLabel('NIN', { exact: true }).fill('12345678901');
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.getByText('Verified with the identity agency')).toBeVisible();
  await expect(page.getByLabel(/^Surname/)).toHaveValue('Adeyemi');
  await expect(page.getByLabel(/^Surname/)).toHaveAttribute('readonly', /.*/);
  await fillMother(page);
  await screenshotBothWidths(page, testInfo, '03-mother');

  // A reload in the middle loses nothing.
  await page.reload();
  await expect(page.getByLabel(/^Maiden name/)).toHaveValue('Ogunleye');
  await expect(page.getByLabel(/^Street name/)).toHaveValue('14 Obafemi Awolowo Way');
  await expect(page.getByLabel(/^Surname/)).toHaveValue('Adeyemi');
  await next(page);

  // Father without a NIN: a reason instead.
  await fillFather(page);
  await screenshotBothWidths(page, testInfo, '04-father');
  await next(page);

  // Informant with a drawn signature.
  await fillInformant(page);
  await screenshotBothWidths(page, testInfo, '05-informant');
  await next(page);

  // Supporting documents: a text file is refused, a large photo is compressed.
  const card = page.getByLabel('Immunization card', { exact: true });
  // The documents step is loaded on demand: on a busy machine it may take a while to appear.
  await expect(card).toBeAttached({ timeout: 30_000 });
  await card.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('Upload a JPEG, PNG or PDF file.')).toBeVisible();
  const photo = noisePng(2000, 1500);
  expect(photo.length).toBeGreaterThan(MAX_STORED_IMAGE_BYTES);
  await card.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByAltText('Immunization card preview')).toBeVisible({ timeout: 30_000 });
  await screenshotBothWidths(page, testInfo, '06-documents');
  await next(page);

  // Preview, then submit.
  await expect(page.getByRole('button', { name: 'Submit registration' })).toBeVisible();
  await expect(page.getByText(childName).first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, '07-preview');
  const reference = await submitRegistration(page, 'birth-registration');
  expect(
    await page.evaluate(() => sessionStorage.getItem('birth_registration_draft_claimed')),
  ).toBe(null);

  for (const upload of uploads) expect(upload.size).toBeLessThanOrEqual(MAX_STORED_IMAGE_BYTES);
  expect(uploads.map((u) => u.kind)).toContain('signature');
  expect(uploads.length).toBeGreaterThanOrEqual(2);

  // Listed for the registrar.
  await page.goto('/dashboard/birth-registrations');
  await expect(page.getByText(reference).first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, '08-list');

  // The DCR finds it in the review queue and queries it back with a reason.
  const dcr = await signInNewContext(browser, 'dcr');
  await dcr.goto('/dashboard/review');
  await (await reviewLinkIn(dcr, reference)).click();
  await expect(dcr.getByRole('heading', { name: new RegExp(childName) })).toBeVisible();
  await dcr.getByRole('button', { name: 'Query' }).click();
  const dialog = dcr.getByRole('dialog', { name: /Query record/ });
  await dialog
    .getByRole('textbox', { name: /Reason/ })
    .fill("The mother's maiden name is misspelt.");
  await expectAccessible(dcr, 'query dialog');
  await dialog.getByRole('button', { name: 'Query record' }).click();
  await expect(dcr.getByText("The mother's maiden name is misspelt.").first()).toBeVisible();
  await screenshotBothWidths(dcr, testInfo, '09-dcr-queried');

  // The registrar sees the queried record with its reason.
  await page.reload();
  await expect(page.getByText("The mother's maiden name is misspelt.").first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, '10-registrar-sees-query');

  // ... opens it, corrects the maiden name in the wizard and resubmits it.
  await page
    .getByRole('region', { name: 'Queried records' })
    .getByRole('link', { name: new RegExp(reference) })
    .click();
  await page.getByRole('link', { name: 'Edit and resubmit' }).click();
  await expect(page.getByLabel(/^First name/)).toHaveValue(childName);
  await expect(page.getByText("The mother's maiden name is misspelt.")).toBeVisible();
  await screenshotBothWidths(page, testInfo, '11-correction-opened');
  await next(page);
  await expect(page.getByLabel(/^Maiden name/)).toHaveValue('Ogunleye');
  await page.getByLabel(/^Maiden name/).fill('Ogunleye-Adebayo');
  await page.reload(); // the correction survives a reload too
  await expect(page.getByLabel(/^Maiden name/)).toHaveValue('Ogunleye-Adebayo');
  for (const step of [
    'Particulars of Father',
    'Particulars of Informant',
    'Supporting Documents',
  ]) {
    await next(page);
    await expect(page.getByRole('form', { name: step })).toBeVisible();
  }
  await screenshotBothWidths(page, testInfo, '12-correction-documents');
  await next(page);
  await expect(page.getByText('Ogunleye-Adebayo').first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, '13-correction-preview');
  const [resubmitted] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && r.url().includes('/api/birth-registration/'),
    ),
    page.getByRole('button', { name: 'Resubmit for review' }).click(),
  ]);
  expect(resubmitted.status()).toBe(200);
  await expect(page.getByText('Pending').first()).toBeVisible();
  await expect(page.getByText('Ogunleye-Adebayo').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit and resubmit' })).toHaveCount(0);

  // The DCR approves the corrected record; its certificate number shows.
  await dcr.goto('/dashboard/review');
  await (await reviewLinkIn(dcr, reference)).click();
  await expect(dcr.getByText('Ogunleye-Adebayo').first()).toBeVisible();
  await dcr.getByRole('button', { name: 'Approve' }).click();
  await confirmInDialog(dcr, 'Approve');
  await expect(certificateBox(dcr)).toContainText(/[A-Z]{2}\/\d{4}\/\d{6}/);
  await screenshotBothWidths(dcr, testInfo, '14-dcr-approved');

  // ... and the registrar sees it approved, with the same number.
  await page.reload();
  await expect(certificateBox(page)).toContainText(/[A-Z]{2}\/\d{4}\/\d{6}/);
  await screenshotBothWidths(page, testInfo, '15-registrar-sees-approved');
});
