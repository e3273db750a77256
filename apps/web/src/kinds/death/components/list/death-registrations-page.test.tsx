import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deathView } from '@/kinds/death/view';
import { deathSummary, listOf } from '@/features/records/testing/fixtures';
import {
  inWideWindow,
  listRequests,
  stubRecordListApi,
} from '@/features/records/testing/record-screens';
import { toastStore } from '@/lib/toast';
import { errorEnvelope, jsonResponse, renderWithRouter, signIn } from '@/testing/test-utils';
import { RecordsPage } from '@/features/records/components/list/records-page';

const STATS = {
  total: 9,
  pending: 2,
  approved: 5,
  queried: 1,
  printed: 1,
  thisMonth: 3,
  thisYear: 9,
};

function stubApi(
  list: (url: URL) => unknown = () =>
    listOf([
      deathSummary({ id: 1 }),
      deathSummary({
        id: 2,
        status: 'approved',
        form: 'form_a',
        certificate_number: 'DC/LA/2026/000002',
        death_certificate_number: 'DC/LA/2026/000002',
        deceased: {
          surname: 'Bello',
          firstname: 'Amina',
          middlename: null,
          sex: 2,
          dateOfDeath: '2026-11-01',
          ageAtDeath: { value: 3, unit: 'months' },
        },
      }),
    ]),
) {
  return stubRecordListApi(deathView, STATS, list);
}

describe('DeathRegistrationsPage', () => {
  inWideWindow();

  it('shows the statistics of the death registrations', async () => {
    signIn('registra');
    stubApi();
    renderWithRouter(<RecordsPage kind={deathView} />);
    const stats = screen.getByRole('region', { name: 'Death registration statistics' });
    await waitFor(() => expect(within(stats).getByLabelText('Approved')).toHaveTextContent('5'));
    expect(within(stats).getByLabelText('Pending')).toHaveTextContent('2');
    expect(within(stats).getByLabelText('This month')).toHaveTextContent('3');
    expect(within(stats).getByLabelText('This year')).toHaveTextContent('9');
  });

  it('lists the deceased, the date and age at death, and links each record to its page', async () => {
    signIn('registra');
    stubApi();
    renderWithRouter(<RecordsPage kind={deathView} />);
    const table = await screen.findByRole('table', { name: 'Death registrations' });
    const [header, first, second] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(header).getByText('Deceased')).toBeInTheDocument();
    expect(within(header).getByText('Date of death')).toBeInTheDocument();
    expect(within(header).getByText('Age at death')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'DR-LA-2026-000001' })).toHaveAttribute(
      'href',
      '/dashboard/death-registrations/1',
    );
    expect(within(first).getByText('Okafor Emeka1')).toBeInTheDocument();
    expect(within(first).getByText('12 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByText('67 years')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getByText('Bello Amina')).toBeInTheDocument();
    expect(within(second).getByText('3 months')).toBeInTheDocument();
    expect(within(second).getByText('Approved')).toBeInTheDocument();
    expect(within(second).getByText('DC/LA/2026/000002')).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    window.innerWidth = 390;
    signIn('registra');
    stubApi();
    renderWithRouter(<RecordsPage kind={deathView} />);
    const list = await screen.findByRole('list', { name: 'Death registrations' });
    const [first] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(within(first).getByText(/DR-LA-2026-000001 · died 12 Nov 2026/)).toBeInTheDocument();
    expect(within(first).getByText('Age at death: 67 years')).toBeInTheDocument();
  });

  it('sends the status chips, search and dates to the server and pages through', async () => {
    signIn('registra');
    const fetchMock = stubApi((url) => {
      const page = Number(url.pathname.split('/').pop());
      return listOf([deathSummary({ id: page * 100 })], page, 45);
    });
    renderWithRouter(<RecordsPage kind={deathView} />);
    expect(await screen.findByText('DR-LA-2026-000100')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('DR-LA-2026-000200')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await userEvent.type(screen.getByLabelText('Search by name or reference'), 'Okafor');
    await waitFor(() => {
      const last = listRequests(fetchMock, deathView).at(-1)!;
      expect(last.pathname).toBe('/api/death-registration/list/1');
      expect(Object.fromEntries(last.searchParams)).toEqual({
        status: 'approved',
        from: '2026-11-01',
        q: 'Okafor',
      });
    });
  });

  it('says when there are none yet, and shows a refused list fetch', async () => {
    signIn('registra');
    stubApi(() => listOf([]));
    const { unmount } = renderWithRouter(<RecordsPage kind={deathView} />);
    expect(await screen.findByText('No death registrations yet')).toBeInTheDocument();
    unmount();

    stubApi(() =>
      jsonResponse(403, errorEnvelope('FORBIDDEN', 'You may not list death registrations.')),
    );
    renderWithRouter(<RecordsPage kind={deathView} />);
    await waitFor(() =>
      expect(toastStore.get()).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          message: 'You may not list death registrations.',
        }),
      ),
    );
  });

  it('shows the registrar the queried death registrations with their reasons', async () => {
    signIn('registra');
    stubApi((url) =>
      url.searchParams.get('status') === 'queried'
        ? listOf([deathSummary({ id: 9, status: 'queried', query_reason: 'Wrong date of death.' })])
        : listOf([]),
    );
    renderWithRouter(<RecordsPage kind={deathView} />);
    const callout = await screen.findByRole('region', { name: 'Queried records' });
    expect(within(callout).getByText(/Wrong date of death/)).toBeInTheDocument();
    expect(
      within(callout).getByRole('link', { name: 'DR-LA-2026-000009 · Okafor Emeka9' }),
    ).toHaveAttribute('href', '/dashboard/death-registrations/9');
  });
});
