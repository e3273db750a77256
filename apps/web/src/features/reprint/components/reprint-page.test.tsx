import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate, ReprintEntry, ReprintLookup } from '@vitalreg/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  feesAnswer,
  ok,
  refused,
  stubApi,
  verification,
} from '@/features/payments/testing/fetch-stub';
import { jsonResponse, renderWithRouter, signIn } from '@/testing/test-utils';
import { REPRINT_MESSAGES } from '@vitalreg/domain';
import { ReprintPage } from './reprint-page';

const found: ReprintLookup = {
  record_id: 5,
  kind: 'birth',
  certificate_type: 'Birth certificate',
  certificate_number: 'LA/2026/000001',
  status: 'printed',
  hasCertificate: true,
  reprintable: true,
  reason: null,
  particulars: {
    subject: 'Child',
    names: 'Ṣẹgun Ọbịa ƊANJUMA',
    date_of_birth: '2026-11-19',
    event: { label: 'Date of birth', date: '2026-11-19' },
    sex: 'Female',
    state_of_origin: 'Oyo',
    country: 'Nigeria',
    lga: 'Ibadan North',
    mother_name: 'Folake Titilayo ADEYEMI',
    father_name: 'Babatunde ADEYEMI',
    face: null,
  },
  fee: { amount_kobo: 500_000, currency: 'NGN', amount: 'NGN 5,000.00' },
  reprints: [],
};

const reprinted: ReprintEntry = {
  certificate_id: 12,
  record_id: 5,
  kind: 'birth',
  certificate_number: 'LA/2026/000001',
  reprint_number: 1,
  issued_at: '2026-11-25T10:00:00.000Z',
  issued_by: { id: 42, name: 'Demo registra' },
  centre: { id: 7, name: 'Ikeja Registration Centre' },
  payment_reference: 'SBX-PAID-ABC',
  waived: false,
};

const certificate: Certificate = {
  id: 12,
  kind: 'birth',
  certificate_number: 'LA/2026/000001',
  issue: 'reprint',
  issue_number: 1,
  code: 'ZX98CV76BN',
  sha256: 'a'.repeat(64),
  issued_at: reprinted.issued_at,
  issued_by: reprinted.issued_by,
  centre: reprinted.centre,
  payment_id: 3,
  revoked_at: null,
  revoked_reason: null,
  revoked_because: null,
  superseded_at: null,
  new_paper_authorised_at: null,
  new_paper_reason: null,
};

const list = (result: ReprintEntry[]) =>
  ok({ pagination: { page: 1, limit: 20, total: result.length, pages: 1 }, result });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
});

const numberField = () => screen.getByRole('textbox', { name: 'Certificate number' });
const findButton = () => screen.getByRole('button', { name: 'Find certificate' });

