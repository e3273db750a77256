import { useEffect } from 'react';
import { firstMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const LIST_NETWORK_ERROR = 'Network Error';
export const LIST_ERROR_TOAST_MS = 5000;

/** Spec section 8, failed list fetch: "Network Error" with no response body, else the server's message. */
export function listErrorMessage(error: unknown): string {
  if (!isApiError(error) || !error.response?.data) return LIST_NETWORK_ERROR;
  return firstMessage(error.response.data.message) || error.message;
}

/** Shows a failed list fetch once per failure (the query itself is `meta.silent`). */
export function useListErrorToast(error: unknown, errorUpdatedAt: number): void {
  useEffect(() => {
    if (error) toast.error(listErrorMessage(error), { duration: LIST_ERROR_TOAST_MS });
  }, [error, errorUpdatedAt]);
}
