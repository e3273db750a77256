import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { attestationView } from '@/kinds/attestation/view';
import { attestationSummary, listOf } from '@/features/records/testing/fixtures';
import {
  inWideWindow,
  listRequests,
  stubRecordListApi,
} from '@/features/records/testing/record-screens';
import { renderWithRouter, signIn } from '@/testing/test-utils';
import { RecordsPage } from '@/features/records/components/list/records-page';

const STATS = {
  total: 7,
  pending: 2,
  approved: 1,
  queried: 1,
  printed: 3,
  thisMonth: 2,
  thisYear: 7,
};

function stubApi(
  list: (url: URL) => unknown = () =>
    listOf([attestationSummary({ id: 1 }), attestationSummary({ id: 2, has_nin: false })]),
) {
  return stubRecordListApi(attestationView, STATS, list);
}

describe('BirthAttestationsPage', () => {
  inWideWindow();

  it('shows the statistics and lists the attestations by applicant, date of birth and form', async () => {
    signIn('registra');
    stubApi();
    renderWithRouter(<RecordsPage kind={attestationView} />);
    const stats = screen.getByRole('region', { name: 'Birth attestation statistics' });
    await waitFor(() => expect(within(stats).getByLabelText('Printed')).toHaveTextContent('3'));
    expect(within(stats).getByLabelText('This year')).toHaveTextContent('7');

    const table = await screen.findByRole('table', { name: 'Birth attestations' });
    const [header, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    for (const column of ['Applicant', 'Date of birth', 'Form']) {
      expect(within(header!).getByText(column)).toBeInTheDocument();
    }
    expect(within(first!).getByRole('link', { name: 'BA-LA-2026-000001' })).toHaveAttribute(
      'href',
      '/dashboard/birth-attestations/1',
    );
    expect(within(first!).getByText('Adeyemi Oluwaseun1')).toBeInTheDocument();
    expect(within(first!).getByText('01 Mar 1996')).toBeInTheDocument();
    expect(within(first!).getByText('With NIN')).toBeInTheDocument();
    expect(within(second!).getByText('Without NIN')).toBeInTheDocument();
  });

  it('searches on the server at /api/birth-attestation/list', async () => {
    signIn('registra');
    const fetchMock = stubApi();
    renderWithRouter(<RecordsPage kind={attestationView} />);
    await screen.findByRole('table', { name: 'Birth attestations' });
    await userEvent.type(screen.getByLabelText('Search by name or reference'), 'Oluwaseun');
    await waitFor(() => {
      const last = listRequests(fetchMock, attestationView).at(-1)!;
      expect(last.pathname).toBe('/api/birth-attestation/list/1');
      expect(last.searchParams.get('q')).toBe('Oluwaseun');
    });
  });

  it('says when there are none yet', async () => {
    signIn('registra');
    stubApi(() => listOf([]));
    renderWithRouter(<RecordsPage kind={attestationView} />);
    expect(await screen.findByText('No birth attestations yet')).toBeInTheDocument();
  });
});
