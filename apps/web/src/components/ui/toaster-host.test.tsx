import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ToasterHost } from './toaster-host';

// The toast UI's code is not on the device (the connection went before any toast was shown).
vi.mock('./toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/toaster.js');
});

describe('toasts when the toast UI cannot be loaded', () => {
  it('shows the message in plain elements instead of blanking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>The page</p>
        <ToasterHost />
      </>,
    );
    act(() => {
      toast.success('Saved on this device; it will be sent when you are online.');
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved on this device; it will be sent when you are online.',
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
