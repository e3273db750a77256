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

/**
 * Puts each of a refusal's field problems (VALIDATION_FAILED `details.issues`) under its field
 * of the form; answers whether every problem found a field (else the caller shows the message).
 */
export function showFieldIssues<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: 'server'; message: string }) => void,
): boolean {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return false;
  const issues = error.details?.issues ?? [];
  const placed = issues.filter((issue): issue is { path: F; message: string } =>
    (fields as readonly string[]).includes(issue.path),
  );
  for (const issue of placed) setError(issue.path, { type: 'server', message: issue.message });
  return placed.length > 0 && placed.length === issues.length;
}
