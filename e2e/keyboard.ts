import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { expectAccessible, noisePng } from './support.ts';

/*
 * A registrar with a keyboard only: every helper here moves with Tab and works a control with
 * the keys a person would press (typing, Space, arrows, Enter). No click, no fill. A file is
 * picked in the chooser the upload button opens (`filechooser`), as a person picks one.
 */

/** Tab presses allowed to reach a control before a journey fails (a step has ~40 stops). */
const TAB_BOUND = 120;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * How many Tab presses the browser's tab order puts between the focus and `target` (negative:
 * Shift+Tab presses back to it): tabbable controls in document order, a radio group one stop.
 * Null when it cannot tell. Only an estimate to press ahead with: `tabTo` checks where it lands.
 */
function tabsBetween(target: Locator): Promise<number | null> {
  return target.evaluate((wanted) => {
    const shown = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const candidates = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]',
      ),
    );
    const radio = (element: Element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';
    const checkedGroups = new Set(
      candidates.filter((e) => radio(e) && e.checked).map((e) => (e as HTMLInputElement).name),
    );
    const seenGroups = new Set<string>();
    const order = candidates.filter((element) => {
      if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || !shown(element)) {
        return false;
      }
      if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
      if (radio(element)) {
        if (checkedGroups.has(element.name)) return element.checked;
        if (seenGroups.has(element.name)) return false;
        seenGroups.add(element.name);
      }
      return true;
    });
    const to = order.indexOf(wanted as HTMLElement);
    const active = document.activeElement;
    if (to < 0 || !active || active === document.body) return null;
    const from = order.indexOf(active as HTMLElement);
    if (from >= 0) return to - from;
    // The focus is outside the order (a step's heading): Tab goes on from where it stands.
    const before = order.filter(
      (element) => active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING,
    ).length;
    return to >= before ? to - before + 1 : to - before;
  });
}

/**
 * Presses Tab until `target` has the focus (Shift+Tab when it stands before the focus, as a
 * person goes back up). Fails if it never does within the bound: it cannot be reached.
 */
export async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  if (await isFocused(target)) return;
  const distance = (await tabsBetween(target)) ?? 1;
  const key = distance < 0 ? 'Shift+Tab' : 'Tab';
  // Press as far as the tab order says at once, then one at a time until it is reached.
  for (let pressed = 0; pressed < Math.abs(distance); pressed++) await page.keyboard.press(key);
  for (let presses = Math.abs(distance); presses <= TAB_BOUND; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a text box (named by its label) and types `text` into it. */
export async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByRole('textbox', { name: label });
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a select (a native one) and types the option's name: the browser selects it. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await tabTo(page, select);
  // Options that arrive from the server (registration centres) must be there first.
  await expect(select.getByRole('option', { name: option, exact: true })).toBeAttached();
  await page.keyboard.type(option);
  await expect(select.locator('option:checked')).toHaveText(option);
}