describe('ReprintPage', () => {
  it('finds a certificate, takes the fee and reprints it, downloading the PDF', async () => {
    signIn('registra');
    const past: ReprintEntry[] = [];
    const fetchMock = stubApi({
      'GET /api/reprint/lookup': () => ok({ ...found, reprints: past }),
      'GET /api/reprint/list/1': () => list(past),
      'GET /api/payments/fees': () => ok(feesAnswer()),
      'POST /api/payments/verify': () => ok(verification({ reference: 'SBX-PAID-ABC' })),
      'POST /api/reprint': () => {
        past.push(reprinted);
        return jsonResponse(201, {
          status: 'SUCCESS',
          message: REPRINT_MESSAGES.reprinted,
          data: {
            reprint: reprinted,
            certificate,
            download_url: '/api/certificates/birth/5/12/pdf',
          },
        });
      },
      'GET /api/certificates/birth/5/12/pdf': () =>
        new Response('%PDF-1.3', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithRouter(<ReprintPage />);
    expect(
      await screen.findByText('No certificate of your area has been reprinted yet.'),
    ).toBeInTheDocument();

    await userEvent.type(numberField(), ' la/2026/000001 ');
    await userEvent.click(findButton());
    const card = await screen.findByRole('region', { name: /Birth certificate LA\/2026\/000001/ });
    const lookup = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/reprint/lookup')!;
    expect(Object.fromEntries(lookup.searchParams)).toEqual({
      kind: 'birth',
      certificate_number: 'LA/2026/000001',
    });
    const particulars = within(card).getByLabelText('Particulars');
    expect(particulars).toHaveTextContent('ChildṢẹgun Ọbịa ƊANJUMA');
    expect(particulars).toHaveTextContent("Father's nameBabatunde ADEYEMI");
    expect(await within(card).findByText('NGN 5,000.00')).toBeInTheDocument();

    const reprint = within(card).getByRole('button', { name: 'Reprint certificate' });
    expect(reprint).toBeDisabled();
    await userEvent.type(
      await within(card).findByLabelText('Payment reference'),
      'SBX-PAID-ABC{Enter}',
    );
    await waitFor(() => expect(reprint).toBeEnabled());
    await userEvent.click(reprint);

    expect(
      await screen.findByText(/Certificate reprinted\. Reprint 1 of certificate/),
    ).toBeVisible();
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(
      ([input, options]) =>
        String(input).endsWith('/api/reprint') && (options as RequestInit).method === 'POST',
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'birth',
      certificate_number: 'LA/2026/000001',
      payment_reference: 'SBX-PAID-ABC',
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[\w-]{8,}$/);
    const table = await screen.findByRole('table', { name: 'Past reprints' });
    expect(await within(table).findByText('SBX-PAID-ABC')).toBeInTheDocument();
    expect(table).toHaveTextContent('Demo registra');
    // Nothing of the certificate is kept on the device.
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.join(' ')).not.toMatch(/2026|ADEYEMI|SBX-PAID-ABC/);
  });

  it('says when no certificate is found, keeping the number typed', async () => {
    signIn('registra');
    stubApi({
      'GET /api/reprint/lookup': () => refused('NOT_FOUND', REPRINT_MESSAGES.notFound),
      'GET /api/reprint/list/1': () => list([]),
    });
    renderWithRouter(<ReprintPage />);
    await userEvent.click(screen.getByRole('radio', { name: 'Death' }));
    await userEvent.type(numberField(), 'DC/LA/2026/999999');
    await userEvent.click(findButton());
    expect(await screen.findByText(REPRINT_MESSAGES.notFound)).toBeVisible();
    expect(numberField()).toHaveValue('DC/LA/2026/999999');
    expect(localStorage.getItem('reprint')).toBe('"death"');
  });

  it('explains a certificate not printed yet and links to its record', async () => {
    signIn('registra');
    stubApi({
      'GET /api/reprint/lookup': () =>
        ok(
          {
            ...found,
            status: 'approved',
            hasCertificate: false,
            reprintable: false,
            reason: REPRINT_MESSAGES.notPrinted,
          },
          REPRINT_MESSAGES.notPrinted,
        ),
      'GET /api/reprint/list/1': () => list([]),
    });
    renderWithRouter(<ReprintPage />);
    await userEvent.type(numberField(), 'LA/2026/000001');
    await userEvent.click(findButton());
    expect(await screen.findByText(REPRINT_MESSAGES.notPrinted)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/5',
    );
    expect(screen.queryByRole('button', { name: 'Reprint certificate' })).not.toBeInTheDocument();
  });

  it('checks the number before asking the server', async () => {
    signIn('registra');
    const fetchMock = stubApi({ 'GET /api/reprint/list/1': () => list([]) });
    renderWithRouter(<ReprintPage />);
    await userEvent.type(numberField(), 'la 2026');
    await userEvent.click(findButton());
    expect(await screen.findByText(REPRINT_MESSAGES.certificateNumber)).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/lookup'))).toBe(false);
  });
});
