import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from '@/components/ui/copy-button';
import { Providers } from '@/testing/test-utils';
import { COPIED_MESSAGE, COPY_FAILED_MESSAGE, copyToClipboard } from './clipboard';
import { toastStore } from './toast';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copy to clipboard', () => {
  it('shows "Copied!" for 2 seconds by default', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    await expect(copyToClipboard('BR-123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('BR-123');
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ severity: 'success', message: 'Copied!', duration: 2000 }),
    ]);
  });

  it('takes another duration', async () => {
    stubClipboard(async () => undefined);
    await copyToClipboard('x', 500);
    expect(toastStore.get()[0]?.duration).toBe(500);
  });

  it('shows "Error copying to clipboard" on failure', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    await expect(copyToClipboard('x')).resolves.toBe(false);
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ severity: 'error', message: COPY_FAILED_MESSAGE }),
    ]);
    expect(COPY_FAILED_MESSAGE).toBe('Error copying to clipboard');
  });

  it('the copy button says "Copied!" for the configured time, then its label again', async () => {
    stubClipboard(async () => undefined);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <Providers>
        <CopyButton text="42" label="Copy user ID" duration={1500} />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy user ID' }));
    expect(await screen.findByRole('button', { name: COPIED_MESSAGE })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1600);
    });
    expect(screen.getByRole('button', { name: 'Copy user ID' })).toBeInTheDocument();
  });
});
