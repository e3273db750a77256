import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextInput } from '@/components/form/text-field';
import { Providers } from '@/testing/test-utils';
import { FormWizard, type WizardStepDefinition, type WizardSubmitContext } from './form-wizard';

interface Draft {
  person: { name: string };
  place: { town: string };
}

const isDraft = (value: unknown): value is Draft =>
  !!value && typeof value === 'object' && 'person' in value;

const steps: WizardStepDefinition<Draft>[] = [
  {
    key: 'person',
    title: 'Person',
    schema: z.object({ name: z.string().min(1, 'Enter the name') }),
    read: (draft) => draft.person,
    write: (draft, values) => ({ ...draft, person: values as Draft['person'] }),
    render: () => <TextInput name="name" label="Name" />,
  },
  {
    key: 'place',
    title: 'Place',
    schema: z.object({ town: z.string().min(1, 'Enter the town') }),
    read: (draft) => draft.place,
    write: (draft, values) => ({ ...draft, place: values as Draft['place'] }),
    render: () => <TextInput name="town" label="Town" />,
  },
];

const KEY = 'test_wizard_draft';

function renderWizard(
  onSubmit: (draft: Draft, context: WizardSubmitContext) => Promise<void> = async () => undefined,
) {
  return render(
    <Providers>
      <FormWizard<Draft>
        storageKey={KEY}
        steps={steps}
        createDraft={() => ({ person: { name: '' }, place: { town: '' } })}
        isDraft={isDraft}
        onSubmit={onSubmit}
      />
    </Providers>,
  );
}

describe('FormWizard', () => {
  it('blocks Next until the step validates, with the message under the field', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Enter the name' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter the name');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Town')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Town')).toBeInTheDocument();
  });

  it('keeps values on Back and restores the draft and step after a reload', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Town'), 'Ikeja');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Town')).toHaveValue('Ikeja');

    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({
      step: 1,
      draft: { person: { name: 'Ada' }, place: { town: 'Ikeja' } },
    });
    expect(stored.idempotencyKey).toEqual(expect.any(String));

    first.unmount(); // a reload
    renderWizard();
    expect(await screen.findByLabelText('Town')).toHaveValue('Ikeja');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada');
  });

  it('submits the draft with its idempotency key and forgets it once cleared', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async (_draft: Draft, context: { clearDraft: () => void }) => {
      context.clearDraft();
    });
    renderWizard(onSubmit);
    const key = (JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as { idempotencyKey: string })
      .idempotencyKey;
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Town'), 'Ikeja');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { person: { name: 'Ada' }, place: { town: 'Ikeja' } },
      expect.objectContaining({ idempotencyKey: key }),
    );
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('opens the step holding a refused value, with the message under its field', async () => {
    const user = userEvent.setup();
    // A request's path is `{step}.{field}` here.
    const withFields = steps.map((step) => ({
      ...step,
      fieldOf: (path: string) =>
        path.startsWith(`${step.key}.`) ? path.slice(step.key.length + 1) : undefined,
    }));
    let shown: boolean | undefined;
    render(
      <Providers>
        <FormWizard<Draft>
          storageKey={KEY}
          steps={withFields}
          createDraft={() => ({ person: { name: 'Ada' }, place: { town: '' } })}
          isDraft={isDraft}
          initialStep={1}
          onSubmit={async (_draft, context) => {
            shown = context.showIssues([{ path: 'person.name', message: 'Name taken' }]);
          }}
        />
      </Providers>,
    );
    // A new draft opens at the step asked for.
    await user.type(await screen.findByLabelText('Town'), 'Ikeja');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('link', { name: 'Name taken' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name taken');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(shown).toBe(true);
    // The refusal is listed at the top, and read out: the focus is on the list.
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
  });

  it('lists the problems Next found at the top, focused, each linking to its field', async () => {
    const user = userEvent.setup();
    const twoFields: WizardStepDefinition<Draft>[] = [
      {
        ...steps[0]!,
        read: (draft) => ({ name: draft.person.name, town: draft.place.town }),
        schema: z.object({
          name: z.string().min(1, 'Enter the name'),
          town: z.string().min(1, 'Enter the town'),
        }),
        render: () => (
          <>
            <TextInput name="name" label="Name" />
            <TextInput name="town" label="Town" />
          </>
        ),
      },
      steps[1]!,
    ];
    render(
      <Providers>
        <FormWizard<Draft>
          storageKey={KEY}
          steps={twoFields}
          createDraft={() => ({ person: { name: '' }, place: { town: '' } })}
          isDraft={isDraft}
          onSubmit={async () => undefined}
        />
      </Providers>,
    );
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    await user.keyboard('{Tab}Ada');
    // Next from the keyboard: Tab to it, Enter.
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Enter the town']);
    await user.keyboard('{Tab}{Enter}');
    expect(screen.getByLabelText('Town')).toHaveFocus();
    await user.keyboard('Ikeja');
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: Place' })).toHaveFocus();
  });

  it("moves the focus to the step's heading, named with its place, when the step changes", async () => {
    const user = userEvent.setup();
    renderWizard();
    // A wizard just opened leaves the focus where the page put it.
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Person' })).not.toHaveFocus();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: Place' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 2: Person' })).toHaveFocus();
  });
});
