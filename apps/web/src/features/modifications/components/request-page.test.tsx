import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODIFICATION_MESSAGES, type ModificationEntry } from '@vitalreg/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi } from '@/features/payments/testing/fetch-stub';
import { paths } from '@/config/paths';
import { renderRoutes, signIn } from '@/testing/test-utils';
import { childNameEntry } from '../testing/fixtures';
import { AmendRequestPage } from './amend-request-page';
import { RequestPage } from './request-page';

const SINGLE = 'GET /api/modification/birth-registration/single/31';

const renderRequest = (path = paths.dashboard.modifications.request.getHref('birth', 31)) =>
  renderRoutes(
    [
      { path: paths.dashboard.modifications.request.path, element: <RequestPage /> },
      { path: paths.dashboard.modifications.amend.path, element: <AmendRequestPage /> },
      { path: '/dashboard/birth-registrations/:id', element: <p>Birth record page</p> },
    ],
    path,
  );

const documents = {
  'GET /api/documents/support_document/letter-1.pdf': () =>
    new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
  'GET /api/documents/support_document/affidavit-1.pdf': () =>
    new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
};

const buttons = () =>
  ['Approve', 'Query', 'Amend and resubmit'].filter(
    (name) => screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name }),
  );

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
});

describe('RequestPage', () => {
  it('shows the request: Original | Correction, requester and proof, documents, payment, history', async () => {
    signIn('registra');
    stubApi({ ...documents, [SINGLE]: () => ok(childNameEntry()) });
    renderRequest();
    expect(
      await screen.findByRole('heading', { name: "Correction of child's name" }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "Child's name" });
    const row = within(table).getByRole('row', { name: /First name/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Chidi', 'Chidinma']);
    expect(
      screen.getByText('Made without proof of identity; accepted by Demo registra.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A parent · Ngozi Okafor · Mother')).toBeInTheDocument();
    expect(screen.getByText('Clerical error')).toBeInTheDocument();
    expect(screen.getByText('SBX-PAID-MOD')).toBeInTheDocument();
    expect(screen.getByText('DCR or State Director')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Open Request letter (PDF)' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'History' })).getByText('Submitted'),
    ).toBeInTheDocument();
    expect(buttons()).toEqual([]);
  });

  it('draws its buttons from allowed_actions only', async () => {
    const cases: [ModificationEntry['allowed_actions'], string[]][] = [
      [
        ['approve', 'query'],
        ['Approve', 'Query'],
      ],
      [['query'], ['Query']],
      [['resubmit'], ['Amend and resubmit']],
    ];
    for (const [allowed, shown] of cases) {
      signIn('dcr');
      stubApi({
        ...documents,
        [SINGLE]: () =>
          ok(
            childNameEntry({
              allowed_actions: allowed,
              status: allowed.includes('resubmit') ? 'queried' : 'pending',
            }),
          ),
      });
      const { unmount } = renderRequest();
      await screen.findByRole('heading', { name: "Correction of child's name" });
      expect(buttons()).toEqual(shown);
      unmount();
    }
  });

  it('approves, then says the record was corrected and links to its page', async () => {
    signIn('dcr', { user: { User_ID: 99 } });
    let entry = childNameEntry({ allowed_actions: ['approve', 'query'] });
    const fetchMock = stubApi({
      ...documents,
      [SINGLE]: () => ok(entry),
      'POST /api/modification/birth-registration/31/approve': () => {
        entry = {
          ...entry,
          status: 'approved',
          approved_by: { id: 99, name: 'Demo dcr' },
          approved_at: '2026-11-21T10:00:00.000Z',
          version: 2,
          allowed_actions: [],
        };
        return ok({ request: entry, record: { id: 5, version: 2, status: 'approved' } });
      },
    });
    const user = userEvent.setup();
    renderRequest();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const approvals = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/31/approve'));
    expect(approvals()).toHaveLength(0);
    await user.click(
      within(
        await screen.findByRole('dialog', { name: "Approve the correction of child's name?" }),
      ).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByText('The record was corrected')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(MODIFICATION_MESSAGES.approved))).toBeInTheDocument();
    expect(buttons()).toEqual([]);
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) =>
          String(input).endsWith('/31/approve') && (init as RequestInit).method === 'POST',
      ),
    ).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Open the record' }));
    expect(await screen.findByText('Birth record page')).toBeInTheDocument();
  });

  it("shows an approval's refusal by its message", async () => {
    signIn('dcr', { user: { User_ID: 99 } });
    stubApi({
      ...documents,
      [SINGLE]: () => ok(childNameEntry({ allowed_actions: ['approve', 'query'] })),
      'POST /api/modification/birth-registration/31/approve': () =>
        refused('STATE_CONFLICT', MODIFICATION_MESSAGES.corrected),
    });
    const user = userEvent.setup();
    renderRequest();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: "Approve the correction of child's name?" }),
      ).getByRole('button', { name: 'Approve' }),
    );
    // The refusal stays in the confirmation, which can be cancelled.
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      MODIFICATION_MESSAGES.corrected,
    );
  });

  it('queries with a reason of at least 5 characters', async () => {
    signIn('dcr', { user: { User_ID: 99 } });
    const fetchMock = stubApi({
      ...documents,
      [SINGLE]: () => ok(childNameEntry({ allowed_actions: ['approve', 'query'] })),
      'POST /api/modification/birth-registration/31/query': () =>
        ok(childNameEntry({ status: 'queried' }), MODIFICATION_MESSAGES.queried),
    });
    const user = userEvent.setup();
    renderRequest();
    await user.click(await screen.findByRole('button', { name: 'Query' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Query request' }));
    expect(await within(dialog).findByText(MODIFICATION_MESSAGES.queryReason)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 't the affidavit');
    await user.click(within(dialog).getByRole('button', { name: 'Query request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/31/query'));
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({
      reason: 'Not the affidavit',
    });
  });

  it('amends a queried request from its Correction step and resubmits it without a payment', async () => {
    signIn('registra', { user: { User_ID: 7 } });
    const queried = childNameEntry({
      status: 'queried',
      query_reason: 'Attach the sworn affidavit.',
      allowed_actions: ['resubmit'],
    });
    const fetchMock = stubApi({
      ...documents,
      [SINGLE]: () => ok(queried),
      'PATCH /api/modification/birth-registration': () =>
        ok(
          { ...queried, status: 'pending', allowed_actions: [] },
          MODIFICATION_MESSAGES.resubmitted,
        ),
    });
    const user = userEvent.setup();
    renderRequest();
    await user.click(await screen.findByRole('link', { name: 'Amend and resubmit' }));

    const firstname = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstname).toHaveValue('Chidinma');
    expect(screen.getByRole('radio', { name: "Child's name" })).toBeDisabled();
    await user.clear(firstname);
    await user.type(firstname, 'Chidimma');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Resubmit correction' }));

    expect(
      await screen.findByRole('heading', { name: "Correction of child's name" }),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PATCH',
    );
    const body = JSON.parse(String((call![1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      Birth_Reg_ID: 5,
      modification_id: 31,
      mod_field: 'child_name',
      child_firstname: 'Chidimma',
      child_sex: null,
    });
    expect(body).not.toHaveProperty('payment_reference');
    expect(screen.queryByRole('textbox', { name: 'Payment reference' })).not.toBeInTheDocument();
  });
});
