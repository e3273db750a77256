import { api } from '@/lib/api-client';

/** POST /auth/logout: revokes the session on the server. Best effort; never throws. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { skipUnauthorizedRedirect: true });
  } catch {
    // Offline, or the session is already gone: signing out on this device is what matters.
  }
}
