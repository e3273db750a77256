/**
 * Signing in and out: the login form and the sign-out request, for the login and logout pages.
 * Those pages are in the app's first chunk, so this index re-exports nothing heavier. The
 * signed-in user as the server sees them (`useMe`, with React Query and the session schema) is
 * the feature's other public module, `@/features/auth/me`: Rolldown does not skip a barrel when
 * it splits chunks, so anything re-exported here that the app uses would join the login page.
 */
export { loadLoginSchemas, login } from './api/login';
export { logout } from './api/logout';
export { LoginForm } from './components/login-form';
export { DemoPanel } from './components/demo-panel';
