import { UPDATE_RELOAD_DELAY_MS } from '@vitalreg/domain';
import { createStore } from './create-store';
import { toast } from './toast';

export const UPDATE_AVAILABLE_MESSAGE = 'New update is available.';

/**
 * Whether the service worker has stored the whole app and controls this page, so that a reload
 * without a connection opens it. Outside a production build nothing is stored: true there.
 */
export const appStoredStore = createStore<boolean>(!import.meta.env.PROD, undefined, {
  resetOnSignOut: false,
});

function followController() {
  const controlled = () => navigator.serviceWorker.controller !== null;
  if (controlled()) appStoredStore.set(true);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled()) appStoredStore.set(true);
  });
}

let registering: Promise<void> | undefined;

/**
 * Registers the service worker (once per page). On the very first visit it takes control as
 * soon as it has stored the app (clientsClaim, vite.config.ts): no reload is needed to work
 * offline. When a new version waits, the user is told and the app reloads into it after 1
 * second (spec section 1); the draft being typed is in session storage and survives the reload.
 */
export function registerServiceWorker(): Promise<void> {
  registering ??= register();
  return registering;
}

/**
 * When the worker is registered (docs/offline.md, "When the device is ready"). A device it
 * already serves registers at once: the update check costs a request or two. On a first visit
 * the worker's precache (the whole app) would share a slow link, and the CPU, with the sign-in
 * page, the dashboard and the capture code: it starts only once the page asks for it
 * (prepareOfflineUse, after the capture code has arrived), in a pause of the page's own work.
 */
export function registerServiceWorkerWhenServed(): void {
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
    void registerServiceWorker();
  }
}

/** Registers the worker once the page has nothing more urgent to do. */
export function storeAppWhenIdle(): void {
  if (registering || !import.meta.env.PROD) return;
  const start = () => void registerServiceWorker();
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 0);
}

async function register(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  followController();
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    immediate: true,
    onOfflineReady() {
      appStoredStore.set(true);
    },
    onNeedRefresh() {
      toast.info(UPDATE_AVAILABLE_MESSAGE);
      setTimeout(() => {
        // Activates the waiting worker; the page reloads once it takes control. A page the old
        // worker never controlled gets no such signal: reload it here.
        void updateServiceWorker(true).then(() => {
          if (!navigator.serviceWorker.controller) window.location.reload();
        });
      }, UPDATE_RELOAD_DELAY_MS);
    },
  });
}
