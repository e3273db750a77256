import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { useDemoMailbox } from './mail.ts';
import { apiSignIn, printedBirth } from './seed-records.ts';
import { noisePng, screenshotBothWidths, signIn } from './support.ts';
import { uniqueName } from './wizard-fields.ts';

/*
 * Issue 45: the services the outbox does not hold (docs/offline.md). A correction request, a
 * reprint and a reissuance are paid for online, so when the link drops at one of their steps the
 * screen says, in plain words, that nothing was saved and why, never a raw "NETWORK ERROR"; what
 * was entered stays, and is sent once the connection is back. Each journey runs in a fresh
 * browser context and never loads a page again after the link dropped.
 */

const mail = useDemoMailbox();

const NETWORK_ERROR = /NETWORK ERROR/;

/** The screen's word on the dropped link, naming what the service needs the connection for. */
const notSaved = (page: Page, needs: string) =>
  page
    .getByRole('status')
    .filter({ hasText: `Not saved: this service needs a connection (${needs}).` });

async function dropLink(page: Page, context: BrowserContext, needs: string) {
  await context.setOffline(true);
  await expect(notSaved(page, needs)).toBeVisible();
}

/**
 * The connection is back: the screen's notice goes. A request that got no answer keeps saying
 * it was not saved until it is sent again.
 */
