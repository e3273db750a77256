import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ROLE_PERMISSIONS } from '@vitalreg/domain';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { sessionStore } from '@/lib/session-store';
import {
  envelope,
  errorEnvelope,
  jsonResponse,
  makeUser,
  renderRoutes,
} from '@/testing/test-utils';

function loginAnswer() {
  return envelope({
    token: 'tok-9',
    user: makeUser('registra'),
    permissions: DEFAULT_ROLE_PERMISSIONS.registra,
    expiresAt: '2030-01-01T00:00:00.000Z',
  });
}

/** The page's fetch: the demo panel's question (no demo here: 404), else `answer`. */
function pageFetch(answer: (url: string) => Promise<Response> | undefined = () => undefined) {
  return vi.fn((url: string) =>
    url === '/api/demo' ? Promise.resolve(jsonResponse(404, envelope(null))) : answer(url),
  );
}

/** The sign-in requests among a fetch mock's calls. */
const loginCalls = (fetchMock: ReturnType<typeof pageFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login');

describe('login form', () => {
  it('has labelled fields, a Login button and a show-password toggle', async () => {
    renderRoutes(createAppRoutes(), '/auth');
    const password = screen.getByLabelText(/^Password/);
    expect(screen.getByLabelText(/^User name/)).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the validation messages under empty fields and sends nothing', async () => {
    const fetchMock = pageFetch();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(createAppRoutes(), '/auth');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('User name is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^User name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^User name/)).toHaveAccessibleDescription(
      'User name is required.',
    );
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it('puts the cursor in the first empty field and clears its message once it is filled', async () => {
    const fetchMock = pageFetch();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(createAppRoutes(), '/auth');
    await waitFor(() => expect(screen.getByLabelText(/^User name/)).toHaveFocus());
    await userEvent.type(screen.getByLabelText(/^User name/), 'registra');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.queryByText('User name is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's message on failure and keeps the values", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, errorEnvelope('INVALID_CREDENTIALS', 'Invalid user name or password.')),
    );
    const { router } = renderRoutes(createAppRoutes(), '/auth');
    await userEvent.type(screen.getByLabelText(/^User name/), 'registra');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user name or password.');
    expect(screen.getByLabelText(/^User name/)).toHaveValue('registra');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong');
    expect(router.state.location.pathname).toBe('/auth');
    expect(sessionStore.get()).toMatchObject({
      user: null,
      status: 'failed',
      error: 'Invalid user name or password.',
    });
  });

  it('shows the rate-limit message (429)', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        429,
        errorEnvelope('RATE_LIMITED', ['Too many attempts. Try again in a minute.'], {
          retryAfter: 60,
        }),
      ),
    );
    renderRoutes(createAppRoutes(), '/auth');
    await userEvent.type(screen.getByLabelText(/^User name/), 'registra');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in a minute.',
    );
  });

  it('makes Login wait, counting down, as long as the server asks after repeated failures', async () => {
    const fetchMock = pageFetch(async () =>
      jsonResponse(
        429,
        errorEnvelope(
          'RATE_LIMITED',
          ['Too many failed sign-in attempts. Try again in 2 seconds.'],
          {
            retryAfter: 2,
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(createAppRoutes(), '/auth');
    await userEvent.type(screen.getByLabelText(/^User name/), 'registra');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Try again in 2 seconds.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('You can try again in 2 seconds.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(await screen.findByText('You can try again in 1 second.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled(), {
      timeout: 2500,
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(1);
  });

  it('is busy while signing in, then stores the session and returns where the user was going', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = pageFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(
      createAppRoutes(),
      `/auth?redirectTo=${encodeURIComponent('/welcome')}`,
    );
    await userEvent.type(screen.getByLabelText(/^User name/), ' registra ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'vitalreg-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(loginCalls(fetchMock)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');

    const [url, init] = loginCalls(fetchMock)[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    expect(body.user).toBe('registra');
    expect(body.password).toBe('vitalreg-demo');
    expect(body.device).toMatch(/ on /);

    answer(jsonResponse(200, loginAnswer()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(sessionStorage.getItem('token')).toBe('Bearer tok-9');
    expect(sessionStore.get().user?.UserName).toBe('registra');
    expect(sessionStore.get().permissions).toContain('Can_See_Birth');
    expect(sessionStore.get().status).toBe('succeeded');
  });
});
