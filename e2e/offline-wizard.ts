// The claimed birth wizard filled for offline capture, shared by the offline journeys.
import { expect, type Page } from '@playwright/test';
import { fillChild, fillFather, fillInformant, fillMother } from './birth-wizard.ts';
import {
  expectStep,
  fillDeathInformant,
  fillDeceased,
  UNDER_FIVE_QUESTION,
} from './death-wizard.ts';
import {
  BORN_ALIVE_QUESTION,
  fillStillbirth,
  fillStillbirthInformant,
  fillStillbirthMother,
} from './stillbirth-wizard.ts';
import { offlineView, serverRecords } from './support.ts';
import { answerQuestion, daysAgo, next } from './wizard-fields.ts';

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

/* ---------- Capture of every kind the outbox holds, reached by clicks (no page load) ---------- */

export type QueueableKind = 'birth' | 'death' | 'stillbirth';

/** Each kind's sidebar entry, "New" link, section path and API path. */
export const QUEUEABLE_KINDS: Record<
  QueueableKind,
  { sidebar: string; newLink: string; section: string; apiPath: string }
> = {
  birth: {
    sidebar: 'Birth Registration',
    newLink: 'New Birth Registration',
    section: 'birth-registrations',
    apiPath: 'birth-registration',
  },
  death: {
    sidebar: 'Death Registration',
    newLink: 'New Death Registration',
    section: 'death-registrations',
    apiPath: 'death-registration',
  },
  stillbirth: {
    sidebar: 'Still Births',
    newLink: 'New Still Birth',
    section: 'still-births',
    apiPath: 'stillbirth',
  },
};

/** From the sidebar to the kind's wizard, as a registrar does: no page is loaded again. */
export async function openWizard(page: Page, kind: QueueableKind | 'attestation') {
  const names =
    kind === 'attestation'
      ? { sidebar: 'Birth Attestations', newLink: 'New Birth Attestation' }
      : QUEUEABLE_KINDS[kind];
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: names.sidebar })
    .click();
  await page.getByRole('link', { name: names.newLink }).click();
}

/**
 * Opens the kind's wizard and fills it up to the preview, the record named `name` (a birth's
 * child, a death's deceased, a stillbirth's mother); a birth is born `birthDaysAgo` days ago.
 */
export async function captureToPreview(
  page: Page,
  kind: QueueableKind,
  name: string,
  { birthDaysAgo }: { birthDaysAgo: number },
) {
  await openWizard(page, kind);
  if (kind === 'birth') {
    await expect(page.getByText('Particulars of Child').first()).toBeVisible();
    await fillChild(page, name, daysAgo(birthDaysAgo));
    await next(page);
    await fillMother(page, { nin: '12345678901' });
    await next(page);
    await fillFather(page);
    await next(page);
    await fillInformant(page);
    await next(page);
    await expect(page.getByRole('form', { name: 'Supporting Documents' })).toBeVisible();
    await next(page);
  } else if (kind === 'death') {
    await answerQuestion(page, UNDER_FIVE_QUESTION, 'No');
    await expectStep(page, 'Particulars of Deceased');
    await fillDeceased(page, name, 'B');
    await next(page);
    await fillDeathInformant(page, 'Spouse');
    await next(page);
    await expectStep(page, 'Document Upload');
    await next(page);
  } else {
    await answerQuestion(page, BORN_ALIVE_QUESTION, 'No');
    await expectStep(page, 'Particulars of Stillbirth');
    await fillStillbirth(page);
    await next(page);
    await fillStillbirthMother(page, `${name} Bello`);
    await next(page);
    await fillStillbirthInformant(page);
    await page.getByRole('checkbox', { name: /The informant confirms/ }).check();
    await next(page);
  }
  await expectStep(page, 'Information Preview');
  await expect(page.getByText(name).first()).toBeVisible();
}

/**
 * "Save offline" on the preview: the page itself says the record is safe on this device, with
 * its place in the outbox (not only a toast), in the kind's Offline registrations view.
 */
export async function saveOfflineAndSee(
  page: Page,
  kind: QueueableKind,
  name: string,
  place?: number,
) {
  await page.getByRole('button', { name: 'Save offline' }).click();
  await expect(page).toHaveURL(offlineView(QUEUEABLE_KINDS[kind].section));
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
    new RegExp(
      `^Saved on this device; it will be sent when you are online\\. It is number ${place ?? '\\d+'} in the outbox\\.$`,
    ),
  );
  if (place !== undefined) {
    await expect(page.getByRole('listitem', { name: new RegExp(name) })).toBeVisible();
  }
}

/** How many records of the kind the server holds under this name. */
export async function serverCountOf(page: Page, kind: QueueableKind, name: string) {
  const rows = await serverRecords<unknown>(page, QUEUEABLE_KINDS[kind].apiPath, name);
  return rows.filter((row) => JSON.stringify(row).includes(name)).length;
}
