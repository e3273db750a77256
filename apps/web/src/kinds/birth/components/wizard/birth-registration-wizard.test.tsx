import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  exampleBirthRegistrationDraft,
  toBirthRegistrationSubmission,
  type BirthFormVariant,
  type BirthRegistrationDraft,
} from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toast';
import { envelope, errorEnvelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
import { BirthRegistrationWizard } from './birth-registration-wizard';
import { birthDraftKey } from './birth-draft';

const LIST = '/dashboard/birth-registrations';

function renderWizard(variant: BirthFormVariant = 'claimed') {
  signIn('registra');
  return renderRoutes(
    [
      { path: '/wizard', element: <BirthRegistrationWizard variant={variant} /> },
      { path: LIST, element: <p>Birth registrations list</p> },
    ],
    '/wizard',
  );
}

function seed(draft: BirthRegistrationDraft, step: number, idempotencyKey = 'key-0000-1111-2222') {
  sessionStorage.setItem(
    birthDraftKey(draft.Claimed ? 'claimed' : 'unclaimed'),
    JSON.stringify({ draft, step, idempotencyKey }),
  );
}

describe('BirthRegistrationWizard', () => {
  it('shows the six claimed steps and refuses an empty child step', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(
      await screen.findByRole('heading', { name: /Particulars of Child$/ }),
    ).toBeInTheDocument();
    for (const title of ['Particulars of Mother', 'Supporting Documents', 'Information Preview']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Each message under its field and in the error summary at the top.
    expect((await screen.findAllByText("Enter the child's surname"))[0]).toBeInTheDocument();
    expect(screen.getAllByText("Enter the child's date of birth")).toHaveLength(2);
    expect(screen.getByLabelText(/^Surname/)).toHaveAttribute('aria-invalid', 'true');
    // Still on the child step.
    expect(screen.getByLabelText(/^Town of birth/)).toBeInTheDocument();
  });

  it('defaults the place of registration to the signed-in user centre', async () => {
    renderWizard();
    expect(await screen.findByLabelText(/^Registration centre/)).toHaveValue('7');
    expect(screen.getByLabelText(/^Registration state/)).toHaveValue('24');
  });

  it('hides origin and ethnic group for a foreign mother and education for an illiterate one', async () => {
    const user = userEvent.setup();
    seed(exampleBirthRegistrationDraft('claimed'), 1);
    renderWizard();
    expect(await screen.findByLabelText(/^Ethnic group/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^State of origin/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Nationality/), '170');
    expect(screen.queryByLabelText(/^Ethnic group/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^State of origin/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Level of education/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Literacy/), '2');
    expect(screen.queryByLabelText(/^Level of education/)).not.toBeInTheDocument();
    // The foreign, illiterate mother still passes the step.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/^Father|^Surname/)).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem(birthDraftKey('claimed'))!) as {
      step: number;
    };
    expect(stored.step).toBe(2);
  });

  it('shows everything on the preview with names, not codes, and Edit goes back to the step', async () => {
    const user = userEvent.setup();
    seed(exampleBirthRegistrationDraft('claimed'), 5);
    renderWizard();
    expect(await screen.findByText('Adeyemi Oluwaseun')).toBeInTheDocument();
    expect(screen.getAllByText('Lagos').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Ikeja').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Yoruba').length).toBe(2);
    expect(screen.getByText('Immunization card')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Particulars of Father' }));
    expect(await screen.findByDisplayValue('Babatunde')).toBeInTheDocument();
  });

  it('submits the transformed payload with the Idempotency-Key, then clears the draft', async () => {
    const user = userEvent.setup();
    const draft = exampleBirthRegistrationDraft('claimed');
    seed(draft, 5, 'key-aaaa-bbbb-cccc');
    const fetchMock = vi.fn(async () =>
      jsonResponse(201, envelope({ id: 12, reference: 'BR-7K2M9Q', status: 'pending' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Submit registration' }));
    expect(
      await screen.findByRole('heading', { name: 'Birth registration submitted' }),
    ).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/birth-registration/add');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-aaaa-bbbb-cccc');
    expect(JSON.parse(String(init.body))).toEqual(
      JSON.parse(JSON.stringify(toBirthRegistrationSubmission(draft))),
    );
    expect(sessionStorage.getItem(birthDraftKey('claimed'))).toBeNull();
    // The reference stays on screen, with the way to the record.
    const ended = screen.getByRole('region', { name: 'Birth registration submitted' });
    expect(ended).toHaveTextContent('BR-7K2M9Q');
    expect(within(ended).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/\d+$/),
    );
  });

  it('on a possible duplicate lets the registrar confirm and resend with the same key', async () => {
    const user = userEvent.setup();
    seed(exampleBirthRegistrationDraft('claimed'), 5, 'key-dddd-eeee-ffff');
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(
          409,
          errorEnvelope(
            'DUPLICATE_SUSPECTED',
            'This may be a duplicate of birth registration BR-111111 (Oluwaseun Adeyemi).',
            { kind: 'birth', reference: 'BR-111111' },
          ),
        ),
      )
      .mockResolvedValueOnce(
        jsonResponse(201, envelope({ id: 13, reference: 'BR-222222', status: 'pending' })),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Submit registration' }));
    expect(
      await screen.findByText(/duplicate of birth registration BR-111111/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'This is not a duplicate' }));
    expect(
      await screen.findByRole('heading', { name: 'Birth registration submitted' }),
    ).toHaveFocus();
    const second = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(second[1].body))).toMatchObject({ confirmNotDuplicate: true });
    expect((second[1].headers as Record<string, string>)['Idempotency-Key']).toBe(
      'key-dddd-eeee-ffff',
    );
  });

  it('on a 400 shows the first message and keeps the draft', async () => {
    const user = userEvent.setup();
    seed(exampleBirthRegistrationDraft('claimed'), 5);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          400,
          errorEnvelope('VALIDATION_FAILED', ['Choose the registration centre', 'x'], {
            issues: [
              { path: 'Reg_Center', message: 'Choose the registration centre' },
              { path: '', message: 'x' },
            ],
          }),
        ),
      ),
    );
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Submit registration' }));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toContain('Choose the registration centre'),
    );
    expect(sessionStorage.getItem(birthDraftKey('claimed'))).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Submit registration' })).toBeInTheDocument();
  });

  it(
    'opens the step of a refused NIN and says why under the field, not only in a toast',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      seed(exampleBirthRegistrationDraft('claimed'), 5);
      const message = 'mother.nin: this NIN is not known to the identity agency.';
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          jsonResponse(
            422,
            errorEnvelope('IDENTITY_MISMATCH', [message], {
              issues: [{ path: 'mother.nin', message }],
            }),
          ),
        ),
      );
      renderWizard();
      await user.click(await screen.findByRole('button', { name: 'Submit registration' }));
      await waitFor(
        () =>
          expect(screen.getByRole('textbox', { name: 'NIN' })).toHaveAccessibleDescription(
            'This NIN is not known to the identity agency.',
          ),
        { timeout: 15_000 },
      );
      const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
      expect(headings).toContain('Step 2 of 6: Particulars of Mother');
      expect(document.body.textContent).not.toContain('mother.nin');
    },
  );
});
