import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { printedBirth } from './seed-records.ts';
import { expectAccessible, screenshotBothWidths, signIn } from './support.ts';

test('a state director reads an LGA’s figures and downloads them as CSV', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A birth registered at Ikeja Registration Centre (Ikeja LGA, Lagos) and its certificate.
  await printedBirth(request);

  await signIn(page, 'state_director');
  const state = page.waitForResponse(
    (response) => /\/api\/dashboard(\?|$)/.test(response.url()) && !response.url().includes('lga='),
    { timeout: 60_000 },
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Statistics' })
    .click({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
  await expect(page.getByRole('heading', { name: /^Lagos, January 2023 to / })).toBeVisible();

  // The lead: what the state registered in the period, as the API counted it.
  const lagos = (
    (await (await state).json()) as {
      data: {
        monthly: { count: number }[];
        timeliness: { kind: string; band: string; count: number }[];
      };
    }
  ).data;
  const registeredInPeriod = lagos.monthly.reduce((n, row) => n + row.count, 0);
  expect(registeredInPeriod).toBeGreaterThanOrEqual(1);
  await expect(lead(page, 'Registered in the period')).toHaveText(
    registeredInPeriod.toLocaleString('en-US'),
  );
  const births = lagos.timeliness.filter((row) => row.kind === 'birth');
  const inTime = births.find((row) => row.band === 'within_30_days')?.count ?? 0;
  await expect(lead(page, 'Births registered within 30 days', 2)).toHaveText(
    `${inTime.toLocaleString('en-US')} of ${births
      .reduce((n, row) => n + row.count, 0)
      .toLocaleString('en-US')} births`,
  );
  await expect(lead(page, 'Pending')).toHaveText(/^\d[\d,]*$/);
  await expect(
    page.getByRole('region', { name: 'Registrations by LGA', exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Map of Nigeria with Lagos picked out/ }),
  ).toBeVisible();

  // Ikeja: the filter goes into the address, and the view is of the LGA's centres.
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/dashboard?') && response.url().includes('lga='),
  );
  await page.getByLabel('LGA', { exact: true }).selectOption({ label: 'Ikeja' });
  await expect(page).toHaveURL(/\/dashboard\/statistics\?lga=\d+$/);
  const { data } = (await (await answered).json()) as {
    data: { areas: { rows: { name: string; registered: number }[] } };
  };
  const registered = data.areas.rows.find((row) => row.name === 'Ikeja Registration Centre')!;
  expect(registered.registered).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('heading', { name: /^Ikeja, January 2023 to / })).toBeVisible();
  const byCentre = page.getByRole('region', {
    name: 'Registrations by registration centre',
    exact: true,
  });
  const row = byCentre.getByRole('row', { name: /Ikeja Registration Centre/ });
  await expect(row.getByRole('cell').first()).toHaveText(
    registered.registered.toLocaleString('en-US'),
  );

  // The chart of the months is one stop for the keyboard; its arrow keys read the figures.
  const months = page.getByRole('application', { name: 'Registrations by month' });
  await months.focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('region', { name: 'Registrations by month', exact: true }).getByRole('status'),
  ).toContainText('Births');

  await screenshotBothWidths(page, testInfo, 'statistics-01-lga');
  await expectAccessible(page, 'statistics of an LGA');

  // The other parts are a link away, in the address: a reload (or a shared link) keeps them.
  const parts = page.getByRole('navigation', { name: 'Parts of the statistics' });
  await parts.getByRole('link', { name: 'Certificates and corrections' }).click();
  await expect(page).toHaveURL(/\/dashboard\/statistics\?lga=\d+&section=certificates$/);
  await page.reload();
  const certificates = page.getByRole('region', { name: 'Certificates', exact: true });
  await expect(certificates.getByRole('row', { name: /^Births/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(parts.getByRole('link', { name: 'Certificates and corrections' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('region', { name: 'Registrations by month' })).toHaveCount(0);
  await parts.getByRole('link', { name: 'Fees' }).click();
  await expect(page.getByRole('region', { name: 'Fees', exact: true })).toBeVisible();
  await screenshotBothWidths(page, testInfo, 'statistics-02-fees');
  await expectAccessible(page, 'statistics: fees');
  await parts.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard\/statistics\?lga=\d+$/);

  // The table as CSV, named after the view.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    byCentre
      .getByRole('button', { name: 'Download CSV of Registrations by registration centre' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^statistics-ikeja-2023-01-to-\d{4}-\d{2}-all-kinds-by-centre\.csv$/,
  );
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Registration centre,Registered,Births,Births within 30 days (%),Deaths,Deaths within 45 days (%)',
  );
  // Shares in time are percentages to one decimal, empty where there is nothing to share.
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^Ikeja Registration Centre,${registered.registered},\\d+,[\\d.]*,\\d+,[\\d.]*$`),
    ),
  );
});

/** A lead figure's value (or, `at` 2, the words under it): the definition after its term. */
function lead(page: Page, term: string, at: 1 | 2 = 1) {
  return page
    .locator('dl dt', { hasText: new RegExp(`^${term}$`) })
    .locator(`xpath=following-sibling::dd[${at}]`);
}
