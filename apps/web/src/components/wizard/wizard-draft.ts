import { readJson, removeItem, writeJson } from '@/lib/storage';

/** What a wizard keeps in session storage under its key: the draft, the step, the key to submit with. */
export interface StoredWizard<D> {
  draft: D;
  step: number;
  /** The Idempotency-Key of this draft's submission: made once, reused by every retry. */
  idempotencyKey: string;
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  // Older browsers (no secure context): a random v4-shaped id.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

export function readStoredWizard<D>(
  key: string,
  stepCount: number,
  isDraft: (value: unknown) => value is D,
): StoredWizard<D> | undefined {
  const stored = readJson('session', key);
  if (!stored || typeof stored !== 'object') return undefined;
  const { draft, step, idempotencyKey } = stored as Record<string, unknown>;
  if (!isDraft(draft) || typeof idempotencyKey !== 'string' || idempotencyKey === '') {
    return undefined;
  }
  const index = typeof step === 'number' && Number.isInteger(step) ? step : 0;
  return { draft, step: Math.min(Math.max(index, 0), stepCount - 1), idempotencyKey };
}

export function writeStoredWizard<D>(key: string, value: StoredWizard<D>): void {
  writeJson('session', key, value);
}

export function clearStoredWizard(key: string): void {
  removeItem('session', key);
}

/** Back to the top of the page on a step change (skipped where layout is not implemented). */
export function scrollToTop(): void {
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return;
  window.scrollTo({ top: 0 });
}
