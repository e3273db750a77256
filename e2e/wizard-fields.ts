import { expect, type Page } from '@playwright/test';
import { registryToday, subtractYears } from '@vitalreg/domain';

/** Filling the shared fields of every record kind's wizard (birth, death, stillbirth). */

export const select = (page: Page, label: RegExp, value: string) =>
  page.getByLabel(label).selectOption(value);

export const selectByName = (page: Page, label: RegExp, name: string) =>
  page.getByLabel(label).selectOption({ label: name });

// Exact: an upload button's name holds its slot's ("Choose file: Letter from the next of kin").
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Letters only (names may not hold digits), different on every run. */
export const uniqueName = (prefix: string) =>
  prefix +
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** The browser's fixed "today" of a journey that sets one (page.clock), or undefined: the real one. */
let journeyToday: Date | undefined;

/**
 * Dates typed into the wizards count back from `today`, the journey's fixed browser clock; call
 * with undefined after the journey (the helpers are shared by every spec of a worker).
 */
export function countDatesFrom(today: Date | undefined) {
  journeyToday = today;
}

/**
 * The calendar date (yyyy-mm-dd) `years` years and `days` days before today as the registry
 * counts it (in Nigeria, as the app does): between 23:00 and midnight UTC it is already
 * tomorrow there.
 */
export function dateAgo({ years = 0, days = 0 }: { years?: number; days?: number }): string {
  const date = subtractYears(registryToday(journeyToday), years);
  return new Date(Date.UTC(date.year, date.month - 1, date.day - days)).toISOString().slice(0, 10);
}

/**
 * A date chosen from a date field's calendar (the child's date of birth takes no typing): the
 * browser's own date input behind the calendar button, as its picker fills it.
 */
export async function pickDate(page: Page, name: string, date: string) {
  await page.locator(`input[type="date"][data-calendar-for="${name}"]`).fill(date);
}

/** A calendar date (yyyy-mm-dd) some days back. */
export const daysAgo = (days: number) => dateAgo({ days });

/** Answers the yes/no question a register page asks before its wizard, and continues. */
export async function answerQuestion(page: Page, question: string, answer: 'Yes' | 'No') {
  const group = page.getByRole('radiogroup', { name: question });
  await group.getByRole('radio', { name: answer }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Change answer' })).toBeVisible();
}

/** Nationality Nigerian, with the state (and LGA, when the step asks it) of origin. */
export async function fillOrigin(
  page: Page,
  origin: { state: string; lga?: string; ethnicGroup: string },
) {
  await selectByName(page, /^Nationality/, 'Nigerian');
  await selectByName(page, /^State of origin/, origin.state);
  if (origin.lga) await selectByName(page, /^LGA of origin/, origin.lga);
  await selectByName(page, /^Ethnic group/, origin.ethnicGroup);
}

/** The residence section: Ikeja, Lagos, urban, at `street`. */
export async function fillResidence(page: Page, street: string) {
  await selectByName(page, /^State of residence/, 'Lagos');
  await selectByName(page, /^LGA of residence/, 'Ikeja');
  await select(page, /^Settlement/, '1');
  await page.getByLabel(/^Street name/).fill(street);
}

/**
 * Draws on the informant's signature pad; Next keeps it (uploaded, or kept on the device
 * offline), with no separate save.
 */
export async function drawSignature(page: Page) {
  const pad = page.getByLabel("Informant's signature: draw here");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 0; i < 20; i++) {
    await page.mouse.move(box.x + 30 + i * 12, box.y + box.height / 2 + Math.sin(i / 2) * 30, {
      steps: 2,
    });
  }
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
}
