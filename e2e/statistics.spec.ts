import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
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
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Statistics' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/statistics$/);
  await expect(page.getByRole('heading', { name: /^Lagos, January 2023 to / })).toBeVisible();
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
  expect(lines[0]).toBe('Registration centre,Registered,Births');
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^Ikeja Registration Centre,${registered.registered},\\d+$`)),
  );
});
