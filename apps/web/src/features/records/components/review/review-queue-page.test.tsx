import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BirthRegistrationSummary } from '@vitalreg/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { kindUIs } from '@/features/records/kind-ui';
import {
  attestationSummary,
  birthSummary,
  deathSummary,
  listOf,
  stillbirthSummary,
} from '@/features/records/testing/fixtures';
import { toastStore } from '@/lib/toast';
import { envelope, jsonResponse, renderWithRouter, signIn } from '@/testing/test-utils';
import type { RecordKindView } from '../../types';
import { ReviewQueuePage } from './review-queue-page';

let views: RecordKindView[] = [];
beforeAll(async () => {
  views = await Promise.all(kindUIs().map((ui) => ui.view()));
});

function record(id: number): BirthRegistrationSummary {
  return birthSummary({
    id,
    child: {
      surname: 'Okafor',
      firstname: `Chidi${id}`,
      middlename: null,
      sex: 1,
      childBirthDate: '2026-11-01',
    },
    mother: { surname: 'Okafor', firstname: 'Ngozi', middlename: null },
    father: null,
    created_at: '2026-11-02T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
  });
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
    renderWithRouter(<ReviewQueuePage kinds={views} />);
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
    renderWithRouter(<ReviewQueuePage kinds={views} />);
    expect(await screen.findByText('No records are waiting for review.')).toBeInTheDocument();
  });

  it('shows "Network Error" when the queue cannot be fetched', async () => {
    signIn('dcr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithRouter(<ReviewQueuePage kinds={views} />);
    await waitFor(() =>
      expect(toastStore.get()).toContainEqual(
        expect.objectContaining({ message: 'Network Error', duration: 5000 }),
      ),
    );
  });

  it('filters the queue by kind: births first, then deaths, stillbirths and attestations from their paths', async () => {
    signIn('dcr', { user: { User_ID: 99 } });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/dcr/registrations/death')
        return jsonResponse(200, envelope(listOf([deathSummary({ id: 3 })])));
      if (url.pathname === '/api/dcr/registrations/stillbirth')
        return jsonResponse(200, envelope(listOf([stillbirthSummary({ id: 4 })])));
      if (url.pathname === '/api/dcr/registrations/attestation')
        return jsonResponse(200, envelope(listOf([attestationSummary({ id: 6, has_nin: false })])));
      return jsonResponse(200, envelope(listOf([record(1)])));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithRouter(<ReviewQueuePage kinds={views} />);
    const kinds = screen.getByRole('group', { name: 'Kind of record' });
    expect(within(kinds).getByRole('button', { name: 'Births' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await screen.findByRole('heading', { name: 'Birth registrations awaiting review' }),
    ).toBeInTheDocument();

    await userEvent.click(within(kinds).getByRole('button', { name: 'Deaths' }));
    expect(
      await screen.findByRole('heading', { name: 'Death registrations awaiting review' }),
    ).toBeInTheDocument();
    const queue = await screen.findByRole('list', { name: 'Review queue' });
    expect(await within(queue).findByText('Okafor Emeka3')).toBeInTheDocument();
    expect(within(queue).getByText(/Died 12 Nov 2026 · aged 67 years/)).toBeInTheDocument();
    expect(within(queue).getByRole('link', { name: 'Review DR-LA-2026-000003' })).toHaveAttribute(
      'href',
      '/dashboard/death-registrations/3',
    );
    const deathCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/dcr/registrations/death')!;
    expect(deathCall.searchParams.get('status')).toBe('pending');
    // The address keeps the kind, so coming back from a record shows the same queue.
    expect(router.state.location.search).toBe('?kind=death');

    await userEvent.click(within(kinds).getByRole('button', { name: 'Stillbirths' }));
    expect(await screen.findByRole('link', { name: 'Review SB-LA-2026-000004' })).toHaveAttribute(
      'href',
      '/dashboard/still-births/4',
    );
    expect(screen.getByText(/Delivered 13 Nov 2026 · Female/)).toBeInTheDocument();

    await userEvent.click(within(kinds).getByRole('button', { name: 'Attestations' }));
    expect(await screen.findByRole('link', { name: 'Review BA-LA-2026-000006' })).toHaveAttribute(
      'href',
      '/dashboard/birth-attestations/6',
    );
    expect(screen.getByText('Adeyemi Oluwaseun6')).toBeInTheDocument();
    expect(screen.getByText(/Born 01 Mar 1996 · Applicant without a NIN/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=attestation');
  });

  it('offers only the kinds the reviewer may see', async () => {
    signIn('dcr', { permissions: ['Can_Review_Records', 'Can_See_Birth'] });
    stubQueue(1);
    renderWithRouter(<ReviewQueuePage kinds={views} />);
    expect(await screen.findByText('Okafor Chidi1')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kind of record' })).not.toBeInTheDocument();
  });
});
