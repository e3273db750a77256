/**
 * A record section's offline registrations (queued on this device) and one queued record. Each
 * kind's section has them, so a death saved offline stays in Death Registration.
 */
const offlinePathsOf = (section: string) => ({
  path: `${section}/offline`,
  record: {
    path: `${section}/offline/:clientId`,
    getHref: (clientId: string) => `${section}/offline/${encodeURIComponent(clientId)}`,
  },
});

/** Every route path of the web app, once (spec section 2: base paths and dashboard sections). */
export const paths = {
  app: { path: '/' },
  welcome: { path: '/welcome' },
  auth: {
    path: '/auth',
    login: {
      path: '/auth',
      getHref: (redirectTo?: string | null) =>
        redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : '/auth',
    },
    logout: { path: '/auth/logout' },
  },
  dashboard: {
    path: '/dashboard',
    home: { path: '/dashboard/home' },
    birthRegistrations: {
      path: '/dashboard/birth-registrations',
      registerClaimed: { path: '/dashboard/birth-registrations/register/claimed' },
      registerUnclaimed: { path: '/dashboard/birth-registrations/register/unclaimed' },
      registerNotification: { path: '/dashboard/birth-registrations/register/notification' },
      offline: offlinePathsOf('/dashboard/birth-registrations'),
      detail: {
        path: '/dashboard/birth-registrations/:id',
        getHref: (id: number) => `/dashboard/birth-registrations/${id}`,
      },
      edit: {
        path: '/dashboard/birth-registrations/:id/edit',
        getHref: (id: number) => `/dashboard/birth-registrations/${id}/edit`,
      },
    },
    birthAttestations: {
      path: '/dashboard/birth-attestations',
      register: { path: '/dashboard/birth-attestations/register' },
      detail: {
        path: '/dashboard/birth-attestations/:id',
        getHref: (id: number) => `/dashboard/birth-attestations/${id}`,
      },
      edit: {
        path: '/dashboard/birth-attestations/:id/edit',
        getHref: (id: number) => `/dashboard/birth-attestations/${id}/edit`,
      },
    },
    modifications: { path: '/dashboard/modifications' },
    stillBirths: {
      path: '/dashboard/still-births',
      register: { path: '/dashboard/still-births/register' },
      offline: offlinePathsOf('/dashboard/still-births'),
      detail: {
        path: '/dashboard/still-births/:id',
        getHref: (id: number) => `/dashboard/still-births/${id}`,
      },
      edit: {
        path: '/dashboard/still-births/:id/edit',
        getHref: (id: number) => `/dashboard/still-births/${id}/edit`,
      },
    },
    deathRegistrations: {
      path: '/dashboard/death-registrations',
      register: { path: '/dashboard/death-registrations/register' },
      offline: offlinePathsOf('/dashboard/death-registrations'),
      detail: {
        path: '/dashboard/death-registrations/:id',
        getHref: (id: number) => `/dashboard/death-registrations/${id}`,
      },
      edit: {
        path: '/dashboard/death-registrations/:id/edit',
        getHref: (id: number) => `/dashboard/death-registrations/${id}/edit`,
      },
    },
    reissuance: { path: '/dashboard/reissuance' },
    reprint: { path: '/dashboard/reprint' },
    adhocStaff: {
      path: '/dashboard/adhoc-staff',
      create: { path: '/dashboard/adhoc-staff/new' },
    },
    review: { path: '/dashboard/review' },
    admin: { path: '/dashboard/admin' },
  },
  notFound: { path: '/404' },
  /** The public certificate check a certificate's QR code opens. */
  verify: {
    path: '/verify/:code',
    getHref: (code: string) => `/verify/${encodeURIComponent(code)}`,
  },
} as const;
