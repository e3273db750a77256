import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, handleApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { toastStore } from './toast';

describe('general error handler', () => {
  it('shows the first item when the response message is an array', () => {
    const error = new ApiError('ignored', {
      status: 400,
      data: {
        status: 'ERROR',
        message: ['User name is required.', 'Password is required.'],
        code: 'VALIDATION_FAILED',
      },
    });
    expect(handleApiError(error)).toBe('User name is required.');
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ severity: 'error', message: 'User name is required.' }),
    ]);
  });

  it("shows the response's message otherwise", () => {
    const error = new ApiError('ignored', {
      status: 409,
      data: {
        status: 'ERROR',
        message: 'Payment reference already used.',
        code: 'PAYMENT_ALREADY_USED',
      },
    });
    expect(errorMessage(error)).toBe('Payment reference already used.');
  });

  it('falls back to the status text when the response has no message', () => {
    const error = new ApiError('Bad Gateway', { status: 502, data: undefined });
    expect(errorMessage(error)).toBe('Bad Gateway');
  });

  it('shows the network error as an error toast when there is no response', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe(
      'NETWORK ERROR: Something went wrong while processing this request.',
    );
    for (const error of [new ApiError('Failed to fetch'), new TypeError('Failed to fetch')]) {
      toastStore.set([]);
      expect(handleApiError(error)).toBe(NETWORK_ERROR_MESSAGE);
      expect(toastStore.get().map((toast) => [toast.severity, toast.message])).toEqual([
        ['error', NETWORK_ERROR_MESSAGE],
      ]);
      expect(toastStore.get()[0]?.duration).toBe(5000);
    }
  });
});
