import type { QueryClient } from '@tanstack/react-query';
import { resetAllStores } from './create-store';
import { clearStoredData } from './storage';

/**
 * Forgets everything about the session on this device (spec section 4, logout and any 401):
 * the token and stored data, every store back to its initial state, the query cache emptied.
 */
export function clearSession(queryClient: QueryClient): void {
  clearStoredData();
  resetAllStores();
  queryClient.clear();
}
