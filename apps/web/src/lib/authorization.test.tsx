import { act, render, screen } from '@testing-library/react';
import { SECTION_ACCESS } from '@vitalreg/domain';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { sessionStore } from '@/lib/session-store';
import {
  envelope,
  errorEnvelope,
  jsonResponse,
  makeUser,
  Providers,
  renderRoutes,
  signIn,
} from '@/testing/test-utils';
import indexHtml from '../../index.html?raw';
import { RequireAuth } from '@/app/require-auth';
import { safeRedirectTarget } from './authorization';

const guardedRoutes = [
  { path: '/auth', element: <p>login page</p> },
  { path: '/404', element: <p>not found page</p> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/welcome', element: <p>welcome page</p> },
      {
        path: '/dashboard/adhoc-staff',
        element: <RequireAuth access={SECTION_ACCESS['adhoc-staff']} />,
        children: [{ index: true, element: <p>adhoc staff page</p> }],
      },
      {
        path: '/dashboard/admin',
        element: <RequireAuth access={SECTION_ACCESS.admin} />,
        children: [{ index: true, element: <p>admin page</p> }],
      },
    ],
  },
];

describe('RequireAuth', () => {
  it('sends a visitor with no stored user to /auth, remembering the address', () => {
    const { router } = renderRoutes(guardedRoutes, '/welcome?tab=1');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent('/welcome?tab=1')}`,
    );
  });

  it('sends a user whose permissions do not satisfy the route to /404', () => {
    signIn('registra'); // registrars do not manage adhoc staff
    const { router } = renderRoutes(guardedRoutes, '/dashboard/adhoc-staff');
    expect(screen.getByText('not found page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('lets a user in when any one permission of the set is held', () => {
    signIn('registra', { permissions: ['Can_Manage_Adhocs'] });
    renderRoutes(guardedRoutes, '/dashboard/adhoc-staff');
    expect(screen.getByText('adhoc staff page')).toBeInTheDocument();
  });

  it("keeps the admin page to the administrator's permissions", () => {
    signIn('sub_admin');
    const { router } = renderRoutes(guardedRoutes, '/dashboard/admin');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('app routes', () => {
  it('redirects / to /dashboard and, with no user, on to /auth', async () => {
    const { router } = renderRoutes(createAppRoutes(), '/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/dashboard')}`);
  });

  it('guards the fallback route too', async () => {
    const { router } = renderRoutes(createAppRoutes(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the not-found page for an unknown address once signed in', async () => {
    signIn('adhoc');
    renderRoutes(createAppRoutes(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends an adhoc user away from Death Registration to /404', async () => {
    signIn('adhoc');
    const { router } = renderRoutes(createAppRoutes(), '/dashboard/death-registrations');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends a signed-in user away from the login page', async () => {
    signIn('adhoc');
    const { router } = renderRoutes(createAppRoutes(), '/auth?redirectTo=%2Fwelcome');
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });
});

describe('a one-time code handed over by an Other Access link', () => {
  it('signs in by exchanging the code once (POST /auth/handoff/exchange) and drops it from the address', async () => {
    const user = makeUser('dcr');
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        200,
        envelope({
          token: 'own-session',
          user,
          permissions: ['Can_Review_Records'],
          expiresAt: 'x',
          mustChangePassword: false,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(guardedRoutes, '/welcome?handoff=one-time&x=1');
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(router.state.location.search).toBe('?x=1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/handoff/exchange');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'one-time' });
    expect(sessionStore.get().user?.UserName).toBe('dcr');
    expect(sessionStorage.getItem('token')).toBe('Bearer own-session');
  });

  it('sends to the login page when the code is refused', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        400,
        errorEnvelope('VALIDATION_FAILED', 'This link has expired or was used already.'),
      ),
    );
    const { router } = renderRoutes(guardedRoutes, '/welcome?handoff=used');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/welcome')}`);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('the handoff code in the real address bar (browser history)', () => {
  /** Opens `address` as the browser would: the address bar holds it, one history entry. */
  function openInBrowser(address: string) {
    window.history.replaceState(null, '', address);
    const entries = window.history.length;
    const router = createBrowserRouter(guardedRoutes);
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    return { router, entries };
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('leaves the address bar at once, replaced, before the code is even exchanged', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router, entries } = openInBrowser('/welcome?handoff=handed-token&x=1#part');

    // The exchange is still on its way: the code is already out of the address bar and history.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#part');
    expect(window.location.href).not.toContain('handed-token');
    expect(window.history.length).toBe(entries);

    const user = makeUser('dcr');
    await act(async () =>
      answer(
        jsonResponse(
          200,
          envelope({
            token: 'own',
            user,
            permissions: [],
            expiresAt: 'x',
            mustChangePassword: false,
          }),
        ),
      ),
    );
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1');
    expect(window.location.href).not.toContain('handed-token');
    expect(window.history.length).toBe(entries);
  });

  it('leaves the address bar, replaced, when someone is already signed in here', async () => {
    signIn('registra');
    const { router, entries } = openInBrowser('/welcome?handoff=other-code');
    expect(window.location.search).toBe('');
    expect(await screen.findByText('welcome page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(window.history.length).toBe(entries);
    // The session signed in here stays; the handed code is not used.
    expect(sessionStorage.getItem('token')).toBe('Bearer test-token');
  });

  it('is not sent on as a Referer by the page, whoever serves it (index.html)', () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    expect(page.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'no-referrer',
    );
  });

  it('leaves the address bar when the code is refused, on the way to the login page', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, errorEnvelope('VALIDATION_FAILED', 'This link has expired.')),
    );
    const { router, entries } = openInBrowser('/welcome?handoff=bad-token');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(window.location.href).not.toContain('bad-token');
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/welcome')}`);
    expect(window.history.length).toBe(entries);
  });
});

describe('safeRedirectTarget', () => {
  it('accepts in-app paths only', () => {
    expect(safeRedirectTarget('/dashboard/reprint', '/welcome')).toBe('/dashboard/reprint');
    expect(safeRedirectTarget('https://evil.example', '/welcome')).toBe('/welcome');
    expect(safeRedirectTarget('//evil.example', '/welcome')).toBe('/welcome');
    expect(safeRedirectTarget('/auth/logout', '/welcome')).toBe('/welcome');
    expect(safeRedirectTarget(null, '/welcome')).toBe('/welcome');
  });
});
