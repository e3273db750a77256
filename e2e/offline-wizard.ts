// The claimed birth wizard filled for offline capture, shared by the offline journeys.
import { expect, type Page } from '@playwright/test';
import { fillChild, fillFather, fillInformant, fillMother } from './birth-wizard.ts';
import { serverRecords } from './support.ts';
import { daysAgo, next } from './wizard-fields.ts';

/**
 * Fills the claimed wizard with the example data (the domain fixture's values) up to the
 * preview; the mother's NIN is typed, not verified (offline it is checked at sync). The one
 * upload is the informant's drawn signature, which offline is kept on the device.
 */
export async function fillClaimedWizard(
  page: Page,
  childName: string,
  { daysAgo: days, motherNin = '12345678901' }: { daysAgo: number; motherNin?: string },
) {
  await page.goto('/dashboard/birth-registrations/register/claimed');
  await expect(page.getByText('Particulars of Child').first()).toBeVisible();
  // Each child its own date of birth: the same mother and date would be a possible duplicate.
  await fillChild(page, childName, daysAgo(days));
  await next(page);
  await fillMother(page, { nin: motherNin });
  await next(page);
  await fillFather(page);
  await next(page);
  await fillInformant(page);
  await next(page);

  await expect(page.getByRole('form', { name: 'Supporting Documents' })).toBeVisible();
  await next(page);
  await expect(page.getByText(childName).first()).toBeVisible();
}

/** How many records the server holds with this child's first name (the registrar's list). */
export async function serverCount(page: Page, childName: string): Promise<number> {
  const rows = await serverRecords<{ child: { firstname: string } }>(
    page,
    'birth-registration',
    childName,
  );
  return rows.filter((row) => row.child.firstname === childName).length;
}
