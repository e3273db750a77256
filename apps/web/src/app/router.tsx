import { SECTION_ACCESS, type Permission } from '@vitalreg/domain';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import type { PageHandle } from '@/config/page-handle';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { RequireAuth } from '@/lib/authorization';
import { LoginRoute } from './routes/auth/login';
import { LogoutRoute } from './routes/auth/logout';
import { RouteErrorPage } from './routes/error-page';

/*
 * Pages after login are React.lazy chunks, rendered inside the guard: a visitor who is not signed
 * in is sent to /auth before any of their code (MUI, icons, dashboard) is fetched.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
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
const DashboardLayout = lazyPage(
  () => import('./routes/dashboard/layout'),
  (m) => m.Component,
);
const HomePage = lazyPage(
  () => import('./routes/dashboard/home'),
  (m) => m.Component,
);
const loadSections = () => import('./routes/dashboard/sections');
const loadBirthWizards = () =>
  import('@/features/birth-registration/components/wizard/wizard-routes');
const Sections = {
  birthRegistrations: lazyPage(
    () => import('@/features/birth-registration/components/list/birth-registrations-page'),
    (m) => m.BirthRegistrationsPage,
  ),
  birthRegistration: lazyPage(
    () => import('@/features/birth-registration/components/detail/birth-registration-page'),
    (m) => m.BirthRegistrationPage,
  ),
  editBirthRegistration: lazyPage(
    () => import('@/features/birth-registration/components/detail/edit-birth-registration-page'),
    (m) => m.EditBirthRegistrationPage,
  ),
  newBirthRegistration: lazyPage(loadBirthWizards, (m) => m.ClaimedBirthRegistrationRoute),
  unclaimedBirthRegistration: lazyPage(loadBirthWizards, (m) => m.UnclaimedBirthRegistrationRoute),
  birthNotification: lazyPage(loadBirthWizards, (m) => m.BirthNotificationRoute),
  queuedBirthRegistration: lazyPage(loadBirthWizards, (m) => m.QueuedBirthRegistrationRoute),
  offlineRegistrations: lazyPage(
    () => import('@/features/offline/components/offline-registrations-page'),
    (m) => m.OfflineRegistrationsPage,
  ),
  birthAttestations: lazyPage(
    () => import('@/features/attestation/components/list/birth-attestations-page'),
    (m) => m.BirthAttestationsPage,
  ),
  birthAttestation: lazyPage(
    () => import('@/features/attestation/components/detail/birth-attestation-page'),
    (m) => m.BirthAttestationPage,
  ),
  newBirthAttestation: lazy(
    () => import('@/features/attestation/components/wizard/attestation-register-page'),
  ),
  editBirthAttestation: lazy(
    () => import('@/features/attestation/components/wizard/edit-attestation-page'),
  ),
  modifications: lazyPage(loadSections, (m) => m.ModificationsRoute),
  stillBirths: lazyPage(
    () => import('@/features/stillbirth/components/list/stillbirths-page'),
    (m) => m.StillbirthsPage,
  ),
  stillBirth: lazyPage(
    () => import('@/features/stillbirth/components/detail/stillbirth-page'),
    (m) => m.StillbirthPage,
  ),
  newStillBirth: lazy(
    () => import('@/features/stillbirth/components/wizard/stillbirth-register-page'),
  ),
  editStillBirth: lazy(
    () => import('@/features/stillbirth/components/wizard/edit-stillbirth-page'),
  ),
  deathRegistrations: lazyPage(
    () => import('@/features/death-registration/components/list/death-registrations-page'),
    (m) => m.DeathRegistrationsPage,
  ),
  deathRegistration: lazyPage(
    () => import('@/features/death-registration/components/detail/death-registration-page'),
    (m) => m.DeathRegistrationPage,
  ),
  newDeathRegistration: lazy(
    () =>
      import('@/features/death-registration/components/wizard/death-registration-register-page'),
  ),
  editDeathRegistration: lazy(
    () => import('@/features/death-registration/components/wizard/edit-death-registration-page'),
  ),
  reissuance: lazyPage(
    () => import('@/features/reissuance/components/reissuance-page'),
    (m) => m.ReissuancePage,
  ),
  reprint: lazyPage(
    () => import('@/features/reprint/components/reprint-page'),
    (m) => m.ReprintPage,
  ),
  adhocStaff: lazyPage(loadSections, (m) => m.AdhocStaffRoute),
  newAdhocStaff: lazyPage(loadSections, (m) => m.NewAdhocStaffRoute),
  review: lazyPage(
    () => import('@/features/records/components/review/review-queue-page'),
    (m) => m.ReviewQueuePage,
  ),
  admin: lazyPage(
    () => import('@/features/payments/components/fees-admin-page'),
    (m) => m.FeesAdminPage,
  ),
};

/** The public certificate check (no sign-in): a chunk of its own, without the dashboard's. */
const VerifyCertificatePage = lazyPage(
  () => import('@/features/certificates/components/verify-page'),
  (m) => m.VerifyCertificatePage,
);

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}

