import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deathRegistrationDraftFromParticulars } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { recordDraftKeys } from '@/features/records/components/wizard/record-draft';
import { deathView } from '@/kinds/death/view';
import { asSentToUser } from '@/features/records/testing/record-screens';
import { deathDetail } from '@/features/records/testing/fixtures';
import { envelope, errorEnvelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
import { DEATH_DRAFT_PREFIX } from './death-draft';
import EditDeathRegistrationPage from './edit-death-registration-page';

const queried = deathDetail(
  { status: 'queried', query_reason: 'The date of death is wrong.' },
  'form_a',
);

function renderEdit(record = queried) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/death-registration/${record.id}` && init?.method === 'PATCH') {
      return jsonResponse(
        200,
        envelope({ id: record.id, reference: record.reference, status: 'pending' }),
      );
    }
    if (url.pathname === `/api/death-registration/${record.id}`) {
      return jsonResponse(200, envelope(asSentToUser(deathView, record)));
    }
    return jsonResponse(404, errorEnvelope('NOT_FOUND', 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [
      {
        path: '/dashboard/death-registrations/:id/edit',
        element: <EditDeathRegistrationPage />,
      },
      { path: '/dashboard/death-registrations/:id', element: <p>The record</p> },
    ],
    `/dashboard/death-registrations/${record.id}/edit`,
  );
  return fetchMock;
}

describe('EditDeathRegistrationPage', () => {
  it("opens a queried record in the form it was captured with, under the reviewer's reason", async () => {
    signIn('registra', { user: { User_ID: 42 } });
    const fetchMock = renderEdit();
    expect(await screen.findByText('The date of death is wrong.')).toBeInTheDocument();
    // Form A: the mother's particulars are a step.
    expect(screen.getByText('Particulars of Mother')).toBeInTheDocument();
    expect(screen.queryByText('Document Upload')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Surname/)).toHaveValue('Okafor');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Chiamaka');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/death-registration/${queried.id}`);
  });

  it('resubmits the corrections with PATCH and an Idempotency-Key, then opens the record', async () => {
    const user = userEvent.setup();
    signIn('registra', { user: { User_ID: 42 } });
    const draft = deathRegistrationDraftFromParticulars(queried.particulars);
    draft.deceased.place_of_death = 'General Hospital Ikeja';
    sessionStorage.setItem(
      recordDraftKeys.edit(DEATH_DRAFT_PREFIX, queried.id),
      JSON.stringify({ draft, step: 3, idempotencyKey: 'death-edit-key-1' }),
    );
    const fetchMock = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Resubmit for review' }));
    expect(await screen.findByText('The record')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe(`/api/death-registration/${queried.id}`);
    expect((patch?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toBe(
      'death-edit-key-1',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      form: 'form_a',
      deceased: { place_of_death: 'General Hospital Ikeja' },
    });
  });

  it('explains that only a queried record can be corrected', async () => {
    signIn('registra', { user: { User_ID: 42 } });
    renderEdit(deathDetail({ status: 'pending' }, 'form_b'));
    expect(
      await screen.findByText('Only a queried record can be edited and resubmitted.'),
    ).toBeInTheDocument();
  });
});
