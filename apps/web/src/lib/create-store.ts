import { useSyncExternalStore } from 'react';
import { readJson, removeItem, writeJson, type StorageKind } from './storage';

export interface Store<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  /** Back to the initial state, forgetting the persisted copy. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

export interface PersistOptions<T> {
  key: string;
  storage: StorageKind;
  /** Accepts a stored value, or returns undefined to ignore it (stale or tampered data). */
  parse: (stored: unknown) => T | undefined;
}

const allStores = new Set<Store<unknown>>();

export interface StoreOptions {
  /**
   * Whether logout (and any 401) resets this store; true by default. Only UI state that holds
   * nothing of the session opts out (the toast queue, so "session expired" can still show).
   */
  resetOnSignOut?: boolean;
}

/** A small typed store; optionally persisted to local or session storage. */
export function createStore<T>(
  initial: T,
  persist?: PersistOptions<T>,
  options: StoreOptions = {},
): Store<T> {
  const listeners = new Set<() => void>();
  const restored = persist ? persist.parse(readJson(persist.storage, persist.key)) : undefined;
  let state: T = restored === undefined ? initial : restored;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const store: Store<T> = {
    get: () => state,
    set(next) {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      if (persist) writeJson(persist.storage, persist.key, value);
      emit();
    },
    reset() {
      if (persist) removeItem(persist.storage, persist.key);
      if (Object.is(state, initial)) return;
      state = initial;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (options.resetOnSignOut !== false) allStores.add(store as Store<unknown>);
  return store;
}

/** Every store back to its initial state (logout and any 401, spec section 4). */
export function resetAllStores(): void {
  for (const store of allStores) store.reset();
}

export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, selector: (state: T) => S): S;
export function useStore<T, S>(store: Store<T>, selector?: (state: T) => S): T | S {
  const select = () => (selector ? selector(store.get()) : store.get());
  return useSyncExternalStore(store.subscribe, select, select);
}
