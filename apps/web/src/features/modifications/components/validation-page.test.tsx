import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  correctionInputs,
  MODIFICATION_MESSAGES,
  missingDocumentsMessage,
  recordKindOf,
  SPELLING_RULE,
} from '@vitalreg/domain';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  feesAnswer,
  ok,
  refused,
  stubApi,
  verification,
} from '@/features/payments/testing/fetch-stub';
import { paths } from '@/config/paths';
import { jsonResponse, envelope, renderRoutes, signIn } from '@/testing/test-utils';
import { birthLookup, childNameEntry } from '../testing/fixtures';
import { ValidationPage } from './validation-page';

const CERT = 'GET /api/modification/birth-registration/cert/LA%2F2026%2F000001';
const SUBMIT = 'POST /api/modification/birth-registration';

function RequestStub() {
  const { kind, id } = useParams();
  return (
    <p>
      Request page {kind} {id}
    </p>
  );
}

const renderValidation = () =>
  renderRoutes(
    [
      { path: paths.dashboard.modifications.validation.path, element: <ValidationPage /> },
      { path: paths.dashboard.modifications.request.path, element: <RequestStub /> },
    ],
    paths.dashboard.modifications.validation.getHref('birth-modification', 'LA/2026/000001'),
  );

/** Every call of the API but the request's own, answered as the API would. */
const common = {
  [CERT]: () => ok(birthLookup()),
  'GET /api/documents/face/child-123456789012.png': () =>
    new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
      headers: { 'Content-Type': 'image/png' },
    }),
  'POST /api/documents': (body: unknown) => {
    const { documentType } = body as { documentType: string };
    return jsonResponse(
      201,
      envelope({
        key: `support_document/${documentType}-1.pdf`,
        mimeType: 'application/pdf',
        size: 8,
        sha256: 'a'.repeat(64),
      }),
    );
  },
  'GET /api/payments/fees': () => ok(feesAnswer()),
  'POST /api/payments/verify': () =>
    ok(verification({ service: 'modification', reference: 'SBX-PAID-MOD' })),
};

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const bodyOf = (calls: unknown[][], method: string, path: string) => {
  const call = calls.find(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path &&
      (init as RequestInit | undefined)?.method === method,
  ) as [unknown, RequestInit] | undefined;
  return call ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
};

/** A whole request kept by the wizard, opened at its Preview step. */
function storeDraftAtPreview() {
  sessionStorage.setItem(
    'modification_birth_5',
    JSON.stringify({
      step: 3,
      idempotencyKey: 'key-1',
      draft: {
        requester: {
          type: 'parent',
          name: 'Ngozi Okafor',
          relationship: 'Mother',
          proof: 'none',
          nin: '',
          document_type: '',
          document_number: '',
        },
        correction: {
          mod_field: 'child_name',
          mod_reason: 'clerical_error',
          mod_reason_other: '',
          comment: '',
          documents: {
            'request-letter': {
              type: 'request-letter',
              mimeType: 'application/pdf',
              url: 'support_document/request-letter-1.pdf',
            },
            'date-of-birth-affidavit': {
              type: 'date-of-birth-affidavit',
              mimeType: 'application/pdf',
              url: 'support_document/date-of-birth-affidavit-1.pdf',
            },
          },
          values: {
            child_surname: 'Okafor',
            child_firstname: 'Chidinma',
            child_middlename: 'Emeka',
          },
        },
        payment: { payment_reference: 'SBX-PAID-MOD' },
      },
    }),
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
});

