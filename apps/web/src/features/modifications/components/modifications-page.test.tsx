import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODIFICATION_MESSAGES } from '@vitalreg/domain';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { paths } from '@/config/paths';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { birthLookup, childNameEntry, listOf, STATS } from '../testing/fixtures';
import { ModificationsPage } from './modifications-page';

function ValidationStub() {
  const { validationPath, number } = useParams();
  return (
    <p>
      Validation page {validationPath} {number}
    </p>
  );
}

const renderPage = () =>
  renderRoutes(
    [
      { path: paths.dashboard.modifications.path, element: <ModificationsPage /> },
      { path: paths.dashboard.modifications.validation.path, element: <ValidationStub /> },
      { path: paths.dashboard.modifications.request.path, element: <p>Request page</p> },
    ],
    paths.dashboard.modifications.path,
  );

const lists = {
  'GET /api/modification/birth-registration/list': () => ok(listOf([childNameEntry()])),
  'GET /api/modification/birth-registration/stats': () => ok(STATS),
};

const numberField = () => screen.getByRole('textbox', { name: 'Certificate number' });

describe('ModificationsPage', () => {
  it('offers the three record types, finds a certificate and opens its validation page', async () => {
    signIn('registra');
    const fetchMock = stubApi({
      ...lists,
      'GET /api/modification/birth-registration/cert/la%2F2026%2F000001': () => ok(birthLookup()),
    });
    renderPage();
    const picker = screen.getByRole('radiogroup', { name: 'Record type' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Birth Certificate', 'Birth Attestation', 'Death Certificate']);

    await userEvent.type(numberField(), ' la/2026/000001 ');
    await userEvent.click(screen.getByRole('button', { name: 'Find certificate' }));
    // The number as the register holds it, whatever was typed.
    expect(
      await screen.findByText('Validation page birth-modification LA/2026/000001'),
    ).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(asked).toContain('/api/modification/birth-registration/cert/la%2F2026%2F000001');
  });

  it('says an attestation was found, then opens its page after the spec’s delay', async () => {
    signIn('registra');
    stubApi({
      ...lists,
      'GET /api/modification/birth-attestation/cert/BA%2FLA%2F2026%2F000002': () =>
        ok(
          birthLookup({
            kind: 'attestation',
            certificate_number: 'BA/LA/2026/000002',
            particulars: { applicant: { surname: 'Bello', firstname: 'Ade' } },
            photo: null,
          }),
        ),
    });
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Birth Attestation' }));
    expect(screen.getByText('As printed, e.g. BA/LA/2026/000001')).toBeInTheDocument();
    await userEvent.type(numberField(), 'BA/LA/2026/000002');
    await userEvent.click(screen.getByRole('button', { name: 'Find certificate' }));
    expect(
      await screen.findByText('Certificate BA/LA/2026/000002 found. Opening its validation page…'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Validation page birth-attestation-modification BA/LA/2026/000002'),
    ).toBeInTheDocument();
  });

  it("shows the API's message under the number when it is not found, keeping what was typed", async () => {
    signIn('registra');
    stubApi({
      ...lists,
      'GET /api/modification/death-registration/cert/DC%2FLA%2F2026%2F000009': () =>
        refused('NOT_FOUND', MODIFICATION_MESSAGES.notFound),
    });
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Death Certificate' }));
    await userEvent.type(numberField(), 'DC/LA/2026/000009');
    await userEvent.click(screen.getByRole('button', { name: 'Find certificate' }));
    await screen.findByText(MODIFICATION_MESSAGES.notFound);
    expect(numberField()).toHaveAccessibleDescription(MODIFICATION_MESSAGES.notFound);
    expect(numberField()).toHaveValue('DC/LA/2026/000009');
    expect(screen.getByRole('radio', { name: 'Death Certificate' })).toBeChecked();
    expect(screen.queryByText(/Validation page/)).not.toBeInTheDocument();
  });

  it('asks for a number before looking anything up', async () => {
    signIn('registra');
    const fetchMock = stubApi(lists);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Find certificate' }));
    expect(await screen.findByText(MODIFICATION_MESSAGES.certificateNumber)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/cert/'))).toBe(false);
  });

  it('lists the requests with their counts, each linking to its page', async () => {
    signIn('registra');
    const fetchMock = stubApi(lists);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Requests' });
    expect(within(table).getByText("Child's name")).toBeInTheDocument();
    expect(within(table).getByText('Okafor Chidi Emeka')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pending (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pending (1)' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Correction' }),
      'child_name',
    );
    const lastList = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname.endsWith('/list'))
      .at(-1)!;
    expect(Object.fromEntries(lastList.searchParams)).toEqual({
      page: '1',
      status: 'pending',
      mod_field: 'child_name',
    });

    await userEvent.click(within(table).getByRole('link', { name: /LA\/2026\/000001/ }));
    expect(await screen.findByText('Request page')).toBeInTheDocument();
  });
});
