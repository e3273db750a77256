import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stillbirthView } from '@/kinds/stillbirth/view';
import { listOf, stillbirthSummary } from '@/features/records/testing/fixtures';
import { inWideWindow, stubRecordListApi } from '@/features/records/testing/record-screens';
import { renderWithRouter, signIn } from '@/testing/test-utils';
import { RecordsPage } from '@/features/records/components/list/records-page';

const STATS = {
  total: 4,
  pending: 1,
  approved: 3,
  queried: 0,
  printed: 0,
  thisMonth: 2,
  thisYear: 4,
};

function stubApi(list: (url: URL) => unknown = () => listOf([stillbirthSummary({ id: 1 })])) {
  return stubRecordListApi(stillbirthView, STATS, list);
}

describe('StillbirthsPage', () => {
  inWideWindow();

  it('shows the statistics and lists the stillbirths by mother, date of delivery and sex', async () => {
    signIn('hospital');
    stubApi();
    renderWithRouter(<RecordsPage kind={stillbirthView} />);
    const stats = screen.getByRole('region', { name: 'Stillbirth statistics' });
    await waitFor(() => expect(within(stats).getByLabelText('Approved')).toHaveTextContent('3'));
    expect(within(stats).getByLabelText('This month')).toHaveTextContent('2');

    const table = await screen.findByRole('table', { name: 'Stillbirths' });
    const [header, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    expect(within(header).getByText('Mother')).toBeInTheDocument();
    expect(within(header).getByText('Date of delivery')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'SB-LA-2026-000001' })).toHaveAttribute(
      'href',
      '/dashboard/still-births/1',
    );
    expect(within(row).getByText('Aisha Bello 1')).toBeInTheDocument();
    expect(within(row).getByText('13 Nov 2026')).toBeInTheDocument();
    expect(within(row).getByText('Female')).toBeInTheDocument();
  });

  it('searches on the server', async () => {
    signIn('registra');
    const fetchMock = stubApi();
    renderWithRouter(<RecordsPage kind={stillbirthView} />);
    await screen.findByRole('table', { name: 'Stillbirths' });
    await userEvent.type(screen.getByLabelText('Search by name or reference'), 'Aisha');
    await waitFor(() => {
      const last = fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname.startsWith('/api/stillbirth/list/'))
        .at(-1)!;
      expect(last.pathname).toBe('/api/stillbirth/list/1');
      expect(last.searchParams.get('q')).toBe('Aisha');
    });
  });

  it('says when there are none yet', async () => {
    signIn('registra');
    stubApi(() => listOf([]));
    renderWithRouter(<RecordsPage kind={stillbirthView} />);
    expect(await screen.findByText('No stillbirths yet')).toBeInTheDocument();
  });
});
