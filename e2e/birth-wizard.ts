import { expect, type Page } from '@playwright/test';

/** Filling the birth registration wizard with the domain fixture's example values. */

export const select = (page: Page, label: RegExp, value: string) =>
  page.getByLabel(label).selectOption(value);

export const selectByName = (page: Page, label: RegExp, name: string) =>
  page.getByLabel(label).selectOption({ label: name });

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

/** Letters only (names may not hold digits), different on every run. */
export const uniqueName = (prefix: string) =>
  prefix +
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** A calendar date (yyyy-mm-dd) some days back. */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Particulars of Child, all but the date of birth typed (the picker's input takes `fill`). */
export async function fillChild(page: Page, childName: string, birthDate: string) {
  await page.getByLabel(/^Surname/).fill('Adeyemi');
  await page.getByLabel(/^First name/).fill(childName);
  await page.getByLabel(/^Date of birth/).fill(birthDate);
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
  await selectByName(page, /^Nationality/, 'Nigerian');
  await selectByName(page, /^State of origin/, 'Oyo');
  await selectByName(page, /^LGA of origin/, 'Ibadan North');
  await selectByName(page, /^Ethnic group/, 'Yoruba');
  await selectByName(page, /^State of residence/, 'Lagos');
  await selectByName(page, /^LGA of residence/, 'Ikeja');
  await select(page, /^Settlement/, '1');
  await page.getByLabel(/^Street name/).fill('14 Obafemi Awolowo Way');
  await select(page, /^Literacy/, literate ? '1' : '2');
  if (literate) await selectByName(page, /^Level of education/, 'Bachelors Degree');
}

/**
 * Particulars of Mother. With `nin`, the NIN and the names are typed (not verified: offline the
 * NIN is checked at sync); without, the names are expected from a verification already made.
 */
export async function fillMother(page: Page, { nin }: { nin?: string } = {}) {
  if (nin) {
    await page.getByLabel('NIN', { exact: true }).fill(nin);
    await page.getByLabel(/^Surname/).fill('Adeyemi');
    await page.getByLabel(/^First name/).fill('Folake');
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
  await selectByName(page, /^State of residence/, 'Lagos');
  await selectByName(page, /^LGA of residence/, 'Ikeja');
  await select(page, /^Settlement/, '1');
  await page.getByLabel(/^Street name/).fill('3 Allen Avenue');
  await drawSignature(page);
}

async function drawSignature(page: Page) {
  const pad = page.getByLabel("Informant's signature: draw here");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 0; i < 20; i++) {
    await page.mouse.move(box.x + 30 + i * 12, box.y + box.height / 2 + Math.sin(i / 2) * 30, {
      steps: 2,
    });
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByAltText("Informant's signature (saved)")).toBeVisible();
}
