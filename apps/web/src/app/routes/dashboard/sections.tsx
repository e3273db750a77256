import { ComingNext } from '@/components/ui/coming-next';

/*
 * The dashboard sections other than Home. Each says what it will do; none shows invented data.
 * Wizard step names are the spec's (section 2), the flows DESIGN.md's.
 */

export function ModificationsRoute() {
  return (
    <ComingNext
      title="Modifications"
      description="Correct a birth, attestation or death record: look the certificate up by its number, validate it, choose what to change, attach the supporting documents and the payment reference."
      features={[
        'Birth: particulars of child, mother name, father name',
        'Attestation: particulars of applicant, mother name, father name',
        'Death: deceased name, sex, age at death, date of death',
        'Modification requests list with status',
      ]}
    />
  );
}

export function AdhocStaffRoute() {
  return (
    <ComingNext
      title="Adhoc staff"
      description="Create and manage the adhoc staff who capture birth registrations at your registration centres."
      features={['Adhoc staff list', 'Create, disable and re-enable adhoc staff accounts']}
    />
  );
}

export function NewAdhocStaffRoute() {
  return (
    <ComingNext
      title="Create adhoc staff"
      description="Give a new adhoc staff member an account tied to one of your registration centres."
    />
  );
}
