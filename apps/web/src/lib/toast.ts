import { TOAST_DURATION_MS } from '@vitalreg/domain';
import { createStore, useStore } from './create-store';

/** Toast kinds of spec section 8. */
export type ToastSeverity = 'success' | 'warning' | 'info' | 'error';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
  /** Auto-close after this many milliseconds (5000 by default). */
  duration: number;
}

export interface ToastOptions {
  duration?: number;
}

/** At most this many toasts wait; older ones are dropped so a burst of errors cannot pile up. */
export const TOAST_QUEUE_LIMIT = 5;

export const toastStore = createStore<Toast[]>([], undefined, { resetOnSignOut: false });

let nextId = 1;

function show(severity: ToastSeverity, message: string, options?: ToastOptions): number {
  // The same message already waiting (several calls failing with one 401) shows once.
  const waiting = toastStore
    .get()
    .find((toast) => toast.severity === severity && toast.message === message);
  if (waiting) return waiting.id;
  const id = nextId++;
  const duration = options?.duration ?? TOAST_DURATION_MS;
  toastStore.set((queue) =>
    [...queue, { id, severity, message, duration }].slice(-TOAST_QUEUE_LIMIT),
  );
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  dismiss(id: number) {
    toastStore.set((queue) => queue.filter((item) => item.id !== id));
  },
};

export function useToasts(): Toast[] {
  return useStore(toastStore);
}
