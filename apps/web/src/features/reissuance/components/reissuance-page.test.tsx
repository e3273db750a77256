import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeesAnswer, ReissuanceEntry } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  feesAnswer,
  ok,
  refused,
  stubApi,
  verification,
} from '@/features/payments/testing/fetch-stub';
import { jsonResponse, envelope, renderWithRouter, signIn } from '@/testing/test-utils';
import { ReissuancePage } from './reissuance-page';

vi.mock('browser-image-compression', () => ({
  default: vi.fn(async (file: File) => file),
}));

const pending: ReissuanceEntry = {
  id: 4,
  type: 'birth_reissuance',
  status: 'pending',
  record_id: 5,
  certificate_number: 'LA/2026/000001',
  validation_mode: 'particulars',
  recipient_email: 'h***@example.com',
  payment_reference: 'SBX-PAID-ABC',
  waived: false,
  requested_at: '2026-11-25T10:00:00.000Z',
  requested_by: { id: 999, name: 'Demo registra' },
  approved_at: null,
  approved_by: null,
  certificate_id: null,
  reissue_number: null,
  allowed_actions: ['approve'],
};

const approvedEntry: ReissuanceEntry = {
  ...pending,
  status: 'approved',
  reissue_number: 1,
  certificate_id: 12,
  allowed_actions: [],
};

const list = (result: ReissuanceEntry[]) =>
  ok({ pagination: { page: 1, limit: 20, total: result.length, pages: 1 }, result });
const stats = ok({ birth_reissuance: { pending: 1, approved: 0 } });

/** The fee schedule with the attestation certificate's reissuance fee. */
function fees(): FeesAnswer {
  const answer = feesAnswer();
  const [reprint] = answer.fees;
  return {
    ...answer,
    fees: [
      ...answer.fees,
      { ...reprint!, service: 'attest_reissuance', name: 'Attestation certificate reissuance' },
    ],
  };
}

/** The certificate type picker's options, opened. */
async function typeOptions() {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Certificate type' }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  return options;
}

const bodyOf = (calls: unknown[][], path: string) => {
  const call = calls.find(
    ([input]) => new URL(String(input), 'http://localhost').pathname === path,
  ) as [unknown, RequestInit] | undefined;
  return call ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
};

