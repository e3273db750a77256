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
    /** A first or reset password is changed here before anything else opens. */
    password: {
      path: '/auth/password',
      getHref: (redirectTo?: string | null) =>
        redirectTo
          ? `/auth/password?redirectTo=${encodeURIComponent(redirectTo)}`
          : '/auth/password',
    },
  },
  dashboard: {
    path: '/dashboard',
    home: { path: '/dashboard/home' },
    modifications: {
      path: '/dashboard/modifications',
      /** Spec section 2: a found certificate's page, `validationPath` being its kind's. */
      validation: {
        path: '/dashboard/modifications/:validationPath/cert-validation/:number',
        getHref: (validationPath: string, number: string) =>
          `/dashboard/modifications/${validationPath}/cert-validation/${encodeURIComponent(number)}`,
      },
      request: {
        path: '/dashboard/modifications/requests/:kind/:id',
        getHref: (kind: string, id: number) => `/dashboard/modifications/requests/${kind}/${id}`,
      },
      /** A queried request reopened in the correction wizard. */
      amend: {
        path: '/dashboard/modifications/requests/:kind/:id/amend',
        getHref: (kind: string, id: number) =>
          `/dashboard/modifications/requests/${kind}/${id}/amend`,
      },
    },
    reissuance: { path: '/dashboard/reissuance' },
    reprint: { path: '/dashboard/reprint' },
    /** Fee waivers waiting for a second officer (Can_Waive_Fees). */
    feeWaivers: { path: '/dashboard/fee-waivers' },
    adhocStaff: {
      path: '/dashboard/adhoc-staff',
      create: { path: '/dashboard/adhoc-staff/new' },
    },
    review: { path: '/dashboard/review' },
    /** The directors' dashboards; the view's filters ride in the query string. */
    statistics: { path: '/dashboard/statistics' },
    admin: {
      path: '/dashboard/admin',
      users: {
        path: '/dashboard/admin/users',
        audit: {
          path: '/dashboard/admin/users/:id/audit',
          getHref: (id: number) => `/dashboard/admin/users/${id}/audit`,
        },
      },
      centres: { path: '/dashboard/admin/centres' },
      estimates: { path: '/dashboard/admin/estimates' },
      roles: { path: '/dashboard/admin/roles' },
      fees: { path: '/dashboard/admin/fees' },
      /** A demo server's mailbox (docs/demo.md). */
      mailbox: { path: '/dashboard/admin/mailbox' },
    },
  },
  notFound: { path: '/404' },
  /** The public certificate check a certificate's QR code opens. */
  verify: {
    path: '/verify/:code',
    getHref: (code: string) => `/verify/${encodeURIComponent(code)}`,
  },
} as const;