async function restoreLink(
  page: Page,
  context: BrowserContext,
  needs: string,
  { unsent }: { unsent: boolean },
) {
  await context.setOffline(false);
  await expect(notSaved(page, needs)).toHaveCount(unsent ? 1 : 0);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

test('a correction request: the link drops at the correction and at the submission; nothing is lost, and it is sent back online', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const NEEDS = 'payment, identity check and documents';
  const { number } = await printedBirth(request);
  await signIn(page, 'registra');
  await page.goto('/dashboard/modifications');
  await expect(page.getByRole('heading', { name: 'Find the certificate' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: 'Birth Certificate' }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await page.getByRole('button', { name: 'Find certificate' }).click();
  await expect(page.getByRole('heading', { name: 'Certificate validation' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('radio', { name: "The record's subject" }).check();
  await page.getByRole('radio', { name: 'No proof of identity' }).check();
  await next(page);

  const surname = uniqueName('Okon');
  await page.getByRole('radio', { name: "Child's name" }).check();
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(surname);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Chidi');

  // The link drops in the middle of the Correction step: the screen says what that means.
  await dropLink(page, context, NEEDS);
  await expect(page.getByRole('main')).toContainText(
    'A correction request cannot be kept on this device; what you entered stays here: submit it when you are back online.',
  );
  await screenshotBothWidths(page, testInfo, 'offline-correction-01-link-dropped');
  await expect(page.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue(surname);
  await restoreLink(page, context, NEEDS, { unsent: false });

  await page
    .getByRole('combobox', { name: 'Reason for the correction' })
    .selectOption({ label: 'Clerical error' });
  for (const name of ['Request letter', 'Affidavit from a credible witness']) {
    await page.getByLabel(name, { exact: true }).setInputFiles({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: noisePng(32, 32),
    });
    await expect(page.getByAltText(`${name} preview`)).toBeVisible({ timeout: 30_000 });
  }
  await next(page);
  await page.getByRole('button', { name: 'Start sandbox payment' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await next(page);
  await expect(page.getByText(surname).first()).toBeVisible();

  // The link drops at the preview, and "Submit correction" gets no answer.
  await dropLink(page, context, NEEDS);
  await page.getByRole('button', { name: 'Submit correction' }).click();
  await expect(notSaved(page, NEEDS)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(NETWORK_ERROR);
  await expect(page).toHaveURL(/cert-validation/);
  await expect(page.getByText(surname).first()).toBeVisible();

  // Back online, the same request is sent as it stands.
  await restoreLink(page, context, NEEDS, { unsent: true });
  await page.getByRole('button', { name: 'Submit correction' }).click();
  await expect(page).toHaveURL(/\/dashboard\/modifications\/requests\//, { timeout: 15_000 });
  await expect(page.getByText(surname).first()).toBeVisible();
});

test('a reprint: the link drops after the payment; the number and payment stay, and it is reprinted back online', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const NEEDS = 'payment';
  const { number } = await printedBirth(request);
  await signIn(page, 'registra');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reprint' })
    .click();
  await expect(page.getByRole('heading', { name: 'Find a certificate' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: 'Birth', exact: true }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await page.getByRole('button', { name: 'Find certificate' }).click();
  const found = page.getByRole('region', { name: `Birth certificate ${number}` });
  await expect(found).toBeVisible({ timeout: 15_000 });
  await found.getByRole('button', { name: 'Start sandbox payment' }).click();
  await expect(found.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  const reference = await found.getByRole('textbox', { name: 'Payment reference' }).inputValue();

  await dropLink(page, context, NEEDS);
  await expect(page.getByRole('main')).toContainText(
    'A reprint cannot be kept on this device; the certificate number and payment you entered stay here: reprint when you are back online.',
  );
  await found.getByRole('button', { name: 'Reprint certificate' }).click();
  await expect(notSaved(page, NEEDS)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(NETWORK_ERROR);
  await screenshotBothWidths(page, testInfo, 'offline-reprint-01-link-dropped');
  await expect(page.getByRole('textbox', { name: 'Certificate number' })).toHaveValue(number);
  await expect(found.getByRole('textbox', { name: 'Payment reference' })).toHaveValue(reference);

  await restoreLink(page, context, NEEDS, { unsent: true });
  await found.getByRole('button', { name: 'Reprint certificate' }).click();
  await expect(found.getByText(/Certificate reprinted\. Reprint 1 of certificate/)).toBeVisible({
    timeout: 30_000,
  });
});

test('a reissuance: the link drops at the e-mail code and at the submission; what was entered stays, and it is sent back online', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const NEEDS = 'payment, email confirmation and identity check';
  const { id, number } = await printedBirth(request);
  const registrar = await apiSignIn(request, 'registra');
  const record = await request.get(`/api/birth-registration/${id}`, {
    headers: { authorization: registrar.authorization },
  });
  const birthDate = (
    (await record.json()) as { data: { particulars: { child: { childBirthDate: string } } } }
  ).data.particulars.child.childBirthDate;
  const email = `offline-holder-${Date.now()}@example.com`;
  await signIn(page, 'registra');
  await page.goto('/dashboard/reissuance');
  await expect(page.getByRole('heading', { name: 'New reissuance' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: "Holder's particulars" }).check();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(number);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ṣẹgun');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Ɗanjuma');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(birthDate);
  await page.getByLabel('Captured face').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: noisePng(64, 64),
  });
  await expect(page.getByAltText(/Captured face/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Recipient email' }).fill(email);

  // The link drops before the code is sent: the code cannot go, and the screen says why.
  await dropLink(page, context, NEEDS);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('main')).toContainText(
    'A reissuance request cannot be kept on this device; what you entered stays here: submit it when you are back online.',
  );
  await expect(page.getByRole('main')).not.toContainText(NETWORK_ERROR);
  await screenshotBothWidths(page, testInfo, 'offline-reissuance-01-link-dropped');
  await expect(page.getByRole('textbox', { name: 'Recipient email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue('Ɗanjuma');

  await restoreLink(page, context, NEEDS, { unsent: true });
  await page.getByRole('button', { name: 'Send code' }).click();
  const sent = await mail.box().waitFor(email, { timeoutMs: 30_000 });
  const code = /\b(\d{6})\b/.exec(sent.text)![1]!;
  await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('The e-mail address is confirmed.')).toBeVisible();
  await page.getByRole('button', { name: 'Start sandbox payment' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The link drops again at the submission: not saved, nothing lost.
  await dropLink(page, context, NEEDS);
  await page.getByRole('button', { name: 'Submit reissuance' }).click();
  await expect(notSaved(page, NEEDS)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(NETWORK_ERROR);
  await expect(page.getByText('The e-mail address is confirmed.')).toBeVisible();

  await restoreLink(page, context, NEEDS, { unsent: true });
  await page.getByRole('button', { name: 'Submit reissuance' }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(/pending/i, { timeout: 15_000 });
});
