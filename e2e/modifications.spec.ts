import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  confirmInDialog,
  expectAccessible,
  noisePng,
  recordActions,
  screenshotBothWidths,
  signIn,
  signInNewContext,
} from './support.ts';
import { apiSignIn, printedAttestation, printedBirth, printedDeath } from './seed-records.ts';
import { uniqueName } from './wizard-fields.ts';

/*
 * Modifications (issue 25): a registrar looks a printed certificate up, validates it, asks for
 * a correction with its documents and a sandbox payment; a DCR queries it, the registrar amends
 * and resubmits it, the DCR approves it; the corrected certificate is printed, and the public
 * page answers the old paper "Superseded" and the new one "Valid".
 */

interface Journey {
  name: string;
  /** The record type picker's option. */
  type: string;
  section: string;
  kind: string;
  seed(request: APIRequestContext): Promise<{ id: number; number: string }>;
  /** The correction picker's option for the subject's names. */
  field: string;
}

const JOURNEYS: Journey[] = [
  {
    name: 'birth',
    type: 'Birth Certificate',
    section: 'birth-registrations',
    kind: 'birth',
    seed: printedBirth,
    field: "Child's name",
  },
  {
    name: 'attestation',
    type: 'Birth Attestation',
    section: 'birth-attestations',
    kind: 'attestation',
    seed: printedAttestation,
    field: "Applicant's name",
  },
  {
    name: 'death',
    type: 'Death Certificate',
    section: 'death-registrations',
    kind: 'death',
    seed: printedDeath,
    field: "Deceased's name",
  },
];

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** The record's certificates over the API: the newest last. */
async function certificateCodes(request: APIRequestContext, kind: string, id: number) {
  const { authorization } = await apiSignIn(request, 'registra');
  const answer = await request.get(`/api/certificates/${kind}/${id}`, {
    headers: { authorization },
  });
  expect(answer.status()).toBe(200);
  return (
    (await answer.json()) as { data: { certificates: { code: string }[] } }
  ).data.certificates.map((c) => c.code);
}

/** The supporting documents the names' rule asks for, uploaded. */
async function attachDocuments(page: Page) {
  for (const name of ['Request letter', 'Affidavit from a credible witness']) {
    await page.getByLabel(name, { exact: true }).setInputFiles({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: noisePng(32, 32),
    });
    await expect(page.getByAltText(`${name} preview`)).toBeVisible({ timeout: 30_000 });
  }
}

for (const journey of JOURNEYS) {
  test(`a ${journey.name} certificate is corrected: looked up, requested, queried, amended, approved, printed again`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { id, number } = await journey.seed(request);
    const [oldCode] = await certificateCodes(request, journey.kind, id);

    // Find the certificate as printed, in lower case.
    await signIn(page, 'registra');
    await page.goto('/dashboard/modifications');
    await expect(page.getByRole('heading', { name: 'Find the certificate' })).toBeVisible();
    await expectAccessible(page, 'modifications page');
    await page.getByRole('radio', { name: journey.type }).check();
    await page.getByRole('textbox', { name: 'Certificate number' }).fill(number.toLowerCase());
    await page.getByRole('button', { name: 'Find certificate' }).click();
    await expect(page).toHaveURL(/cert-validation/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Certificate validation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
    await screenshotBothWidths(page, testInfo, `${journey.name}-01-validation`);
    await expectAccessible(page, 'validation page');

    // Who is asking: the subject, no proof of identity (the request then says so).
    await page.getByRole('radio', { name: "The record's subject" }).check();
    await page.getByRole('radio', { name: 'No proof of identity' }).check();
    await next(page);

    // The change: the subject's names, with the documents the rule asks for.
    const surname = uniqueName('Okon');
    await page.getByRole('radio', { name: journey.field }).check();
    await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(surname);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Chidi');
    await page
      .getByRole('combobox', { name: 'Reason for the correction' })
      .selectOption({ label: 'Clerical error' });
    await attachDocuments(page);
    await screenshotBothWidths(page, testInfo, `${journey.name}-02-correction`);
    await expectAccessible(page, 'correction step');
    await next(page);

    // The fee, paid in the sandbox.
    await page.getByRole('button', { name: 'Start sandbox payment' }).click();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
    await next(page);

    // Preview: Original | Correction, then submit.
    await expect(page.getByText(surname).first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit correction' }).click();
    await expect(page).toHaveURL(/\/dashboard\/modifications\/requests\//, { timeout: 15_000 });
    const requestUrl = page.url();
    await expect(page.getByText(/Made without proof of identity; accepted by/)).toBeVisible();
    await expectAccessible(page, 'request page');

    // The DCR queries it.
    const dcr = await signInNewContext(browser, 'dcr');
    await dcr.goto(requestUrl);
    await dcr.getByRole('button', { name: 'Query' }).click();
    await dcr.getByRole('textbox', { name: 'Reason' }).fill('Attach the sworn affidavit again');
    await expectAccessible(dcr, 'query dialog');
    await dcr.getByRole('button', { name: 'Query request' }).click();
    await expect(dcr.getByText('Attach the sworn affidavit again').first()).toBeVisible({
      timeout: 15_000,
    });

    // The registrar amends and resubmits it.
    await page.reload();
    await page.getByRole('link', { name: 'Amend and resubmit' }).click();
    const amended = uniqueName('Okonkwo');
    await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(amended);
    await next(page);
    await page.getByRole('button', { name: 'Resubmit correction' }).click();
    await expect(page).toHaveURL(/\/dashboard\/modifications\/requests\/[^/]+\/\d+$/, {
      timeout: 15_000,
    });

    // The DCR approves it: the record holds the correction.
    await dcr.goto(requestUrl);
    await dcr.getByRole('button', { name: 'Approve' }).click();
    await confirmInDialog(dcr, 'Approve');
    await expect(dcr.getByText('The record was corrected')).toBeVisible({ timeout: 15_000 });
    await screenshotBothWidths(dcr, testInfo, `${journey.name}-03-approved`);
    await expectAccessible(dcr, 'approved request');

    // The corrected certificate is printed from the record's page.
    await page.goto(`/dashboard/${journey.section}/${id}`);
    await expect(page.getByText(amended).first()).toBeVisible({ timeout: 15_000 });
    const correction = page.getByRole('article', { name: /^Correction of/ });
    await expect(correction).toContainText(amended);
    await expect(correction).toContainText('Request letter');
    await expect(page.getByRole('list', { name: 'History', exact: true })).toContainText(
      'Corrected',
    );
    await recordActions(page).getByRole('button', { name: 'Print certificate' }).click();
    await confirmInDialog(page, 'Print');
    await expect(page.getByRole('list', { name: 'Certificates issued' })).toContainText(
      'Corrected 1',
      { timeout: 30_000 },
    );
    const codes = await certificateCodes(request, journey.kind, id);
    const newCode = codes.at(-1)!;
    expect(newCode).not.toBe(oldCode);

    // The public page: the old paper superseded, the new one valid.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/verify/${oldCode}`);
    await expect(visitor.getByText('Superseded').first()).toBeVisible({ timeout: 15_000 });
    await screenshotBothWidths(visitor, testInfo, `${journey.name}-04-superseded`);
    await expectAccessible(visitor, 'verification page, superseded');
    await visitor.goto(`/verify/${newCode}`);
    await expect(visitor.getByText('Valid').first()).toBeVisible({ timeout: 15_000 });
    await screenshotBothWidths(visitor, testInfo, `${journey.name}-05-verified`);
  });
}
