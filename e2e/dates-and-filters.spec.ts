import { expect, test } from '@playwright/test';
import { submittedBirth } from './seed-records.ts';
import { screenshotBothWidths, signIn, signInNewContext } from './support.ts';

/** docs/dates-and-messages.md: one date field, its words, and list filters in the address. */

test('a records list keeps its filters in the address and its name search off it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await submittedBirth(request);
  await signIn(page, 'registra');
  await page.goto('/dashboard/birth-registrations');

  // The browser's own date box let 31022024 become "mm/dd/22024"; the field says what is wrong.
  const from = page.getByRole('textbox', { name: 'From' });
  await from.fill('31022024');
  await from.press('Tab');
  await expect(from).toHaveAccessibleDescription('31 February is not a date');
  await screenshotBothWidths(page, testInfo, 'list-filter-not-a-date');

  await from.fill('01/01/2023');
  await from.press('Tab');
  await page.getByRole('button', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/\?status=pending&from=2023-01-01$/, { timeout: 30_000 });
  await page.getByLabel('Search by name or reference').fill('Ɗanjuma');
  const record = page
    .getByRole('row', { name: /Ɗanjuma/ })
    .first()
    .getByRole('link');
  await expect(record).toBeVisible({ timeout: 30_000 });
  expect(decodeURIComponent(page.url())).not.toContain('anjuma');
  const shared = page.url();

  // Back from a record: the same list, the search too (kept in the history entry only).
  await record.click();
  await expect(page).toHaveURL(/\/birth-registrations\/\d+/, { timeout: 30_000 });
  await page.goBack();
  await expect(from).toHaveValue('01/01/2023', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Pending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Search by name or reference')).toHaveValue('Ɗanjuma');

  // A shared link, opened by a colleague signed in elsewhere: the same filters, not the name.
  const other = await signInNewContext(browser, 'registra');
  await other.goto(shared);
  await expect(other.getByRole('textbox', { name: 'From' })).toHaveValue('01/01/2023', {
    timeout: 30_000,
  });
  await expect(other.getByRole('button', { name: 'Pending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(other.getByLabel('Search by name or reference')).toHaveValue('');
  await other.context().close();
});

test("the child's date of birth: chosen from the calendar, typing refused in words", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // A phone: a touch screen, no keyboard hint.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  await signIn(page, 'registra');
  await page.goto('/dashboard/birth-registrations/register/claimed');
  const birthDate = page.getByLabel(/^Date of birth/);
  await expect(birthDate).toHaveAccessibleDescription(
    'Tap the field to choose the date from the calendar',
    { timeout: 30_000 },
  );
  // Typing (a keyboard joined to the phone) is refused in tapping words.
  await birthDate.press('1');
  await expect(birthDate).toHaveAccessibleDescription(
    'This date is chosen from the calendar, not typed: tap the field',
  );
  // The viewport only: a full-page capture resizes the window, and the emulated touch with it.
  await page.screenshot({ path: testInfo.outputPath('child-dob-phone.png') });
  await phone.close();
});
