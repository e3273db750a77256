import { expect, test, type Page } from '@playwright/test';
import { noisePng, screenshotBothWidths, signIn, signInNewContext } from './support.ts';
import { apiSignIn, printedAttestation, printedBirth } from './seed-records.ts';
import { useDemoMailbox } from './mail.ts';

// The API's mail, read in the demo server's mailbox (e2e/mail.ts).
const mail = useDemoMailbox();

/** The recipient's e-mail on the page, confirmed with the code the sink received. */
async function confirmEmail(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Recipient email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const sent = await mail.box().waitFor(email);
  const code = /\b(\d{6})\b/.exec(sent.text)![1]!;
  await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('The e-mail address is confirmed.')).toBeVisible();
}

/** A face photo uploaded on the page. */
async function captureFace(page: Page) {
  await page.getByLabel('Captured face').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: noisePng(64, 64),
  });
  await expect(page.getByAltText(/Captured face/)).toBeVisible({ timeout: 30_000 });
}

test("a registrar asks for a birth certificate's reissue with an e-mailed code and a sandbox payment; a DCR approves it", async ({
  page: registrarPage,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { id, number } = await printedBirth(request);
  const registrar = await apiSignIn(request, 'registra');
  const record = await request.get(`/api/birth-registration/${id}`, {
    headers: { authorization: registrar.authorization },
  });
  const { particulars } = (
    (await record.json()) as {
      data: { particulars: { child: { childBirthDate: string } } };
    }
  ).data;
  const email = `holder-${Date.now()}@example.com`;

  let page = registrarPage;
  await signIn(page, 'registra');
  await page.goto('/dashboard/reissuance');
  await expect(page.getByRole('heading', { name: 'New reissuance' })).toBeVisible();

  // Validation by the holder's particulars.
  await page.getByRole('radio', { name: "Holder's particulars" }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ṣẹgun');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Ɗanjuma');
  await page.getByLabel(/^Date of birth/).fill(particulars.child.childBirthDate);
  await captureFace(page);

  // The recipient's e-mail, confirmed with the code the sink received.
  await confirmEmail(page, email);

  // The fee, paid in the sandbox, then the request.
  await page.getByRole('button', { name: 'Start sandbox payment' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await screenshotBothWidths(page, testInfo, 'reissuance-01-ready');
  await page.getByRole('button', { name: 'Submit reissuance' }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(/pending/i, { timeout: 15_000 });

  // A DCR of the LGA approves it: the certificate is issued again, marked as a reissue.
  page = await signInNewContext(browser, 'dcr');
  await page.goto('/dashboard/reissuance');
  const pending = page.getByRole('row').filter({ hasText: number });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toContainText('Reissued (1)', { timeout: 15_000 });
  await screenshotBothWidths(page, testInfo, 'reissuance-02-approved');

  await page.goto(`/dashboard/birth-registrations/${id}`);
  await expect(page.getByRole('list', { name: 'Certificates issued' })).toContainText('Reissue 1', {
    timeout: 15_000,
  });
  await expect(page.getByRole('list', { name: 'History', exact: true })).toContainText('Reissued');
});

test("an attestation certificate is reissued: found by the applicant's particulars, approved by a DCR", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { id, number, applicant } = await printedAttestation(request);
  const email = `applicant-${Date.now()}@example.com`;
  await signIn(page, 'registra');
  await page.goto('/dashboard/reissuance');
  await page.getByRole('combobox', { name: 'Certificate type' }).click();
  await page.getByRole('option', { name: 'Attestation Certificate' }).click();
  await expect(page.getByText('e.g. BA/LA/2026/000001')).toBeVisible();

  await page.getByRole('radio', { name: "Holder's particulars" }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await page.getByRole('textbox', { name: 'First name' }).fill(applicant.firstname);
  await page.getByRole('textbox', { name: 'Surname' }).fill(applicant.surname);
  await page.getByLabel(/^Date of birth/).fill(applicant.date_of_birth);
  await captureFace(page);
  await confirmEmail(page, email);
  await expect(page.getByText(/Attestation certificate reissuance fee/)).toBeVisible();
  await page.getByRole('button', { name: 'Start sandbox payment' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await screenshotBothWidths(page, testInfo, 'reissuance-03-attestation-ready');
  await page.getByRole('button', { name: 'Submit reissuance' }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Attestation Certificate', { timeout: 15_000 });
  await expect(row).toContainText(/pending/i);

  // The DCR approves it: the attestation certificate is issued again, REISSUE 1.
  const dcr = await apiSignIn(request, 'dcr');
  const list = await request.get('/api/reissuance/list/1?type=attest_reissuance&status=pending', {
    headers: { authorization: dcr.authorization },
  });
  const pending = (
    (await list.json()) as { data: { result: { id: number; record_id: number }[] } }
  ).data.result.find((entry) => entry.record_id === id)!;
  const approved = await request.post(`/api/reissuance/${pending.id}/approve`, {
    headers: { authorization: dcr.authorization },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect(((await approved.json()) as { data: unknown }).data).toMatchObject({
    attestation_number: number,
    certificate: { kind: 'attestation', issue: 'reissue', issue_number: 1 },
  });
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Reissued (1)');
  const ready = await mail.box().waitFor(email, { after: 1 });
  expect(ready.text).toContain('attestation certificate has been reissued');
});
