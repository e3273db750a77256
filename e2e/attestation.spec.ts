import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { pdfText } from '../apps/api/src/modules/certificates/test-support.ts';
import { expectStep } from './death-wizard.ts';
import {
  approveFromReviewQueue,
  certificateBox,
  confirmInDialog,
  noisePng,
  recordActions,
  recordRow,
  recordSection,
  sandboxReference,
  seeSubmittedAndGoToList,
  screenshotBothWidths,
  signIn,
  signInNewContext,
} from './support.ts';
import {
  answerQuestion,
  dateAgo,
  next,
  select,
  selectByName,
  uniqueName,
} from './wizard-fields.ts';

const NIN_QUESTION = 'Does the applicant have a NIN?';
const ATTESTATION_NUMBER = /BA\/[A-Z]{2}\/\d{4}\/\d{6}/;
const LIST = /\/dashboard\/birth-attestations$/;
/** The identity stub's informant (Ogunleye Adebola, born 1968): no other journey attests her. */
const APPLICANT_NIN = '10987654321';

/** From the Birth Attestations section to the first step of the form with or without a NIN. */
async function startAttestation(page: Page, withNin: boolean) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Birth Attestations' })
    .click();
  await expect(page).toHaveURL(LIST);
  await page.getByRole('link', { name: 'New Birth Attestation' }).click();
  await expect(page.getByRole('radiogroup', { name: NIN_QUESTION })).toBeVisible();
  await answerQuestion(page, NIN_QUESTION, withNin ? 'Yes' : 'No');
  await expectStep(page, 'Particulars of Applicant');
}

/** The applicant's particulars after the names, sex and date of birth. */
async function fillApplicantRest(page: Page) {
  await select(page, /^Marital status/, '1');
  await page.getByLabel(/^Phone number/).fill('08031234567');
  await selectByName(page, /^State of origin/, 'Oyo');
  await selectByName(page, /^LGA of origin/, 'Ibadan North');
  await page.getByLabel(/^Town/).fill('Ibadan');
  await page.getByLabel("Applicant's face: upload photo").setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: noisePng(64, 64),
  });
  await expect(page.getByAltText("Applicant's face preview")).toBeVisible({ timeout: 30_000 });
}

/** Additional Information: born at home in Ibadan, a passport wanted; registered at the centre. */
async function fillInformation(page: Page) {
  await selectByName(page, /^Place of birth/, 'At Home');
  await selectByName(page, /^State of birth/, 'Oyo');
  await selectByName(page, /^LGA of birth/, 'Ibadan North');
  await page.getByLabel(/^Town of birth/).fill('Ibadan');
  await page.getByLabel(/^Current address/).fill('14 Allen Avenue, Ikeja');
  await selectByName(page, /^Level of education/, 'Bachelors Degree');
  await selectByName(page, /^Occupation/, 'Engineer');
  await selectByName(page, /^Reason for the application/, 'Birth Not Registered');
  await selectByName(page, /^Required for/, 'Nigerian International Passport');
  await page.getByLabel(/^Address of the request/).fill('14 Allen Avenue, Ikeja');
  // The country (Nigeria) and the place of registration (the registrar's centre) are filled.
  await expect(page.getByLabel(/^Registration centre/)).not.toHaveValue('');
}

