import type { ErrorCode, ErrorDetails, ErrorEnvelope } from '@vitalreg/domain';
import type { z } from 'zod';
import { API_BASE_URL } from '@/config/env';
import { getAuthorization, sessionStore } from './session-store';

/** What the server answered; absent when no answer came (network failure). */
export interface ApiResponse {
  status: number;
  data: Partial<ErrorEnvelope> | undefined;
}

/** The first readable sentence of an answer's message: its first item when it is a list. */
export function firstMessage(message: string | string[] | undefined): string | undefined {
  if (Array.isArray(message)) return message[0];
  return message;
}

export class ApiError extends Error {
  readonly status: number | undefined;
  readonly response: ApiResponse | undefined;
  /** The answer's error code: what the app decides on (never the message's words). */
  readonly code: ErrorCode | undefined;
  readonly details: ErrorEnvelope['details'];

  constructor(message: string, response?: ApiResponse) {
    super(message);
    this.name = 'ApiError';
    this.status = response?.status;
    this.response = response;
    this.code = response?.data?.code;
    this.details = response?.data?.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An answer refusing with this code; its details are then the code's own. */
export function hasErrorCode<C extends ErrorCode>(
  error: unknown,
  code: C,
): error is ApiError & { code: C; details: ErrorDetails<C> | undefined } {
  return isApiError(error) && error.code === code;
}

/** A 4xx answer: the request itself is wrong, so repeating it will not help. */
export function isClientError(error: unknown): boolean {
  return (
    isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500
  );
}

let onUnauthorized: (() => void) | undefined;

/** The app sets this to send the user to the logout page on any 401 (spec section 8). */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  body?: unknown;
  params?: QueryParams;
  /** Checks the answer's `data`; a mismatch is reported as an error, not passed on silently. */
  schema?: z.ZodType<T>;
  /** The login and logout calls handle a 401 themselves instead of redirecting. */
  skipUnauthorizedRedirect?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** `no-cache`: ask the server again, whatever the browser keeps (a list just changed). */
  cache?: RequestCache;
}

export interface Envelope<T> {
  status: 'SUCCESS' | 'ERROR';
  message: string | string[];
  data: T;
}

export function buildUrl(path: string, params?: QueryParams): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const OFFLINE_SESSION_MESSAGE =
  'You are signed in offline. Sign in online to reach the server.';

/**
 * Sends a request with the stored token and returns the parsed envelope (spec section 7). A
 * session opened offline has no token and sends nothing: the server would answer 401 and the
 * sign-out that follows would drop what is being captured.
 */
export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<Envelope<T>> {
  if (sessionStore.get().offline) throw new ApiError(OFFLINE_SESSION_MESSAGE);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const authorization = getAuthorization();
  if (authorization) headers.Authorization = authorization;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(cause instanceof Error ? cause.message : 'Network request failed');
  }

  const body = (await readBody(response)) as Partial<Envelope<unknown>> | undefined;
  const envelope = body && typeof body === 'object' ? body : undefined;

  if (response.status === 401 && !options.skipUnauthorizedRedirect) onUnauthorized?.();

  if (!response.ok || envelope?.status === 'ERROR') {
    const message =
      firstMessage(envelope?.message) ||
      response.statusText ||
      `Request failed (${response.status})`;
    throw new ApiError(message, {
      status: response.status,
      data: envelope as Partial<ErrorEnvelope> | undefined,
    });
  }

  const data = envelope?.data;
  if (options.schema) {
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError('The server sent an answer this app does not understand.', {
        status: response.status,
        data: {
          status: 'ERROR',
          message: 'The server sent an answer this app does not understand.',
        },
      });
    }
    return { status: 'SUCCESS', message: envelope?.message ?? '', data: parsed.data };
  }
  return { status: 'SUCCESS', message: envelope?.message ?? '', data: data as T };
}

/**
 * A stored file (a document, a certificate PDF) fetched with the token, as `request` sends its
 * calls: nothing from a session opened offline, a 401 signs out, a refusal is an ApiError with
 * the server's message. The caller reads the answer's blob.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Response> {
  if (sessionStore.get().offline) throw new ApiError(OFFLINE_SESSION_MESSAGE);
  const authorization = getAuthorization();
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      headers: authorization ? { Authorization: authorization } : {},
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(cause instanceof Error ? cause.message : 'Network request failed');
  }
  if (response.status === 401) onUnauthorized?.();
  if (!response.ok) {
    const body = (await readBody(response)) as Partial<Envelope<unknown>> | undefined;
    throw new ApiError(
      firstMessage(body?.message) || response.statusText || `Request failed (${response.status})`,
      { status: response.status, data: body as Partial<ErrorEnvelope> | undefined },
    );
  }
  return response;
}

/** Shorthands returning the envelope's `data`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions<T>) =>
    request<T>('GET', path, options).then((envelope) => envelope.data),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, { ...options, body }).then((envelope) => envelope.data),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PATCH', path, { ...options, body }).then((envelope) => envelope.data),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, { ...options, body }).then((envelope) => envelope.data),
  delete: <T>(path: string, options?: RequestOptions<T>) =>
    request<T>('DELETE', path, options).then((envelope) => envelope.data),
};
