import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  exampleDeathRegistrationDraft,
  toDeathRegistrationSubmission,
  type DeathRegistrationDraft,
} from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { recordDraftKeys } from '@/features/records/components/wizard/record-draft';
import { envelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
import { DEATH_DRAFT_PREFIX, DEATH_UNDER_FIVE_KEY } from './death-draft';
import DeathRegistrationRegisterPage from './death-registration-register-page';

const REGISTER = '/dashboard/death-registrations/register';
const LIST = '/dashboard/death-registrations';

function renderPage() {
  signIn('registra');
  return renderRoutes(
    [
      { path: REGISTER, element: <DeathRegistrationRegisterPage /> },
      { path: LIST, element: <p>Death registrations list</p> },
    ],
    REGISTER,
  );
}

function seed(draft: DeathRegistrationDraft, step: number, idempotencyKey = 'key-death-0001') {
  sessionStorage.setItem(
    DEATH_UNDER_FIVE_KEY,
    JSON.stringify(draft.form === 'form_a' ? 'yes' : 'no'),
  );
  sessionStorage.setItem(
    recordDraftKeys.new(DEATH_DRAFT_PREFIX, draft.form),
    JSON.stringify({ draft, step, idempotencyKey }),
  );
}

async function answer(user: ReturnType<typeof userEvent.setup>, choice: 'Yes' | 'No') {
  await user.click(await screen.findByRole('radio', { name: choice }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('DeathRegistrationRegisterPage', () => {
  it('asks whether the deceased was under 5 before any form, and insists on an answer', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('radiogroup', { name: 'Was the deceased under 5 years old?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Particulars of Deceased')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Answer whether the deceased was under 5 years old',
    );
  });

  it('yes opens form A: deceased, mother, informant, preview', async () => {
    const user = userEvent.setup();
    renderPage();
    await answer(user, 'Yes');
    expect(
      await screen.findByRole('heading', { name: /Particulars of Deceased$/ }),
    ).toBeInTheDocument();
    for (const title of [
      'Particulars of Mother',
      'Particulars of Informant',
      'Information Preview',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.queryByText('Document Upload')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(DEATH_UNDER_FIVE_KEY)).toBe('"yes"');
  });

  it('no opens form B: deceased, informant, documents, preview; the answer can be changed', async () => {
    const user = userEvent.setup();
    renderPage();
    await answer(user, 'No');
    expect(await screen.findByText('Document Upload')).toBeInTheDocument();
    for (const title of [
      'Particulars of Deceased',
      'Particulars of Informant',
      'Information Preview',
    ]) {
      expect(screen.getAllByText(title)[0]).toBeInTheDocument();
    }
    expect(screen.queryByText('Particulars of Mother')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change answer' }));
    await answer(user, 'Yes');
    expect(await screen.findByText('Particulars of Mother')).toBeInTheDocument();
  });

  it('refuses an empty deceased step with the messages under the fields', async () => {
    const user = userEvent.setup();
    renderPage();
    await answer(user, 'No');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText("Choose the deceased's sex"))[0]).toBeInTheDocument();
    expect(screen.getByLabelText(/^Date of death/)).toHaveAttribute('aria-invalid', 'true');
    // Without a NIN the reason for having none is asked.
    expect(screen.getByLabelText(/^Reason for no NIN/)).toBeInTheDocument();
    // Still on the deceased step.
    expect(screen.getByLabelText(/^Place of death/)).toBeInTheDocument();
  });

  it('asks education only of a literate deceased and origin only of a Nigerian', async () => {
    const user = userEvent.setup();
    seed(exampleDeathRegistrationDraft('form_b'), 0);
    renderPage();
    expect(await screen.findByLabelText(/^Level of education/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ethnic group/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Literacy/), '2');
    expect(screen.queryByLabelText(/^Level of education/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Nationality/), '170');
    expect(screen.queryByLabelText(/^Ethnic group/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^State of origin/)).not.toBeInTheDocument();
    // A NIN was given: no reason for having none is asked.
    expect(screen.queryByLabelText(/^Reason for no NIN/)).not.toBeInTheDocument();
  });

  it('keeps form A for a child under 5: an older deceased is refused', async () => {
    const user = userEvent.setup();
    const adult = exampleDeathRegistrationDraft('form_b');
    const child = exampleDeathRegistrationDraft('form_a');
    seed({ ...child, deceased: { ...adult.deceased } }, 0);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(
      (
        await screen.findAllByText(
          'Form A is for the death of a child under 5. Register this death on form B.',
        )
      )[0],
    ).toBeInTheDocument();
  });

  it('keeps the answer and the draft across a reload', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await answer(user, 'No');
    await user.type(await screen.findByLabelText(/^Surname/), 'Okafor');
    first.unmount();

    renderPage();
    expect(await screen.findByLabelText(/^Surname/)).toHaveValue('Okafor');
    expect(screen.getByText('Document Upload')).toBeInTheDocument();
  });

  it('submits form A with the Idempotency-Key to POST /api/death-registration/add', async () => {
    const user = userEvent.setup();
    const draft = exampleDeathRegistrationDraft('form_a');
    seed(draft, 3, 'key-death-aaaa');
    const fetchMock = vi.fn(async () =>
      jsonResponse(201, envelope({ id: 21, reference: 'DR-LA-2026-000021', status: 'pending' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('Okafor Chiamaka')).toBeInTheDocument();
    expect(screen.getByText('Okafor Ngozi Adaeze')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(
      await screen.findByRole('heading', { name: 'Death registration submitted' }),
    ).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/death-registration/add');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-death-aaaa');
    expect(JSON.parse(String(init.body))).toEqual(
      JSON.parse(JSON.stringify(toDeathRegistrationSubmission(draft))),
    );
    expect(sessionStorage.getItem(recordDraftKeys.new(DEATH_DRAFT_PREFIX, 'form_a'))).toBeNull();
    // The reference stays on screen, with the way to the record.
    const ended = screen.getByRole('region', { name: 'Death registration submitted' });
    expect(ended).toHaveTextContent('DR-LA-2026-000021');
    expect(within(ended).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/\d+$/),
    );
  });
});
