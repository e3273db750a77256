import { expect, test } from '@playwright/test';
import { expectStep, UNDER_FIVE_QUESTION } from './death-wizard.ts';
import {
  approveFromReviewQueue,
  certificateBox,
  recordRow,
  screenshotBothWidths,
  signIn,
  signInNewContext,
  submitRegistration,
} from './support.ts';
import {
  BORN_ALIVE_QUESTION,
  fillStillbirth,
  fillStillbirthInformant,
  fillStillbirthMother,
} from './stillbirth-wizard.ts';
import { answerQuestion, next, uniqueName } from './wizard-fields.ts';

const STILLBIRTH_CERTIFICATE = /SB\/[A-Z]{2}\/\d{4}\/\d{6}/;

test('a baby born alive is sent to birth and death registration; a stillbirth is registered and approved by the DCR', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const mother = `${uniqueName('Aisha')} Bello`;
  await signIn(page, 'registra');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Still Births' })
    .click();
  await page.getByRole('link', { name: 'New Still Birth' }).click();

  // Born alive: not a stillbirth. The page explains and links to both registrations.
  await answerQuestion(page, BORN_ALIVE_QUESTION, 'Yes');
  const explanation = page.getByRole('status').filter({ hasText: 'Register a birth and a death' });
  await expect(explanation).toContainText(
    'A baby born alive who then died is registered as a birth and a death',
  );
  await expect(explanation.getByRole('link', { name: 'Register the birth' })).toHaveAttribute(
    'href',
    '/dashboard/birth-registrations/register/claimed',
  );
  const deathLink = explanation.getByRole('link', { name: 'Register the death' });
  await expect(deathLink).toHaveAttribute('href', '/dashboard/death-registrations/register');
  await screenshotBothWidths(page, testInfo, 'stillbirth-01-born-alive');
  await deathLink.click();
  await expect(page.getByRole('radiogroup', { name: UNDER_FIVE_QUESTION })).toBeVisible();
  await page.goBack();
  await expect(explanation).toBeVisible();

  // Never born alive: the stillbirth wizard.
  await page.getByRole('button', { name: 'Change answer' }).click();
  await answerQuestion(page, BORN_ALIVE_QUESTION, 'No');
  await expectStep(page, 'Particulars of Stillbirth');
  await next(page);
  await expect(page.getByText("Choose the baby's sex").first()).toBeVisible();
  await fillStillbirth(page);
  await screenshotBothWidths(page, testInfo, 'stillbirth-02-particulars');
  await next(page);

  await expectStep(page, 'Particulars of Mother');
  await fillStillbirthMother(page, mother);
  await screenshotBothWidths(page, testInfo, 'stillbirth-03-mother');
  await next(page);

  // The informant must acknowledge the particulars before going on.
  await expectStep(page, 'Particulars of Informant');
  await fillStillbirthInformant(page);
  await next(page);
  await expect(
    page.getByText('The informant must acknowledge that the particulars given are true.').first(),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /The informant confirms/ }).check();
  await screenshotBothWidths(page, testInfo, 'stillbirth-04-informant');
  await next(page);

  await expectStep(page, 'Information Preview');
  await expect(page.getByText(mother).first()).toBeVisible();
  await expect(page.getByText('Musa Ibrahim').first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'stillbirth-05-preview');
  const reference = await submitRegistration(page, 'stillbirth');

  await expect(page).toHaveURL(/\/dashboard\/still-births$/);
  await expect(recordRow(page, reference)).toContainText(mother);
  await expect(recordRow(page, reference)).toContainText('Pending');
  await screenshotBothWidths(page, testInfo, 'stillbirth-06-list-pending');

  const dcr = await signInNewContext(browser, 'dcr');
  const certificate = await approveFromReviewQueue(dcr, {
    kind: 'Stillbirths',
    reference,
    heading: new RegExp(mother),
    certificate: STILLBIRTH_CERTIFICATE,
  });
  await screenshotBothWidths(dcr, testInfo, 'stillbirth-07-dcr-approved');

  await page.reload();
  await expect(recordRow(page, reference)).toContainText('Approved');
  await page.getByRole('link', { name: reference, exact: true }).click();
  await expect(certificateBox(page)).toContainText(certificate);
  await screenshotBothWidths(page, testInfo, 'stillbirth-08-registrar-sees-approved');
  await dcr.context().close();
});
