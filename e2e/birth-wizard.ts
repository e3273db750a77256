import type { Page } from '@playwright/test';
import {
  drawSignature,
  fillOrigin,
  fillResidence,
  pickDate,
  select,
  selectByName,
} from './wizard-fields.ts';

/** Filling the birth registration wizard with the domain fixture's example values. */

/** Particulars of Child, all but the date of birth typed (it is chosen from the calendar). */
export async function fillChild(page: Page, childName: string, birthDate: string) {
  await page.getByLabel(/^Surname/).fill('Adeyemi');
  await page.getByLabel(/^First name/).fill(childName);
  await pickDate(page, 'childBirthDate', birthDate);
  await select(page, /^Sex/, '2');
  await select(page, /^Type of birth/, '1');
  await select(page, /^Birth order/, '1');
  await select(page, /^Place of occurrence/, '1');
  await select(page, /^Locality/, '1');
  await selectByName(page, /^State of birth/, 'Lagos');
  await selectByName(page, /^LGA of birth/, 'Ikeja');
  await page.getByLabel(/^Town of birth/).fill('Ikeja');
  await page.getByLabel(/^Settlement \/ village/).fill('Alausa');
  await selectByName(page, /^State of origin/, 'Oyo');
  await selectByName(page, /^LGA of origin/, 'Ibadan North');
}

/** A Nigerian, literate or not, resident in Ikeja: the parts of a parent's step after the names. */
async function fillParentRest(page: Page, literate: boolean) {
  await select(page, /^Marital status/, '1');
  await fillOrigin(page, { state: 'Oyo', lga: 'Ibadan North', ethnicGroup: 'Yoruba' });
  await fillResidence(page, '14 Obafemi Awolowo Way');
  await select(page, /^Literacy/, literate ? '1' : '2');
  if (literate) await selectByName(page, /^Level of education/, 'Bachelors Degree');
}

/**
 * Particulars of Mother. With `nin`, the NIN and the names are typed (not verified: offline the
 * NIN is checked at sync, names included: the sandbox mother's, Folake Titilayo Adeyemi);
 * without, the names are expected from a verification already made.
 */
export async function fillMother(page: Page, { nin }: { nin?: string } = {}) {
  if (nin) {
    await page.getByLabel('NIN', { exact: true }).fill(nin);
    await page.getByLabel(/^Surname/).fill('Adeyemi');
    await page.getByLabel(/^First name/).fill('Folake');
    await page.getByLabel(/^Middle name/).fill('Titilayo');
    await page.getByLabel(/^Age/).fill('29');
  }
  await page.getByLabel(/^Maiden name/).fill('Ogunleye');
  await selectByName(page, /^Occupation/, 'Teacher');
  await page.getByLabel(/^Phone number/).fill('08031234567');
  await fillParentRest(page, true);
}

/** Particulars of Father: no NIN (a reason instead), illiterate. */
export async function fillFather(page: Page) {
  await page.getByLabel(/^Surname/).fill('Adeyemi');
  await page.getByLabel(/^First name/).fill('Babatunde');
  await page.getByLabel(/^Age/).fill('34');
  await selectByName(page, /^Occupation/, 'Engineer');
  await select(page, /^Reason for no NIN/, 'Lack of Awareness');
  await fillParentRest(page, false);
}

/** Particulars of Informant, the mother's sister, with a drawn signature. */
export async function fillInformant(page: Page) {
  await page.getByLabel(/^Surname/).fill('Ogunleye');
  await page.getByLabel(/^First name/).fill('Adebola');
  await select(page, /^Relationship with child/, '2');
  await page.getByLabel(/^Phone number/).fill('08051234567');
  await fillResidence(page, '3 Allen Avenue');
  await drawSignature(page);
}
