import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ROLE_PERMISSIONS } from '@vitalreg/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toast';
import { envelope, errorEnvelope, jsonResponse, signIn } from '@/testing/test-utils';
import { NinField } from './identity-field';
import { identityVerificationsStore, useIdentityVerification } from './identity-verification';
import { TestForm } from './test-form';
import { TextInput } from './text-field';
import { useFormContext, useWatch } from 'react-hook-form';

function Person() {
  const { control } = useFormContext();
  const nin = useWatch({ control, name: 'nin' }) as unknown;
  const locked = Boolean(useIdentityVerification('test.mother', nin));
  return (
    <>
      <NinField
        name="nin"
        scope="test.mother"
        fill={{ surname: 'surname', firstname: 'firstname', age: 'age' }}
      />
      <TextInput name="surname" label="Surname" readOnly={locked} />
      <TextInput name="firstname" label="First name" readOnly={locked} />
      <TextInput name="age" label="Age" readOnly={locked} />
    </>
  );
}

function renderPerson() {
  render(
    <TestForm defaultValues={{ nin: '', surname: '', firstname: '', age: '' }}>
      <Person />
    </TestForm>,
  );
}

const toasts = () => toastStore.get().map(({ message, duration }) => ({ message, duration }));

beforeEach(() => {
  signIn('registra');
});

describe('NinField', () => {
  it("shows the agency's deceasedData: the person is recorded as deceased", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          200,
          envelope({
            nimc: { status: 1 },
            personData: null,
            deceasedData: {
              surname: 'Okafor',
              firstname: 'Emeka',
              middlename: null,
              dateOfBirth: '1959-11-01',
              dateOfDeath: '2026-11-12',
            },
            verifiedAt: '2026-11-15T00:00:00Z',
          }),
        ),
      ),
    );
    const user = userEvent.setup();
    renderPerson();
    await user.type(screen.getByLabelText(/^NIN/), '22345678901');
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    expect(
      await screen.findByText(
        'The identity agency records this person as deceased (died 2026-11-12).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Surname/)).toHaveValue('Okafor');
  });

  it("says so when the form's names are not the verified person's, as the API compares them", () => {
    identityVerificationsStore.set({
      'test.mother': {
        kind: 'nin',
        id: '12345678901',
        person: { surname: 'Adeyemi', firstname: 'Folake', middlename: null },
        verifiedAt: '2026-11-15T00:00:00Z',
      },
    });
    const alert = /These names do not match the NIN's record at the identity agency/;
    const { unmount } = render(
      <TestForm defaultValues={{ nin: '12345678901', surname: ' ADÉYEMI ', firstname: 'folake' }}>
        <Person />
      </TestForm>,
    );
    expect(screen.queryByText(alert)).not.toBeInTheDocument();
    unmount();
    render(
      <TestForm defaultValues={{ nin: '12345678901', surname: 'Okonkwo', firstname: 'Folake' }}>
        <Person />
      </TestForm>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(alert);
    identityVerificationsStore.set({});
  });

  it('fills and locks the verified names and age', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        200,
        envelope({
          nimc: { status: 1 },
          personData: {
            surname: 'Adeyemi',
            firstname: 'Folake',
            middlename: null,
            dateOfBirth: '1996-03-14',
            sex: 'f',
            photo: null,
          },
          verifiedAt: '2026-01-01T00:00:00Z',
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPerson();
    await user.type(screen.getByLabelText('NIN'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    await waitFor(() => expect(screen.getByLabelText('Surname')).toHaveValue('Adeyemi'));
    // The NIN travels in the body, never in the address.
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/verify-nin');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ nin: '12345678901' });
    expect(screen.getByLabelText('First name')).toHaveValue('Folake');
    expect(Number((screen.getByLabelText('Age') as HTMLInputElement).value)).toBeGreaterThan(25);
    expect(screen.getByLabelText('Surname')).toHaveAttribute('readonly');
    // Changing the NIN releases the lock.
    await user.type(screen.getByLabelText('NIN'), '{backspace}2');
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('readonly');
  });

  it('shows "Invalid NIN" for 5000 ms, and keeps saying it at the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, errorEnvelope('NOT_FOUND', 'Invalid NIN'))),
    );
    const user = userEvent.setup();
    renderPerson();
    await user.type(screen.getByLabelText('NIN'), '99999999999');
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ message: 'Invalid NIN', duration: 5000 }),
    );
    expect(screen.getByLabelText('Surname')).not.toHaveAttribute('readonly');
    const nin = screen.getByLabelText('NIN');
    expect(nin).toHaveAccessibleDescription(/^Invalid NIN: the identity agency has no one/);
    expect(nin).toHaveAccessibleDescription(/like 12345678901\.$/);
    expect(nin).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message when the day's look-ups are used up", async () => {
    const message =
      "You have made today's 200 identity checks. You can check again tomorrow; " +
      'numbers entered meanwhile are checked when the record is submitted.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(429, errorEnvelope('RATE_LIMITED', message, { retryAfter: 3600 })),
      ),
    );
    const user = userEvent.setup();
    renderPerson();
    await user.type(screen.getByLabelText('NIN'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    await waitFor(() => expect(toasts()).toContainEqual({ message, duration: 5000 }));
    expect(toasts().map((t) => t.message)).not.toContain('Invalid NIN');
  });

  it('without the look-up permission, leaves the NIN to be checked when submitted', async () => {
    signIn('adhoc', {
      permissions: DEFAULT_ROLE_PERMISSIONS.adhoc.filter((p) => p !== 'Can_Verify_Identity'),
    });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPerson();
    await user.type(screen.getByLabelText('NIN'), '12345678901');
    expect(screen.getByRole('button', { name: 'NIN is checked when submitted' })).toBeDisabled();
    expect(
      screen.getByText('11 characters · checked with the identity agency when submitted'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Error validating NIN" for 2000 ms when nimc.status is 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, envelope({ nimc: { status: 0 }, personData: null, verifiedAt: 'x' })),
      ),
    );
    const user = userEvent.setup();
    renderPerson();
    await user.type(screen.getByLabelText('NIN'), '00000000000');
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ message: 'Error validating NIN', duration: 2000 }),
    );
  });

  it('shows "Network Error" without an answer, and refuses a short NIN without calling', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPerson();
    await user.type(screen.getByLabelText('NIN'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    expect(await screen.findByText('NIN must be exactly 11 digits.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('NIN'), '45678901');
    await user.click(screen.getByRole('button', { name: 'Verify NIN' }));
    await waitFor(() => expect(toasts().map((t) => t.message)).toContain('Network Error'));
  });
});
