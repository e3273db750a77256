import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  DEFAULT_ROLE_PERMISSIONS,
  ROLE_IDS,
  type ErrorCode,
  type ErrorDetails,
  type Permission,
  type RoleName,
  type SessionUser,
} from '@vitalreg/domain';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '@/config/theme';
import { createQueryClient, queryConfig } from '@/lib/react-query';
import { sessionStore, setToken } from '@/lib/session-store';

export function makeUser(role: RoleName, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    User_ID: 42,
    UserName: role,
    FullName: `Demo ${role}`,
    Email: null,
    Role_ID: ROLE_IDS[role],
    roles: { id: ROLE_IDS[role], name: role },
    State_ID: 24,
    LGA_ID: 510,
    Reg_Center_ID: 7,
    Registration_Centres: {
      Reg_Center_ID: 7,
      Reg_Center_Name: 'Ikeja Registration Centre',
      State_ID: 24,
      LGA_ID: 510,
      Address: null,
    },
    ...overrides,
  };
}

/** Signs a role in as the login page would: token in session storage, user in the store. */
export function signIn(
  role: RoleName,
  options: {
    permissions?: readonly Permission[];
    token?: string;
    user?: Partial<SessionUser>;
    /** Signed in offline: no token (see startOfflineSession). */
    offline?: boolean;
    /** Signed in with a first or reset password. */
    mustChangePassword?: boolean;
  } = {},
): SessionUser {
  const user = makeUser(role, options.user);
  if (!options.offline) setToken(options.token ?? 'test-token');
  sessionStore.set({
    user,
    permissions: [...(options.permissions ?? DEFAULT_ROLE_PERMISSIONS[role])],
    status: 'succeeded',
    error: null,
    offline: options.offline ?? false,
    mustChangePassword: options.mustChangePassword ?? false,
  });
  return user;
}

/** The app's client (failed calls go to the general error handler unless silent), no retries. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...queryConfig.queries, retry: false },
    mutations: queryConfig.mutations,
  });
  return client;
}

export function Providers({
  children,
  queryClient = createTestQueryClient(),
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

/** Renders routes in a memory router at `path`, with the providers. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  queryClient: QueryClient = createTestQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element on a route of its own (for components that use links). */
export function renderWithRouter(element: ReactElement, path = '/') {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );
}

/** A fetch stub answering with the API's envelope. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function envelope(data: unknown, message: string | string[] = 'OK') {
  return { status: 'SUCCESS', message, data };
}

/** A refusal as the API answers it: its code, message and the code's details. */
export function errorEnvelope<C extends ErrorCode>(
  code: C,
  message: string | string[],
  details?: ErrorDetails<C>,
) {
  return { status: 'ERROR', message, data: null, code, ...(details ? { details } : {}) };
}
