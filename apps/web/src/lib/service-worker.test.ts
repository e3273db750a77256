import { describe, expect, it, vi } from 'vitest';
import { toastStore } from './toast';

const updateServiceWorker = vi.fn(async () => undefined);
let onNeedRefresh: (() => void) | undefined;

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    onNeedRefresh = options.onNeedRefresh;
    return updateServiceWorker;
  },
}));

describe('service worker updates', () => {
  it('says "New update is available." and reloads into it after 1 second', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: {}, addEventListener: vi.fn() },
      configurable: true,
    });
    vi.useFakeTimers();
    const { registerServiceWorker, UPDATE_AVAILABLE_MESSAGE } = await import('./service-worker');
    await registerServiceWorker();
    expect(onNeedRefresh).toBeTypeOf('function');

    onNeedRefresh?.();
    expect(UPDATE_AVAILABLE_MESSAGE).toBe('New update is available.');
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ severity: 'info', message: 'New update is available.' }),
    ]);
    vi.advanceTimersByTime(999);
    expect(updateServiceWorker).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
    vi.useRealTimers();
  });

  it('counts the app as stored for offline use once the worker controls the page', async () => {
    let onControllerChange: (() => void) | undefined;
    const serviceWorker = {
      controller: null as object | null,
      addEventListener: (_type: string, listener: () => void) => (onControllerChange = listener),
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    vi.resetModules();
    const { appStoredStore, registerServiceWorker } = await import('./service-worker');
    appStoredStore.set(false);
    await registerServiceWorker();
    expect(appStoredStore.get()).toBe(false);
    // The first worker claims the page that installed it (clientsClaim): no reload needed.
    serviceWorker.controller = {};
    onControllerChange?.();
    expect(appStoredStore.get()).toBe(true);
  });
});

describe('when the service worker is registered', () => {
  it('on a first visit, not at load: the precache would share the link with the sign-in', async () => {
    const addEventListener = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: null, addEventListener },
      configurable: true,
    });
    vi.resetModules();
    const { registerServiceWorkerWhenServed } = await import('./service-worker');
    registerServiceWorkerWhenServed();
    await Promise.resolve();
    expect(addEventListener).not.toHaveBeenCalled();
  });

  it('on a device the worker already serves, at load (the update check)', async () => {
    const addEventListener = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: {}, addEventListener },
      configurable: true,
    });
    vi.resetModules();
    const { registerServiceWorkerWhenServed } = await import('./service-worker');
    registerServiceWorkerWhenServed();
    await vi.waitFor(() => expect(addEventListener).toHaveBeenCalled());
  });
});
