import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  exampleStillbirthDraft,
  toStillbirthSubmission,
  VALIDATION_MESSAGES,
  type StillbirthDraft,
} from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { recordDraftKeys } from '@/features/records/components/wizard/record-draft';
import { envelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';
import { STILLBIRTH_BORN_ALIVE_KEY, STILLBIRTH_DRAFT_PREFIX } from './stillbirth-draft';
import StillbirthRegisterPage from './stillbirth-register-page';

const REGISTER = '/dashboard/still-births/register';
const DRAFT_KEY = recordDraftKeys.new(STILLBIRTH_DRAFT_PREFIX, 'stillbirth');

function renderPage() {
  signIn('registra');
  return renderRoutes(
    [
      { path: REGISTER, element: <StillbirthRegisterPage /> },
      { path: '/dashboard/still-births', element: <p>Stillbirths list</p> },
      { path: '/dashboard/birth-registrations/register/claimed', element: <p>Birth wizard</p> },
      { path: '/dashboard/death-registrations/register', element: <p>Death wizard</p> },
    ],
    REGISTER,
  );
}

function seed(draft: StillbirthDraft, step: number, idempotencyKey = 'key-still-0001') {
  sessionStorage.setItem(STILLBIRTH_BORN_ALIVE_KEY, JSON.stringify('no'));
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ draft, step, idempotencyKey }));
}

async function answer(user: ReturnType<typeof userEvent.setup>, choice: 'Yes' | 'No') {
  await user.click(await screen.findByRole('radio', { name: choice }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('StillbirthRegisterPage', () => {
  it('first asks whether the baby was ever born alive', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('radiogroup', { name: 'Was the baby ever born alive?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      VALIDATION_MESSAGES.bornAliveRequired,
    );
  });

  it('born alive: explains it is a birth and a death, with links to both wizards', async () => {
    const user = userEvent.setup();
    renderPage();
    await answer(user, 'Yes');
    expect(await screen.findByText('Register a birth and a death')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(VALIDATION_MESSAGES.bornAlive))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register the birth' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/register/claimed',
    );
    expect(screen.getByRole('link', { name: 'Register the death' })).toHaveAttribute(
      'href',
      '/dashboard/death-registrations/register',
    );
    expect(screen.queryByText('Particulars of Stillbirth')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Register the death' }));
    expect(await screen.findByText('Death wizard')).toBeInTheDocument();
  });

  it('never born alive: stillbirth, mother, informant, preview', async () => {
    const user = userEvent.setup();
    renderPage();
    await answer(user, 'No');
    expect(
      await screen.findByRole('heading', { name: /Particulars of Stillbirth$/ }),
    ).toBeInTheDocument();
    for (const title of [
      'Particulars of Mother',
      'Particulars of Informant',
      'Information Preview',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Length of pregnancy in weeks/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Birth weight in grams/)).not.toBeRequired();
  });

  it('refuses a gestational age outside 28 to 45 weeks', async () => {
    const user = userEvent.setup();
    const draft = exampleStillbirthDraft();
    seed({ ...draft, stillbirth: { ...draft.stillbirth, gestational_weeks: '20' } }, 0);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(
      (await screen.findAllByText(VALIDATION_MESSAGES.gestationalWeeks))[0],
    ).toBeInTheDocument();
  });

  it('requires the informant’s acknowledgement before the preview', async () => {
    const user = userEvent.setup();
    const draft = exampleStillbirthDraft();
    seed({ ...draft, informant: { ...draft.informant, acknowledgement: false } }, 2);
    renderPage();
    const acknowledgement = await screen.findByRole('checkbox', {
      name: /confirms that the particulars given are true/,
    });
    expect(acknowledgement).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      (await screen.findAllByText(VALIDATION_MESSAGES.acknowledgement))[0],
    ).toBeInTheDocument();
    expect(screen.queryByText('Aisha Bello Musa')).not.toBeInTheDocument();

    await user.click(acknowledgement);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Aisha Bello Musa')).toBeInTheDocument();
  });

  it('submits to POST /api/stillbirth/add with the Idempotency-Key', async () => {
    const user = userEvent.setup();
    const draft = exampleStillbirthDraft();
    seed(draft, 3, 'key-still-aaaa');
    const fetchMock = vi.fn(async () =>
      jsonResponse(201, envelope({ id: 4, reference: 'SB-KN-2026-000004', status: 'pending' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('34 weeks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(
      await screen.findByRole('heading', { name: 'Stillbirth registration submitted' }),
    ).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/stillbirth/add');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-still-aaaa');
    expect(JSON.parse(String(init.body))).toEqual(
      JSON.parse(JSON.stringify(toStillbirthSubmission(draft))),
    );
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    // The reference stays on screen, with the way to the record.
    const ended = screen.getByRole('region', { name: 'Stillbirth registration submitted' });
    expect(ended).toHaveTextContent('SB-KN-2026-000004');
    expect(within(ended).getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: 'Open the record' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/\d+$/),
    );
  });
});
