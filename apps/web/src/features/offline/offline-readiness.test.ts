import { describe, expect, it, vi } from 'vitest';
import { prepareOfflineUse, readiness } from './offline-readiness';

describe('offline readiness', () => {
  it('is ready offline only with the capture code, the offline key and the stored app', () => {
    expect(readiness({ total: 8, done: 0 }, false, false)).toMatchObject({
      percent: 0,
      captureReady: false,
      ready: false,
    });
    expect(readiness({ total: 8, done: 8 }, true, false)).toMatchObject({
      percent: 90,
      captureReady: true,
      ready: false,
    });
    // A reload during the key's derivation: the code is there, the key is not.
    expect(readiness({ total: 8, done: 8 }, false, true)).toMatchObject({
      captureReady: false,
      keyHeld: false,
      ready: false,
    });
    expect(readiness({ total: 8, done: 8 }, true, true)).toMatchObject({
      percent: 100,
      ready: true,
    });
  });

  it('fetches every need once, and what failed again when the connection returns', async () => {
    let online = false;
    const fetched = vi.fn(async () => undefined);
    const flaky = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
    });
    await prepareOfflineUse([fetched, flaky]);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(flaky).toHaveBeenCalledTimes(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(flaky).toHaveBeenCalledTimes(2));
    // Asked again later (another mount of the dashboard): nothing is fetched twice.
    await prepareOfflineUse([fetched, flaky]);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(flaky).toHaveBeenCalledTimes(2);
  });
});
