import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { attestationView } from '@/kinds/attestation/view';
import { attestationDetail, OTHER_REVIEWER_ID } from '@/features/records/testing/fixtures';
import {
  callsTo,
  inWideWindow,
  recordPageTest,
  stubObjectUrls,
} from '@/features/records/testing/record-screens';
import { signIn } from '@/testing/test-utils';

const NUMBER = 'BA/LA/2026/000007';

const { renderDetail, stubApi } = recordPageTest({
  kind: attestationView,
  record: () => attestationDetail(),
  // The approval names the number as the spec does: attestation_number.
  approve: (record) => ({
    record: {
      ...record,
      status: 'approved',
      certificate_number: NUMBER,
      attestation_number: NUMBER,
    },
    answer: { id: record.id, status: 'approved', attestation_number: NUMBER },
  }),
});

describe('BirthAttestationPage', () => {
  inWideWindow();

  it('shows the applicant, the information, the parents, the fee, the files and the history', async () => {
    signIn('registra');
    stubObjectUrls();
    stubApi();
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Adeyemi Oluwaseun Kehinde' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Reference BA-LA-2026-000005 · Applicant with a NIN/),
    ).toBeInTheDocument();
    const applicant = screen.getByRole('region', { name: 'Particulars of Applicant' });
    expect(within(applicant).getByText('12345678901')).toBeInTheDocument();
    expect(within(applicant).getByText('Male')).toBeInTheDocument();
    expect(within(applicant).getByText('Single')).toBeInTheDocument();
    const information = screen.getByRole('region', { name: 'Additional Information' });
    expect(
      within(information).getByText(
        'Born before the enactment of the Birth Registration Act of 1992',
      ),
    ).toBeInTheDocument();
    expect(within(information).getByText('Nigerian International Passport')).toBeInTheDocument();
    const mother = screen.getByRole('region', { name: 'Particulars of Mother' });
    expect(within(mother).getByText('Ogunleye')).toBeInTheDocument();
    const fee = screen.getByRole('region', { name: 'Attestation fee' });
    expect(within(fee).getByText('SBX-PAID-EXAMPLE00001')).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Face, signature and supporting documents' });
    expect(await within(files).findByText("Applicant's face")).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'History' })).getByText('Submitted'),
    ).toBeInTheDocument();
  });

  it('shows the identity document and the affidavit of an applicant without a NIN', async () => {
    signIn('registra');
    stubObjectUrls();
    stubApi(attestationDetail({}, 'without_nin'));
    renderDetail();
    expect(
      await screen.findByText(/Reference BA-LA-2026-000005 · Applicant without a NIN/),
    ).toBeInTheDocument();
    const applicant = screen.getByRole('region', { name: 'Particulars of Applicant' });
    expect(within(applicant).getByText('Nigerian Passport')).toBeInTheDocument();
    expect(within(applicant).getByText('A01234567')).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Face, signature and supporting documents' });
    expect(await within(files).findByText('Affidavit')).toBeInTheDocument();
  });

  it('lets another reviewer approve it with its attestation number, ready to print', async () => {
    signIn('dcr', { user: { User_ID: OTHER_REVIEWER_ID } });
    const fetchMock = stubApi();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /^Approve / })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Print certificate' })).toBeInTheDocument();
    expect(screen.getAllByText(NUMBER).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/dcr/registrations/attestation/approve/5')).toHaveLength(1),
    );
  });

  it("links a queried attestation's capturer to its correction", async () => {
    signIn('registra');
    stubApi(
      attestationDetail({ status: 'queried', query_reason: 'The town of birth is unclear.' }),
    );
    renderDetail();
    expect(await screen.findByText('The town of birth is unclear.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      '/dashboard/birth-attestations/5/edit',
    );
  });
});
