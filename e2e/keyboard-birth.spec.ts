import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  chooseRadio,
  JOURNEY_TODAY,
  nextStep,
  openFromSidebar,
  origin,
  pickDateBefore,
  press,
  residence,
  submitByKeyboard,
  typeInto,
  uploadWith,
} from './keyboard.ts';
import { signIn } from './support.ts';
import { uniqueName } from './wizard-fields.ts';

/*
 * Issue 28: births (claimed, unclaimed, a hospital's notification) registered with the keyboard
 * only. The browser's "today" is fixed (JOURNEY_TODAY, 18 June 2025): the child's date of birth
 * is chosen in the calendar a few days back from it.
 */

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(JOURNEY_TODAY);
});

const OYO = { state: 'Oyo', lga: 'Ibadan North', ethnicGroup: 'Yoruba' };

/**
 * Particulars of Child; the date of birth from the calendar only (typing is refused), `daysBack`
 * days before "today" (each journey its own, so no two births look like duplicates).
 */
async function child(page: Page, firstname: string, daysBack: number) {
  await typeInto(page, /^Surname/, 'Adeyemi');
  await typeInto(page, /^First name/, firstname);
  const birthDate = page.getByLabel(/^Date of birth/);
  await expect(birthDate).toHaveAccessibleDescription(/press Enter or Space to open it/);
  await pickDateBefore(page, /^Date of birth/, daysBack);
  await expect(birthDate).toHaveValue(`${String(18 - daysBack).padStart(2, '0')}/06/2025`);
  await choose(page, /^Sex/, 'Female');
  await choose(page, /^Type of birth/, 'Single');
  await choose(page, /^Birth order/, '1');
  await choose(page, /^Place of occurrence/, 'Hospital');
  await choose(page, /^Locality/, 'Urban');
  await choose(page, /^State of birth/, 'Lagos');
  await choose(page, /^LGA of birth/, 'Ikeja');
  await typeInto(page, /^Town of birth/, 'Ikeja');
  await choose(page, /^State of origin/, 'Oyo');
  await choose(page, /^LGA of origin/, 'Ibadan North');
}

/** Particulars of Mother: her NIN verified from the keyboard fills and locks her names. */
async function mother(page: Page) {
  await typeInto(page, /^NIN/, '12345678901');
  await press(page, 'Verify NIN');
  await expect(page.getByText('Verified with the identity agency')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Surname/ })).toHaveValue('Adeyemi');
  await typeInto(page, /^Maiden name/, 'Ogunleye');
  await choose(page, /^Marital status/, 'Married');
  await choose(page, /^Occupation/, 'Teacher');
  await typeInto(page, /^Phone number/, '08031234567');
  await origin(page, OYO);
  await residence(page, '14 Awolowo Way');
  await choose(page, /^Literacy/, 'Literate');
  await choose(page, /^Level of education/, 'Bachelors Degree');
}

/** Particulars of Father: no NIN (a reason instead), illiterate. */
async function father(page: Page) {
  await choose(page, /^Reason for no NIN/, 'Lack of Awareness');
  await typeInto(page, /^Surname/, 'Adeyemi');
  await typeInto(page, /^First name/, 'Babatunde');
  await typeInto(page, /^Age/, '34');
  await choose(page, /^Marital status/, 'Married');
  await choose(page, /^Occupation/, 'Engineer');
  await origin(page, OYO);
  await residence(page, '14 Awolowo Way');
  await choose(page, /^Literacy/, 'Illiterate');
}

/** The informant's names, relationship, phone and residence. */
async function informant(page: Page, relationship: string) {
  await typeInto(page, /^Surname/, 'Ogunleye');
  await typeInto(page, /^First name/, 'Adebola');
  await choose(page, /^Relationship with child/, relationship);
  await typeInto(page, /^Phone number/, '08051234567');
  await residence(page, '3 Allen Avenue');
}

test('keyboard only: a claimed birth, the informant identified by an uploaded face photo', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'registra');
  await openFromSidebar(page, 'Birth Registration', 'New Birth Registration');
  await expect(page.getByRole('form', { name: 'Particulars of Child' })).toBeVisible();
  await child(page, uniqueName('Oluwaseun'), 3);
  await nextStep(page, 'child', 'Particulars of Mother');
  await mother(page);
  await nextStep(page, 'mother', 'Particulars of Father');
  await father(page);
  await nextStep(page, 'father', 'Particulars of Informant');

  await informant(page, 'Sister');
  // Face capture without a camera or a pointer: the photo is uploaded.
  await chooseRadio(page, /^Mode of identity/, 'Face capture');
  await uploadWith(page, 'Upload photo', {
    fileName: 'face.png',
    stored: page.getByRole('img', { name: "Informant's face preview" }),
  });
  await nextStep(page, 'informant', 'Supporting Documents');
  await uploadWith(page, 'Choose file: Immunization card', { fileName: 'card.png' });
  await nextStep(page, 'documents', 'Information Preview');

  await expect(page.getByText('Face capture')).toBeVisible();
  await submitByKeyboard(page, 'birth-registration/add');
});

test('keyboard only: an unclaimed child, the informant signing the paper form', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'registra');
  await openFromSidebar(page, 'Birth Registration', 'Register an unclaimed child');
  await expect(page.getByRole('form', { name: 'Particulars of Child' })).toBeVisible();
  await child(page, uniqueName('Ifeoma'), 4);
  await nextStep(page, 'child', 'Particulars of Informant');
  await informant(page, 'Brother');
  await chooseRadio(page, /^Mode of identity/, 'Signed the paper form (page uploaded)');
  await uploadWith(page, 'Choose file: Signed page of the paper form', { fileName: 'form.png' });
  await nextStep(page, 'informant', 'Information Preview');

  await expect(page.getByText('Signed the paper form (page uploaded)')).toBeVisible();
  await submitByKeyboard(page, 'birth-registration/add');
});

test("keyboard only: a hospital's birth notification", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'hospital');
  await openFromSidebar(page, 'Birth Registration', 'New birth notification');
  await expect(page.getByRole('form', { name: 'Particulars of Child' })).toBeVisible();
  await child(page, uniqueName('Tobiloba'), 6);
  await nextStep(page, 'child', 'Particulars of Mother');
  await mother(page);
  await nextStep(page, 'mother', 'Particulars of Father');
  await father(page);
  await nextStep(page, 'father', 'Supporting Documents');
  await nextStep(page, 'documents', 'Information Preview');
  await submitByKeyboard(page, 'birth-registration/add');
});