const handle = (value: PageHandle) => value;

/** A registration wizard's page, closed (-> /404) to users who may not capture records. */
function capturePage(component: LazyExoticComponent<ComponentType>) {
  return <RequireAuth action="submit">{page(component)}</RequireAuth>;
}

/** A dashboard section: its guard (SECTION_ACCESS), title, list page and "new" page. */
function sectionRoute(options: {
  path: string;
  title: string;
  access?: readonly Permission[];
  index: LazyExoticComponent<ComponentType>;
  actions?: PageHandle['actions'];
  create?: {
    path: string;
    title: string;
    page: LazyExoticComponent<ComponentType>;
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
      element: capturePage(Sections.queuedBirthRegistration),
    },
  ];
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
                    sectionRoute({
                      path: dashboard.birthRegistrations.path,
                      title: 'Birth Registration',
                      access: SECTION_ACCESS['birth-registrations'],
                      index: Sections.birthRegistrations,
                      actions: 'birth-registrations',
                      create: {
                        path: dashboard.birthRegistrations.registerClaimed.path,
                        title: 'New Birth Registration',
                        page: Sections.newBirthRegistration,
                      },
                      more: [
                        {
                          path: dashboard.birthRegistrations.registerUnclaimed.path,
                          handle: handle({ title: 'Unclaimed Birth Registration' }),
                          element: capturePage(Sections.unclaimedBirthRegistration),
                        },
                        {
                          path: dashboard.birthRegistrations.registerNotification.path,
                          handle: handle({ title: 'Birth Notification' }),
                          element: capturePage(Sections.birthNotification),
                        },
                        ...offlineRoutes(
                          dashboard.birthRegistrations.offline,
                          'birth-registrations',
                        ),
                        {
                          path: dashboard.birthRegistrations.detail.path,
                          handle: handle({ title: 'Birth Registration' }),
                          element: page(Sections.birthRegistration),
                        },
                        {
                          path: dashboard.birthRegistrations.edit.path,
                          handle: handle({ title: 'Edit Birth Registration' }),
                          element: page(Sections.editBirthRegistration),
                        },
                      ],
                    }),
                    sectionRoute({
                      path: dashboard.birthAttestations.path,
                      title: 'Birth Attestations',
                      access: SECTION_ACCESS['birth-attestations'],
                      index: Sections.birthAttestations,
                      actions: 'birth-attestations',
                      create: {
                        path: dashboard.birthAttestations.register.path,
                        title: 'New Birth Attestation',
                        page: Sections.newBirthAttestation,
                      },
                      more: [
                        {
                          path: dashboard.birthAttestations.detail.path,
                          handle: handle({ title: 'Birth Attestation' }),
                          element: page(Sections.birthAttestation),
                        },
                        {
                          path: dashboard.birthAttestations.edit.path,
                          handle: handle({ title: 'Edit Birth Attestation' }),
                          element: capturePage(Sections.editBirthAttestation),
                        },
                      ],
                    }),
                    sectionRoute({
                      path: dashboard.modifications.path,
                      title: 'Modifications',
                      access: SECTION_ACCESS.modifications,
                      index: Sections.modifications,
                    }),
                    sectionRoute({
                      path: dashboard.stillBirths.path,
                      title: 'Still Births',
                      access: SECTION_ACCESS['still-births'],
                      index: Sections.stillBirths,
                      actions: 'still-births',
                      create: {
                        path: dashboard.stillBirths.register.path,
                        title: 'New Still Birth',
                        page: Sections.newStillBirth,
                      },
                      more: [
                        ...offlineRoutes(dashboard.stillBirths.offline, 'still-births'),
                        {
                          path: dashboard.stillBirths.detail.path,
                          handle: handle({ title: 'Still Birth' }),
                          element: page(Sections.stillBirth),
                        },
                        {
                          path: dashboard.stillBirths.edit.path,
                          handle: handle({ title: 'Edit Still Birth' }),
                          element: capturePage(Sections.editStillBirth),
                        },
                      ],
                    }),
                    sectionRoute({
                      path: dashboard.deathRegistrations.path,
                      title: 'Death Registration',
                      access: SECTION_ACCESS['death-registrations'],
                      index: Sections.deathRegistrations,
                      actions: 'death-registrations',
                      create: {
                        path: dashboard.deathRegistrations.register.path,
                        title: 'New Death Registration',
                        page: Sections.newDeathRegistration,
                      },
                      more: [
                        ...offlineRoutes(
                          dashboard.deathRegistrations.offline,
                          'death-registrations',
                        ),
                        {
                          path: dashboard.deathRegistrations.detail.path,
                          handle: handle({ title: 'Death Registration' }),
                          element: page(Sections.deathRegistration),
                        },
                        {
                          path: dashboard.deathRegistrations.edit.path,
                          handle: handle({ title: 'Edit Death Registration' }),
                          element: capturePage(Sections.editDeathRegistration),
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
                      path: dashboard.admin.path,
                      title: 'Admin',
                      access: SECTION_ACCESS.admin,
                      index: Sections.admin,
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
