import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ESTIMATE_CSV_HEADER,
  POPULATION_ESTIMATE_MESSAGES as M,
  type PopulationEstimate,
  type PopulationEstimates,
} from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { toastStore } from '@/lib/toast';
import { Providers, signIn } from '@/testing/test-utils';
import { PopulationEstimatesPage } from './estimates-page';

// Made-up figures for the screen: never real estimates.
const SOURCE = 'TEST FIXTURE - not real figures';

function estimate(overrides: Partial<PopulationEstimate> = {}): PopulationEstimate {
  return {
    stateId: 25,
    state: 'Lagos',
    year: 2025,
    population: 1_000_000,
    crudeBirthRate: 30.5,
    source: SOURCE,
    ...overrides,
  };
}

const answer = (rows: PopulationEstimate[]): PopulationEstimates => ({
  rows,
  importedAt: rows.length > 0 ? '2026-11-20T09:00:00.000Z' : null,
  importedBy: rows.length > 0 ? 'Demo admin' : null,
});

function renderPage() {
  signIn('admin');
  render(
    <Providers>
      <PopulationEstimatesPage />
    </Providers>,
  );
}

const csvFile = (text: string) =>
  new File([text], 'population-estimates.csv', { type: 'text/csv' });
const fileOf = (...lines: string[]) => [ESTIMATE_CSV_HEADER, ...lines].join('\n');

describe('PopulationEstimatesPage', () => {
  it('lists the estimates with the births they expect a year, and who imported them', async () => {
    stubApi({
      'GET /api/dashboard/estimates': () =>
        ok(
          answer([
            estimate(),
            estimate({ year: 2026, population: 1_200_000, crudeBirthRate: 30 }),
            estimate({ stateId: 20, state: 'Kano', population: 2_000_000, crudeBirthRate: 40.25 }),
          ]),
        ),
    });
    renderPage();
    const lagos = await screen.findByRole('row', { name: /Lagos 2025/ });
    expect(lagos).toHaveTextContent('1,000,000');
    expect(lagos).toHaveTextContent('30.5');
    expect(lagos).toHaveTextContent('30,500');
    expect(lagos).toHaveTextContent(SOURCE);
    expect(screen.getByRole('row', { name: /Kano 2025/ })).toHaveTextContent('80,500');
    expect(screen.getByText(/3 estimates imported .* by Demo admin\./)).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Year'), '2026');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('row', { name: /Lagos 2026/ })).toHaveTextContent('36,000');
  });

  it('says when there are no estimates yet', async () => {
    stubApi({ 'GET /api/dashboard/estimates': () => ok(answer([])) });
    renderPage();
    expect(await screen.findByText(/No estimates yet: import a CSV file/)).toBeVisible();
    expect(screen.queryByText(/imported/)).toBeNull();
  });

  it('imports a file or pasted text: wrong lines are listed and kept, nothing is lost', async () => {
    const sent: string[] = [];
    stubApi({
      'GET /api/dashboard/estimates': () => ok(answer([])),
      'PUT /api/dashboard/estimates': (body) => {
        const { csv } = body as { csv: string };
        sent.push(csv);
        if (csv.includes('Refused')) {
          const message = 'Line 2: source: refused by the server.';
          return refused('VALIDATION_FAILED', message, { issues: [{ path: 'line 2', message }] });
        }
        return ok({ imported: 2, years: [2025, 2026] }, '2 estimates imported.');
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import population estimates' });
    const template = within(dialog).getByRole('link', { name: 'Download the template' });
    expect(template).toHaveAttribute('download', 'population-estimates-template.csv');
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain(
      `${ESTIMATE_CSV_HEADER}\nLagos,2025,1000000,30.5,EXAMPLE ONLY`,
    );
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();

    // The screen's own check: every wrong line, and the file's text kept to correct.
    const wrongFile = fileOf(`Lagoss,2025,1000000,30,${SOURCE}`, `Kano,2025,0,30,${SOURCE}`);
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file of population estimates'),
      csvFile(wrongFile),
    );
    const wrong = await within(dialog).findByRole('alert', { name: 'Wrong lines' });
    expect(wrong).toHaveTextContent(`Line 2: state: ${M.unknownStateName('Lagoss')}`);
    expect(wrong).toHaveTextContent(`Line 3: population: ${M.populationNotPositive}`);
    expect(within(dialog).getByText('population-estimates.csv')).toBeVisible();
    const text = within(dialog).getByLabelText('Or paste the CSV text');
    expect(text).toHaveValue(wrongFile);
    expect(importButton).toBeDisabled();

    // The server's refusal: listed, and the text stays as it was sent.
    const refusedFile = fileOf(`Lagos,2025,1000000,30,Refused`, `Kano,2025,2000000,40,${SOURCE}`);
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste(refusedFile);
    expect(await within(dialog).findByText(/2 estimates ready to import, for 2025/)).toBeVisible();
    await userEvent.click(importButton);
    expect(await within(dialog).findByRole('alert', { name: 'Wrong lines' })).toHaveTextContent(
      'Line 2: source: refused by the server.',
    );
    expect(text).toHaveValue(refusedFile);

    await userEvent.clear(text);
    await userEvent.click(text);
    const good = fileOf(`Lagos,2025,1000000,30,${SOURCE}`, `Lagos,2026,1100000,30,${SOURCE}`);
    await userEvent.paste(good);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastStore.get().map((toast) => toast.message)).toContain('2 estimates imported.');
    expect(sent).toEqual([refusedFile, good]);
  });
});
