import { lazy, type ComponentType } from 'react';

/** How often a screen's code is asked for before the screen says it is not on this device. */
export const SCREEN_LOAD_ATTEMPTS = 3;
/** The short wait between two attempts (a link that flickers comes back within it). */
export const SCREEN_LOAD_RETRY_MS = 700;

/** A screen's code could not be fetched: not stored on this device and no connection. */
export class ScreenNotOnDeviceError extends Error {
  constructor(cause: unknown) {
    super('This screen is not on this device yet.', { cause });
    this.name = 'ScreenNotOnDeviceError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load`, trying again a couple of times after a short wait; then ScreenNotOnDeviceError. */
export async function loadWithRetry<M>(
  load: () => Promise<M>,
  attempts = SCREEN_LOAD_ATTEMPTS,
  retryMs = SCREEN_LOAD_RETRY_MS,
): Promise<M> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw new ScreenNotOnDeviceError(error);
      await wait(retryMs);
    }
  }
}

/** How to forget each failed load, so that the next render asks for the code again. */
const failedLoads = new Set<() => void>();

/**
 * Forgets the screens whose code failed to load: the next render of each asks for it afresh.
 * Called by the error boundary's "Try again" and when the user opens another page.
 */
export function retryFailedScreens(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * React.lazy that retries: a failed load is tried again (loadWithRetry), and, unlike React.lazy,
 * which keeps a failure for good, it is asked for afresh after retryFailedScreens (the error
 * boundary's "Try again", or another page opened once the connection is back).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const attempt = (): ComponentType =>
    lazy(() =>
      loadWithRetry(load).catch((error: unknown) => {
        // Kept until retryFailedScreens: every render until then shows the same failure.
        failedLoads.add(() => (current = attempt()));
        throw error;
      }),
    );
  let current = attempt();
  function LazyScreen() {
    const Screen = current;
    return <Screen />;
  }
  return LazyScreen;
}
