import {
  errorStatus,
  type ErrorCode,
  type ErrorDetails,
  type FeeHistoryEntry,
  type FeeWaiver,
  type FeesAnswer,
  type PaymentVerification,
} from '@vitalreg/domain';
import { vi } from 'vitest';
import { envelope, errorEnvelope, jsonResponse } from '@/testing/test-utils';

export function feesAnswer(gateway: FeesAnswer['gateway'] = 'sandbox'): FeesAnswer {
  return {
    gateway,
    fees: [
      {
        service: 'reprint',
        name: 'Certificate reprint',
        amount_kobo: 500_000,
        currency: 'NGN',
        amount: 'NGN 5,000.00',
        valid_from: '2023-01-01T00:00:00.000Z',
        set_by: null,
      },
      {
        service: 'modification',
        name: 'Modification of a record',
        amount_kobo: 1_000_000,
        currency: 'NGN',
        amount: 'NGN 10,000.00',
        valid_from: '2026-11-20T09:00:00.000Z',
        set_by: 'admin',
      },
    ],
  };
}

export function verification(overrides: Partial<PaymentVerification> = {}): PaymentVerification {
  return {
    service: 'reprint',
    reference: 'SBX-PAID-1',
    gateway: 'sandbox',
    status: 'paid',
    amount_kobo: 500_000,
    currency: 'NGN',
    amount: 'NGN 5,000.00',
    paid_at: '2026-11-25T10:00:00.000Z',
    fee_kobo: 500_000,
    fee: 'NGN 5,000.00',
    matches_fee: true,
    used_for: null,
    usable: true,
    ...overrides,
  };
}

export function feeWaiver(overrides: Partial<FeeWaiver> = {}): FeeWaiver {
  return {
    id: 7,
    service: 'reprint',
    service_name: 'Certificate reprint',
    reason: 'Too short reason given',
    status: 'pending',
    record_kind: 'birth',
    record_id: 12,
    certificate_number: 'LA/2026/000001',
    reg_center_id: 1,
    centre: 'Ikeja Registration Centre',
    fee: 'NGN 5,000.00',
    requested_by: 'registra',
    requested_at: '2026-11-25T10:00:00.000Z',
    decided_by: null,
    decided_at: null,
    note: null,
    used_at: null,
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<FeeHistoryEntry> = {}): FeeHistoryEntry {
  return {
    ...feesAnswer().fees[0]!,
    id: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    current: true,
    scheduled: false,
    ...overrides,
  };
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/**
 * A fetch stub answering `METHOD /api/path` with handlers; anything else answers 404. Returns
 * the mock, whose calls hold what the component sent.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return jsonResponse(404, errorEnvelope('NOT_FOUND', 'Route not found'));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler(body, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (data: unknown, message = 'OK') => jsonResponse(200, envelope(data, message));
/** A refusal with the code's status, as the API answers it. */
export const refused = <C extends ErrorCode>(code: C, message: string, details?: ErrorDetails<C>) =>
  jsonResponse(errorStatus(code), errorEnvelope(code, message, details));
