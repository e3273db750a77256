import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormWizard, type WizardStepDefinition } from '@/components/wizard/form-wizard';
import { envelope, jsonResponse, Providers } from '@/testing/test-utils';
import { SignaturePadField } from './signature-pad-field';
import { TextInput } from './text-field';

/** The pad as a person leaves it: `drawn` strokes, each ending with `endStroke`. */
const pad = vi.hoisted(() => ({ drawn: 0, onEnd: undefined as (() => void) | undefined }));

vi.mock('signature_pad', () => ({
  default: class {
    addEventListener(_name: string, listener: () => void) {
      pad.onEnd = listener;
    }
    removeEventListener() {}
    off() {}
    clear() {
      pad.drawn = 0;
    }
    fromData() {}
    toData() {
      return [];
    }
    isEmpty() {
      return pad.drawn === 0;
    }
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgo=';
    }
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  pad.drawn = 0;
});

interface Draft {
  informant: { signature: string };
  after: { note: string };
}

const steps: WizardStepDefinition<Draft>[] = [
  {
    key: 'informant',
    title: 'Particulars of Informant',
    schema: z.object({ signature: z.string().min(1, 'The informant must sign.') }),
    read: (draft) => draft.informant,
    write: (draft, values) => ({ ...draft, informant: values as Draft['informant'] }),
    render: () => <SignaturePadField name="signature" label="Informant's signature" required />,
  },
  {
    key: 'after',
    title: 'Supporting Documents',
    schema: z.object({ note: z.string() }),
    read: (draft) => draft.after,
    write: (draft, values) => ({ ...draft, after: values as Draft['after'] }),
    render: () => <TextInput name="note" label="Note" />,
  },
];

function renderWizard() {
  return render(
    <Providers>
      <FormWizard<Draft>
        storageKey="signature_wizard"
        steps={steps}
        createDraft={() => ({ informant: { signature: '' }, after: { note: '' } })}
        isDraft={(value): value is Draft => !!value && typeof value === 'object'}
        onSubmit={async () => undefined}
      />
    </Providers>,
  );
}

const stored = () =>
  JSON.parse(sessionStorage.getItem('signature_wizard') ?? '{}') as { draft?: Draft };

describe('SignaturePadField in a wizard', () => {
  it('keeps the drawn signature when Next is pressed, with no separate save', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        jsonResponse(
          201,
          envelope({ key: 'birth/sig-aB3dE9kLmN0p.png', mimeType: 'image/png', size: 8 }),
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWizard();
    expect(screen.queryByRole('button', { name: 'Save signature' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Informant's signature: draw here" })).toBeVisible();

    pad.drawn = 1;
    pad.onEnd?.();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByLabelText('Note')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body)) as {
      kind: string;
      mimeType: string;
    };
    expect(body).toMatchObject({ kind: 'signature', mimeType: 'image/png' });
    expect(stored().draft?.informant.signature).toBe('birth/sig-aB3dE9kLmN0p.png');

    // Back on the step, the signature is there; Next again stores nothing more.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByAltText("Informant's signature (saved)")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Note')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for the signature when nothing was drawn, and says when it could not be kept', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'The informant must sign.' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    pad.drawn = 1;
    pad.onEnd?.();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The step stays open, the drawing on the pad, with the reason under the field.
    expect(screen.getByRole('img', { name: "Informant's signature: draw here" })).toBeVisible();
    expect(screen.queryByLabelText('Note')).not.toBeInTheDocument();
  });
});
