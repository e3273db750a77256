import { describe, expect, it } from 'vitest';
import { toast, toastStore, TOAST_QUEUE_LIMIT } from './toast';

describe('toast', () => {
  it('queues success, warning, info and error toasts that close after 5000 ms by default', () => {
    toast.success('Saved.');
    toast.warning('Check the date.');
    toast.info('New update is available.');
    toast.error('Something failed.', { duration: 2000 });
    expect(toastStore.get().map((t) => [t.severity, t.message, t.duration])).toEqual([
      ['success', 'Saved.', 5000],
      ['warning', 'Check the date.', 5000],
      ['info', 'New update is available.', 5000],
      ['error', 'Something failed.', 2000],
    ]);
  });

  it('shows a message that is already waiting only once', () => {
    toast.error('Your session has expired. Please sign in again.');
    toast.error('Your session has expired. Please sign in again.');
    expect(toastStore.get()).toHaveLength(1);
  });

  it('keeps a small queue and can dismiss', () => {
    for (let i = 0; i < TOAST_QUEUE_LIMIT + 3; i += 1) toast.info(`message ${i}`);
    const queue = toastStore.get();
    expect(queue).toHaveLength(TOAST_QUEUE_LIMIT);
    expect(queue[0]?.message).toBe('message 3');
    toast.dismiss(queue[0]!.id);
    expect(toastStore.get()).toHaveLength(TOAST_QUEUE_LIMIT - 1);
  });
});
