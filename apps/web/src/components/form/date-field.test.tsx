import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateField, displayedDate, parseTypedDate } from './date-field';
import { TestForm } from './test-form';

describe('parseTypedDate', () => {
  it('reads day/month/year as the registry writes it, and yyyy-mm-dd', () => {
    expect(parseTypedDate('15/03/2024')).toBe('2024-03-15');
    expect(parseTypedDate('5/3/2024')).toBe('2024-03-05');
    expect(parseTypedDate('05.03.2024')).toBe('2024-03-05');
    expect(parseTypedDate('05-03-2024')).toBe('2024-03-05');
    expect(parseTypedDate('05032024')).toBe('2024-03-05');
    expect(parseTypedDate(' 2024-03-05 ')).toBe('2024-03-05');
  });

  it('refuses what is not a real date', () => {
    expect(parseTypedDate('31/02/2024')).toBeUndefined();
    expect(parseTypedDate('15/13/2024')).toBeUndefined();
    expect(parseTypedDate('15/03/24')).toBeUndefined();
    expect(parseTypedDate('yesterday')).toBeUndefined();
    expect(parseTypedDate('')).toBeUndefined();
  });

  it('shows a stored date as DD/MM/YYYY', () => {
    expect(displayedDate('2024-03-05')).toBe('05/03/2024');
    expect(displayedDate('')).toBe('');
    expect(displayedDate(null)).toBe('');
  });
});

describe('DateField', () => {
  it('takes a typed date: the form keeps yyyy-mm-dd, the field shows DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    render(
      <TestForm defaultValues={{ date_of_death: '' }} onValues={(v) => (values = v)}>
        <DateField name="date_of_death" label="Date of death" required />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: /^Date of death/ });
    expect(input).toHaveAccessibleDescription(/DD\/MM\/YYYY/);
    await user.click(input);
    await user.keyboard('15032024');
    expect(values.date_of_death).toBe('2024-03-15');
    await user.tab();
    expect(input).toHaveValue('15/03/2024');
  });

  it('keeps what does not read as a date as typed, for the schema to refuse', async () => {
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    render(
      <TestForm defaultValues={{ date_of_death: '' }} onValues={(v) => (values = v)}>
        <DateField name="date_of_death" label="Date of death" />
      </TestForm>,
    );
    await user.type(screen.getByRole('textbox', { name: /^Date of death/ }), '31/02/2024');
    expect(values.date_of_death).toBe('31/02/2024');
  });

  it("shows the calendar's choice, and a stored date as DD/MM/YYYY", () => {
    let values: Record<string, unknown> = {};
    const { container } = render(
      <TestForm defaultValues={{ date_of_delivery: '2024-01-09' }} onValues={(v) => (values = v)}>
        <DateField name="date_of_delivery" label="Date of delivery" max="2024-12-31" />
      </TestForm>,
    );
    const input = screen.getByRole('textbox', { name: /^Date of delivery/ });
    expect(input).toHaveValue('09/01/2024');
    // The calendar button is named; the browser's date input it opens is out of the tab order.
    expect(
      screen.getByRole('button', { name: 'Open calendar for date of delivery' }),
    ).toBeVisible();
    const picker = container.querySelector<HTMLInputElement>('input[type="date"]')!;
    expect(picker).toHaveAttribute('tabindex', '-1');
    expect(picker.max).toBe('2024-12-31');
    fireEvent.change(picker, { target: { value: '2024-02-10' } });
    expect(values.date_of_delivery).toBe('2024-02-10');
    expect(input).toHaveValue('10/02/2024');
  });
});
