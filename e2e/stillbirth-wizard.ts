import type { Page } from '@playwright/test';
import { daysAgo, fillOrigin, fillResidence, select, selectByName } from './wizard-fields.ts';

/** Filling the stillbirth wizard with the domain fixture's example people. */

export const BORN_ALIVE_QUESTION = 'Was the baby ever born alive?';

/** Particulars of Stillbirth: a boy delivered in hospital two days ago, at 34 weeks. */
export async function fillStillbirth(page: Page) {
  await select(page, /^Sex of the baby/, '1');
  await page.getByLabel(/^Date of delivery/).fill(daysAgo(2));
  await select(page, /^Type of delivery/, '1');
  await page.getByLabel(/^Length of pregnancy in weeks/).fill('34');
  await page.getByLabel(/^Birth weight in grams/).fill('2100');
  await selectByName(page, /^Place of delivery/, 'Hospital');
  await page.getByLabel(/^Village/).fill('Alausa');
}

export async function fillStillbirthMother(page: Page, fullname: string) {
  await page.getByLabel(/^Full name/).fill(fullname);
  await page.getByLabel(/^Age/).fill('27');
  await fillOrigin(page, { state: 'Kano', ethnicGroup: 'Hausa' });
  await fillResidence(page, '12 Zoo Road');
}

/** Particulars of Informant, the husband; the acknowledgement is given by the caller. */
export async function fillStillbirthInformant(page: Page) {
  await page.getByLabel(/^Full name/).fill('Musa Ibrahim');
  await selectByName(page, /^Relationship with the mother/, 'Husband');
  await fillResidence(page, '12 Zoo Road');
}
