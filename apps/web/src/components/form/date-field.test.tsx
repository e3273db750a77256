import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DateField,
  DateInput,
  PICKER_KEYBOARD_HINT,
  PICKER_ONLY_KEYBOARD,
  PICKER_ONLY_TOUCH,
  PICKER_TOUCH_HINT,
} from './date-field';
import { useFormContext } from 'react-hook-form';
import { TestForm } from './test-form';

/** Next on an empty step: the schema's message under the date of birth. */
function ErrorSetter() {
  const { setError } = useFormContext();
  return (
    <button
      type="button"
      onClick={() => setError('childBirthDate', { message: "Enter the child's date of birth" })}
    >
      Next
    </button>
  );
}

function renderField(defaultValue = '', props: { pickerOnly?: boolean; max?: string } = {}) {
  const seen: { values: Record<string, unknown> } = { values: {} };
  const view = render(
    <TestForm defaultValues={{ date_of_death: defaultValue }} onValues={(v) => (seen.values = v)}>
      <DateField name="date_of_death" label="Date of death" required {...props} />
    </TestForm>,
  );
  const input = screen.getByRole('textbox', { name: /^Date of death/ });
  const picker = view.container.querySelector<HTMLInputElement>('input[type="date"]')!;
  return { seen, input, picker };
}

/** Types `text` into the date field, then leaves it: what the field says. */
async function typedAndLeft(text: string) {
  const user = userEvent.setup();
  const { input, seen } = renderField();
  await user.type(input, text);
  await user.tab();
  return { input, seen };
}

describe('DateField: typed dates', () => {
  it('takes a typed date: the form keeps yyyy-mm-dd, the field shows DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    const { input, seen } = renderField();
    expect(input).toHaveAccessibleDescription('DD/MM/YYYY, like 27/03/2024, or use the calendar');
    await user.type(input, '15032024');
    expect(seen.values.date_of_death).toBe('2024-03-15');
    await user.tab();
    expect(input).toHaveValue('15/03/2024');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['5/3/2024', '2024-03-05'],
    ['05.03.2024', '2024-03-05'],
    ['05-03-2024', '2024-03-05'],
    ['2024-03-05', '2024-03-05'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %s as %s', async (typed, stored) => {
    const { seen, input } = await typedAndLeft(typed);
    expect(seen.values.date_of_death).toBe(stored);
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it.each([
    ['31/02/2024', '31 February is not a date'],
    ['2024-02-30', '30 February is not a date'],
    ['31/04/2024', '31 April is not a date'],
    ['29/02/2023', '29 February 2023 is not a date: 2023 is not a leap year'],
    ['12/13/2024', 'There is no month 13: enter the date as day/month/year, like 27/03/2024'],
    ['1/1/24', 'Write the year in full, like 27/03/2024'],
    ['yesterday', 'Enter the date as day/month/year, like 27/03/2024'],
    ['3 March', 'Enter the date as day/month/year, like 27/03/2024'],
  ])('says what is wrong with %s at the field, keeping what was typed', async (typed, message) => {
    const { input, seen } = await typedAndLeft(typed);
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue(typed);
    // The form keeps the text, so its schema refuses it and nothing typed is lost.
    expect(seen.values.date_of_death).toBe(typed);
  });

  it('never shows the API sentence for a typed non-date', async () => {
    const { input } = await typedAndLeft('31/02/2024');
    expect(input).not.toHaveAccessibleDescription(/ISO/);
  });

  it('says nothing while a date is being typed, only once the field is left', async () => {
    const user = userEvent.setup();
    const { input } = renderField();
    await user.type(input, '31/0');
    expect(input).toHaveAccessibleDescription(/^DD\/MM\/YYYY/);
    await user.tab();
    expect(input).toHaveAccessibleDescription(/^Enter the date as day\/month\/year/);
  });

  it("shows the calendar's choice, and a stored date as DD/MM/YYYY", () => {
    const { input, picker, seen } = renderField('2024-01-09', { max: '2024-12-31' });
    expect(input).toHaveValue('09/01/2024');
    expect(screen.getByRole('button', { name: 'Open the calendar: Date of death' })).toBeVisible();
    expect(picker).toHaveAttribute('tabindex', '-1');
    expect(picker.max).toBe('2024-12-31');
    fireEvent.change(picker, { target: { value: '2024-02-10' } });
    expect(seen.values.date_of_death).toBe('2024-02-10');
    expect(input).toHaveValue('10/02/2024');
  });
});

describe("DateField: chosen from the calendar only (the child's date of birth)", () => {
  it('says how to open the calendar from the keyboard, and why typing is refused', () => {
    const { input, picker, seen } = renderField('', { pickerOnly: true });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription(PICKER_KEYBOARD_HINT);
    fireEvent.keyDown(input, { key: '1' });
    expect(input).toHaveAccessibleDescription(PICKER_ONLY_KEYBOARD);
    expect(screen.getByRole('status')).toHaveTextContent(PICKER_ONLY_KEYBOARD);
    expect(fireEvent.paste(input, { clipboardData: { getData: () => '2024-01-01' } })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true);
    // The calendar's choice arrives as a change event, and the notice goes.
    fireEvent.change(picker, { target: { value: '2024-05-06' } });
    expect(seen.values.date_of_death).toBe('2024-05-06');
    expect(input).toHaveValue('06/05/2024');
    expect(input).toHaveAccessibleDescription(PICKER_KEYBOARD_HINT);
  });

  it('says why typing does nothing even when the field already has an error', async () => {
    const user = userEvent.setup();
    render(
      <TestForm defaultValues={{ childBirthDate: '' }}>
        <DateField name="childBirthDate" label="Date of birth" required pickerOnly />
        <ErrorSetter />
      </TestForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const input = screen.getByRole('textbox', { name: /^Date of birth/ });
    expect(input).toHaveAccessibleDescription("Enter the child's date of birth");
    fireEvent.keyDown(input, { key: '0' });
    expect(input).toHaveAccessibleDescription(PICKER_ONLY_KEYBOARD);
  });

  it('on a touch screen, speaks of tapping, never of keys', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...matchMedia(query), matches: query === '(pointer: coarse)' }) as MediaQueryList;
    try {
      const { input } = renderField('', { pickerOnly: true });
      expect(input).toHaveAccessibleDescription(PICKER_TOUCH_HINT);
      expect(input).toHaveAttribute('inputmode', 'none');
      fireEvent.paste(input, { clipboardData: { getData: () => '2024-01-01' } });
      expect(input).toHaveAccessibleDescription(PICKER_ONLY_TOUCH);
      expect(PICKER_TOUCH_HINT + PICKER_ONLY_TOUCH).not.toMatch(/Enter|Space|key/);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe('DateInput without a form (list filters)', () => {
  function Filter({ onValue }: { onValue: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <DateInput
        label="From"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  }

  it('typing 31022024 gets a sentence, not "mm/dd/22024"', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    render(<Filter onValue={(value) => values.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'From' });
    await user.type(input, '31022024');
    await user.tab();
    expect(input).toHaveValue('31022024');
    expect(input).toHaveAccessibleDescription('31 February is not a date');
    await user.clear(input);
    await user.type(input, '28022024');
    expect(values.at(-1)).toBe('2024-02-28');
  });
});
