/**
 * Every route path of the web app, once (spec section 2: base paths and dashboard sections). A
 * record kind's section paths are its own (`kindPaths` of its manifest, `features/<kind>/paths`).
 */
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
    modifications: { path: '/dashboard/modifications' },
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
