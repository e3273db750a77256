import { SECTION_ACCESS, type Permission } from '@vitalreg/domain';
import { Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import type { PageHandle } from '@/config/page-handle';
import { paths } from '@/config/paths';
import { kindPaths, kindUIs, type KindUI } from '@/features/records/kind-ui';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { lazyScreen } from '@/lib/lazy-screen';
import { RequireAuth } from './require-auth';
import { LoginRoute } from './routes/auth/login';
import { LogoutRoute } from './routes/auth/logout';
import './kinds';
import { RouteErrorPage } from './routes/error-page';
import { ScreenErrorBoundary } from './routes/screen-error-boundary';

/*
 * Pages after login are lazy chunks (lazyScreen: retried, then explained), rendered inside the
 * guard: a visitor who is not signed in is sent to /auth before any of their code (MUI, icons,
 * dashboard) is fetched.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyScreen(() => load().then((module) => ({ default: pick(module) })));
}

const AppProvidersLayout = lazyPage(
  () => import('./routes/app-providers-layout'),
  (m) => m.Component,
);
const WelcomePage = lazyPage(
  () => import('./routes/welcome'),
  (m) => m.Component,
);
const NotFoundPage = lazyPage(
  () => import('./routes/not-found'),
  (m) => m.Component,
);
const ChangePasswordPage = lazyPage(
  () => import('@/features/auth/components/change-password-page'),
  (m) => m.ChangePasswordPage,
);
const DashboardLayout = lazyPage(
  () => import('./routes/dashboard/layout'),
  (m) => m.Component,
);
const HomePage = lazyPage(
  () => import('./routes/dashboard/home'),
  (m) => m.Component,
);
const Sections = {
  offlineRegistrations: lazyPage(
    () => import('@/features/offline/components/offline-registrations-page'),
    (m) => m.OfflineRegistrationsPage,
  ),
  queuedRecord: lazyPage(
    () => import('@/features/records/components/wizard/queued-record-route'),
    (m) => m.QueuedRecordRoute,
  ),
  modifications: lazyPage(
    () => import('@/features/modifications/components/modifications-page'),
    (m) => m.ModificationsPage,
  ),
  modificationValidation: lazyPage(
    () => import('@/features/modifications/components/validation-page'),
    (m) => m.ValidationPage,
  ),
  modificationRequest: lazyPage(
    () => import('@/features/modifications/components/request-page'),
    (m) => m.RequestPage,
  ),
  amendModification: lazyPage(
    () => import('@/features/modifications/components/amend-request-page'),
    (m) => m.AmendRequestPage,
  ),
  reissuance: lazyPage(
    () => import('@/features/reissuance/components/reissuance-page'),
    (m) => m.ReissuancePage,
  ),
  reprint: lazyPage(
    () => import('@/features/reprint/components/reprint-page'),
    (m) => m.ReprintPage,
  ),
  feeWaivers: lazyPage(
    () => import('@/features/payments/components/fee-waivers-page'),
    (m) => m.FeeWaiversPage,
  ),
  adhocStaff: lazyPage(
    () => import('@/features/staff/components/adhoc-staff-page'),
    (m) => m.AdhocStaffPage,
  ),
  newAdhocStaff: lazyPage(
    () => import('@/features/staff/components/new-adhoc-staff-page'),
    (m) => m.NewAdhocStaffPage,
  ),
  review: lazyScreen(async () => {
    const [{ ReviewQueuePage }, kinds, { modificationReviewView }] = await Promise.all([
      import('@/features/records/components/review/review-queue-page'),
      Promise.all(kindUIs().map((ui) => ui.view())),
      import('@/features/modifications/components/review-queue'),
    ]);
    const views = [modificationReviewView()];
    return { default: () => <ReviewQueuePage kinds={kinds} views={views} /> };
  }),
  admin: lazyPage(
    () => import('@/features/admin/components/admin-page'),
    (m) => m.AdminPage,
  ),
  users: lazyPage(
    () => import('@/features/staff/components/users-page'),
    (m) => m.UsersPage,
  ),
  userAudit: lazyPage(
    () => import('@/features/staff/components/user-audit-page'),
    (m) => m.UserAuditPage,
  ),
  centres: lazyPage(
    () => import('@/features/centres/components/centres-page'),
    (m) => m.CentresPage,
  ),
  estimates: lazyPage(
    () => import('@/features/estimates/components/estimates-page'),
    (m) => m.PopulationEstimatesPage,
  ),
  roles: lazyPage(
    () => import('@/features/admin/components/roles-page'),
    (m) => m.RolesPage,
  ),
  mailbox: lazyPage(
    () => import('@/features/demo/components/demo-mailbox-page'),
    (m) => m.DemoMailboxPage,
  ),
  fees: lazyPage(
    () => import('@/features/payments/components/fees-admin-page'),
    (m) => m.FeesAdminPage,
  ),
  // Charts (Recharts) and the map load with this page only.
  statistics: lazyPage(
    () => import('@/features/statistics/components/statistics-page'),
    (m) => m.StatisticsPage,
  ),
};

/** The public certificate check (no sign-in): a chunk of its own, without the dashboard's. */
const VerifyCertificatePage = lazyPage(
  () => import('@/features/certificates/components/verify-page'),
  (m) => m.VerifyCertificatePage,
);

/** A lazily loaded screen: a spinner while its code loads, an explanation if it fails. */
function page(Component: ComponentType) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

const handle = (value: PageHandle) => value;

/** A registration wizard's page, closed (-> /404) to users who may not capture records. */
function capturePage(component: ComponentType) {
  return <RequireAuth action="submit">{page(component)}</RequireAuth>;
}

/** A dashboard section: its guard (SECTION_ACCESS), title, list page and "new" page. */
function sectionRoute(options: {
  path: string;
  title: string;
  access?: readonly Permission[];
  index: ComponentType;
  actions?: PageHandle['actions'];
  create?: {
    path: string;
    title: string;
    page: ComponentType;
    /** false for a "new" page that captures no record (e.g. Create Adhoc Staff). */
    captures?: boolean;
  };
  /** More pages of the section (record detail, edit). */
  more?: RouteObject[];
}): RouteObject {
  const children: RouteObject[] = [
    { index: true, handle: handle({ actions: options.actions }), element: page(options.index) },
  ];
  if (options.create) {
    children.push({
      path: options.create.path,
      handle: handle({ title: options.create.title }),
      element:
        options.create.captures === false
          ? page(options.create.page)
          : capturePage(options.create.page),
    });
  }
  if (options.more) children.push(...options.more);
  return {
    path: options.path,
    element: <RequireAuth access={options.access} />,
    handle: handle({ title: options.title }),
    children,
  };
}

/** An administration page behind its own permission (the Admin section needs any of them). */
function adminRoute(
  path: string,
  title: string,
  access: readonly Permission[],
  component: ComponentType,
): RouteObject {
  return {
    path,
    handle: handle({ title }),
    element: <RequireAuth access={access} />,
    children: [{ index: true, element: page(component) }],
  };
}

/**
 * A record section's Offline registrations view (every kind queued on this device, shown in
 * this section) and one queued record opened in its wizard.
 */
function offlineRoutes(
  offline: { path: string; record: { path: string } },
  actions: PageHandle['actions'],
): RouteObject[] {
  return [
    {
      path: offline.path,
      handle: handle({ title: 'Offline registrations', actions }),
      element: capturePage(Sections.offlineRegistrations),
    },
    {
      path: offline.record.path,
      handle: handle({ title: 'Offline registration' }),
      element: capturePage(Sections.queuedRecord),
    },
  ];
}

/** A kind's list page: the shared list with the kind's view and its own links. */
function kindListPage(ui: KindUI) {
  return lazyScreen(async () => {
    const [{ RecordsPage }, view, actions] = await Promise.all([
      import('@/features/records/components/list/records-page'),
      ui.view(),
      ui.listActions?.(),
    ]);
    const Actions = actions?.default;
    return {
      default: () => <RecordsPage kind={view} actions={Actions ? <Actions /> : undefined} />,
    };
  });
}

/** A kind's record page: the shared record page with the kind's view. */
function kindRecordPage(ui: KindUI) {
  return lazyScreen(async () => {
    const [{ RecordPage }, view] = await Promise.all([
      import('@/features/records/components/detail/record-page'),
      ui.view(),
    ]);
    return { default: () => <RecordPage kind={view} /> };
  });
}

/**
 * A record kind's section from its `defineKindUI`: the list, its wizards, the Offline
 * registrations view of a kind the outbox holds, a record and its correction.
 */
function kindSectionRoute(ui: KindUI): RouteObject {
  const section = kindPaths(ui.manifest);
  const [first, ...more] = ui.wizards;
  return sectionRoute({
    path: section.path,
    title: ui.sectionTitle,
    access: SECTION_ACCESS[ui.manifest.section],
    index: kindListPage(ui),
    actions: ui.manifest.section,
    create: { path: section.wizard(first.path), title: first.title, page: lazyScreen(first.page) },
    more: [
      ...more.map((wizard) => ({
        path: section.wizard(wizard.path),
        handle: handle({ title: wizard.title }),
        element: capturePage(lazyScreen(wizard.page)),
      })),
      ...(ui.outbox ? offlineRoutes(section.offline, ui.manifest.section) : []),
      {
        path: section.detail.path,
        handle: handle({ title: ui.recordTitle }),
        element: page(kindRecordPage(ui)),
      },
      {
        path: section.edit.path,
        handle: handle({ title: `Edit ${ui.recordTitle}` }),
        element: capturePage(lazyScreen(ui.edit)),
      },
    ],
  });
}

/** The route table of spec section 2. */
export function createAppRoutes(): RouteObject[] {
  const dashboard = paths.dashboard;
  return [
    {
      path: paths.app.path,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={dashboard.path} replace /> },
        {
          path: paths.auth.path,
          children: [
            { index: true, element: <LoginRoute /> },
            { path: paths.auth.logout.path, element: <LogoutRoute /> },
            {
              path: paths.auth.password.path,
              element: <RequireAuth />,
              children: [
                {
                  element: page(AppProvidersLayout),
                  children: [{ index: true, element: page(ChangePasswordPage) }],
                },
              ],
            },
            { path: '*', element: <Navigate to={paths.auth.login.path} replace /> },
          ],
        },
        {
          element: page(AppProvidersLayout),
          children: [{ path: paths.notFound.path, element: page(NotFoundPage) }],
        },
        { path: paths.verify.path, element: page(VerifyCertificatePage) },
        {
          element: <RequireAuth />,
          children: [
            {
              element: page(AppProvidersLayout),
              children: [
                { path: paths.welcome.path, element: page(WelcomePage) },
                {
                  path: dashboard.path,
                  element: page(DashboardLayout),
                  children: [
                    { index: true, element: <Navigate to={dashboard.home.path} replace /> },
                    {
                      path: dashboard.home.path,
                      handle: handle({ title: 'Dashboard', actions: 'home' }),
                      element: page(HomePage),
                    },
                    ...kindUIs().map(kindSectionRoute),
                    sectionRoute({
                      path: dashboard.modifications.path,
                      title: 'Modifications',
                      access: SECTION_ACCESS.modifications,
                      index: Sections.modifications,
                      more: [
                        {
                          path: dashboard.modifications.validation.path,
                          handle: handle({ title: 'Certificate validation' }),
                          element: page(Sections.modificationValidation),
                        },
                        {
                          path: dashboard.modifications.request.path,
                          handle: handle({ title: 'Modification request' }),
                          element: page(Sections.modificationRequest),
                        },
                        {
                          path: dashboard.modifications.amend.path,
                          handle: handle({ title: 'Amend modification request' }),
                          element: page(Sections.amendModification),
                        },
                      ],
                    }),
                    sectionRoute({
                      path: dashboard.reissuance.path,
                      title: 'Reissuance',
                      access: SECTION_ACCESS.reissuance,
                      index: Sections.reissuance,
                    }),
                    sectionRoute({
                      path: dashboard.reprint.path,
                      title: 'Reprint',
                      access: SECTION_ACCESS.reprint,
                      index: Sections.reprint,
                    }),
                    sectionRoute({
                      path: dashboard.feeWaivers.path,
                      title: 'Fee waivers',
                      access: SECTION_ACCESS['fee-waivers'],
                      index: Sections.feeWaivers,
                    }),
                    sectionRoute({
                      path: dashboard.adhocStaff.path,
                      title: 'Adhoc Staff',
                      access: SECTION_ACCESS['adhoc-staff'],
                      index: Sections.adhocStaff,
                      actions: 'adhoc-staff',
                      create: {
                        path: dashboard.adhocStaff.create.path,
                        title: 'Create Adhoc Staff',
                        captures: false,
                        page: Sections.newAdhocStaff,
                      },
                    }),
                    sectionRoute({
                      path: dashboard.review.path,
                      title: 'Review queue',
                      access: SECTION_ACCESS.review,
                      index: Sections.review,
                    }),
                    sectionRoute({
                      path: dashboard.statistics.path,
                      title: 'Statistics',
                      access: SECTION_ACCESS.statistics,
                      index: Sections.statistics,
                    }),
                    sectionRoute({
                      path: dashboard.admin.path,
                      title: 'Admin',
                      access: SECTION_ACCESS.admin,
                      index: Sections.admin,
                      more: [
                        adminRoute(
                          dashboard.admin.users.path,
                          'Users',
                          ['Can_Manage_Users'],
                          Sections.users,
                        ),
                        adminRoute(
                          dashboard.admin.users.audit.path,
                          'User audit',
                          ['Can_Manage_Users'],
                          Sections.userAudit,
                        ),
                        adminRoute(
                          dashboard.admin.centres.path,
                          'Registration centres',
                          ['Can_Manage_Centres'],
                          Sections.centres,
                        ),
                        adminRoute(
                          dashboard.admin.estimates.path,
                          'Population estimates',
                          ['Can_Manage_Centres'],
                          Sections.estimates,
                        ),
                        adminRoute(
                          dashboard.admin.roles.path,
                          'Roles and permissions',
                          ['Can_Manage_Role_Permissions'],
                          Sections.roles,
                        ),
                        adminRoute(
                          dashboard.admin.fees.path,
                          'Fees',
                          ['Can_Manage_Fees'],
                          Sections.fees,
                        ),
                        adminRoute(
                          dashboard.admin.mailbox.path,
                          'Demo mailbox',
                          ['Can_Manage_Users'],
                          Sections.mailbox,
                        ),
                      ],
                    }),
                  ],
                },
                { path: '*', element: page(NotFoundPage) },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createAppRoutes());
  // Any 401 answer sends the user to the logout page (spec section 8).
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== paths.auth.logout.path) {
      void router.navigate(paths.auth.logout.path);
    }
  });
  return router;
}
