import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTRE_MESSAGES, LGAS, STATES, type Centre } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { Providers, signIn } from '@/testing/test-utils';
import { CentresPage } from './centres-page';

const lagos = STATES.find((state) => state.State_Name === 'Lagos')!;
const ikeja = LGAS.find((lga) => lga.State_ID === lagos.State_ID && lga.LGA_Name === 'Ikeja')!;
const epe = LGAS.find((lga) => lga.State_ID === lagos.State_ID && lga.LGA_Name === 'Epe')!;

function centre(overrides: Partial<Centre> = {}): Centre {
  return {
    id: 7,
    name: 'Ikeja Registration Centre',
    stateId: lagos.State_ID,
    stateName: 'Lagos',
    lgaId: ikeja.LGA_ID,
    lgaName: 'Ikeja',
    address: '1 Obafemi Awolowo Way',
    status: 'active',
    deactivatedAt: null,
    deactivationReason: null,
    users: 3,
    records: 1234,
    ...overrides,
  };
}

const page = (result: Centre[]) =>
  ok({ pagination: { page: 1, limit: 20, total: result.length, pages: 1 }, result });

function renderPage() {
  signIn('admin');
  render(
    <Providers>
      <CentresPage />
    </Providers>,
  );
}

const csvFile = (text: string) => new File([text], 'centres.csv', { type: 'text/csv' });

