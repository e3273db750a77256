import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, jsonResponse, signIn } from '@/testing/test-utils';
import {
  api,
  ApiError,
  buildUrl,
  hasErrorCode,
  OFFLINE_SESSION_MESSAGE,
  setUnauthorizedHandler,
} from './api-client';
import { setToken } from './session-store';

afterEach(() => setUnauthorizedHandler(undefined));

describe('api client', () => {
  it('sends the stored token with its Bearer prefix and returns the envelope data', async () => {
    setToken('secret');
    const fetchMock = vi.fn(async () => jsonResponse(200, envelope([{ State_ID: 1 }])));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/option/states')).resolves.toEqual([{ State_ID: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/option/states');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('turns an error envelope into an ApiError carrying the response', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        400,
        errorEnvelope('VALIDATION_FAILED', ['First.', 'Second.'], {
          issues: [
            { path: '', message: 'First.' },
            { path: '', message: 'Second.' },
          ],
        }),
      ),
    );
    const error = (await api.post('/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('First.');
    expect(error.response?.data?.message).toEqual(['First.', 'Second.']);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.issues).toHaveLength(2);
  });

  it("keeps the answer's code and details, which the app decides on", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(429, errorEnvelope('RATE_LIMITED', 'Slow down.', { retryAfter: 12 })),
    );
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(hasErrorCode(error, 'RATE_LIMITED')).toBe(true);
    expect(hasErrorCode(error, 'NOT_FOUND')).toBe(false);
    expect((error as ApiError).details).toEqual({ retryAfter: 12 });
  });

  it('reports a network failure as an ApiError without a response', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.response).toBeUndefined();
  });

  it('calls the unauthorized handler on any 401, unless the caller handles it', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, errorEnvelope('SESSION_ENDED', 'Session expired.')),
    );
    await api.get('/auth/me').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await api.post('/auth/login', {}, { skipUnauthorizedRedirect: true }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/option/lgas', { state_id: 25, q: undefined, x: '' })).toBe(
      '/api/option/lgas?state_id=25',
    );
  });
});

describe('a session opened offline', () => {
  it('sends nothing, so no 401 can sign it out mid-capture', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    signIn('registra', { offline: true });
    await expect(api.get('/birth-registration/list/1')).rejects.toThrow(OFFLINE_SESSION_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
