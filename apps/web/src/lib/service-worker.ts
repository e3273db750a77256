import { UPDATE_RELOAD_DELAY_MS } from '@vitalreg/domain';
import { toast } from './toast';

export const UPDATE_AVAILABLE_MESSAGE = 'New update is available.';

/**
 * Registers the service worker. When a new version waits, the user is told and the app reloads
 * into it after 1 second (spec section 1).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast.info(UPDATE_AVAILABLE_MESSAGE);
      setTimeout(() => {
        // Activates the waiting worker; the page reloads once it takes control. A page the old
        // worker never controlled (the very first visit) gets no such signal: reload it here.
        void updateServiceWorker(true).then(() => {
          if (!navigator.serviceWorker.controller) window.location.reload();
        });
      }, UPDATE_RELOAD_DELAY_MS);
    },
  });
}