describe('ValidationPage', () => {
  it('shows the record as registered, with its photo and certificate number', async () => {
    signIn('registra');
    stubApi(common);
    renderValidation();
    expect(
      await screen.findByRole('heading', { name: 'Birth Certificate LA/2026/000001' }),
    ).toBeInTheDocument();
    expect(await screen.findByAltText('Photo')).toBeInTheDocument();
    const child = screen.getByRole('region', { name: 'Particulars of Child' });
    expect(within(child).getByText('Chidi')).toBeInTheDocument();
    expect(within(child).getByText('Male')).toBeInTheDocument();
    expect(screen.getByText('Ikeja Registration Centre, Ikeja, Lagos')).toBeInTheDocument();
  });

  it('asks who is asking, refuses a correction without its documents, then sends only the chosen field', async () => {
    signIn('registra');
    const fetchMock = stubApi({
      ...common,
      [SUBMIT]: () =>
        jsonResponse(201, envelope(childNameEntry(), MODIFICATION_MESSAGES.requested)),
    });
    const user = userEvent.setup();
    renderValidation();

    // Requester
    await user.click(await screen.findByRole('radio', { name: 'A parent' }));
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ngozi Okafor');
    await user.type(
      screen.getByRole('textbox', { name: "Relationship to the record's subject" }),
      'Mother',
    );
    await user.click(screen.getByRole('radio', { name: 'No proof of identity' }));
    expect(screen.getByText(MODIFICATION_MESSAGES.noProof('Demo registra'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Correction: a sex changed first, then the name chosen instead.
    await user.click(await screen.findByRole('radio', { name: "Child's sex" }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), '2');
    await user.click(screen.getByRole('radio', { name: "Child's name" }));
    const firstname = screen.getByRole('textbox', { name: 'First name' });
    expect(firstname).toHaveValue('Chidi');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue('Okafor');
    await user.clear(firstname);
    await user.type(firstname, 'Chidinma');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Reason for the correction' }),
      'clerical_error',
    );
    expect(screen.getByText(missingDocumentsMessage(SPELLING_RULE.documents))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Listed in the wizard's error summary too.
    expect(await screen.findByRole('group', { name: 'There is a problem' })).toHaveTextContent(
      missingDocumentsMessage(SPELLING_RULE.documents),
    );

    await user.upload(screen.getByLabelText('Request letter'), pdf('letter.pdf'));
    await screen.findByRole('button', { name: /^Replace file/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveTextContent(
        missingDocumentsMessage([SPELLING_RULE.documents[1]!]),
      ),
    );
    await user.upload(screen.getByLabelText('Date of birth affidavit'), pdf('affidavit.pdf'));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Replace file/ })).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Payment
    await user.type(
      await screen.findByRole('textbox', { name: 'Payment reference' }),
      'SBX-PAID-MOD',
    );
    await user.click(screen.getByRole('button', { name: 'Verify payment' }));
    expect(await screen.findByText('Paid', { exact: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Preview: Original | Correction
    const table = await screen.findByRole('table', { name: "Child's name" });
    const row = within(table).getByRole('row', { name: /First name/ });
    expect(within(row).getByText('Chidi')).toBeInTheDocument();
    expect(within(row).getByText('Chidinma')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit correction' }));

    expect(await screen.findByText('Request page birth 31')).toBeInTheDocument();
    const body = bodyOf(fetchMock.mock.calls, 'POST', '/api/modification/birth-registration')!;
    const chosen = ['child_surname', 'child_firstname', 'child_middlename'];
    const others = correctionInputs(recordKindOf('birth').corrections!)
      .map((input) => input.name)
      .filter((name) => !chosen.includes(name));
    expect(others.length).toBeGreaterThan(0);
    for (const name of others) expect(body[name]).toBeNull();
    expect(body).toEqual({
      Birth_Reg_ID: 5,
      payment_reference: 'SBX-PAID-MOD',
      mod_type: 'birth-mod',
      mod_field: 'child_name',
      mod_reason: 'clerical_error',
      mod_reason_other: null,
      comment: null,
      requester: {
        type: 'parent',
        name: 'Ngozi Okafor',
        relationship: 'Mother',
        proof: 'none',
        nin: null,
        document_type: null,
        document_number: null,
      },
      // In the spec's order of the documents.
      supporting_documents: [
        {
          type: 'date-of-birth-affidavit',
          mimeType: 'application/pdf',
          url: 'support_document/date-of-birth-affidavit-1.pdf',
        },
        {
          type: 'request-letter',
          mimeType: 'application/pdf',
          url: 'support_document/request-letter-1.pdf',
        },
      ],
      child_surname: 'Okafor',
      child_firstname: 'Chidinma',
      child_middlename: 'Emeka',
      ...Object.fromEntries(others.map((name) => [name, null])),
    });
    // The draft is done with.
    expect(sessionStorage.getItem('modification_birth_5')).toBeNull();
  });

  it("puts a refusal's issues under their fields, the other field's under the picker, keeping the values", async () => {
    signIn('registra');
    storeDraftAtPreview();
    stubApi({
      ...common,
      [SUBMIT]: () =>
        refused('VALIDATION_FAILED', 'Check the highlighted values.', {
          issues: [
            { path: 'child_firstname', message: "Enter the child's first name" },
            { path: 'child_sex', message: MODIFICATION_MESSAGES.onlyField("Child's name") },
          ],
        }),
    });
    const user = userEvent.setup();
    renderValidation();
    await user.click(await screen.findByRole('button', { name: 'Submit correction' }));

    const firstname = await screen.findByRole('textbox', { name: 'First name' });
    expect(await screen.findByText('Check the highlighted values.')).toBeInTheDocument();
    await waitFor(() =>
      expect(firstname).toHaveAccessibleDescription("Enter the child's first name"),
    );
    expect(firstname).toHaveValue('Chidinma');
    expect(
      screen.getAllByText(MODIFICATION_MESSAGES.onlyField("Child's name"))[0],
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "Child's name" })).toBeChecked();
  });

  it('sends the payment back to its step when the API refuses it', async () => {
    signIn('registra');
    storeDraftAtPreview();
    stubApi({
      ...common,
      [SUBMIT]: () =>
        refused('PAYMENT_ALREADY_USED', 'This payment reference was used already.', {
          usedFor: 'birth attestation ATT/1',
        }),
    });
    const user = userEvent.setup();
    renderValidation();
    await user.click(await screen.findByRole('button', { name: 'Submit correction' }));
    expect(await screen.findByRole('textbox', { name: 'Payment reference' })).toBeInTheDocument();
    expect(screen.getAllByText('This payment reference was used already.').length).toBeGreaterThan(
      0,
    );
  });

  it("asks a death's age at death as a number and its unit, beside the registered age", async () => {
    signIn('registra');
    const particulars = {
      deceased: {
        surname: 'Bello',
        firstname: 'Musa',
        middlename: null,
        sex: 1,
        date_of_death: '2026-10-01',
        age_at_death: { value: 3, unit: 'years' },
      },
    };
    stubApi({
      'GET /api/modification/death-registration/cert/DC%2FLA%2F2026%2F000003': () =>
        ok(
          birthLookup({
            kind: 'death',
            certificate_number: 'DC/LA/2026/000003',
            particulars,
            photo: null,
          }),
        ),
      'POST /api/documents': common['POST /api/documents'],
      'GET /api/payments/fees': () => ok(feesAnswer()),
    });
    const user = userEvent.setup();
    renderRoutes(
      [{ path: paths.dashboard.modifications.validation.path, element: <ValidationPage /> }],
      paths.dashboard.modifications.validation.getHref('death-modification', 'DC/LA/2026/000003'),
    );
    await user.click(await screen.findByRole('radio', { name: "The record's subject" }));
    await user.click(screen.getByRole('radio', { name: 'No proof of identity' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('radio', { name: 'Age at death' }));
    const age = screen.getByRole('textbox', { name: 'Age at death' });
    expect(age).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Age given in' })).toHaveValue('years');
    expect(screen.getByText('Registered age at death').parentElement).toHaveTextContent(
      'Registered age at death3 years',
    );
    await user.clear(age);
    await user.type(age, '4');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Reason for the correction' }),
      'material_error',
    );
    await user.upload(screen.getByLabelText('Request letter'), pdf('letter.pdf'));
    await user.upload(screen.getByLabelText('Medical record'), pdf('record.pdf'));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Replace file/ })).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });
});
