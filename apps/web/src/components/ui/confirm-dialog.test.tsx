import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorEnvelope } from '@/testing/test-utils';
import { ConfirmDialog } from './confirm-dialog';

/** A page's button and its confirmation, as the record page holds them. */
function Harness({ approve }: { approve: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Approve
      </button>
      {open ? (
        <ConfirmDialog
          title="Approve birth registration BR-LA-2026-000001?"
          action="Approve"
          pending={false}
          error={error}
          onConfirm={() =>
            void approve().then(
              () => setOpen(false),
              (refusal: unknown) => setError(refusal),
            )
          }
          onClose={() => {
            setError(null);
            setOpen(false);
          }}
        >
          It will be given the next certificate number of its series.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('says what will happen, named and described for a screen reader, the focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness approve={vi.fn(() => Promise.resolve())} />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Approve birth registration BR-LA-2026-000001?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'It will be given the next certificate number of its series.',
    );
    // Cancel first: a second Enter or click on the page's button never confirms.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('acts only when its own button is chosen: Escape and Cancel do nothing', async () => {
    const user = userEvent.setup();
    const approve = vi.fn(() => Promise.resolve());
    render(<Harness approve={approve} />);
    const opener = screen.getByRole('button', { name: 'Approve' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(opener);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approve).not.toHaveBeenCalled();

    // By keyboard: Tab to the action, Enter.
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal in the dialog, to try again or cancel', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('This record is no longer pending review.', {
      status: 409,
      data: {
        ...errorEnvelope('STATE_CONFLICT', 'This record is no longer pending review.'),
        status: 'ERROR',
      },
    });
    render(<Harness approve={vi.fn(() => Promise.reject(refusal))} />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This record is no longer pending review.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
