import { expect, type Page } from '@playwright/test';
import {
  answerQuestion,
  daysAgo,
  drawSignature,
  fillOrigin,
  fillResidence,
  select,
  selectByName,
} from './wizard-fields.ts';

/**
 * Filling the death registration wizards with the domain fixture's example people: form A, a
 * girl of 2 (dates of birth and death given, so the age is worked out); form B, a man of 67
 * (age given, no date of birth) with a document.
 */

export const UNDER_FIVE_QUESTION = 'Was the deceased under 5 years old?';

/** The form's step, named by its title, is the one on screen. */
export const expectStep = (page: Page, title: string) =>
  expect(page.getByRole('form', { name: title })).toBeVisible();

/** From the Death Registration section to the first step of form A (under 5) or form B. */
export async function startDeathRegistration(page: Page, form: 'A' | 'B') {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Death Registration' })
    .click();
  await page.getByRole('link', { name: 'New Death Registration' }).click();
  await answerQuestion(page, UNDER_FIVE_QUESTION, form === 'A' ? 'Yes' : 'No');
  await expectStep(page, 'Particulars of Deceased');
}

/** Particulars of Deceased; no NIN (the reason "Deceased"); registered at the user's centre. */
export async function fillDeceased(page: Page, firstname: string, form: 'A' | 'B') {
  const child = form === 'A';
  await select(page, /^Reason for no NIN/, 'Deceased');
  await page.getByLabel(/^Surname/).fill(child ? 'Adeyemi' : 'Okafor');
  await page.getByLabel(/^First name/).fill(firstname);
  await select(page, /^Sex/, child ? '2' : '1');
  await select(page, /^Marital status/, child ? '2' : '1');
  if (!child) await selectByName(page, /^Occupation/, 'Engineer');
  await page.getByLabel(/^Date of death/).fill(daysAgo(3));
  if (child) {
    // Two years and about a month before the death: the age is worked out and locked.
    await page.getByLabel(/^Date of birth/).fill(daysAgo(3 + 760));
    await expect(page.getByLabel(/^Age at death/)).toHaveValue('2');
    await expect(page.getByLabel(/^Age given in/)).toHaveValue('years');
  } else {
    await page.getByLabel(/^Age at death/).fill('67');
    await select(page, /^Age given in/, 'years');
  }
  await page.getByLabel(/^Place of death/).fill('Lagos State University Teaching Hospital');
  await select(
    page,
    /^Cause of death/,
    child ? 'Fever' : 'Disorder of the blood Circulatory System',
  );
  await select(page, /^Certified by a doctor/, '1');
  await fillOrigin(page, { state: 'Anambra', lga: 'Onitsha North', ethnicGroup: 'Igbo' });
  await fillResidence(page, '7 Oba Akran Avenue');
  await select(page, /^Literacy/, child ? '2' : '1');
  if (!child) await selectByName(page, /^Level of education/, 'Bachelors Degree');
}

/** Particulars of Mother (form A): her NIN verified fills and locks her names. */
export async function fillDeathMother(page: Page) {
  await page.getByLabel('NIN', { exact: true }).fill('12345678901');
  await page.getByRole('button', { name: 'Verify NIN' }).click();
  await expect(page.getByText('Verified with the identity agency')).toBeVisible();
  await expect(page.getByLabel(/^Surname/)).toHaveValue('Adeyemi');
  await expect(page.getByLabel(/^Surname/)).toHaveAttribute('readonly', /.*/);
  await page.getByLabel(/^Phone number/).fill('08031234567');
  await fillOrigin(page, { state: 'Oyo', lga: 'Ibadan North', ethnicGroup: 'Yoruba' });
  await fillResidence(page, '7 Oba Akran Avenue');
}

/** Particulars of Informant: typed names (no NIN), a relationship, a drawn signature. */
export async function fillDeathInformant(page: Page, relationship: 'Father' | 'Spouse') {
  await page.getByLabel(/^Surname/).fill(relationship === 'Father' ? 'Adeyemi' : 'Okafor');
  await page.getByLabel(/^First name/).fill(relationship === 'Father' ? 'Babatunde' : 'Adaeze');
  await selectByName(page, /^Relationship with the deceased/, relationship);
  await page.getByLabel(/^Phone number/).fill('08071234567');
  await fillResidence(page, '7 Oba Akran Avenue');
  await drawSignature(page);
}
