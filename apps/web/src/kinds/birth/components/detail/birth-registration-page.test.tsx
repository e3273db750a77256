import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { birthView } from '@/kinds/birth/view';
import { birthDetail, CAPTURER_ID, OTHER_REVIEWER_ID } from '@/features/records/testing/fixtures';
import {
  callsTo,
  inWideWindow,
  recordPageTest,
  stubObjectUrls,
} from '@/features/records/testing/record-screens';
import { toastStore } from '@/lib/toast';
import { signIn } from '@/testing/test-utils';

const { renderDetail, stubApi } = recordPageTest({
  kind: birthView,
  record: () => birthDetail(),
  approve: (record) => ({
    record: {
      ...record,
      status: 'approved',
      certificate_number: 'LA/2026/000123',
      history: [
        ...record.history,
        {
          action: 'approve',
          at: '2026-11-16T10:00:00.000Z',
          by: { id: OTHER_REVIEWER_ID, name: 'Demo dcr' },
          reason: null,
        },
      ],
    },
    answer: { id: record.id, status: 'approved', certificate_number: 'LA/2026/000123' },
  }),
});

describe('BirthRegistrationPage', () => {
  inWideWindow();
  beforeEach(stubObjectUrls);

  it('shows the particulars by name, the files and the history', async () => {
    signIn('registra', { user: { User_ID: CAPTURER_ID } });
    const fetchMock = stubApi();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Adeyemi Oluwaseun' })).toBeInTheDocument();
    const child = screen.getByRole('region', { name: 'Particulars of Child' });
    expect(within(child).getByText('Female')).toBeInTheDocument();
    expect(within(child).getByText('Hospital')).toBeInTheDocument();
    expect(within(child).getAllByText('Lagos').length).toBeGreaterThan(0);
    expect(within(child).getAllByText('Ikeja').length).toBeGreaterThan(0);
    expect(within(child).getByText('Oyo')).toBeInTheDocument();
    const mother = screen.getByRole('region', { name: 'Particulars of Mother' });
    expect(within(mother).getByText('Folake')).toBeInTheDocument();
    expect(within(mother).getByText('Ogunleye')).toBeInTheDocument();
    expect(within(mother).getByText('Married')).toBeInTheDocument();
    expect(within(mother).getByText('Yoruba')).toBeInTheDocument();
    expect(within(mother).getByText('Nigerian')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Particulars of Father' })).toBeInTheDocument();
    const informant = screen.getByRole('region', { name: 'Particulars of Informant' });
    expect(within(informant).getByText('Mother')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Submitted')).toBeInTheDocument();
    expect(within(history).getByText(/Demo registra/)).toBeInTheDocument();
    // Files come through the API with the token, shown from blob URLs.
    expect(await screen.findByRole('img', { name: "Informant's signature" })).toHaveAttribute(
      'src',
      'blob:doc',
    );
    expect(await screen.findByRole('img', { name: 'Immunization card' })).toHaveAttribute(
      'src',
      'blob:doc',
    );
    const documentCall = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/api/documents/'),
    );
    expect(new Headers(documentCall?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it('offers no review actions to the capturer, even a reviewer', async () => {
    signIn('dcr', { user: { User_ID: CAPTURER_ID } });
    stubApi();
    renderDetail();
    await screen.findByRole('heading', { name: 'Adeyemi Oluwaseun' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Query' })).not.toBeInTheDocument();
  });

  it('offers no review actions to a registrar', async () => {
    signIn('registra', { user: { User_ID: OTHER_REVIEWER_ID } });
    stubApi();
    renderDetail();
    await screen.findByRole('heading', { name: 'Adeyemi Oluwaseun' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Query' })).not.toBeInTheDocument();
  });

  it('offers no review actions on an approved record', async () => {
    signIn('dcr', { user: { User_ID: OTHER_REVIEWER_ID } });
    stubApi(birthDetail({ status: 'approved', certificate_number: 'LA/2026/000001' }));
    renderDetail();
    expect(await screen.findByText('LA/2026/000001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('lets another reviewer approve, then shows the certificate number', async () => {
    signIn('dcr', { user: { User_ID: OTHER_REVIEWER_ID } });
    const fetchMock = stubApi();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(callsTo(fetchMock, '/api/dcr/registrations/birth/approve/5')).toHaveLength(0);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /^Approve / })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('LA/2026/000123')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/dcr/registrations/birth/approve/5')).toHaveLength(1);
    expect(toastStore.get()).toContainEqual(
      expect.objectContaining({
        severity: 'success',
        message: expect.stringContaining('LA/2026/000123'),
      }),
    );
    // The page refetches: the record is now approved and its history says so.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Approved'),
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('requires a reason to query a record, then sends it', async () => {
    signIn('dcr', { user: { User_ID: OTHER_REVIEWER_ID } });
    const fetchMock = stubApi();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Query' }));
    const dialog = await screen.findByRole('dialog', { name: /Query record/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Query record' }));
    expect(
      await within(dialog).findByText('Give the reason for querying this record.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/dcr/registrations/birth/reject')).toHaveLength(0);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      "The mother's NIN is wrong.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Query record' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/dcr/registrations/birth/reject')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/dcr/registrations/birth/reject')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ id: 5, reason: "The mother's NIN is wrong." });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastStore.get()).toContainEqual(expect.objectContaining({ severity: 'success' }));
    expect(await screen.findByText("The mother's NIN is wrong.")).toBeInTheDocument();
  });

  it("shows a queried record's capturer the reason and the way to fix it", async () => {
    signIn('registra', { user: { User_ID: CAPTURER_ID } });
    stubApi(birthDetail({ status: 'queried', query_reason: 'Wrong date of birth.' }));
    renderDetail();
    expect(await screen.findByText('Wrong date of birth.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/5/edit',
    );
  });

  it("offers the fix to another registrar of the record's centre", async () => {
    signIn('registra', { user: { User_ID: OTHER_REVIEWER_ID } });
    stubApi(birthDetail({ status: 'queried', query_reason: 'Wrong date of birth.' }));
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Edit and resubmit' })).toBeInTheDocument();
  });

  it('does not offer the fix to a registrar of another centre, nor to a reviewer', async () => {
    const elsewhere = {
      Reg_Center_ID: 99,
      Reg_Center_Name: 'Ibadan Registration Centre',
      State_ID: 31,
      LGA_ID: 620,
      Address: null,
    };
    signIn('registra', {
      user: { User_ID: OTHER_REVIEWER_ID, Reg_Center_ID: 99, Registration_Centres: elsewhere },
    });
    stubApi(birthDetail({ status: 'queried', query_reason: 'Wrong date of birth.' }));
    const { unmount } = renderDetail();
    expect(await screen.findByText('Wrong date of birth.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit and resubmit' })).not.toBeInTheDocument();
    unmount();

    signIn('dcr', { user: { User_ID: OTHER_REVIEWER_ID } });
    renderDetail();
    expect(await screen.findByText('Wrong date of birth.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit and resubmit' })).not.toBeInTheDocument();
  });

  it('says when the record is outside the area', async () => {
    signIn('registra');
    stubApi();
    renderDetail(77);
    expect(await screen.findByText(/does not exist or is outside your area/)).toBeInTheDocument();
  });
});
