import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toast';
import { Providers, signIn } from '@/testing/test-utils';
import { feesAnswer, historyEntry, ok, refused, stubApi } from '../testing/fetch-stub';
import { feeFormSchema, localDateTimeValue } from './fee-edit-dialog';
import { FeesAdminPage } from './fees-admin-page';

function renderPage() {
  render(
    <Providers>
      <FeesAdminPage />
    </Providers>,
  );
}

describe('FeesAdminPage', () => {
  it('lists each service fee and the history', async () => {
    signIn('admin');
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'GET /api/payments/fees/history': () =>
        ok([
          historyEntry({ id: 3, amount: 'NGN 6,000.00', current: false, scheduled: true }),
          historyEntry({ id: 1 }),
        ]),
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Administration' })).toBeInTheDocument();
    const fees = await screen.findByRole('table', { name: 'Service fees' });
    const reprint = within(fees).getByRole('row', { name: /Certificate reprint/ });
    expect(reprint).toHaveTextContent('NGN 5,000.00');
    expect(reprint).toHaveTextContent('Demo amount (seeded)');
    expect(within(fees).getByRole('row', { name: /Modification/ })).toHaveTextContent('admin');
    const history = await screen.findByRole('table', { name: 'Fee history' });
    expect(within(history).getByText('Scheduled')).toBeInTheDocument();
    expect(within(history).getByText('Current')).toBeInTheDocument();
  });

  it('changes a fee in naira: sends kobo from now, and says it is saved', async () => {
    signIn('admin');
    let sent: unknown;
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'GET /api/payments/fees/history': () => ok([historyEntry()]),
      'PUT /api/payments/fees/reprint': (body) => {
        sent = body;
        return ok(
          historyEntry({ id: 9, amount: 'NGN 7,500.50' }),
          'Fee saved. Certificate reprint: NGN 7,500.50.',
        );
      },
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change the certificate reprint fee' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Change the certificate reprint fee' });
    const amount = within(dialog).getByLabelText(/Amount \(NGN\)/);
    expect(amount).toHaveValue('5,000.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'five');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save fee' }));
    expect(await within(dialog).findByText('Enter the fee in naira, e.g. 5,000.00.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '7,500.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save fee' }));
    // The dialog closes after the save and its exit transition: slow on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(sent).toEqual({ amount_kobo: 750_050 });
    expect(toastStore.get().map((toast) => toast.message)).toContain(
      'Fee saved. Certificate reprint: NGN 7,500.50.',
    );
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    signIn('admin');
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'GET /api/payments/fees/history': () => ok([]),
      'PUT /api/payments/fees/reprint': () =>
        refused('FORBIDDEN', 'You do not have permission to do this.'),
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change the certificate reprint fee' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('You do not have permission to do this.')).toBeDefined();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('fee form rules', () => {
  const now = localDateTimeValue(new Date(Date.now() + 120_000));
  const messageOf = (amount: string, validFrom = now) => {
    const parsed = feeFormSchema.safeParse({ amount, validFrom });
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it('takes naira with up to two decimals, more than zero, at most ten million', () => {
    expect(messageOf('5,000.00')).toBeUndefined();
    expect(messageOf('0')).toBe('The fee must be more than NGN 0.00.');
    expect(messageOf('10000000.01')).toBe('The fee can be at most NGN 10,000,000.00.');
    expect(messageOf('5.001')).toBe('Enter the fee in naira, e.g. 5,000.00.');
  });

  it('refuses a start in the past', () => {
    expect(messageOf('5000', '2020-01-01T00:00')).toBe(
      'The new fee can start now or later, not in the past.',
    );
  });
});
