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
      offline: {
        path: '/dashboard/birth-registrations/offline',
        record: {
          path: '/dashboard/birth-registrations/offline/:clientId',
          getHref: (clientId: string) =>
            `/dashboard/birth-registrations/offline/${encodeURIComponent(clientId)}`,
        },
      },
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
    },
    modifications: { path: '/dashboard/modifications' },
    stillBirths: {
      path: '/dashboard/still-births',
      register: { path: '/dashboard/still-births/register' },
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
} as const;
