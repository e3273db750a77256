import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleBirthRegistrationDraft, INFORMANT_RELATIONSHIPS } from '@vitalreg/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { identityVerificationsStore } from './identity-verification';
import { InformantSections, type ParentAsInformant } from './informant-sections';
import { TestForm } from './test-form';

const { mother, father } = exampleBirthRegistrationDraft('claimed');
const parents: ParentAsInformant[] = [
  { relationship: 'Mother', particulars: mother, scope: 'test.mother' },
  { relationship: 'Father', particulars: father, scope: 'test.father' },
];

const emptyInformant = {
  surname: '',
  firstname: '',
  middlename: '',
  country: '63',
  state: '',
  lga: '',
  street_name: '',
  settlement: '',
  relationship: '',
  phone: '',
  nin: '',
  tracking_id: '',
};

afterEach(() => identityVerificationsStore.set({}));

function renderInformant() {
  let values: Record<string, unknown> = {};
  render(
    <TestForm defaultValues={emptyInformant} onValues={(v) => (values = v)}>
      <InformantSections
        scope="test.informant"
        relationshipLabel="Relationship with child"
        relationshipOptions={INFORMANT_RELATIONSHIPS}
        parents={parents}
      />
    </TestForm>,
  );
  return () => values;
}

const relationship = () => screen.getByRole('combobox', { name: /Relationship with child/ });
const surname = () => screen.getByRole('textbox', { name: /^Surname/ });

describe('InformantSections: the informant is a parent', () => {
  it("copies the chosen parent's particulars, which stay editable", async () => {
    const user = userEvent.setup();
    const values = renderInformant();
    await user.selectOptions(relationship(), 'Mother');
    expect(values()).toMatchObject({
      relationship: '2',
      surname: mother!.surname,
      firstname: mother!.firstname,
      nin: mother!.nin,
      phone: mother!.phone,
      state: mother!.state,
      lga: mother!.lga,
      street_name: mother!.street_name,
      settlement: mother!.settlement,
    });
    expect(screen.getByRole('status')).toHaveTextContent("The mother's particulars are copied");
    expect(surname()).toHaveValue(mother!.surname);
    expect(surname()).not.toHaveAttribute('readonly');

    // Still the mother's copy: choosing the father copies his instead.
    await user.selectOptions(relationship(), 'Father');
    expect(values()).toMatchObject({
      surname: father!.surname,
      nin: '',
      tracking_id: father!.tracking_id,
    });
  });

  it('never overwrites what was typed: the copy is then offered, and made only when asked', async () => {
    const user = userEvent.setup();
    const values = renderInformant();
    await user.selectOptions(relationship(), 'Mother');
    await user.clear(surname());
    await user.type(surname(), 'Ogunleye-Bakare');

    await user.selectOptions(relationship(), 'Father');
    expect(values()).toMatchObject({ surname: 'Ogunleye-Bakare', firstname: mother!.firstname });
    const offer = screen
      .getByText(/The particulars already entered below are kept/)
      .closest('[role="alert"]') as HTMLElement;
    await user.click(within(offer).getByRole('button', { name: "Copy the father's particulars" }));
    expect(values()).toMatchObject({ surname: father!.surname, firstname: father!.firstname });

    // A relationship that is not a parent copies nothing.
    await user.clear(surname());
    await user.type(surname(), 'Okoro');
    await user.selectOptions(relationship(), 'Sister');
    expect(values()).toMatchObject({ surname: 'Okoro', relationship: '4' });
    expect(screen.queryByRole('button', { name: /^Copy the/ })).not.toBeInTheDocument();
  });

  it("takes the parent's checked identity along with the number", async () => {
    const user = userEvent.setup();
    const verification = {
      kind: 'nin' as const,
      id: String(mother!.nin),
      person: { surname: mother!.surname, firstname: mother!.firstname, middlename: null },
      verifiedAt: '2026-11-20T10:00:00.000Z',
    };
    identityVerificationsStore.set({ 'test.mother': verification });
    renderInformant();
    await user.selectOptions(relationship(), 'Mother');
    expect(identityVerificationsStore.get()['test.informant']).toEqual(verification);
    // Verified: the names are the agency's, locked as for a NIN checked here.
    expect(surname()).toHaveAttribute('readonly');
  });
});
