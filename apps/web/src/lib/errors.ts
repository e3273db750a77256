import { capitalise, MESSAGES, registryErrorMap } from '@vitalreg/domain';
import { z } from 'zod';
import { firstMessage, isApiError } from './api-client';
import { toast } from './toast';

/**
 * The app's forms speak the registry's words: a problem a schema names no message for gets
 * one of `registryErrorMap`'s sentences, never zod's own (docs/dates-and-messages.md). Called
 * once at start (main.tsx) and by the tests' setup.
 */
export function speakRegistryWords(): void {
  z.config({ customError: registryErrorMap });
}

/** A field path at the start of a message: "mother.nin: …", "reason_for_no_nin: …". */
const PATH_PREFIX = /^[a-z_][\w]*(?:\.[\w]+|\[\d+\])*:\s+/;
/** The API's own sentence about a named field ("limit must be at most 100."). */
const NAMED_FIELD =
  /^[a-z_][\w]*(?:\.[\w]+|\[\d+\])* (must be|is required|is not a value|has unexpected)/;
/** Words of a schema or a program, never a registry's. */
export const SCHEMA_WORDS =
  /\bExpected\b|\bexpected (a |an )?(string|number|int|boolean|object|array|date|nonoptional)\b|\breceived\b|Invalid input|\bNaN\b|\bundefined\b|\bnull\b|Too (big|small)|Unrecognized/;

/**
 * A message as a screen shows it: without a field path ("mother.nin: this NIN is not known"
 * reads "This NIN is not known"), and in the registry's words where the API named a field its
 * own way or a program's words slipped through. The field's label is beside it on the screen.
 */
export function screenMessage(message: string): string {
  // The spec's sentence for a malformed date is the API's; a screen asks for day/month/year.
  if (message === MESSAGES.invalidIsoDate) return MESSAGES.dateForm;
  const named = NAMED_FIELD.exec(message);
  let sentence = named
    ? named[1] === 'is required'
      ? MESSAGES.required
      : MESSAGES.notAccepted
    : capitalise(message.replace(PATH_PREFIX, ''));
  if (SCHEMA_WORDS.test(sentence)) sentence = MESSAGES.notAccepted;
  return sentence;
}

export const NETWORK_ERROR_MESSAGE =
  'NETWORK ERROR: Something went wrong while processing this request.';

/**
 * The message the general error handler shows (spec section 8): the response's message, its
 * first item when it is a list; with no response, the network error text.
 */
export function errorMessage(error: unknown): string {
  if (!isApiError(error) || !error.response) return NETWORK_ERROR_MESSAGE;
  return screenMessage(firstMessage(error.response.data?.message) || error.message);
}

/** The general error handler: shows the message as an error toast. */
export function handleApiError(error: unknown): string {
  const message = errorMessage(error);
  toast.error(message);
  return message;
}

/**
 * A refusal's problems with one value each (VALIDATION_FAILED, IDENTITY_MISMATCH), in a screen's
 * words, for the form that sent it to put under its fields.
 */
export function fieldIssuesOf(error: unknown): { path: string; message: string }[] {
  if (!isApiError(error)) return [];
  if (error.code !== 'VALIDATION_FAILED' && error.code !== 'IDENTITY_MISMATCH') return [];
  const issues = (error.details as { issues?: { path: string; message: string }[] } | undefined)
    ?.issues;
  return (issues ?? []).map(({ path, message }) => ({ path, message: screenMessage(message) }));
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
  for (const issue of placed) {
    setError(issue.path, { type: 'server', message: screenMessage(issue.message) });
  }
  return placed.length > 0 && placed.length === issues.length;
}
