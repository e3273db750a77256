import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES, type FeeWaiver } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, Providers, signIn } from '@/testing/test-utils';
import { feesAnswer, feeWaiver, ok, refused, stubApi, verification } from '../testing/fetch-stub';
import { PaymentStep, type PaymentStepProps } from './payment-step';

function renderStep(props: Partial<PaymentStepProps> = {}) {
  const onChange = vi.fn();
  const queryClient = createTestQueryClient();
  render(
    <Providers queryClient={queryClient}>
      <PaymentStep service="reprint" value={null} onChange={onChange} {...props} />
    </Providers>,
  );
  return { onChange, queryClient };
}

const verifyButton = () => screen.getByRole('button', { name: 'Verify payment' });

/** The reference field, once the fee has loaded (it is disabled until then). */
async function referenceField() {
  expect(await screen.findByText('NGN 5,000.00')).toBeInTheDocument();
  return screen.getByLabelText('Payment reference');
}

describe('PaymentStep', () => {
  it('shows the fee, verifies a reference and reports it paid', async () => {
    signIn('registra');
    const fetchMock = stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/payments/verify': () =>
        ok(verification({ reference: 'SBX-PAID-ABC' }), 'Payment verified. NGN 5,000.00 paid.'),
    });
    const { onChange } = renderStep();
    expect(await screen.findByText('NGN 5,000.00')).toBeInTheDocument();
    expect(screen.getByText(/Certificate reprint fee/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Payment reference'), ' SBX-PAID-ABC{Enter}');
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(
      screen.getByText(/Payment verified\. NGN 5,000\.00 paid\. Reference SBX-PAID-ABC\./),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith({ payment_reference: 'SBX-PAID-ABC' });
    // Paid: nothing left to waive.
    expect(screen.queryByRole('button', { name: 'Ask for a fee waiver' })).toBeNull();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/verify'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      service: 'reprint',
      reference: 'SBX-PAID-ABC',
    });
    expect(localStorage.getItem('payment_type')).toBe('"reference"');
    expect(localStorage.getItem('gateway_type')).toBe('"sandbox"');
  });

  it('offers Retry for a pending payment and goes on once it is paid', async () => {
    signIn('registra');
    let status: 'pending' | 'paid' = 'pending';
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/payments/verify': () =>
        status === 'pending'
          ? ok(
              verification({ status: 'pending', usable: false }),
              'This payment is still pending. Try again in a moment.',
            )
          : ok(verification(), 'Payment verified. NGN 5,000.00 paid.'),
    });
    const { onChange } = renderStep();
    await userEvent.type(await referenceField(), 'SBX-PEND-1');
    await userEvent.click(verifyButton());
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('This payment is still pending. Try again in a moment.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    status = 'paid';
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ payment_reference: 'SBX-PEND-1' });
  });

  it('says when a reference was used already or does not match the fee, and does not go on', async () => {
    signIn('registra');
    let answer = ok(
      verification({ used_for: 'reprint 1 of birth certificate X', usable: false }),
      'This payment reference was already used for reprint 1 of birth certificate X.',
    );
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/payments/verify': () => answer,
    });
    const { onChange } = renderStep();
    await userEvent.type(await referenceField(), 'SBX-PAID-USED');
    await userEvent.click(verifyButton());
    expect(await screen.findByText('Already used')).toBeInTheDocument();
    expect(screen.getByText(/already used for reprint 1 of birth certificate X/)).toBeVisible();

    answer = ok(
      verification({ amount: 'NGN 2,500.00', matches_fee: false, usable: false }),
      'This payment is for NGN 2,500.00 but the certificate reprint fee is NGN 5,000.00.',
    );
    await userEvent.clear(screen.getByLabelText('Payment reference'));
    expect(screen.queryByText('Already used')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Payment reference'), 'SBX-WRONGAMT-1');
    await userEvent.click(verifyButton());
    expect(await screen.findByText('Does not match the fee')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops the summary of a reference changed before its answer came, and says the new one is not found', async () => {
    signIn('registra');
    let answerFirst: ((response: Response) => void) | undefined;
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/payments/verify': (body) =>
        (body as { reference: string }).reference === 'SBX-PAID-A'
          ? new Promise<Response>((resolve) => (answerFirst = resolve))
          : ok(
              verification({
                reference: 'SBX-TYPO',
                status: 'not_found',
                amount: null,
                amount_kobo: null,
                paid_at: null,
                matches_fee: false,
                usable: false,
              }),
              'No payment was found with this reference.',
            ),
    });
    const { onChange } = renderStep();
    const field = await referenceField();
    await userEvent.type(field, 'SBX-PAID-A{Enter}');
    await waitFor(() => expect(answerFirst).toBeDefined());
    // Another reference typed while the first is still being asked about...
    await userEvent.clear(field);
    await userEvent.type(field, 'SBX-TYPO');
    answerFirst!(ok(verification({ reference: 'SBX-PAID-A' }), 'Payment verified.'));
    // ...so the first one's answer is not shown as if it were the reference in the field.
    await userEvent.type(field, '{Enter}');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    expect(screen.queryByText(/Payment verified/)).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith({ payment_reference: 'SBX-PAID-A' });
    expect(field).toHaveValue('SBX-TYPO');
  });

  it('takes back a reference carried over that no longer pays this fee', async () => {
    signIn('registra');
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/payments/verify': () =>
        ok(
          verification({ amount: 'NGN 2,500.00', matches_fee: false, usable: false }),
          'This payment is for NGN 2,500.00 but the certificate reprint fee is NGN 5,000.00.',
        ),
    });
    const { onChange } = renderStep({ value: { payment_reference: 'SBX-PAID-OTHER-FEE' } });
    expect(await screen.findByText('Does not match the fee')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows the gateway failure with a Retry, without a toast', async () => {
    signIn('registra');
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/payments/verify': () =>
        refused(
          'PAYMENT_GATEWAY_UNAVAILABLE',
          'The payment gateway did not answer. Try again in a moment.',
          { retryAfter: 5 },
        ),
    });
    renderStep();
    await userEvent.type(await referenceField(), 'SBX-SLOW-1');
    await userEvent.click(verifyButton());
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(
      screen.getByText('The payment gateway did not answer. Try again in a moment.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('starts a sandbox payment and verifies it', async () => {
    signIn('registra');
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/payments/sandbox': () =>
        ok({
          service: 'reprint',
          reference: 'SBX-PAID-NEW',
          amount_kobo: 500_000,
          amount: 'NGN 5,000.00',
        }),
      'POST /api/payments/verify': (body) =>
        ok(
          verification({ reference: (body as { reference: string }).reference }),
          'Payment verified.',
        ),
    });
    const { onChange } = renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Start sandbox payment' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ payment_reference: 'SBX-PAID-NEW' }),
    );
    expect(screen.getByLabelText('Payment reference')).toHaveValue('SBX-PAID-NEW');
    expect(localStorage.getItem('payment_type')).toBe('"payment"');
  });

  it('offers no sandbox payment with a real gateway', async () => {
    signIn('registra');
    stubApi({ 'GET /api/payments/fees': () => ok(feesAnswer('paystack')) });
    renderStep();
    expect(await screen.findByText('NGN 5,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start sandbox payment' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Sandbox gateway/)).not.toBeInTheDocument();
  });

  const certificate = { record_kind: 'birth', certificate_number: 'LA/2026/000001' } as const;

  it('asks for a fee waiver with a reason; it goes on only once another officer granted it', async () => {
    signIn('registra');
    let status: FeeWaiver['status'] = 'pending';
    const fetchMock = stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'GET /api/payments/waivers': () => ok([]),
      'POST /api/payments/waivers': () => ok(feeWaiver(), PAYMENT_MESSAGES.waiverRequested),
      'GET /api/payments/waivers/7': () =>
        ok(feeWaiver(status === 'pending' ? {} : { status, decided_by: 'dcr' })),
    });
    const { onChange, queryClient } = renderStep({ subject: certificate });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a fee waiver' }));
    const reason = screen.getByLabelText(/Reason for waiving the fee/);
    await userEvent.type(reason, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the waiver' }));
    expect(screen.getByText(PAYMENT_MESSAGES.waiverReason)).toBeInTheDocument();
    await userEvent.type(reason, ' reason given');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the waiver' }));

    expect(await screen.findByText('Waiting for a second officer')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(
      ([url, call]) => String(url).endsWith('/payments/waivers') && call?.method === 'POST',
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({
      service: 'reprint',
      reason: 'Too short reason given',
      ...certificate,
    });
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ waiver_id: 7 }));

    status = 'granted';
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Fee waived')).toBeInTheDocument();
    expect(screen.getByText(/granted by dcr/)).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ waiver_id: 7 });

    await userEvent.click(screen.getByRole('button', { name: 'Pay the fee instead' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByLabelText('Payment reference')).toBeInTheDocument();
  });

  it('finds an open waiver of the certificate again, and says when it was refused', async () => {
    signIn('registra');
    const refused = feeWaiver({ status: 'refused', decided_by: 'dcr', note: 'No letter on file.' });
    stubApi({
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'GET /api/payments/waivers': (_body, url) => {
        expect(url.searchParams.get('mine')).toBe('true');
        return ok([feeWaiver({ status: 'pending' })]);
      },
      'GET /api/payments/waivers/7': () => ok(refused),
    });
    const { onChange } = renderStep({ subject: certificate });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a fee waiver' }));
    expect(await screen.findByText('Waiver refused')).toBeInTheDocument();
    expect(screen.getByText(/refused by dcr: No letter on file\./)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ waiver_id: 7 }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(screen.getByLabelText(/Reason for waiving the fee/)).toHaveValue('');
  });

  it('asks for a waiver only once it knows what it is for', async () => {
    signIn('dcr');
    stubApi({ 'GET /api/payments/fees': () => ok(feesAnswer()) });
    renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a fee waiver' }));
    expect(screen.getByText(PAYMENT_MESSAGES.waiverRecord)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for the waiver' })).toBeDisabled();
  });
});
