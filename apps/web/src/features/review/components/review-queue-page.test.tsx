import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BirthRegistrationSummary } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toast';
import { envelope, jsonResponse, renderWithRouter, signIn } from '@/testing/test-utils';
import { ReviewQueuePage } from './review-queue-page';

function record(id: number): BirthRegistrationSummary {
  return {
    id,
    reference: `BR-LA-2026-${String(id).padStart(6, '0')}`,
    status: 'pending',
    Claimed: true,
    record_type: 'birth',
    child: {
      surname: 'Okafor',
      firstname: `Chidi${id}`,
      middlename: null,
      sex: 1,
      childBirthDate: '2026-11-01',
    },
    mother: { surname: 'Okafor', firstname: 'Ngozi', middlename: null },
    father: null,
    centre: { id: 7, name: 'Ikeja Registration Centre' },
    captured_by: { id: 42, name: 'Demo registra' },
    created_at: '2026-11-02T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
    certificate_number: null,
    query_reason: null,
  };
}

function stubQueue(total: number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const page = Number(url.searchParams.get('page'));
    return jsonResponse(
      200,
      envelope({
        pagination: { page, limit: 20, total, pages: Math.ceil(total / 20) },
        result: total ? [record(page)] : [],
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ReviewQueuePage', () => {
  it('asks for the pending records and links each to its review', async () => {
    signIn('dcr', { user: { User_ID: 99 } });
    const fetchMock = stubQueue(25);
    renderWithRouter(<ReviewQueuePage />);
    const queue = await screen.findByRole('list', { name: 'Review queue' });
    expect(within(queue).getByText('Okafor Chidi1')).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'Review BR-LA-2026-000001' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/1',
    );
    const first = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(first.pathname).toBe('/api/dcr/registrations/birth');
    expect(first.searchParams.get('status')).toBe('pending');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Okafor Chidi2')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    signIn('dcr');
    stubQueue(0);
    renderWithRouter(<ReviewQueuePage />);
    expect(await screen.findByText('No records are waiting for review.')).toBeInTheDocument();
  });

  it('shows "Network Error" when the queue cannot be fetched', async () => {
    signIn('dcr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithRouter(<ReviewQueuePage />);
    await waitFor(() =>
      expect(toastStore.get()).toContainEqual(
        expect.objectContaining({ message: 'Network Error', duration: 5000 }),
      ),
    );
  });
});
