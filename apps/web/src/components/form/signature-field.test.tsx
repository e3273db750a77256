import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse } from '@/testing/test-utils';
import { SignatureField } from './signature-field';
import { TestForm } from './test-form';

vi.mock('browser-image-compression', () => ({
  default: vi.fn(async (file: File) => file),
}));

// jsdom draws nothing: the pad's drawing is not what is tested here.
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener() {}
    removeEventListener() {}
    off() {}
    clear() {}
    fromData() {}
    toData() {
      return [];
    }
    isEmpty() {
      return true;
    }
  },
}));

afterEach(() => vi.unstubAllGlobals());

function renderSignature(onValues: (values: Record<string, unknown>) => void) {
  return render(
    <TestForm defaultValues={{ mode_of_identity: 'signature', signature: '' }} onValues={onValues}>
      <SignatureField
        name="signature"
        modeName="mode_of_identity"
        label="Informant's signature"
        modeLabel="Mode of identity"
        required
      />
    </TestForm>,
  );
}

describe('SignatureField', () => {
  it('offers the pad by default, named and explained, with the ways to sign on paper', () => {
    renderSignature(() => undefined);
    const modes = screen.getByRole('radiogroup', { name: /Mode of identity/ });
    expect(modes).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Signature drawn on screen' })).toBeChecked();
    const pad = screen.getByRole('img', { name: "Informant's signature: draw here" });
    expect(pad).toHaveAccessibleDescription(/Draw the signature.*Without a mouse or touch screen/);
    // Nothing the keyboard could not use is in the tab order.
    expect(pad).not.toHaveAttribute('tabindex');
  });

  it('signs on paper from the keyboard: the mode by arrow keys, the scan by the upload button', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse(
        201,
        envelope({
          key: 'death/sig-aB3dE9kLmN0p.png',
          mimeType: 'image/png',
          size: 4,
          sha256: 'x',
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    let values: Record<string, unknown> = {};
    renderSignature((v) => (values = v));

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Signature drawn on screen' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(values.mode_of_identity).toBe('signature_scan');
    expect(screen.queryByRole('img', { name: /draw here/ })).not.toBeInTheDocument();

    const choose = screen.getByRole('button', {
      name: "Choose file: Informant's signature on paper",
    });
    const input = screen.getByLabelText("Informant's signature on paper", { selector: 'input' });
    const opened = vi.fn();
    input.addEventListener('click', opened);
    choose.focus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalled();
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'signed.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(values.signature).toBe('death/sig-aB3dE9kLmN0p.png'));
    const body = JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body)) as {
      kind: string;
    };
    expect(body.kind).toBe('signature');

    // Another mode forgets the file of the one before.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    screen.getByRole('radio', { name: /Signature on paper/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(values.mode_of_identity).toBe('paper_form');
    expect(values.signature).toBe('');
    expect(
      screen.getByRole('button', { name: 'Choose file: Signed page of the paper form' }),
    ).toBeInTheDocument();
  });
});
