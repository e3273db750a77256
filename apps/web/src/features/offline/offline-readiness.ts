import { createStore, useStore } from '@/lib/create-store';
import { appStoredStore, storeAppWhenIdle } from '@/lib/service-worker';
import { dataKeyStore } from './data-key-store';

/** Something capture needs on this device: a screen's code or reference data, fetched once. */
export type CaptureNeed = () => Promise<unknown>;

interface CaptureCode {
  total: number;
  done: number;
}

/** How much of what capture needs this page has fetched (code stays in memory until a reload). */
const captureCodeStore = createStore<CaptureCode>({ total: 0, done: 0 }, undefined, {
  resetOnSignOut: false,
});

/**
 * One at a time, each in a pause of the page: a screen's code is many files, and a browser asks
 * for six at a time; the screen the user opens must not wait behind the whole capture code.
 */
const AT_ONCE = 1;

let pending: CaptureNeed[] = [];
let running: Promise<void> | undefined;

async function fetchPending(): Promise<void> {
  const failed: CaptureNeed[] = [];
  const queue = [...pending];
  pending = [];
  const worker = async () => {
    for (let need = queue.shift(); need; need = queue.shift()) {
      await afterPageWork();
      try {
        await need();
        captureCodeStore.set((code) => ({ ...code, done: code.done + 1 }));
      } catch {
        failed.push(need);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  // What failed (the connection went) is fetched again when it returns.
  pending = failed;
  // Then, not before, the service worker stores the rest of the app (docs/offline.md).
  if (failed.length === 0) storeAppWhenIdle();
}

/**
 * Resolves in the page's first pause: the screen being opened (the dashboard after sign-in)
 * asks for its own code and data before the capture code is asked for.
 */
function afterPageWork(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 0);
  });
}

function fetchAgainOnline() {
  if (pending.length > 0) void prepareOfflineUse([]);
}

/**
 * Right after sign-in (and after each reload of a signed-in page), fetches the code and data
 * that capturing a record needs (every capture wizard, the outbox's screens, the toasts,
 * reference data), a few at a time, before anything else is asked for. Once fetched, a module
 * stays in the page: the wizards open without a connection even before the service worker has
 * stored the whole app. It starts in the page's first pause, after the screen being opened has
 * asked for its own code, and registers the service worker once it is all here. Runs once per
 * page; later calls only retry what failed.
 */
export function prepareOfflineUse(needs: readonly CaptureNeed[]): Promise<void> {
  if (captureCodeStore.get().total === 0 && needs.length > 0) {
    captureCodeStore.set({ total: needs.length, done: 0 });
    pending = [...needs];
    window.addEventListener('online', fetchAgainOnline);
  }
  running = (running ?? afterPageWork()).then(fetchPending);
  return running;
}

export interface OfflineReadiness {
  /** 0 to 100: the capture code and data, the offline key, the app stored by the service worker. */
  percent: number;
  /** A record can be captured and saved on this device now, without a connection. */
  captureReady: boolean;
  /** The offline key is held (a reload during its derivation may have lost it). */
  keyHeld: boolean;
  /** And a reload without a connection opens the app: "Ready offline". */
  ready: boolean;
}

export function readiness(code: CaptureCode, keyHeld: boolean, appStored: boolean) {
  const codeReady = code.total > 0 && code.done >= code.total;
  // The code counts for most of the way; the key and the stored app for a step each.
  const steps = code.total + 2;
  const done = Math.min(code.done, code.total) + (keyHeld ? 1 : 0) + (appStored ? 1 : 0);
  const captureReady = codeReady && keyHeld;
  return {
    percent: code.total === 0 ? 0 : Math.floor((100 * done) / steps),
    captureReady,
    keyHeld,
    ready: captureReady && appStored,
  };
}

/** How ready this device is to work offline (the top bar's "Preparing offline use: 60%"). */
export function useOfflineReadiness(): OfflineReadiness {
  const code = useStore(captureCodeStore);
  const keyHeld = useStore(dataKeyStore, (held) => held !== null);
  const appStored = useStore(appStoredStore);
  return readiness(code, keyHeld, appStored);
}