describe('ReissuancePage', () => {
  it('confirms the recipient e-mail with the code, with the 60-second resend countdown', async () => {
    signIn('registra');
    const fetchMock = stubApi({
      'GET /api/reissuance/list/1': () => list([]),
      'GET /api/reissuance/stats': () => stats,
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/email-codes': () =>
        ok({ expires_at: '2026-11-25T10:10:00.000Z', resend_after_seconds: 60 }),
      'POST /api/email-codes/verify': (body) =>
        (body as { code: string }).code === '123456'
          ? ok({ confirmation_token: 't'.repeat(43), expires_at: '2026-11-25T10:30:00.000Z' })
          : refused('EMAIL_CODE_WRONG', 'The code is not correct. 4 tries left.', { triesLeft: 4 }),
    });
    renderWithRouter(<ReissuancePage />);
    expect(await screen.findByText('No reissuance requests yet.')).toBeInTheDocument();
    expect(screen.getByText('Birth Certificate: 1 pending, 0 approved')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Recipient email/), 'holder@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: /Resend code in (60|59)s/ });
    expect(resend).toBeDisabled();
    const sent = fetchMock.mock.calls.find(
      ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/email-codes',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      email: 'holder@example.com',
      purpose: 'reissuance',
    });

    await userEvent.type(screen.getByLabelText('Code from the e-mail'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('The code is not correct. 4 tries left.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Code from the e-mail'));
    await userEvent.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('The e-mail address is confirmed.')).toBeVisible();
  });

  it('takes the countdown from a refused resend', async () => {
    signIn('registra');
    stubApi({
      'GET /api/reissuance/list/1': () => list([]),
      'GET /api/reissuance/stats': () => stats,
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/email-codes': () =>
        refused('RATE_LIMITED', 'A new code can be sent in 42 seconds.', {
          retryAfter: 42,
        }),
    });
    renderWithRouter(<ReissuancePage />);
    await userEvent.type(await screen.findByLabelText(/Recipient email/), 'holder@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A new code can be sent in 42 seconds.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Resend code in 4[12]s/ })).toBeDisabled();
  });

  it("lets a DCR approve another officer's pending request", async () => {
    signIn('dcr');
    let approved = false;
    stubApi({
      'GET /api/reissuance/list/1': () => list([approved ? approvedEntry : pending]),
      'GET /api/reissuance/stats': () => stats,
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/reissuance/4/approve': () => {
        approved = true;
        return ok({
          request: approvedEntry,
          certificate: {
            id: 12,
            kind: 'birth',
            certificate_number: pending.certificate_number,
            issue: 'reissue',
            issue_number: 1,
            code: 'ZX98CV76BN',
            sha256: 'a'.repeat(64),
            issued_at: '2026-11-25T11:00:00.000Z',
            issued_by: { id: 2, name: 'Demo dcr' },
            centre: { id: 7, name: 'Ikeja Registration Centre' },
            payment_id: 3,
            revoked_at: null,
            revoked_reason: null,
            revoked_because: null,
          },
          download_url: '/api/certificates/birth/5/12/pdf',
        });
      },
    });
    renderWithRouter(<ReissuancePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByText('Reissued (1)')).toBeInTheDocument());
  });

  it('offers Approve only on rows whose allowed actions have it (not on one’s own request)', async () => {
    signIn('dcr');
    const own = { ...pending, id: 5, certificate_number: 'LA/2026/000002', allowed_actions: [] };
    stubApi({
      'GET /api/reissuance/list/1': () => list([pending, own]),
      'GET /api/reissuance/stats': () => stats,
      'GET /api/payments/fees': () => ok(feesAnswer()),
    });
    renderWithRouter(<ReissuancePage />);
    const ownRow = (await screen.findByText('LA/2026/000002')).closest('tr')!;
    expect(within(ownRow).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    const otherRow = screen.getByText('LA/2026/000001').closest('tr')!;
    expect(within(otherRow).getByRole('button', { name: 'Approve' })).toBeVisible();
  });

  it('asks for an attestation certificate: NIN, face, confirmed e-mail, the attestation fee', async () => {
    signIn('registra');
    const fetchMock = stubApi({
      'GET /api/reissuance/list/1': () => list([]),
      'GET /api/reissuance/stats': () => stats,
      'GET /api/payments/fees': () => ok(fees()),
      'POST /api/documents': () =>
        jsonResponse(
          201,
          envelope({ key: 'face/abc-123456789012.png', mimeType: 'image/png', size: 4 }),
        ),
      'POST /api/email-codes': () =>
        ok({ expires_at: '2026-11-25T10:10:00.000Z', resend_after_seconds: 60 }),
      'POST /api/email-codes/verify': () =>
        ok({ confirmation_token: 't'.repeat(43), expires_at: '2026-11-25T10:30:00.000Z' }),
      'POST /api/payments/verify': () =>
        ok(verification({ service: 'attest_reissuance', reference: 'SBX-PAID-ATT' })),
      'POST /api/reissuance': () =>
        ok({
          ...pending,
          type: 'attest_reissuance',
          certificate_number: 'BA/LA/2026/000001',
          validation_mode: 'nin',
          allowed_actions: [],
        }),
    });
    renderWithRouter(<ReissuancePage />);
    const options = await typeOptions();
    expect(options.map((o) => o.textContent)).toEqual([
      'Birth Certificate',
      'Attestation Certificate',
    ]);
    await userEvent.click(options[1]!);
    expect(screen.getByText('As printed on the certificate, e.g. BA/LA/2026/000001')).toBeVisible();
    expect(await screen.findByText(/Attestation certificate reissuance fee/)).toBeVisible();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Certificate number' }),
      'BA/LA/2026/000001',
    );
    await userEvent.type(screen.getByRole('textbox', { name: "Holder's NIN" }), '12345678901');
    await userEvent.upload(
      screen.getByLabelText('Captured face: upload photo'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' }),
    );
    expect(await screen.findByAltText('Captured face preview')).toBeVisible();

    await userEvent.type(screen.getByLabelText(/Recipient email/), 'holder@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('The e-mail address is confirmed.')).toBeVisible();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Payment reference' }),
      'SBX-PAID-ATT',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify payment' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock.mock.calls, '/api/payments/verify')).toEqual({
        service: 'attest_reissuance',
        reference: 'SBX-PAID-ATT',
      }),
    );
    expect(await screen.findByText('Paid', { exact: true })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Submit reissuance' }));
    expect(
      await screen.findByText(
        'Reissuance of BA/LA/2026/000001 submitted; it waits for approval by a DCR or state director.',
      ),
    ).toBeVisible();
    expect(bodyOf(fetchMock.mock.calls, '/api/reissuance')).toEqual({
      type: 'attest_reissuance',
      validation_mode: 'nin',
      certificate_number: 'BA/LA/2026/000001',
      applicant_nin: '12345678901',
      captured_face: 'face/abc-123456789012.png',
      recipient_email: 'holder@example.com',
      email_confirmation_token: 't'.repeat(43),
      payment_reference: 'SBX-PAID-ATT',
    });
  });

  it("offers only the types of the user's permissions; none, no form", async () => {
    signIn('registra', {
      permissions: ['canSeeBirthCertReissuance', 'canListBirthCertReissuance'],
    });
    const routes = {
      'GET /api/reissuance/list/1': () => list([]),
      'GET /api/reissuance/stats': () => stats,
      'GET /api/payments/fees': () => ok(fees()),
    };
    stubApi(routes);
    const { unmount } = renderWithRouter(<ReissuancePage />);
    expect((await typeOptions()).map((o) => o.textContent)).toEqual(['Birth Certificate']);
    unmount();

    signIn('state_commissioner');
    stubApi(routes);
    renderWithRouter(<ReissuancePage />);
    expect(await screen.findByText('No reissuance requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New reissuance' })).not.toBeInTheDocument();
  });
});
