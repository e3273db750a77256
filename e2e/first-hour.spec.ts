import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from './seed-records.ts';
import {
  expectAccessible,
  noisePng,
  screenshotBothWidths,
  signIn,
  signInNewContext,
} from './support.ts';

/*
 * A newcomer's first hour on the demo (docs/demo.md): every demo account sees the demo register,
 * with nothing made by the journey first. The register's records end in DEMO and four digits.
 */

const DEMO_RECORD = /-DEMO\d{4}$/;

interface DemoBirth {
  id: number;
  reference: string;
  certificate_number: string;
}

/** The demo register's printed births of Ikeja, as the registrar's list gives them. */
async function printedDemoBirths(request: APIRequestContext): Promise<DemoBirth[]> {
  const { authorization } = await apiSignIn(request, 'registra');
  const response = await request.get('/api/birth-registration/list/1?status=printed&limit=50', {
    headers: { authorization },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { result } = ((await response.json()) as { data: { result: DemoBirth[] } }).data;
  const demo = result.filter((row) => DEMO_RECORD.test(row.reference));
  expect(demo.length).toBeGreaterThan(1);
  return demo;
}

/** A birth's child's names and date of birth, from its record. */
async function childOf(request: APIRequestContext, id: number) {
  const { authorization } = await apiSignIn(request, 'registra');
  const response = await request.get(`/api/birth-registration/${id}`, {
    headers: { authorization },
  });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: {
        particulars: { child: { firstname: string; surname: string; childBirthDate: string } };
      };
    }
  ).data.particulars.child;
}

test("the login page's demo panel names the demo accounts, identity numbers and payment references", async ({
  page,
}, testInfo) => {
  await page.goto('/auth');
  const panel = page.getByRole('region', { name: 'This is a demo server' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await panel.getByText('Sandbox identity numbers (NIN)', { exact: true }).click();
  await expect(panel).toContainText('12345678901 or AB12CD34EF56GH1');
  await expect(panel).toContainText('Folake Titilayo Adeyemi, born 1996-03-14 (mother)');
  await panel.getByText('Sandbox payment references', { exact: true }).click();
  await expect(panel).toContainText('SBX-PAID-REPRINT-1');
  await panel.getByText('Demo accounts', { exact: true }).click();
  await expect(panel).toContainText('state_director');
  await screenshotBothWidths(page, testInfo, 'first-hour-00-login');
  await expectAccessible(page, "the login page's demo panel");
});

test('a state director reads a completeness worked out from the demo register', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'state_director');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Statistics' })
    .click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /^Lagos, January 2023 to / })).toBeVisible({
    timeout: 30_000,
  });
  const completeness = page.getByRole('region', {
    name: 'Completeness of birth registration',
    exact: true,
  });
  // A share above 0%: births registered of births expected from the demo figures.
  await expect(completeness.getByRole('strong').first()).toHaveText(/^(?!0(\.0)?%)\d+(\.\d)?%$/, {
    timeout: 30_000,
  });
  await expect(completeness).toContainText(/[\d,]+ births registered of about [\d,]+ expected\./);
  await screenshotBothWidths(page, testInfo, 'first-hour-01-statistics');
  await expectAccessible(page, 'statistics of the demo register');
});

test('a registrar reprints a certificate of the demo register', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const [birth] = await printedDemoBirths(request);
  await signIn(page, 'registra');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reprint' })
    .click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Find a certificate' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: 'Birth', exact: true }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(birth!.certificate_number);
  await page.getByRole('button', { name: 'Find certificate' }).click();
  const found = page.getByRole('region', {
    name: `Birth certificate ${birth!.certificate_number}`,
  });
  await expect(found).toBeVisible({ timeout: 30_000 });
  await found.getByRole('button', { name: 'Start sandbox payment' }).click();
  await expect(found.getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    found.getByRole('button', { name: 'Reprint certificate' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-reprint-\d+\.pdf$/);
  await expect(found.getByText(/Certificate reprinted\. Reprint \d+ of certificate/)).toBeVisible({
    timeout: 30_000,
  });
  await screenshotBothWidths(page, testInfo, 'first-hour-02-reprint');
  await expectAccessible(page, 'a demo certificate reprinted');
});

/** The e-mailed code, read by the demo administrator on the demo mailbox page. */
async function codeFromMailbox(admin: Page, email: string): Promise<string> {
  await admin.goto('/dashboard/admin');
  await admin
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: /Demo mailbox/ })
    .click({ timeout: 30_000 });
  await expect(admin.getByRole('heading', { name: 'Demo mailbox' })).toBeVisible({
    timeout: 30_000,
  });
  const message = admin
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .first();
  await expect(message).toBeVisible({ timeout: 30_000 });
  return /\b(\d{6})\b/.exec(await message.innerText())![1]!;
}

test('a registrar reissues a demo birth certificate with the code read in the demo mailbox; a DCR approves it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const births = await printedDemoBirths(request);
  const birth = births.at(-1)!;
  const child = await childOf(request, birth.id);
  const email = `holder-${Date.now()}@example.com`;

  await signIn(page, 'registra');
  await page.goto('/dashboard/reissuance');
  await expect(page.getByRole('heading', { name: 'New reissuance' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: "Holder's particulars" }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(birth.certificate_number);
  await page.getByRole('textbox', { name: 'First name' }).fill(child.firstname);
  await page.getByRole('textbox', { name: 'Surname' }).fill(child.surname);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(child.childBirthDate);
  await page.getByLabel('Captured face').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: noisePng(64, 64),
  });
  await expect(page.getByAltText(/Captured face/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Recipient email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  // The demo administrator reads the code where the demo's e-mail arrives.
  const admin = await signInNewContext(browser, 'admin');
  const code = await codeFromMailbox(admin, email);
  await screenshotBothWidths(admin, testInfo, 'first-hour-03-mailbox');
  await expectAccessible(admin, 'the demo mailbox');

  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('The e-mail address is confirmed.')).toBeVisible();
  await page.getByRole('button', { name: 'Start sandbox payment' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Submit reissuance' }).click();
  const row = page.getByRole('row').filter({ hasText: birth.certificate_number });
  await expect(row).toContainText(/pending/i, { timeout: 30_000 });

  const dcr = await signInNewContext(browser, 'dcr');
  await dcr.goto('/dashboard/reissuance');
  const pending = dcr.getByRole('row').filter({ hasText: birth.certificate_number });
  await pending.getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 });
  await expect(pending).toContainText(/Reissued \(\d+\)/, { timeout: 30_000 });
  await screenshotBothWidths(dcr, testInfo, 'first-hour-04-reissued');
});

test('a DCR approves a pending record of the demo register, through the confirmation', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'dcr');
  await page.goto('/dashboard/review');
  const review = page.getByRole('link', { name: /^Review [A-Z]{2}-[A-Z]{2}-\d{4}-DEMO\d{4}$/ });
  await expect(review.first()).toBeVisible({ timeout: 30_000 });
  await review.first().click();
  const record = page.getByRole('region', { name: /./ }).filter({
    has: page.getByText('Pending', { exact: true }),
  });
  await expect(record.first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Approve' }).first().click();
  // Approving issues the certificate number: the dialog says so and asks to confirm.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Certificate number' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'first-hour-05-approved');
  await expectAccessible(page, 'a demo record approved');
});