/** The parents, both from Ibadan North. */
async function fillParents(page: Page, surname: string) {
  for (const [parent, firstname] of [
    ['Father', 'Babatunde'],
    ['Mother', 'Folake'],
  ] as const) {
    await page.getByLabel(new RegExp(`^${parent}'s surname`)).fill(surname);
    await page.getByLabel(new RegExp(`^${parent}'s first name`)).fill(firstname);
    await selectByName(page, new RegExp(`^${parent}'s state`), 'Oyo');
    await selectByName(page, new RegExp(`^${parent}'s LGA`), 'Ibadan North');
    await page.getByLabel(new RegExp(`^${parent}'s town`)).fill('Ibadan');
  }
  await page.getByLabel(/^Mother's maiden name/).fill('Ogunleye');
}

/** The fee on the preview: a sandbox reference, verified as paid. */
async function payFee(page: Page) {
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText(/Birth attestation fee/)).toBeVisible();
  await payment.getByLabel('Payment reference').fill(sandboxReference('attestation'));
  await payment.getByRole('button', { name: 'Verify payment' }).click();
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** Submits on the preview to `path`; answers the reference the registrar is shown. */
async function submitAttestation(page: Page, path: string): Promise<string> {
  const [submitted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Submit application' }).click(),
  ]);
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { reference } = ((await submitted.json()) as { data: { reference: string } }).data;
  await seeSubmittedAndGoToList(page, reference);
  await expect(page).toHaveURL(LIST);
  return reference;
}

/**
 * The DCR (not the registrar who captured it) approves the attestation from the review queue;
 * the registrar then prints its certificate, a PDF letter of attestation naming the applicant.
 */
