import { firstMessage, isApiError } from './api-client';
import { toast } from './toast';

export const NETWORK_ERROR_MESSAGE =
  'NETWORK ERROR: Something went wrong while processing this request.';

/**
 * The message the general error handler shows (spec section 8): the response's message, its
 * first item when it is a list; with no response, the network error text.
 */
export function errorMessage(error: unknown): string {
  if (!isApiError(error) || !error.response) return NETWORK_ERROR_MESSAGE;
  return firstMessage(error.response.data?.message) || error.message;
}

/** The general error handler: shows the message as an error toast. */
export function handleApiError(error: unknown): string {
  const message = errorMessage(error);
  toast.error(message);
  return message;
}
