import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deathView } from '@/kinds/death/view';
import { CAPTURER_ID, deathDetail, OTHER_REVIEWER_ID } from '@/features/records/testing/fixtures';
import {
  callsTo,
  inWideWindow,
  recordPageTest,
  stubObjectUrls,
} from '@/features/records/testing/record-screens';
import { toastStore } from '@/lib/toast';
import { signIn } from '@/testing/test-utils';

const { renderDetail, stubApi } = recordPageTest({
  kind: deathView,
  record: () => deathDetail(),
  approve: (record) => ({
    record: {
      ...record,
      status: 'approved',
      certificate_number: 'DC/LA/2026/000123',
      death_certificate_number: 'DC/LA/2026/000123',
    },
    // The death answer names the number as the spec does.
    answer: {
      id: record.id,
      status: 'approved',
      death_certificate_number: 'DC/LA/2026/000123',
    },
  }),
});

describe('DeathRegistrationPage', () => {
  inWideWindow();
  beforeEach(stubObjectUrls);

  it('shows the deceased, the informant, the documents and the history by name', async () => {
    signIn('registra', { user: { User_ID: CAPTURER_ID } });
    stubApi();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Okafor Emeka Obinna' })).toBeInTheDocument();
    expect(
      screen.getByText(/Reference DR-LA-2026-000005 · Form B · captured by/),
    ).toBeInTheDocument();
    const deceased = screen.getByRole('region', { name: 'Particulars of Deceased' });
    expect(within(deceased).getByText('Male')).toBeInTheDocument();
    expect(within(deceased).getByText('67 years')).toBeInTheDocument();
    expect(within(deceased).getByText('12 Nov 2026')).toBeInTheDocument();
    expect(
      within(deceased).getByText('Disorder of the blood Circulatory System'),
    ).toBeInTheDocument();
    expect(within(deceased).getByText('Engineer')).toBeInTheDocument();
    expect(within(deceased).getByText('Igbo')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Particulars of Mother' })).not.toBeInTheDocument();
    const informant = screen.getByRole('region', { name: 'Particulars of Informant' });
    expect(within(informant).getByText('Spouse')).toBeInTheDocument();
    expect(within(informant).getByText('2348071234567')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: "Informant's signature" })).toHaveAttribute(
      'src',
      'blob:doc',
    );
    expect(await screen.findByText('Affidavit', { selector: 'figcaption' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'History' })).getByText('Submitted'),
    ).toBeInTheDocument();
  });

  it('says how the informant signed: here on the paper form, its page kept as the signature', async () => {
    signIn('registra');
    const record = deathDetail();
    stubApi({
      ...record,
      particulars: {
        ...record.particulars,
        informant: { ...record.particulars.informant, mode_of_identity: 'paper_form' },
      },
    });
    renderDetail();
    const informant = await screen.findByRole('region', { name: 'Particulars of Informant' });
    expect(within(informant).getByText('How the informant signed')).toBeInTheDocument();
    expect(
      within(informant).getByText('Signed the paper form (page uploaded)'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: "Informant's signature: signed page of the paper form",
      }),
    ).toBeInTheDocument();
  });

  it("shows form A's mother", async () => {
    signIn('registra');
    stubApi(deathDetail({}, 'form_a'));
    renderDetail();
    const mother = await screen.findByRole('region', { name: 'Particulars of Mother' });
    expect(within(mother).getByText('Ngozi')).toBeInTheDocument();
    expect(screen.getByText(/Form A \(child under 5\)/)).toBeInTheDocument();
  });

  it('lets another reviewer approve, then shows the death certificate number', async () => {
    signIn('dcr', { user: { User_ID: OTHER_REVIEWER_ID } });
    const fetchMock = stubApi();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /^Approve / })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('DC/LA/2026/000123')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/dcr/registrations/death/approve/5')).toHaveLength(1);
    expect(toastStore.get()).toContainEqual(
      expect.objectContaining({
        severity: 'success',
        message: 'Record approved. Certificate number DC/LA/2026/000123.',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument(),
    );
  });

  it('offers no review actions to the capturer', async () => {
    signIn('dcr', { user: { User_ID: CAPTURER_ID } });
    stubApi();
    renderDetail();
    await screen.findByRole('heading', { name: 'Okafor Emeka Obinna' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Query' })).not.toBeInTheDocument();
  });

  it('queries the record back with a reason', async () => {
    signIn('dcr', { user: { User_ID: OTHER_REVIEWER_ID } });
    const fetchMock = stubApi();
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Query' }));
    const dialog = await screen.findByRole('dialog', { name: /Query record DR-LA-2026-000005/ });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The date of death is wrong.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Query record' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/dcr/registrations/death/reject')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, '/api/dcr/registrations/death/reject')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      id: 5,
      reason: 'The date of death is wrong.',
    });
    expect(await screen.findByText('The date of death is wrong.')).toBeInTheDocument();
  });

  it("links a queried record's capturer to its correction", async () => {
    signIn('registra', { user: { User_ID: CAPTURER_ID } });
    stubApi(deathDetail({ status: 'queried', query_reason: 'Wrong cause of death.' }));
    renderDetail();
    expect(await screen.findByText('Wrong cause of death.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit and resubmit' })).toHaveAttribute(
      'href',
      '/dashboard/death-registrations/5/edit',
    );
  });

  it('says when the record is outside the area and links back to the list', async () => {
    signIn('registra');
    stubApi();
    renderDetail(77);
    expect(
      await screen.findByText('This death registration does not exist or is outside your area.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Death registrations' })).toHaveAttribute(
      'href',
      '/dashboard/death-registrations',
    );
  });
});
