import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attestationDraftFromParticulars } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { recordDraftKeys } from '@/features/records/components/wizard/record-draft';
import { attestationView } from '@/kinds/attestation/view';
import { asSentToUser } from '@/features/records/testing/record-screens';
import { attestationDetail } from '@/features/records/testing/fixtures';
import { envelope, errorEnvelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
import { ATTESTATION_DRAFT_PREFIX } from './attestation-draft';
import EditAttestationPage from './edit-attestation-page';

const queried = attestationDetail(
  { status: 'queried', query_reason: 'The town of birth is unclear.' },
  'without_nin',
);

function renderEdit(record = queried) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/birth-attestation/${record.id}` && init?.method === 'PATCH') {
      return jsonResponse(
        200,
        envelope({ id: record.id, reference: record.reference, status: 'pending' }),
      );
    }
    if (url.pathname === `/api/birth-attestation/${record.id}`) {
      return jsonResponse(200, envelope(asSentToUser(attestationView, record)));
    }
    return jsonResponse(404, errorEnvelope('NOT_FOUND', 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [
      { path: '/dashboard/birth-attestations/:id/edit', element: <EditAttestationPage /> },
      { path: '/dashboard/birth-attestations/:id', element: <p>The record</p> },
    ],
    `/dashboard/birth-attestations/${record.id}/edit`,
  );
  return fetchMock;
}

describe('EditAttestationPage', () => {
  it("opens a queried attestation in the form it was captured on, under the reviewer's reason", async () => {
    signIn('registra', { user: { User_ID: 42 } });
    renderEdit();
    expect(await screen.findByText('The town of birth is unclear.')).toBeInTheDocument();
    // Without a NIN: the affidavit's step, no NIN field.
    expect(screen.getByText('Document Upload')).toBeInTheDocument();
    expect(screen.queryByLabelText("Applicant's NIN")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Surname/)).toHaveValue('Adeyemi');
    expect(screen.getByLabelText(/^Identity document number/)).toHaveValue('A01234567');
  });

  it('resubmits with PATCH without asking the fee again, then opens the record', async () => {
    const user = userEvent.setup();
    signIn('registra', { user: { User_ID: 42 } });
    const draft = attestationDraftFromParticulars(queried.particulars);
    draft.information.town_of_birth = 'Ogbomoso';
    sessionStorage.setItem(
      recordDraftKeys.edit(ATTESTATION_DRAFT_PREFIX, queried.id),
      JSON.stringify({ draft, step: 4, idempotencyKey: 'attest-edit-key-1' }),
    );
    const fetchMock = renderEdit();
    expect(
      await screen.findByText(/Paid when the application was first submitted/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Payment reference')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    expect(await screen.findByText('The record')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe(`/api/birth-attestation/${queried.id}`);
    expect((patch?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toBe(
      'attest-edit-key-1',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      applicant: { nin: null },
      information: { town_of_birth: 'Ogbomoso' },
      reference: 'SBX-PAID-EXAMPLE00001',
    });
  });
});
