import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_MESSAGES, type RoleName } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { registrationCentresStore } from '@/lib/registration-centres-store';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { lagosDashboard } from '../testing/fixtures';
import { StatisticsPage } from './statistics-page';

// Recharts draws nothing in jsdom (no layout) and is slow there: the tables carry the figures.
vi.mock('./charts', () => ({ FigureChart: () => null }));

const IKEJA_CENTRE = {
  Reg_Center_ID: 7,
  Reg_Center_Name: 'Ikeja Registration Centre',
  State_ID: 24,
  LGA_ID: 510,
  Address: null,
};

function renderPage(role: RoleName = 'state_director', search = '') {
  signIn(role);
  registrationCentresStore.set([IKEJA_CENTRE]);
  return renderRoutes(
    [{ path: '/dashboard/statistics', element: <StatisticsPage /> }],
    `/dashboard/statistics${search}`,
  );
}

/** Answers the dashboard with `answer`, keeping each query string the page sent. */
function stubDashboard(answer = () => ok(lagosDashboard())) {
  const asked: Record<string, string>[] = [];
  stubApi({
    'GET /api/dashboard': (_body, url) => {
      asked.push(Object.fromEntries(url.searchParams));
      return answer();
    },
  });
  return asked;
}

/** The CSV files the page saves: their names and text. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return files;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('StatisticsPage', () => {
  it('leads with what a director asks first, then the overview: areas, map, months, completeness', async () => {
    stubDashboard();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Lagos, January 2026 to March 2026, all kinds' }),
    ).toBeInTheDocument();
    const lead = (label: string) => {
      const term = screen.getByText(label, { selector: 'dt' });
      return [term.nextElementSibling, term.nextElementSibling?.nextElementSibling].map(
        (element) => element?.textContent,
      );
    };
    expect(lead('Registered in the period')).toEqual(['1,534', 'Births 1,234 · Deaths 300']);
    expect(lead('Birth registration completeness')).toEqual([
      '50%',
      '1,234 of about 2,468 expected births; 36.5% within 30 days',
    ]);
    expect(lead('Births registered within 30 days')).toEqual(['72.9%', '900 of 1,234 births']);
    expect(lead('Deaths registered within 45 days')).toEqual(['80%', '240 of 300 deaths']);
    expect(lead('Pending')).toEqual(['56', 'Waiting for approval now']);
    expect(lead('Queried')).toEqual(['9', 'Sent back to the capturer now']);

    const byLga = within(section('Registrations by LGA'));
    expect(byLga.getByRole('row', { name: /Ikeja/ })).toHaveTextContent('Ikeja90070080%20075%');
    const months = within(section('Registrations by month'));
    expect(months.getByRole('row', { name: /Feb 2026/ })).toHaveTextContent('Feb 2026400000400');
    expect(screen.getByText(/births registered of about/)).toHaveTextContent(
      '50%1,234 births registered of about 2,468 expected.',
    );
    expect(screen.getByRole('img', { name: 'Map of Nigeria with Lagos picked out' })).toBeVisible();
    // The rest is a link away.
    expect(screen.queryByRole('region', { name: 'Fees' })).not.toBeInTheDocument();
    const parts = screen.getByRole('navigation', { name: 'Parts of the statistics' });
    expect(within(parts).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps the part of the page in the address, with the filters, so a link opens it', async () => {
    stubDashboard();
    const { router } = renderPage('state_director', '?kind=birth');
    const parts = within(
      await screen.findByRole('navigation', { name: 'Parts of the statistics' }),
    );
    await userEvent.click(parts.getByRole('link', { name: 'Fees' }));
    expect(router.state.location.search).toBe('?kind=birth&section=fees');
    const fees = within(await screen.findByRole('region', { name: 'Fees' }));
    expect(fees.getByRole('table', { name: 'Collected by service' })).toHaveTextContent(
      'NGN 20,000.00',
    );
    expect(parts.getByRole('link', { name: 'Fees' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('region', { name: 'Registrations by month' })).toBeNull();
    // The lead stays above every part; a new filter keeps the part.
    expect(screen.getByText('Registered in the period', { selector: 'dt' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('LGA'), 'Ikeja');
    expect(router.state.location.search).toBe('?kind=birth&lga=510&section=fees');
    await userEvent.click(parts.getByRole('link', { name: 'Overview' }));
    expect(router.state.location.search).toBe('?kind=birth&lga=510');
  });

  it('opens an unknown part of the address at the overview', async () => {
    stubDashboard();
    renderPage('state_director', '?section=nonsense');
    expect(await screen.findByRole('region', { name: 'Registrations by month' })).toBeVisible();
  });

  it('puts the filters in the address and asks the API for that view', async () => {
    const asked = stubDashboard();
    const { router } = renderPage();
    await screen.findByRole('region', { name: 'Registrations by LGA' });
    expect(screen.getByText('Your area: Lagos')).toBeInTheDocument();
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Registration centre')).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('LGA'), 'Ikeja');
    await userEvent.selectOptions(screen.getByLabelText('Registration centre'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Births' }));
    await userEvent.selectOptions(screen.getByLabelText('From'), '2024-05');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'from=2024-05&kind=birth&lga=510&centre=7',
    );
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ from: '2024-05', kind: 'birth', lga: '510', centre: '7' }),
    );
    expect(screen.getByRole('button', { name: 'Births' })).toHaveAttribute('aria-pressed', 'true');

    // A new LGA clears the centre.
    await userEvent.selectOptions(screen.getByLabelText('LGA'), 'Epe');
    expect(router.state.location.search).toBe('?from=2024-05&kind=birth&lga=506');
  }, 60_000);

  it('gives a national user the states to choose from', async () => {
    const asked = stubDashboard();
    const { router } = renderPage('tiu', '?state=24');
    await screen.findByRole('region', { name: 'Registrations by LGA' });
    expect(screen.getByLabelText('State')).toHaveValue('24');
    await userEvent.selectOptions(screen.getByLabelText('LGA'), 'Ikeja');
    expect(router.state.location.search).toBe('?state=24&lga=510');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ state: '24', lga: '510' }));
  });

  it('downloads a table as CSV named after the view', async () => {
    stubDashboard();
    const files = captureDownloads();
    renderPage('state_director', '?section=registrars');
    const registrars = await screen.findByRole('region', {
      name: 'Registrars who registered most',
    });
    await userEvent.click(
      within(registrars).getByRole('button', {
        name: 'Download CSV of Registrars who registered most',
      }),
    );
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('statistics-lagos-2026-01-to-2026-03-all-kinds-registrars.csv');
    // UTF-8 with its byte-order mark (which reading the text drops), for spreadsheets.
    expect([...new Uint8Array(await files[0]!.blob.arrayBuffer()).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect(await files[0]!.blob.text()).toBe(
      'Rank,Registrar,Registration centre,Registered\r\n' +
        '1,"Adaeze ""Ada"" Okafor",Ikeja Registration Centre,812\r\n' +
        '2,Tunde Bakare,"Epe Centre, Lagos",422\r\n',
    );

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Parts of the statistics' })).getByRole(
        'link',
        { name: 'Fees' },
      ),
    );
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Fees' })).getByRole('button', {
        name: 'Download CSV of Waived',
      }),
    );
    expect(files[1]!.name).toBe('statistics-lagos-2026-01-to-2026-03-all-kinds-fees-waived.csv');
    expect(await files[1]!.blob.text()).toBe(
      'Service,Waivers,Amount (NGN)\r\nCertificate reprint,1,5000\r\n',
    );
  });

  it('names the states without population estimates, with the way to add them', async () => {
    const completeness = {
      births: 1234,
      expectedBirths: null,
      ratio: null,
      missingStates: ['Kano', 'Lagos', 'Oyo'],
      estimateYears: [],
    };
    stubDashboard(() => ok(lagosDashboard({ completeness })));
    renderPage('admin');
    const note = await screen.findByText(/no population estimates for Kano, Lagos and Oyo/);
    expect(within(note).getByRole('link', { name: 'Add population estimates' })).toHaveAttribute(
      'href',
      '/dashboard/admin/estimates',
    );
    expect(
      within(section('Completeness of birth registration')).getByRole('row', { name: /1,234/ }),
    ).toHaveTextContent('1,234——');
  });

  it('does not offer the estimates page to those who may not manage it', async () => {
    stubDashboard(() =>
      ok(
        lagosDashboard({
          completeness: {
            births: 1,
            expectedBirths: null,
            ratio: null,
            missingStates: ['Lagos'],
            estimateYears: [],
          },
        }),
      ),
    );
    renderPage('state_director');
    expect(await screen.findByText(/no population estimates for Lagos\./)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Add population estimates' }),
    ).not.toBeInTheDocument();
  });

  it('shows a refusal and keeps the filters', async () => {
    stubDashboard(() => refused('FORBIDDEN', DASHBOARD_MESSAGES.outsideScope));
    renderPage('state_director', '?lga=12');
    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_MESSAGES.outsideScope);
    expect(screen.getByLabelText('LGA')).toHaveValue('12');
    expect(screen.getByLabelText('From')).toBeInTheDocument();
  });

  it('checks the filters of a hand-written address before asking', async () => {
    const asked = stubDashboard();
    renderPage('state_director', '?to=2099-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(DASHBOARD_MESSAGES.future);
    expect(asked).toEqual([]);
  });
});
