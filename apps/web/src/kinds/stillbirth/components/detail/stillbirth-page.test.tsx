import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stillbirthView } from '@/kinds/stillbirth/view';
import { OTHER_REVIEWER_ID, stillbirthDetail } from '@/features/records/testing/fixtures';
import { inWideWindow, recordPageTest } from '@/features/records/testing/record-screens';
import { signIn } from '@/testing/test-utils';

const { renderDetail, stubApi } = recordPageTest({
  kind: stillbirthView,
  record: () => stillbirthDetail(),
  approve: (record) => ({
    record: { ...record, status: 'approved', certificate_number: 'SB/KN/2026/000007' },
    answer: { id: record.id, status: 'approved', certificate_number: 'SB/KN/2026/000007' },
  }),
});

describe('StillbirthPage', () => {
  inWideWindow();

  it('shows the stillbirth, the mother and the informant by name, and the history', async () => {
    signIn('registra');
    stubApi();
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Aisha Bello Musa (mother)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Reference SB-LA-2026-000005 · Male stillbirth/)).toBeInTheDocument();
    const stillbirth = screen.getByRole('region', { name: 'Particulars of Stillbirth' });
    expect(within(stillbirth).getByText('Male')).toBeInTheDocument();
    expect(within(stillbirth).getByText('13 Nov 2026')).toBeInTheDocument();
    expect(within(stillbirth).getByText('34 weeks')).toBeInTheDocument();
    expect(within(stillbirth).getByText('2100 g')).toBeInTheDocument();
    const mother = screen.getByRole('region', { name: 'Particulars of Mother' });
    expect(within(mother).getByText('Aisha Bello Musa')).toBeInTheDocument();
    expect(within(mother).getAllByText('Kano')).toHaveLength(2);
    expect(within(mother).getByText('Hausa')).toBeInTheDocument();
    const informant = screen.getByRole('region', { name: 'Particulars of Informant' });
    expect(within(informant).getByText('Musa Ibrahim')).toBeInTheDocument();
    expect(within(informant).getByText('Husband')).toBeInTheDocument();
    // A stillbirth stores no files: no files section.
    expect(
      screen.queryByRole('region', { name: 'Face, signature and supporting documents' }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'History' })).getByText('Submitted'),
    ).toBeInTheDocument();
  });

  it('lets another reviewer approve it on its own review path', async () => {
    signIn('dcr', { user: { User_ID: OTHER_REVIEWER_ID } });
    const fetchMock = stubApi();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /^Approve / })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('SB/KN/2026/000007')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) =>
            new URL(String(input), 'http://localhost').pathname ===
            '/api/dcr/registrations/stillbirth/approve/5',
        ),
      ).toBe(true),
    );
  });

  it("links a queried stillbirth's capturer to its correction", async () => {
    signIn('registra');
    stubApi(stillbirthDetail({ status: 'queried', query_reason: "The mother's age is wrong." }));
    renderDetail();
    expect(await screen.findByText("The mother's age is wrong.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      '/dashboard/still-births/5/edit',
    );
  });
});