describe('CentresPage', () => {
  it('lists centres with their users and records, filtered by state, LGA and status', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      'GET /api/centres': (_body, url) => {
        asked.push(url.searchParams);
        return page([centre()]);
      },
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Ikeja Registration Centre/ });
    expect(row).toHaveTextContent('1 Obafemi Awolowo Way');
    expect(row).toHaveTextContent('1,234');
    expect(row).toHaveTextContent('Active');

    expect(screen.getByLabelText('LGA')).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('State'), String(lagos.State_ID));
    await userEvent.selectOptions(screen.getByLabelText('LGA'), String(epe.LGA_ID));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivated' }));
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        page: '1',
        state_id: String(lagos.State_ID),
        lga_id: String(epe.LGA_ID),
        status: 'deactivated',
      }),
    );
  });

  it('adds a centre, showing the rules and a name its LGA has under the field', async () => {
    let sent: unknown;
    stubApi({
      'GET /api/centres': () => page([]),
      'POST /api/centres': (body) => {
        sent = body;
        const message = CENTRE_MESSAGES.nameTaken('Alausa Centre', 'Ikeja');
        if ((body as { name: string }).name === 'Alausa Centre') {
          return refused('VALIDATION_FAILED', message, { issues: [{ path: 'name', message }] });
        }
        return ok(centre({ id: 8, name: 'Opebi Centre' }));
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add centre' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a registration centre' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add centre' }));
    expect(await within(dialog).findByText(CENTRE_MESSAGES.nameRequired)).toBeVisible();
    expect(within(dialog).getByText(CENTRE_MESSAGES.unknownLga)).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText(/^Name/), '  Alausa   Centre ');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^State/), String(lagos.State_ID));
    await userEvent.selectOptions(
      within(dialog).getByLabelText(/^Local government area/),
      String(ikeja.LGA_ID),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add centre' }));
    expect(
      await within(dialog).findByText(CENTRE_MESSAGES.nameTaken('Alausa Centre', 'Ikeja')),
    ).toBeVisible();
    expect(sent).toEqual({ name: 'Alausa Centre', lgaId: ikeja.LGA_ID, address: null });

    await userEvent.clear(within(dialog).getByLabelText(/^Name/));
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Opebi Centre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add centre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renames or moves a centre, sending only what changed', async () => {
    let sent: unknown;
    stubApi({
      'GET /api/centres': () => page([centre()]),
      'PATCH /api/centres/7': (body) => {
        sent = body;
        return ok(centre({ lgaId: epe.LGA_ID, lgaName: 'Epe' }));
      },
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Ikeja Registration Centre/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rename or move' }));
    const dialog = screen.getByRole('dialog', { name: /^Rename or move/ });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ikeja Registration Centre');
    await userEvent.selectOptions(
      within(dialog).getByLabelText(/^Local government area/),
      String(epe.LGA_ID),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ lgaId: epe.LGA_ID });
  });

  it('deactivates a centre with a reason, and reactivates a deactivated one', async () => {
    const sent: Record<string, unknown> = {};
    const closed = centre({
      id: 9,
      name: 'Epe Centre',
      status: 'deactivated',
      deactivationReason: 'Flooded',
      deactivatedAt: '2026-11-20T09:00:00.000Z',
    });
    stubApi({
      'GET /api/centres': () => page([centre(), closed]),
      'POST /api/centres/7/deactivate': (body) => {
        sent.deactivate = body;
        return ok(centre({ status: 'deactivated' }));
      },
      'POST /api/centres/9/reactivate': (body) => {
        sent.reactivate = body;
        return ok(centre({ id: 9 }));
      },
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Ikeja Registration Centre/ });
    await userEvent.click(within(row).getByRole('button', { name: /^Actions for/ }));
    expect(screen.queryByRole('menuitem', { name: 'Reactivate' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: /^Deactivate/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText(CENTRE_MESSAGES.reasonRequired)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Building closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.deactivate).toEqual({ reason: 'Building closed' });

    const closedRow = screen.getByRole('row', { name: /Epe Centre/ });
    expect(closedRow).toHaveTextContent('Flooded');
    await userEvent.click(within(closedRow).getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reactivate' }));
    const reopen = screen.getByRole('dialog', { name: /^Reactivate/ });
    await userEvent.type(within(reopen).getByLabelText(/^Reason/), 'Repaired');
    await userEvent.click(within(reopen).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(sent.reactivate).toEqual({ reason: 'Repaired' }));
  });

  it('imports a CSV file: wrong lines are shown and nothing is sent, or it says how many were added', async () => {
    const sent: string[] = [];
    stubApi({
      'GET /api/centres': () => page([]),
      'POST /api/centres/import': (body) => {
        const { csv } = body as { csv: string };
        sent.push(csv);
        if (csv.includes('Taken')) {
          const message = 'Line 2: name: Ikeja LGA already has a centre named "Taken Centre".';
          return refused('VALIDATION_FAILED', message, {
            issues: [{ path: 'line 2', message }],
          });
        }
        return ok({ added: 2 });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import centres from a CSV file' });
    const input = within(dialog).getByLabelText('CSV file of centres');
    const importButton = within(dialog).getByRole('button', { name: 'Import' });

    await userEvent.upload(input, csvFile(`name,lga_id\nab,${ikeja.LGA_ID}\nGood Centre,99999\n`));
    const wrong = await within(dialog).findByRole('alert', { name: 'Wrong lines' });
    expect(wrong).toHaveTextContent(`Line 2: name: ${CENTRE_MESSAGES.nameTooShort}`);
    expect(wrong).toHaveTextContent('Line 3: lga_id: 99999 is not the id');
    expect(importButton).toBeDisabled();

    await userEvent.upload(input, csvFile(`name,lga_id\nTaken Centre,${ikeja.LGA_ID}\n`));
    expect(await within(dialog).findByText('1 centre ready to import.')).toBeVisible();
    await userEvent.click(importButton);
    expect(await within(dialog).findByRole('alert', { name: 'Wrong lines' })).toHaveTextContent(
      'Line 2: name: Ikeja LGA already has a centre named "Taken Centre".',
    );

    const good = `name,state_code,lga_name,address\n"Opebi, Centre",LA,Ikeja,\nEpe Centre,LA,Epe,\n`;
    await userEvent.upload(input, csvFile(good));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 centres added.')).toBeVisible();
    expect(sent).toEqual([`name,lga_id\nTaken Centre,${ikeja.LGA_ID}\n`, good]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
