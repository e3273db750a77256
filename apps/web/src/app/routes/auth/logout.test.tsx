import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { queryClient } from '@/lib/react-query';
import { registrationCentresStore } from '@/lib/registration-centres-store';
import { registrationModeStore } from '@/lib/registration-mode-store';
import { initialSessionState, sessionStore } from '@/lib/session-store';
import { toastStore } from '@/lib/toast';
import { envelope, errorEnvelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';

describe('logout', () => {
  it('tells the server, clears storage, stores and cache, then shows the login page', async () => {
    signIn('registra', { token: 'tok-1' });
    registrationModeStore.set('offline');
    registrationCentresStore.set([
      { Reg_Center_ID: 1, Reg_Center_Name: 'Ikeja', State_ID: 25, LGA_ID: 500, Address: null },
    ]);
    sessionStorage.setItem('birth_child_form', '{"surname":"Okafor"}');
    localStorage.setItem('someone-elses-key', 'kept');
    queryClient.setQueryData(['options', 'states'], [{ State_ID: 1 }]);
    toastStore.set([{ id: 1, severity: 'info', message: 'x', duration: 5000 }]);

    const fetchMock = vi.fn(async () => jsonResponse(200, envelope(null, 'Logged out')));
    vi.stubGlobal('fetch', fetchMock);

    const { router } = renderRoutes(createAppRoutes(), '/auth/logout');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');

    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('birth_registration_mode')).toBeNull();
    expect(localStorage.getItem('registration_centers')).toBeNull();
    expect(localStorage.getItem('someone-elses-key')).toBe('kept');
    expect(sessionStore.get()).toEqual(initialSessionState);
    expect(registrationModeStore.get()).toBe('online');
    expect(registrationCentresStore.get()).toEqual([]);
    // Toasts are not session data: a "session expired" message still shows on the login page.
    expect(toastStore.get()).toHaveLength(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    signIn('adhoc');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    renderRoutes(createAppRoutes(), '/auth/logout');
    await waitFor(() => expect(sessionStore.get().user).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('is where any 401 answer sends the user', async () => {
    signIn('registra');
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/auth/logout')) return jsonResponse(200, envelope(null));
      return jsonResponse(401, errorEnvelope('SESSION_ENDED', 'Session expired.'));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { createAppRouter } = await import('@/app/router');
    const { render } = await import('@testing-library/react');
    const { RouterProvider } = await import('react-router');
    window.history.replaceState(null, '', '/dashboard/home');
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 4000 });
    expect(sessionStore.get().user).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/auth/logout'))).toBe(
      true,
    );
  });
});
