import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  chooseRadio,
  follow,
  openFromSidebar,
  origin,
  JOURNEY_TODAY,
  nextStep,
  press,
  residence,
  submitByKeyboard,
  typeInto,
  uploadWith,
} from './keyboard.ts';
import { expectAccessible, signIn } from './support.ts';
import { uniqueName } from './wizard-fields.ts';

/*
 * Issue 28: a registrar with a keyboard only registers a death on form A and on form B. The
 * browser's "today" is fixed (JOURNEY_TODAY, 18 June 2025), so the typed dates are too.
 */

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(JOURNEY_TODAY);
  await signIn(page, 'registra');
});

/** From the sidebar to the wizard's first step, answering the under-5 question. */
async function openDeathWizard(page: Page, underFive: boolean) {
  await openFromSidebar(page, 'Death Registration', 'New Death Registration');
  await chooseRadio(page, 'Was the deceased under 5 years old?', underFive ? 'Yes' : 'No');
  await press(page, 'Continue');
  await expect(page.getByRole('form', { name: 'Particulars of Deceased' })).toBeVisible();
}

const ANAMBRA = { state: 'Anambra', lga: 'Onitsha North', ethnicGroup: 'Igbo' };

test('keyboard only: a death on form B, signed on paper and the scan uploaded', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const firstname = uniqueName('Emeka');
  await openDeathWizard(page, false);

  // Next on the empty step: the problems are listed at the top and read out (focused);
  // each links to its field.
  await press(page, 'Next');
  const summary = page.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  const surnameProblem = summary.getByRole('link', { name: "Enter the deceased's surname" });
  await follow(page, surnameProblem);
  await expect(page.getByRole('textbox', { name: /^Surname/ })).toBeFocused();
  await expectAccessible(page, 'deceased with problems');

  // Back to the top of the step, then the fields in order.
  await choose(page, /^Reason for no NIN/, 'Deceased');
  await typeInto(page, /^Surname/, 'Okafor');
  await typeInto(page, /^First name/, firstname);
  await choose(page, /^Sex/, 'Male');
  await choose(page, /^Marital status/, 'Married');
  await choose(page, /^Occupation/, 'Engineer');
  // Typed dates: day, month, year as the registry writes them.
  await typeInto(page, /^Date of death/, '15/06/2025');
  await typeInto(page, /^Age at death/, '67');
  await choose(page, /^Age given in/, 'Years');
  await typeInto(page, /^Place of death/, 'LASUTH, Ikeja');
  await choose(page, /^Cause of death/, 'Disorder of the blood Circulatory System');
  await choose(page, /^Certified by a doctor/, 'Yes');
  await origin(page, ANAMBRA);
  await residence(page, '7 Oba Akran Avenue');
  await choose(page, /^Literacy/, 'Literate');
  await choose(page, /^Level of education/, 'Bachelors Degree');
  await nextStep(page, 'deceased', 'Particulars of Informant');

  await typeInto(page, /^Surname/, 'Okafor');
  await typeInto(page, /^First name/, 'Adaeze');
  await choose(page, /^Relationship with the deceased/, 'Spouse');
  await typeInto(page, /^Phone number/, '08071234567');
  await residence(page, '7 Oba Akran Avenue');
  // No pointer: the informant signed on paper; the scan is uploaded.
  await chooseRadio(page, /^Mode of identity/, 'Signature on paper (scan or photo uploaded)');
  await uploadWith(page, "Choose file: Informant's signature on paper");
  await nextStep(page, 'informant', 'Document Upload');

  await uploadWith(page, 'Choose file: Affidavit', { fileName: 'affidavit.png' });
  await nextStep(page, 'documents', 'Information Preview');

  await expect(page.getByText('Signature on paper (scan or photo uploaded)')).toBeVisible();
  const reference = await submitByKeyboard(page, 'death-registration/add');

  // The record page says how the informant signed.
  await follow(page, page.getByRole('link', { name: reference, exact: true }));
  await expect(page.getByText('How the informant signed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Signature on paper (scan or photo uploaded)')).toBeVisible();
});

test('keyboard only: a death on form A, the informant signing the paper form', async ({ page }) => {
  test.setTimeout(240_000);
  const firstname = uniqueName('Chiamaka');
  await openDeathWizard(page, true);

  await choose(page, /^Reason for no NIN/, 'Deceased');
  await typeInto(page, /^Surname/, 'Adeyemi');
  await typeInto(page, /^First name/, firstname);
  await choose(page, /^Sex/, 'Female');
  await choose(page, /^Marital status/, 'Single');
  // Both dates typed: the age at death is worked out from them.
  await typeInto(page, /^Date of birth/, '02/05/2023');
  await typeInto(page, /^Date of death/, '15/06/2025');
  await expect(page.getByRole('textbox', { name: /^Age at death/ })).toHaveValue('2');
  await typeInto(page, /^Place of death/, 'LASUTH, Ikeja');
  await choose(page, /^Cause of death/, 'Fever');
  await choose(page, /^Certified by a doctor/, 'Yes');
  await origin(page, ANAMBRA);
  await residence(page, '7 Oba Akran Avenue');
  await choose(page, /^Literacy/, 'Illiterate');
  await nextStep(page, 'deceased', 'Particulars of Mother');

  // The mother's NIN verified from the keyboard fills and locks her names.
  await typeInto(page, /^NIN/, '12345678901');
  await press(page, 'Verify NIN');
  await expect(page.getByText('Verified with the identity agency')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Surname/ })).toHaveValue('Adeyemi');
  await typeInto(page, /^Phone number/, '08031234567');
  await origin(page, { state: 'Oyo', lga: 'Ibadan North', ethnicGroup: 'Yoruba' });
  await residence(page, '7 Oba Akran Avenue');
  await nextStep(page, 'mother', 'Particulars of Informant');

  await typeInto(page, /^Surname/, 'Adeyemi');
  await typeInto(page, /^First name/, 'Babatunde');
  await choose(page, /^Relationship with the deceased/, 'Father');
  await typeInto(page, /^Phone number/, '08071234567');
  await residence(page, '7 Oba Akran Avenue');
  await chooseRadio(page, /^Mode of identity/, 'Signed the paper form (page uploaded)');
  await uploadWith(page, 'Choose file: Signed page of the paper form', { fileName: 'form.png' });
  await nextStep(page, 'informant', 'Information Preview');

  await expect(page.getByText('Signed the paper form (page uploaded)')).toBeVisible();
  await submitByKeyboard(page, 'death-registration/add');
  await expect(page).toHaveURL(/\/dashboard\/death-registrations$/);
});
