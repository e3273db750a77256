import { expect, test, type Page } from '@playwright/test';
import {
  expectStep,
  fillDeathInformant,
  fillDeathMother,
  fillDeceased,
  startDeathRegistration,
  UNDER_FIVE_QUESTION,
} from './death-wizard.ts';
import {
  approveFromReviewQueue,
  certificateBox,
  noisePng,
  recordRow,
  recordSection,
  saveOffline,
  screenshotBothWidths,
  serverRecords,
  signIn,
  signInNewContext,
  submitRegistration,
  syncNow,
  waitForOfflineKey,
  waitForServiceWorker,
  waitingIndicator,
} from './support.ts';
import { next, uniqueName } from './wizard-fields.ts';

const DEATH_CERTIFICATE = /DC\/[A-Z]{2}\/\d{4}\/\d{6}/;
const LIST = /\/dashboard\/death-registrations$/;

/** The registrar finds the record in the list, pending, and later approved with its number. */
async function expectListed(page: Page, reference: string, firstname: string, status: string) {
  const row = recordRow(page, reference);
  await expect(row).toContainText(firstname);
  await expect(row).toContainText(status);
}

test.describe('death registration', () => {
  test('a registrar registers the death of a child under 5 on form A; the DCR approves it from the review queue', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const firstname = uniqueName('Chiamaka');
    await signIn(page, 'registra');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Death Registration' })
      .click();
    await page.getByRole('link', { name: 'New Death Registration' }).click();
    await expect(page.getByRole('radiogroup', { name: UNDER_FIVE_QUESTION })).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'death-01-question');

    await startDeathRegistration(page, 'A');
    // Next on an empty step stops with messages under the fields.
    await next(page);
    // (the message shows under the field and in the error summary at the top)
    await expect(page.getByText("Enter the deceased's surname").first()).toBeVisible();
    await expectStep(page, 'Particulars of Deceased');
    await fillDeceased(page, firstname, 'A');
    await screenshotBothWidths(page, testInfo, 'death-02-form-a-deceased');
    await next(page);

    await expectStep(page, 'Particulars of Mother');
    await fillDeathMother(page);
    await screenshotBothWidths(page, testInfo, 'death-03-form-a-mother');
    await next(page);

    await expectStep(page, 'Particulars of Informant');
    await fillDeathInformant(page, 'Father');
    await screenshotBothWidths(page, testInfo, 'death-04-form-a-informant');
    await next(page);

    await expectStep(page, 'Information Preview');
    await expect(page.getByText(firstname).first()).toBeVisible();
    await expect(page.getByText('Folake').first()).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'death-05-form-a-preview');
    const reference = await submitRegistration(page, 'death-registration');

    // Listed for the registrar, pending.
    await expect(page).toHaveURL(LIST);
    await expectListed(page, reference, firstname, 'Pending');
    await screenshotBothWidths(page, testInfo, 'death-06-list-pending');

    // The DCR approves it from the review queue's deaths.
    const dcr = await signInNewContext(browser, 'dcr');
    const certificate = await approveFromReviewQueue(dcr, {
      kind: 'Deaths',
      reference,
      heading: new RegExp(firstname),
      certificate: DEATH_CERTIFICATE,
      onQueue: () => screenshotBothWidths(dcr, testInfo, 'death-07-dcr-review-queue'),
    });
    await expect(dcr.getByText('Form A (child under 5)', { exact: false })).toBeVisible();
    await screenshotBothWidths(dcr, testInfo, 'death-08-dcr-approved');

    // The registrar sees it approved, with the same certificate number, in the list and on it.
    await page.reload();
    await expectListed(page, reference, firstname, 'Approved');
    await expect(recordRow(page, reference)).toContainText(certificate);
    await page.getByRole('link', { name: reference, exact: true }).click();
    await expect(certificateBox(page)).toContainText(certificate);
    await expect(
      recordSection(page, new RegExp(firstname)).getByText('Approved', { exact: true }),
    ).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'death-09-registrar-sees-approved');
    await dcr.context().close();
  });

  test('a registrar registers an adult death on form B with an uploaded document; the DCR approves it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const firstname = uniqueName('Emeka');
    await signIn(page, 'registra');
    await startDeathRegistration(page, 'B');
    await fillDeceased(page, firstname, 'B');
    await screenshotBothWidths(page, testInfo, 'death-11-form-b-deceased');
    await next(page);

    await expectStep(page, 'Particulars of Informant');
    await fillDeathInformant(page, 'Spouse');
    await next(page);

    // Document Upload: a text file is refused, a photo of the affidavit is kept.
    await expectStep(page, 'Document Upload');
    const affidavit = page.getByLabel('Affidavit', { exact: true });
    await affidavit.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByText('Upload a JPEG, PNG or PDF file.')).toBeVisible();
    await affidavit.setInputFiles({
      name: 'affidavit.png',
      mimeType: 'image/png',
      buffer: noisePng(800, 600),
    });
    await expect(page.getByAltText('Affidavit preview')).toBeVisible({ timeout: 30_000 });
    await screenshotBothWidths(page, testInfo, 'death-12-form-b-documents');
    await next(page);

    await expectStep(page, 'Information Preview');
    await expect(page.getByText(firstname).first()).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'death-13-form-b-preview');
    const reference = await submitRegistration(page, 'death-registration');
    await expect(page).toHaveURL(LIST);
    await expectListed(page, reference, firstname, 'Pending');

    const dcr = await signInNewContext(browser, 'dcr');
    const certificate = await approveFromReviewQueue(dcr, {
      kind: 'Deaths',
      reference,
      heading: new RegExp(firstname),
      certificate: DEATH_CERTIFICATE,
    });
    // The reviewer sees the document the registrar uploaded.
    await expect(dcr.getByText('Affidavit').first()).toBeVisible();
    await screenshotBothWidths(dcr, testInfo, 'death-14-dcr-approved-form-b');

    await page.reload();
    await expectListed(page, reference, firstname, 'Approved');
    await expect(recordRow(page, reference)).toContainText(certificate);
    await dcr.context().close();
  });

  test('a death captured offline is sent once when the connection returns', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(240_000);
    const firstname = uniqueName('Obinna');
    await signIn(page, 'registra');
    await waitForOfflineKey(page);
    await page.goto('/dashboard/death-registrations');
    await waitForServiceWorker(page);

    // Offline by the registrar's choice on the list page, then the connection goes too.
    await page.getByRole('switch').uncheck();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await context.setOffline(true);
    await startDeathRegistration(page, 'B');
    await expect(page.getByText('Offline registration', { exact: true })).toBeVisible();
    await fillDeceased(page, firstname, 'B');
    await next(page);
    await fillDeathInformant(page, 'Spouse');
    await next(page);
    await expectStep(page, 'Document Upload');
    await next(page);
    await expectStep(page, 'Information Preview');
    await expect(page.getByText(firstname).first()).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'death-21-offline-preview');
    // Saved in its own section's Offline registrations view.
    await saveOffline(page, firstname, 'death-registrations');
    const item = page.getByRole('listitem', { name: new RegExp(firstname) });
    await expect(item.getByText('Death registration')).toBeVisible();
    await expect(waitingIndicator(page)).toHaveAccessibleName(/1 waiting/);
    await screenshotBothWidths(page, testInfo, 'death-22-offline-waiting');

    // Back online: one sync sends it; a second sends nothing more.
    await context.setOffline(false);
    await syncNow(page);
    await expect(waitingIndicator(page)).toHaveAccessibleName(/none waiting/, { timeout: 30_000 });
    await expect(item).toHaveCount(0);
    await expect(page.getByText(/^DR-/).first()).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'death-23-offline-sent');
    await syncNow(page);

    const onServer = async () =>
      (
        await serverRecords<{ reference: string; deceased: { firstname: string } }>(
          page,
          'death-registration',
          firstname,
        )
      ).filter((row) => row.deceased.firstname === firstname);
    const rows = await onServer();
    expect(rows).toHaveLength(1);

    // ... and the list shows exactly that one record.
    await page.goto('/dashboard/death-registrations');
    await expectListed(page, rows[0]!.reference, firstname, 'Pending');
    await expect(page.getByRole('row').filter({ hasText: firstname })).toHaveCount(1);
    expect(await onServer()).toHaveLength(1);
  });
});