/** Tabs into a radio group and moves with the arrow keys until `option` is checked. */
export async function chooseRadio(page: Page, group: string | RegExp, option: string) {
  const radios = page.getByRole('radiogroup', { name: group });
  const wanted = radios.getByRole('radio', { name: option, exact: true });
  await expect(wanted).toBeAttached();
  // The group is one tab stop: its checked radio, or its first when none is.
  const stop = radios.getByRole('radio', { checked: true });
  await tabTo(page, (await stop.count()) > 0 ? stop : radios.getByRole('radio').first());
  for (let presses = 0; presses < 20; presses++) {
    if (await wanted.isChecked()) return;
    if (await isFocused(wanted)) await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeChecked();
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, label: string | RegExp) {
  const box = page.getByRole('checkbox', { name: label });
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Tabs to a button and presses Enter. */
export async function press(page: Page, name: string | RegExp) {
  await tabTo(page, page.getByRole('button', { name, exact: typeof name === 'string' }));
  await page.keyboard.press('Enter');
}

/** Tabs to a link and follows it with Enter. */
export async function follow(page: Page, link: Locator) {
  await tabTo(page, link);
  await page.keyboard.press('Enter');
}

/**
 * Tabs to an upload button, opens the file chooser with Enter and picks a small image there;
 * then waits for `stored` (by default the field's "Replace file" button) to show it was kept.
 */
export async function uploadWith(
  page: Page,
  button: string,
  { fileName = 'signed.png', stored }: { fileName?: string; stored?: Locator } = {},
) {
  await tabTo(page, page.getByRole('button', { name: button, exact: true }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({ name: fileName, mimeType: 'image/png', buffer: noisePng(120, 60) });
  await expect(
    stored ?? page.getByRole('button', { name: button.replace(/^Choose file/, 'Replace file') }),
  ).toBeVisible({ timeout: 30_000 });
}

/** A child's date of birth from its calendar: opened with Enter, `daysBack` days before the latest. */
export async function pickDateBefore(page: Page, label: string | RegExp, daysBack: number) {
  const field = page.getByLabel(label);
  await tabTo(page, field);
  const before = await field.inputValue();
  await page.keyboard.press('Enter');
  for (let day = 0; day < daysBack; day++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(field).not.toHaveValue(before);
}

/** The step, named by its title, has the focus on its heading (what a screen reader reads). */
export async function expectStepFocused(page: Page, title: string) {
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Step \\d+ of \\d+: ${title}$`) }),
  ).toBeFocused({ timeout: 30_000 });
}

/**
 * Next from the keyboard: the next step's heading takes the focus. axe first checks the step
 * as filled (nothing serious or critical).
 */
export async function nextStep(page: Page, from: string, to: string) {
  await expectAccessible(page, from);
  await press(page, 'Next');
  await expectStepFocused(page, to);
}

/**
 * Submits from the keyboard (`button` on the preview): the record is created (201) at `path`
 * (`death-registration/add`) and the registrar told its reference.
 */
export async function submitByKeyboard(page: Page, path: string, button = 'Submit registration') {
  await expectAccessible(page, 'preview');
  const created = page.waitForResponse(
    (response: Response) =>
      response.url().endsWith(`/api/${path}`) && response.request().method() === 'POST',
  );
  await press(page, button);
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  const { reference } = ((await response.json()) as { data: { reference: string } }).data;
  // The reference stays on screen, its heading focused; then on to the list, by keyboard.
  const ended = page.getByRole('region', { name: / submitted$/ });
  await expect(ended).toContainText(reference);
  await expect(ended.getByRole('heading', { name: / submitted$/ })).toBeFocused();
  await expectAccessible(page, 'submitted');
  await follow(page, ended.getByRole('link', { name: 'Go to the list' }));
  await expect(page.getByRole('link', { name: reference, exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  return reference;
}

/** Sidebar entry, then a link of its page (e.g. "New Death Registration"). */
export async function openFromSidebar(page: Page, entry: string, link: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await follow(page, nav.getByRole('link', { name: entry, exact: true }));
  await follow(page, page.getByRole('link', { name: link, exact: true }));
}

/** The residence section: Ikeja, Lagos, urban, at `street` (Nigeria is the default country). */
export async function residence(page: Page, street: string) {
  await choose(page, /^State of residence/, 'Lagos');
  await choose(page, /^LGA of residence/, 'Ikeja');
  await choose(page, /^Settlement(?! \/)/, 'Urban');
  await typeInto(page, /^Street name/, street);
}

/** Nationality Nigerian, the state (and LGA when asked) of origin and the ethnic group. */
export async function origin(
  page: Page,
  { state, lga, ethnicGroup }: { state: string; lga?: string; ethnicGroup: string },
) {
  await choose(page, /^Nationality/, 'Nigerian');
  await choose(page, /^State of origin/, state);
  if (lga) await choose(page, /^LGA of origin/, lga);
  await choose(page, /^Ethnic group/, ethnicGroup);
}

/** A fixed "today" for the browser (dates in the journeys never depend on the real one). */
export const JOURNEY_TODAY = new Date('2025-06-18T10:00:00Z');
