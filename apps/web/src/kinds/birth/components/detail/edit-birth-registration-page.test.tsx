import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { birthRegistrationDraftFromParticulars } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { birthDetail } from '@/features/records/testing/fixtures';
import { toastStore } from '@/lib/toast';
import { envelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
import { birthEditDraftKey } from '../wizard/birth-draft';
import { birthView } from '@/kinds/birth/view';
import { asSentToUser } from '@/features/records/testing/record-screens';
import { EditBirthRegistrationPage } from './edit-birth-registration-page';

const queried = birthDetail({
  status: 'queried',
  query_reason: "The child's town of birth is wrong.",
});

function renderEdit(record = queried) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === `/api/birth-registration/${record.id}` && init?.method === 'PATCH') {
      return jsonResponse(200, envelope({ ...record, status: 'pending' }));
    }
    if (url.pathname === `/api/birth-registration/${record.id}`) {
      return jsonResponse(200, envelope(asSentToUser(birthView, record)));
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [
      {
        path: '/dashboard/birth-registrations/:id/edit',
        element: <EditBirthRegistrationPage />,
      },
      { path: '/dashboard/birth-registrations/:id', element: <p>The record</p> },
    ],
    `/dashboard/birth-registrations/${record.id}/edit`,
  );
  return fetchMock;
}

describe('EditBirthRegistrationPage', () => {
  it("opens a queried record's particulars in the wizard under the reviewer's reason", async () => {
    signIn('registra', { user: { User_ID: 42 } });
    renderEdit();
    expect(await screen.findByText("The child's town of birth is wrong.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Surname/)).toHaveValue('Adeyemi');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Oluwaseun');
    expect(screen.getByLabelText(/^Town of birth/)).toHaveValue('Ikeja');
  });

  it('resubmits the corrections with PATCH and an Idempotency-Key, then opens the record', async () => {
    const user = userEvent.setup();
    signIn('registra', { user: { User_ID: 42 } });
    const draft = birthRegistrationDraftFromParticulars(queried.particulars);
    draft.child.town_of_birth = 'Agege';
    sessionStorage.setItem(
      birthEditDraftKey(queried.id),
      JSON.stringify({ draft, step: 5, idempotencyKey: 'edit-key-1' }),
    );
    const fetchMock = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Resubmit for review' }));
    expect(await screen.findByText('The record')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch).toBeDefined();
    const [url, init] = patch!;
    expect(String(url)).toContain(`/api/birth-registration/${queried.id}`);
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('edit-key-1');
    const body = JSON.parse(String(init?.body)) as { child: { town_of_birth: string } };
    expect(body.child.town_of_birth).toBe('Agege');
    await waitFor(() => expect(sessionStorage.getItem(birthEditDraftKey(queried.id))).toBeNull());
    expect(toastStore.get()).toContainEqual(
      expect.objectContaining({
        severity: 'success',
        message: `Birth registration ${queried.reference} resubmitted for review.`,
      }),
    );
  });

  it('refuses a record that is not queried', async () => {
    signIn('registra', { user: { User_ID: 42 } });
    renderEdit(birthDetail({ status: 'pending' }));
    expect(
      await screen.findByText('Only a queried record can be edited and resubmitted.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Surname/)).not.toBeInTheDocument();
  });
});