async function approveAndPrint(
  registrar: Page,
  browser: Browser,
  testInfo: TestInfo,
  { reference, name, shots }: { reference: string; name: RegExp; shots: string },
) {
  await expect(recordRow(registrar, reference)).toContainText('Pending');
  const dcr = await signInNewContext(browser, 'dcr');
  const number = await approveFromReviewQueue(dcr, {
    kind: 'Attestations',
    reference,
    heading: name,
    certificate: ATTESTATION_NUMBER,
    onQueue: () => screenshotBothWidths(dcr, testInfo, `${shots}-review-queue`),
  });
  await screenshotBothWidths(dcr, testInfo, `${shots}-dcr-approved`);
  await dcr.context().close();

  await registrar.reload();
  await expect(recordRow(registrar, reference)).toContainText('Approved');
  await registrar.getByRole('link', { name: reference, exact: true }).click();
  await expect(certificateBox(registrar)).toContainText(number);
  const certificate = registrar.getByRole('region', { name: 'Certificate', exact: true });
  await recordActions(registrar).getByRole('button', { name: 'Print certificate' }).click();
  const [download] = await Promise.all([
    registrar.waitForEvent('download', { timeout: 30_000 }),
    confirmInDialog(registrar, 'Print'),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(recordSection(registrar, name).getByText('Printed', { exact: true })).toBeVisible();
  await expect(certificate.getByRole('list', { name: 'Certificates issued' })).toContainText(
    'Original',
  );
  await screenshotBothWidths(registrar, testInfo, `${shots}-printed`);
  const text = await pdfText(new Uint8Array(readFileSync(await download.path())));
  expect(text).toContain('LETTER OF ATTESTATION OF BIRTH');
  expect(text).toContain(number);
  return text;
}

test.describe('birth attestation', () => {
  test('an applicant with a NIN: particulars from the verified NIN, the fee paid, approved by the DCR and printed', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    await signIn(page, 'registra');
    await startAttestation(page, true);
    await screenshotBothWidths(page, testInfo, 'attestation-nin-01-applicant-empty');

    // The NIN verified fills and locks the applicant's names, date of birth and sex.
    await page.getByLabel("Applicant's NIN", { exact: true }).fill(APPLICANT_NIN);
    await page.getByRole('button', { name: "Verify Applicant's NIN" }).click();
    await expect(page.getByText('Verified with the identity agency')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel(/^Surname/)).toHaveValue('Ogunleye');
    await expect(page.getByLabel(/^Surname/)).toHaveAttribute('readonly', /.*/);
    await expect(page.getByLabel(/^Date of birth/)).toHaveValue('1968-11-02');
    await expect(page.getByLabel(/^Sex/)).toHaveValue('2');
    await fillApplicantRest(page);
    await screenshotBothWidths(page, testInfo, 'attestation-nin-02-applicant');
    await next(page);

    await expectStep(page, 'Additional Information');
    await fillInformation(page);
    await screenshotBothWidths(page, testInfo, 'attestation-nin-03-information');
    await next(page);

    await expectStep(page, "Parent's Information");
    await fillParents(page, 'Ogunleye');
    await screenshotBothWidths(page, testInfo, 'attestation-nin-04-parents');
    await next(page);

    // The preview will not submit before the fee is paid.
    await expectStep(page, 'Information Preview');
    await expect(page.getByText('Ogunleye Adebola').first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(
      page.getByText('Pay the attestation fee: enter the payment reference and verify it').first(),
    ).toBeVisible();
    await payFee(page);
    await screenshotBothWidths(page, testInfo, 'attestation-nin-05-preview-paid');
    const reference = await submitAttestation(page, '/api/birth-attestation/add');
    await expect(recordRow(page, reference)).toContainText('Ogunleye Adebola');
    await expect(recordRow(page, reference)).toContainText('With NIN');
    await screenshotBothWidths(page, testInfo, 'attestation-nin-06-list-pending');

    const text = await approveAndPrint(page, browser, testInfo, {
      reference,
      name: /Ogunleye Adebola/,
      shots: 'attestation-nin-07',
    });
    expect(text).toContain('OGUNLEYE');
  });

  test('an applicant without a NIN: refused under 18, an identity document and the affidavit, paid, approved and printed', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const firstname = uniqueName('Amaka');
    await signIn(page, 'registra');
    await startAttestation(page, false);
    await expect(page.getByLabel("Applicant's NIN", { exact: true })).toHaveCount(0);

    await page.getByLabel(/^Surname/).fill('Eze');
    await page.getByLabel(/^First name/).fill(firstname);
    await select(page, /^Sex/, '2');
    // 18 years before today is offered; an applicant under 18 is refused.
    // (shown as the registry writes dates: DD/MM/YYYY)
    await expect(page.getByLabel(/^Date of birth/)).toHaveValue(
      dateAgo({ years: 18 }).split('-').reverse().join('/'),
    );
    await page.getByLabel(/^Date of birth/).fill(dateAgo({ years: 17, days: 200 }));
    await selectByName(page, /^Identity document type/, 'Nigerian Passport');
    await page.getByLabel(/^Identity document number/).fill('A07654321');
    await fillApplicantRest(page);
    await next(page);
    await expect(
      page.getByText('The applicant must be at least 18 years old').first(),
    ).toBeVisible();
    await screenshotBothWidths(page, testInfo, 'attestation-no-nin-01-under-18');
    await page.getByLabel(/^Date of birth/).fill('1990-05-17');
    await next(page);

    await expectStep(page, 'Additional Information');
    await fillInformation(page);
    await next(page);

    await expectStep(page, 'Parents Information');
    await fillParents(page, 'Eze');
    await next(page);

    // The affidavit is required without a NIN.
    await expectStep(page, 'Document Upload');
    await next(page);
    await expect(
      page.getByText('Upload the affidavit (required when the applicant has no NIN)').first(),
    ).toBeVisible();
    await page.getByLabel('Affidavit (required)', { exact: true }).setInputFiles({
      name: 'affidavit.png',
      mimeType: 'image/png',
      buffer: noisePng(400, 300),
    });
    await expect(page.getByAltText('Affidavit (required) preview')).toBeVisible({
      timeout: 30_000,
    });
    await screenshotBothWidths(page, testInfo, 'attestation-no-nin-02-documents');
    await next(page);

    await expectStep(page, 'Information Preview');
    await expect(page.getByText(`Eze ${firstname}`).first()).toBeVisible();
    await payFee(page);
    await screenshotBothWidths(page, testInfo, 'attestation-no-nin-03-preview-paid');
    const reference = await submitAttestation(page, '/api/self-attestation/no-nin');
    await expect(recordRow(page, reference)).toContainText(`Eze ${firstname}`);
    await expect(recordRow(page, reference)).toContainText('Without NIN');

    const text = await approveAndPrint(page, browser, testInfo, {
      reference,
      name: new RegExp(`Eze ${firstname}`),
      shots: 'attestation-no-nin-04',
    });
    expect(text).toContain('EZE');
  });
});
