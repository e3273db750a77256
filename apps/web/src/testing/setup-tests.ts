import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { speakRegistryWords } from '@/lib/errors';
import { resetAllStores } from '@/lib/create-store';
import { toastStore } from '@/lib/toast';
import '@/app/kinds';

speakRegistryWords();

// Pages are lazy chunks: their first import can be slow on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

/** matchMedia for MUI's useMediaQuery: evaluates min-/max-width against window.innerWidth. */
function matchesQuery(query: string): boolean {
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (min && width < Number(min[1])) return false;
  if (max && width > Number(max[1])) return false;
  return Boolean(min || max);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: matchesQuery(query),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  resetAllStores();
  toastStore.set([]);
  setUnauthorizedHandler(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
