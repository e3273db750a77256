import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ATTESTATION_MESSAGES,
  exampleAttestationDraft,
  formatCalendarDate,
  registryToday,
  subtractYears,
  toAttestationSubmission,
  VALIDATION_MESSAGES,
  type AttestationDraft,
} from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import {
  feesAnswer,
  ok,
  refused,
  stubApi,
  verification,
} from '@/features/payments/testing/fetch-stub';
import { recordDraftKeys } from '@/features/records/components/wizard/record-draft';
import { registrationModeStore } from '@/lib/registration-mode-store';
import { toastStore } from '@/lib/toast';
import { envelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
import { ATTESTATION_DRAFT_PREFIX, ATTESTATION_HAS_NIN_KEY } from './attestation-draft';
import AttestationRegisterPage from './attestation-register-page';

const REGISTER = '/dashboard/birth-attestations/register';
const QUESTION = 'Does the applicant have a NIN?';
const yearsAgo = (years: number) => formatCalendarDate(subtractYears(registryToday(), years));

function renderPage() {
  signIn('registra');
  return renderRoutes(
    [
      { path: REGISTER, element: <AttestationRegisterPage /> },
      { path: '/dashboard/birth-attestations', element: <p>Birth attestations list</p> },
    ],
    REGISTER,
  );
}

function seed(draft: AttestationDraft, step: number, idempotencyKey = 'key-attest-0001') {
  sessionStorage.setItem(
    ATTESTATION_HAS_NIN_KEY,
    JSON.stringify(draft.form === 'with_nin' ? 'yes' : 'no'),
  );
  sessionStorage.setItem(
    recordDraftKeys.new(ATTESTATION_DRAFT_PREFIX, draft.form),
    JSON.stringify({ draft, step, idempotencyKey }),
  );
}

/** The example draft on its Information Preview, its fee not yet paid. */
function unpaid(form: AttestationDraft['form']): AttestationDraft {
  const draft = exampleAttestationDraft(form);
  return { ...draft, payment: { ...draft.payment, reference: '' } };
}

/** The fees (with the attestation's) and the sandbox gateway's verification of a reference. */
const paymentHandlers = {
  'GET /api/payments/fees': () => {
    const answer = feesAnswer();
    return ok({
      ...answer,
      fees: [
        ...answer.fees,
        { ...answer.fees[0]!, service: 'attestation', name: 'Birth attestation' },
      ],
    });
  },
  'POST /api/payments/verify': (body: unknown) =>
    ok(
      verification({
        service: 'attestation',
        reference: (body as { reference: string }).reference,
      }),
      'Payment verified. NGN 5,000.00 paid.',
    ),
};

const created = () =>
  jsonResponse(201, envelope({ id: 9, reference: 'BA-LA-2026-000009', status: 'pending' }));

async function answer(user: ReturnType<typeof userEvent.setup>, choice: 'Yes' | 'No') {
  await user.click(await screen.findByRole('radio', { name: choice }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const sentTo = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path);

describe('AttestationRegisterPage', () => {
  it('first asks whether the applicant has a NIN, and insists on an answer', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('radiogroup', { name: QUESTION })).toBeInTheDocument();
    expect(screen.queryByText('Particulars of Applicant')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answer whether the applicant has a NIN',
    );
  });

  it('yes opens the applicant form of 4 steps, asking the NIN; no the alternative form of 5', async () => {
    const user = userEvent.setup();
    renderPage();
    await answer(user, 'Yes');
    expect(
      await screen.findByRole('heading', { name: /Particulars of Applicant$/ }),
    ).toBeInTheDocument();
    for (const title of ['Additional Information', "Parent's Information", 'Information Preview']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.queryByText('Document Upload')).not.toBeInTheDocument();
    expect(screen.getByLabelText("Applicant's NIN")).toBeInTheDocument();
    // The date of birth starts 18 years before today.
    // (shown as the registry writes dates: DD/MM/YYYY)
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue(
      yearsAgo(18).split('-').reverse().join('/'),
    );

    await user.click(screen.getByRole('button', { name: 'Change answer' }));
    await answer(user, 'No');
    expect(await screen.findByText('Document Upload')).toBeInTheDocument();
    for (const title of [
      'Particulars of Applicant',
      'Parents Information',
      'Information Preview',
    ]) {
      expect(screen.getAllByText(title)[0]).toBeInTheDocument();
    }
    expect(screen.queryByLabelText("Applicant's NIN")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Identity document type/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText("Enter the applicant's surname"))[0]).toBeInTheDocument();
  });

  it('without a NIN, asks for an identity document', async () => {
    const user = userEvent.setup();
    const draft = exampleAttestationDraft('without_nin');
    seed({ ...draft, applicant: { ...draft.applicant, id_type: '', id_number: '' } }, 0);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(
      (await screen.findAllByText(ATTESTATION_MESSAGES.identityDocument))[0],
    ).toBeInTheDocument();
    expect(screen.getAllByText(VALIDATION_MESSAGES.identityDocumentNumber)[0]).toBeInTheDocument();
  });

  it('fills the particulars from the verified NIN and locks them', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/verify-nin': () =>
        ok({
          nimc: { status: 1 },
          personData: {
            surname: 'Ogunleye',
            firstname: 'Adebola',
            middlename: null,
            dateOfBirth: '1968-11-02',
            sex: 'f',
            photo: null,
          },
        }),
    });
    renderPage();
    await answer(user, 'Yes');
    await user.type(await screen.findByLabelText("Applicant's NIN"), '10987654321');
    await user.click(screen.getByRole('button', { name: "Verify Applicant's NIN" }));
    expect(await screen.findByText('Verified with the identity agency')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Surname/)).toHaveValue('Ogunleye');
    expect(screen.getByLabelText(/^Surname/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Adebola');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveValue('1968-11-02');
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Sex/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Sex/)).toBeDisabled();
  });

  it('refuses an applicant under 18 with a clear message', async () => {
    const user = userEvent.setup();
    seed(exampleAttestationDraft('without_nin'), 0);
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Date of birth/), {
      target: { value: yearsAgo(17) },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      (await screen.findAllByText(VALIDATION_MESSAGES.attestationMinAge))[0],
    ).toBeInTheDocument();
    // Still on Particulars of Applicant.
    expect(screen.getByRole('form', { name: 'Particulars of Applicant' })).toBeInTheDocument();
  });

  it('asks for the affidavit without a NIN', async () => {
    const user = userEvent.setup();
    const draft = exampleAttestationDraft('without_nin');
    seed({ ...draft, documents: { affidavit: null } }, 3);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText(ATTESTATION_MESSAGES.affidavit))[0]).toBeInTheDocument();
  });

  it('takes the fee on the preview, then submits with a NIN to POST /api/birth-attestation/add', async () => {
    const user = userEvent.setup();
    const draft = unpaid('with_nin');
    seed(draft, 3, 'key-attest-aaaa');
    const fetchMock = stubApi({ ...paymentHandlers, 'POST /api/birth-attestation/add': created });
    renderPage();
    expect(await screen.findByText('Adeyemi Oluwaseun Kehinde')).toBeInTheDocument();
    expect(screen.getByText('Nigerian International Passport')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect((await screen.findAllByText(ATTESTATION_MESSAGES.payment))[0]).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/birth-attestation/add')).toHaveLength(0);

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(await within(payment).findByText(/Birth attestation fee/)).toBeInTheDocument();
    await user.type(within(payment).getByLabelText('Payment reference'), 'SBX-PAID-ATTEST1');
    await user.click(within(payment).getByRole('button', { name: 'Verify payment' }));
    expect(await within(payment).findByText('Paid')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(ATTESTATION_MESSAGES.payment)).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByRole('heading', { name: 'Birth attestation submitted' }),
    ).toHaveFocus();

    const [[, init]] = sentTo(fetchMock, '/api/birth-attestation/add') as [[string, RequestInit]];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-attest-aaaa');
    const paid = { ...draft, payment: { ...draft.payment, reference: 'SBX-PAID-ATTEST1' } };
    expect(JSON.parse(String(init.body))).toEqual(
      JSON.parse(JSON.stringify(toAttestationSubmission(paid))),
    );
    expect(JSON.parse(String(init.body))).toMatchObject({ reference: 'SBX-PAID-ATTEST1' });
    expect(
      sessionStorage.getItem(recordDraftKeys.new(ATTESTATION_DRAFT_PREFIX, 'with_nin')),
    ).toBeNull();
    // The reference stays on screen, with the way to the record.
    const ended = screen.getByRole('region', { name: 'Birth attestation submitted' });
    expect(ended).toHaveTextContent('BA-LA-2026-000009');
    expect(within(ended).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/\d+$/),
    );
  });

  it('submits without a NIN to POST /api/self-attestation/no-nin, with the affidavit', async () => {
    const user = userEvent.setup();
    const draft = exampleAttestationDraft('without_nin');
    seed(draft, 4);
    const fetchMock = stubApi({ ...paymentHandlers, 'POST /api/self-attestation/no-nin': created });
    renderPage();
    // The reference carried over is verified again when the preview opens.
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByRole('heading', { name: 'Birth attestation submitted' }),
    ).toHaveFocus();
    const [[, init]] = sentTo(fetchMock, '/api/self-attestation/no-nin') as [[string, RequestInit]];
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      applicant: { nin: null, id_type: '2', id_number: 'A01234567' },
      affidavit: { url: 'attestation/affidavit-example.jpg' },
      reference: 'SBX-PAID-EXAMPLE00001',
    });
  });

  it('says when the birth is already registered, keeping everything entered', async () => {
    const user = userEvent.setup();
    const message =
      "This person's birth is already registered (birth certificate number LA/2001/000123). A letter of attestation is only for a birth that was never registered.";
    seed(exampleAttestationDraft('with_nin'), 3);
    const fetchMock = stubApi({
      ...paymentHandlers,
      'POST /api/birth-attestation/add': () =>
        refused('ALREADY_REGISTERED', message, {
          reference: 'BR-LA-2001-00000123',
          certificateNumber: 'LA/2001/000123',
        }),
    });
    renderPage();
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toContain(message));
    expect(sentTo(fetchMock, '/api/birth-attestation/add')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
    expect(
      sessionStorage.getItem(recordDraftKeys.new(ATTESTATION_DRAFT_PREFIX, 'with_nin')),
    ).not.toBeNull();
  });

  it('offline, says plainly that it needs a connection instead of saving on the device', async () => {
    const user = userEvent.setup();
    registrationModeStore.set('offline');
    seed(exampleAttestationDraft('with_nin'), 3);
    const fetchMock = stubApi(paymentHandlers);
    renderPage();
    expect(await screen.findByText('Connection needed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save offline' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toContainEqual(
        expect.stringMatching(
          /^Not saved: this service needs a connection \(payment\)\. Birth attestation/,
        ),
      ),
    );
    expect(sentTo(fetchMock, '/api/birth-attestation/add')).toHaveLength(0);
  });
});
