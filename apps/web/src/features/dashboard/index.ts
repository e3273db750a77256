/** The signed-in app's frame (sidebar, top bar, page actions) and the home page's profile. */
export { DashboardLayout } from './components/dashboard-layout';
export { RegistrarProfile } from './components/registrar-profile';
