import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUERY_REASON_MAX_LENGTH, queryRecordSchema } from '@vitalreg/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorEnvelope } from '@/testing/test-utils';
import { QueryDialog } from './query-dialog';

/** The dialog as a caller holds it: the last refusal kept, as a mutation's `error` is. */
function Harness({
  answer,
  onClose,
}: {
  answer: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [error, setError] = useState<unknown>(null);
  return (
    <QueryDialog
      title="Query record BR-LA-2026-0001"
      intro="The record goes back to its registrar with your reason."
      action="Query record"
      schema={queryRecordSchema}
      onQuery={(reason) =>
        answer(reason).catch((refusal: unknown) => {
          setError(refusal);
          throw refusal;
        })
      }
      pending={false}
      error={error}
      onClose={onClose}
    />
  );
}

const refusal = (status: number, envelope: ReturnType<typeof errorEnvelope>) =>
  new ApiError(String(envelope.message), { status, data: { ...envelope, status: 'ERROR' } });

describe('QueryDialog', () => {
  it('asks for a reason by the API’s rules before sending, then closes once it is taken', async () => {
    const user = userEvent.setup();
    const answer = vi.fn(() => Promise.resolve({}));
    const onClose = vi.fn();
    render(<Harness answer={answer} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Query record BR-LA-2026-0001' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', String(QUERY_REASON_MAX_LENGTH));

    await user.click(within(dialog).getByRole('button', { name: 'Query record' }));
    expect(
      await within(dialog).findByText('Give the reason for querying this record.'),
    ).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();

    await user.type(reason, "The mother's NIN is wrong.");
    await user.click(within(dialog).getByRole('button', { name: 'Query record' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(answer).toHaveBeenCalledWith("The mother's NIN is wrong.");
  });

  it('keeps the reason typed when it is refused: under the field, or above the buttons', async () => {
    const user = userEvent.setup();
    const answer = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        refusal(
          400,
          errorEnvelope('VALIDATION_FAILED', 'The reason may not hold a web address.', {
            issues: [{ path: 'reason', message: 'The reason may not hold a web address.' }],
          }),
        ),
      )
      .mockRejectedValueOnce(
        refusal(409, errorEnvelope('STATE_CONFLICT', 'This record is no longer pending review.')),
      );
    const onClose = vi.fn();
    render(<Harness answer={answer} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'See www.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Query record' }));
    expect(
      await within(dialog).findByText('The reason may not hold a web address.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(reason).toHaveValue('See www.example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Query record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This record is no longer pending review.',
    );
    expect(reason).toHaveValue('See www.example.com');
    expect(onClose).not.toHaveBeenCalled();
  });
});
