import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { birthView } from '@/kinds/birth/view';
import { birthSummary, listOf } from '@/features/records/testing/fixtures';
import {
  inWideWindow,
  listRequests,
  stubRecordListApi,
  type FetchMock,
} from '@/features/records/testing/record-screens';
import { toastStore } from '@/lib/toast';
import {
  errorEnvelope,
  jsonResponse,
  renderRoutes,
  renderWithRouter,
  signIn,
} from '@/testing/test-utils';
import { RecordsPage } from '@/features/records/components/list/records-page';
import BirthListActions from './birth-list-actions';

const STATS = { pending: 3, approved: 12, queried: 1, printed: 4, this_month: 7, this_year: 20 };

function stubApi(
  list: (url: URL) => unknown = () =>
    listOf([
      birthSummary({ id: 1 }),
      birthSummary({ id: 2, status: 'approved', certificate_number: 'LA/2026/000001' }),
    ]),
) {
  return stubRecordListApi(birthView, STATS, list);
}

function listCalls(fetchMock: FetchMock): URL[] {
  return listRequests(fetchMock, birthView);
}

describe('BirthRegistrationsPage', () => {
  inWideWindow();

  it('shows the statistics cards', async () => {
    signIn('registra');
    stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    const stats = screen.getByRole('region', { name: 'Birth registration statistics' });
    await waitFor(() => expect(within(stats).getByLabelText('Approved')).toHaveTextContent('12'));
    expect(within(stats).getByLabelText('Pending')).toHaveTextContent('3');
    expect(within(stats).getByLabelText('Queried')).toHaveTextContent('1');
    expect(within(stats).getByLabelText('Printed')).toHaveTextContent('4');
    expect(within(stats).getByLabelText('This month')).toHaveTextContent('7');
    expect(within(stats).getByLabelText('This year')).toHaveTextContent('20');
  });

  it('lists the records with their status and links each to its page', async () => {
    signIn('registra');
    stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    const table = await screen.findByRole('table', { name: 'Birth registrations' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, first, second] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'BR-LA-2026-000001' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/1',
    );
    expect(within(first).getByText('Adeyemi Child1')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getByText('Approved')).toBeInTheDocument();
    expect(within(second).getByText('LA/2026/000001')).toBeInTheDocument();
  });

  it('shows cards instead of a table on a phone', async () => {
    window.innerWidth = 390;
    signIn('registra');
    stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    const list = await screen.findByRole('list', { name: 'Birth registrations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the server-side pagination', async () => {
    signIn('registra');
    const fetchMock = stubApi((url) => {
      const page = Number(url.pathname.split('/').pop());
      return listOf([birthSummary({ id: page * 100 })], page, 45);
    });
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    expect(await screen.findByText('BR-LA-2026-000100')).toBeInTheDocument();
    expect(screen.getByText(/45 records · page 1 of 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('BR-LA-2026-000200')).toBeInTheDocument();
    expect(listCalls(fetchMock).map((url) => url.pathname)).toContain(
      '/api/birth-registration/list/2',
    );
  });

  it('says "21+ records" when the server gives only a floor (a name search)', async () => {
    signIn('registra');
    stubApi(() => ({
      pagination: { page: 1, limit: 20, total: 21, pages: 2, totalCapped: true },
      result: [birthSummary({ id: 1 })],
    }));
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    expect(await screen.findByText('21+ records · page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  });

  it('sends the filters to the server and goes back to page 1', async () => {
    signIn('registra');
    const fetchMock = stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Queried' }));
    await waitFor(() =>
      expect(listCalls(fetchMock).some((url) => url.searchParams.get('status') === 'queried')).toBe(
        true,
      ),
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.type(screen.getByLabelText('Search by name or reference'), 'Adeyemi');
    await userEvent.type(screen.getByLabelText('Certificate number'), 'LA/2026');
    await waitFor(() => {
      const last = listCalls(fetchMock).at(-1)!;
      expect(last.pathname).toBe('/api/birth-registration/list/1');
      expect(Object.fromEntries(last.searchParams)).toEqual({
        status: 'queried',
        from: '2026-11-01',
        to: '2026-11-30',
        q: 'Adeyemi',
        certificate_number: 'LA/2026',
      });
    });
    // The search is debounced: no request for a half-typed name.
    expect(listCalls(fetchMock).some((url) => url.searchParams.get('q') === 'Ade')).toBe(false);
  });

  it('keeps the filters in the address, the name search only in the history entry', async () => {
    signIn('registra');
    const fetchMock = stubApi();
    const { router } = renderWithRouter(
      <RecordsPage kind={birthView} actions={<BirthListActions />} />,
      '/dashboard/birth-registration',
    );
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    await userEvent.type(screen.getByLabelText('From'), '01/11/2026');
    await userEvent.type(screen.getByLabelText('Search by name or reference'), 'Adeyemi');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('q')).toBe('Adeyemi'));
    const { location } = router.state;
    expect(location.search).toBe('?status=approved&from=2026-11-01');
    expect(location.search).not.toMatch(/Adeyemi/);
    expect(location.state).toEqual({ q: 'Adeyemi' });
  });

  it('opens with the filters of a shared address, leaving out what the API would refuse', async () => {
    signIn('registra');
    const fetchMock = stubApi();
    const path = '/dashboard/birth-registration';
    renderRoutes(
      [{ path, element: <RecordsPage kind={birthView} actions={<BirthListActions />} /> }],
      `${path}?status=queried&from=2026-11-01&to=2026-02-30&centre_id=x&page=2`,
    );
    await waitFor(() => {
      const last = listCalls(fetchMock).at(-1)!;
      expect(last.pathname).toBe('/api/birth-registration/list/2');
      expect(Object.fromEntries(last.searchParams)).toEqual({
        status: 'queried',
        from: '2026-11-01',
      });
    });
    expect(screen.getByRole('button', { name: 'Queried' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('01/11/2026');
  });

  it('does not apply a start after the end, and says why at the field', async () => {
    signIn('registra');
    const fetchMock = stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('To'), '01/11/2026');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)!.searchParams.get('to')).toBe('2026-11-01'),
    );
    await userEvent.type(screen.getByLabelText('From'), '30/11/2026');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'The start date cannot be later than the end date.',
    );
    expect(listCalls(fetchMock).some((url) => url.searchParams.has('from'))).toBe(false);
  });

  it('offers the centre filter only to a user with several centres', async () => {
    signIn('registra');
    const { registrationCentresStore } = await import('@/lib/registration-centres-store');
    registrationCentresStore.set([
      {
        Reg_Center_ID: 7,
        Reg_Center_Name: 'Ikeja Registration Centre',
        State_ID: 25,
        LGA_ID: 500,
        Address: null,
      },
      {
        Reg_Center_ID: 8,
        Reg_Center_Name: 'Alausa Registration Centre',
        State_ID: 25,
        LGA_ID: 500,
        Address: null,
      },
    ]);
    const fetchMock = stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByLabelText('Centre'));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Alausa Registration Centre' }),
    );
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)!.searchParams.get('centre_id')).toBe('8'),
    );
  });

  it('says when there are no records yet', async () => {
    signIn('registra');
    stubApi(() => listOf([]));
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    expect(await screen.findByText('No birth registrations yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Centre')).not.toBeInTheDocument();
  });

  it('shows "Network Error" for 5000 ms when the list fetch gets no answer', async () => {
    signIn('registra');
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    await waitFor(() =>
      expect(toastStore.get()).toContainEqual(
        expect.objectContaining({ severity: 'error', message: 'Network Error', duration: 5000 }),
      ),
    );
  });

  it("shows the server's message when the list fetch is refused", async () => {
    signIn('registra');
    stubApi(() =>
      jsonResponse(
        400,
        errorEnvelope('VALIDATION_FAILED', ['Choose a valid option.'], {
          issues: [{ path: 'status', message: 'Choose a valid option.' }],
        }),
      ),
    );
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    await waitFor(() =>
      expect(toastStore.get()).toContainEqual(
        expect.objectContaining({ severity: 'error', message: 'Choose a valid option.' }),
      ),
    );
  });

  it('links to the unclaimed form, and for hospital staff to the birth notification', async () => {
    signIn('hospital');
    stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    expect(screen.getByRole('link', { name: 'Register an unclaimed child' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/register/unclaimed',
    );
    expect(screen.getByRole('link', { name: 'New birth notification' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/register/notification',
    );
  });

  it('shows the registrar the queried records with their reasons', async () => {
    signIn('registra');
    stubApi((url) =>
      url.searchParams.get('status') === 'queried'
        ? listOf([
            birthSummary({
              id: 9,
              status: 'queried',
              query_reason: "Mother's NIN does not match.",
            }),
          ])
        : listOf([]),
    );
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    const callout = await screen.findByRole('region', { name: 'Queried records' });
    expect(within(callout).getByText(/1 record was queried/)).toBeInTheDocument();
    expect(within(callout).getByText(/Mother's NIN does not match/)).toBeInTheDocument();
    expect(within(callout).getByRole('link', { name: /BR-LA-2026-000009/ })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/9',
    );
    expect(screen.queryByRole('link', { name: 'New birth notification' })).not.toBeInTheDocument();
  });

  it('offers no registration to the read-only state commissioner', async () => {
    signIn('state_commissioner');
    stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    expect(await screen.findByRole('heading', { name: 'Birth registrations' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Register an unclaimed child' }),
    ).not.toBeInTheDocument();
  });

  it("does not show a reviewer the queried-records callout meant for the centre's staff", async () => {
    signIn('dcr');
    const fetchMock = stubApi();
    renderWithRouter(<RecordsPage kind={birthView} actions={<BirthListActions />} />);
    expect(await screen.findByRole('heading', { name: 'Birth registrations' })).toBeInTheDocument();
    // A DCR captures records too (DESIGN.md: everything registra has).
    expect(screen.getByRole('link', { name: 'Register an unclaimed child' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Queried records' })).not.toBeInTheDocument();
  });
});
