/**
 * The signed-in user and permissions as the server now sees them (GET /auth/me): a public module
 * of the auth feature beside its index, for the dashboard (see `@/features/auth` for why).
 */
export { useMe } from './api/get-me';
