import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { Providers, signIn } from '@/testing/test-utils';
import { feeWaiver, ok, stubApi } from '../testing/fetch-stub';
import { FeeWaiversPage } from './fee-waivers-page';

function renderPage() {
  render(
    <Providers>
      <FeeWaiversPage />
    </Providers>,
  );
}

describe('FeeWaiversPage', () => {
  it('lists pending waivers; another officer grants or refuses, never the one who asked', async () => {
    signIn('dcr', { user: { UserName: 'dcr' } });
    let pending = [
      feeWaiver({ id: 7, requested_by: 'registra' }),
      feeWaiver({ id: 8, requested_by: 'dcr', certificate_number: 'LA/2026/000002' }),
    ];
    const decided: unknown[] = [];
    const fetchMock = stubApi({
      'GET /api/payments/waivers': (_body, url) => {
        expect(url.searchParams.get('status')).toBe('pending');
        return ok(pending);
      },
      'POST /api/payments/waivers/7/refuse': (body) => {
        decided.push(body);
        pending = pending.filter((waiver) => waiver.id !== 7);
        return ok(
          feeWaiver({ status: 'refused', decided_by: 'dcr' }),
          PAYMENT_MESSAGES.waiverRefusedNow,
        );
      },
    });
    renderPage();
    const theirs = await screen.findByRole('region', {
      name: 'Fee waiver 7: Certificate reprint of LA/2026/000001',
    });
    expect(within(theirs).getByText('Reason: Too short reason given')).toBeInTheDocument();
    const own = screen.getByRole('region', { name: /Fee waiver 8/ });
    expect(within(own).queryByRole('button', { name: 'Grant' })).not.toBeInTheDocument();
    expect(within(own).getByText(/You asked for this waiver/)).toBeInTheDocument();

    await userEvent.type(within(theirs).getByLabelText(/Note/), 'No letter on file.');
    await userEvent.click(within(theirs).getByRole('button', { name: 'Refuse' }));
    expect(decided).toEqual([{ note: 'No letter on file.' }]);
    await screen.findByText(/Fee waiver 8/);
    expect(screen.queryByRole('region', { name: /Fee waiver 7/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says when nothing waits', async () => {
    signIn('state_director');
    stubApi({ 'GET /api/payments/waivers': () => ok([]) });
    renderPage();
    expect(await screen.findByText('No fee waiver is waiting.')).toBeInTheDocument();
  });
});
