import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  chooseRadio,
  JOURNEY_TODAY,
  nextStep,
  openFromSidebar,
  origin,
  press,
  residence,
  submitByKeyboard,
  tick,
  typeInto,
  uploadWith,
} from './keyboard.ts';
import { sandboxReference, signIn } from './support.ts';
import { uniqueName } from './wizard-fields.ts';

/*
 * Issue 28: a stillbirth and birth attestations (with and without the applicant's NIN)
 * registered with the keyboard only. The browser's "today" is fixed (JOURNEY_TODAY).
 */

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(JOURNEY_TODAY);
  await signIn(page, 'registra');
});

test('keyboard only: a stillbirth', async ({ page }) => {
  test.setTimeout(240_000);
  const mother = `${uniqueName('Aisha')} Bello`;
  await openFromSidebar(page, 'Still Births', 'New Still Birth');
  await chooseRadio(page, 'Was the baby ever born alive?', 'No');
  await press(page, 'Continue');
  await expect(page.getByRole('form', { name: 'Particulars of Stillbirth' })).toBeVisible();

  await choose(page, /^Sex of the baby/, 'Male');
  await typeInto(page, /^Date of delivery/, '16/06/2025');
  await choose(page, /^Type of delivery/, 'Single');
  await typeInto(page, /^Length of pregnancy in weeks/, '34');
  await typeInto(page, /^Birth weight in grams/, '2100');
  await choose(page, /^Place of delivery/, 'Hospital');
  await typeInto(page, /^Village/, 'Alausa');
  await nextStep(page, 'stillbirth', 'Particulars of Mother');

  await typeInto(page, /^Full name/, mother);
  await typeInto(page, /^Age/, '27');
  await origin(page, { state: 'Kano', ethnicGroup: 'Hausa' });
  await residence(page, '12 Zoo Road');
  await nextStep(page, 'mother', 'Particulars of Informant');

  await typeInto(page, /^Full name/, 'Musa Ibrahim');
  await choose(page, /^Relationship with the mother/, 'Husband');
  await residence(page, '12 Zoo Road');
  await tick(page, /The informant confirms/);
  await nextStep(page, 'informant', 'Information Preview');
  await submitByKeyboard(page, 'stillbirth/add');
});

/** The applicant's particulars after the names, sex and date of birth. */
async function applicantRest(page: Page, { withNin }: { withNin: boolean }) {
  await choose(page, /^Marital status/, 'Married');
  await typeInto(page, /^Phone number/, '08031234567');
  await choose(page, /^State of origin/, 'Oyo');
  await choose(page, /^LGA of origin/, 'Ibadan North');
  await typeInto(page, /^Town$/, 'Ibadan');
  if (!withNin) {
    await choose(page, /^Identity document type/, 'Nigerian Passport');
    await typeInto(page, /^Identity document number/, 'A07654321');
  }
  // The face without a camera or a pointer: a photo is uploaded.
  await uploadWith(page, 'Upload photo', {
    fileName: 'face.png',
    stored: page.getByRole('img', { name: "Applicant's face preview" }),
  });
}

/** Additional Information: born at home in Ibadan, a passport wanted. */
async function information(page: Page) {
  await choose(page, /^Place of birth/, 'At Home');
  await choose(page, /^State of birth/, 'Oyo');
  await choose(page, /^LGA of birth/, 'Ibadan North');
  await typeInto(page, /^Town of birth/, 'Ibadan');
  await typeInto(page, /^Current address/, '14 Allen Avenue');
  await choose(page, /^Level of education/, 'Bachelors Degree');
  await choose(page, /^Occupation/, 'Engineer');
  await choose(page, /^Reason for the application/, 'Birth Not Registered');
  await choose(page, /^Required for/, 'Nigerian International Passport');
  await typeInto(page, /^Address of the request/, '14 Allen Avenue');
}

/** The parents, both from Ibadan North. */
async function parents(page: Page, surname: string) {
  for (const [parent, firstname] of [
    ['Father', 'Babatunde'],
    ['Mother', 'Folake'],
  ] as const) {
    await typeInto(page, new RegExp(`^${parent}'s surname`), surname);
    await typeInto(page, new RegExp(`^${parent}'s first name`), firstname);
    if (parent === 'Mother') await typeInto(page, /^Mother's maiden name/, 'Ogunleye');
    await choose(page, new RegExp(`^${parent}'s state`), 'Oyo');
    await choose(page, new RegExp(`^${parent}'s LGA`), 'Ibadan North');
    await typeInto(page, new RegExp(`^${parent}'s town`), 'Ibadan');
  }
}

/** The fee on the preview: a sandbox reference typed and verified as paid. */
async function payFee(page: Page) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await typeInto(page, 'Payment reference', sandboxReference('attestation'));
  await press(page, 'Verify payment');
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** A NIN the sandbox identity agency knows (one of its staff people), new on every run. */
const applicantNin = () => `700${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function openAttestation(page: Page, withNin: boolean) {
  await openFromSidebar(page, 'Birth Attestations', 'New Birth Attestation');
  await chooseRadio(page, 'Does the applicant have a NIN?', withNin ? 'Yes' : 'No');
  await press(page, 'Continue');
  await expect(page.getByRole('form', { name: 'Particulars of Applicant' })).toBeVisible();
}

test("keyboard only: a birth attestation with the applicant's NIN", async ({ page }) => {
  test.setTimeout(240_000);
  await openAttestation(page, true);
  // A sandbox person of its own (any 700 number): the attestation journey's applicant
  // (10987654321) is attested already when the suites share a database.
  await typeInto(page, "Applicant's NIN", applicantNin());
  await press(page, "Verify Applicant's NIN");
  await expect(page.getByText('Verified with the identity agency')).toBeVisible({
    timeout: 20_000,
  });
  await applicantRest(page, { withNin: true });
  await nextStep(page, 'applicant', 'Additional Information');
  await information(page);
  await nextStep(page, 'information', "Parent's Information");
  await parents(page, 'Ogunleye');
  await nextStep(page, 'parents', 'Information Preview');
  await payFee(page);
  await submitByKeyboard(page, 'birth-attestation/add', 'Submit application');
});

test('keyboard only: a birth attestation without a NIN, the parent signing on paper', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openAttestation(page, false);
  await typeInto(page, /^Surname/, 'Eze');
  await typeInto(page, /^First name/, uniqueName('Amaka'));
  await choose(page, /^Sex/, 'Female');
  // The date of birth typed (18 years before "today" is offered).
  await typeInto(page, /^Date of birth/, '17/05/1990');
  await applicantRest(page, { withNin: false });
  await nextStep(page, 'applicant', 'Additional Information');
  await information(page);
  await nextStep(page, 'information', 'Parents Information');
  await parents(page, 'Eze');
  await chooseRadio(page, /^How the parent signs/, 'Signature on paper (scan or photo uploaded)');
  await uploadWith(page, "Choose file: Parent's signature on paper");
  await nextStep(page, 'parents', 'Document Upload');
  await uploadWith(page, 'Choose file: Affidavit (required)', { fileName: 'affidavit.png' });
  await nextStep(page, 'documents', 'Information Preview');
  await expect(page.getByText('Signature on paper (scan or photo uploaded)')).toBeVisible();
  await payFee(page);
  await submitByKeyboard(page, 'self-attestation/no-nin', 'Submit application');
});
