import { ComingNext } from '@/components/ui/coming-next';

/*
 * The dashboard sections other than Home. Each says what it will do; none shows invented data.
 * Wizard step names are the spec's (section 2), the flows DESIGN.md's.
 */

export function BirthRegistrationsRoute() {
  return (
    <ComingNext
      title="Birth registrations"
      description="List, search and open the birth registrations of your area, see each one's status (pending, approved, queried, printed), and capture new ones online or offline with the switch above."
      features={[
        'Registrations list with pagination and status',
        'Claimed registration: 6-step wizard',
        'Unclaimed child, no parent present: short 3-step form',
        'Offline capture that syncs when the connection is back',
      ]}
    />
  );
}

export function NewBirthRegistrationRoute() {
  return (
    <ComingNext
      title="New birth registration (claimed)"
      description="Register a birth in six steps, with each step kept as a draft on this device until you submit:"
      features={[
        'Particulars of Child',
        'Particulars of Mother',
        'Particulars of Father',
        'Particulars of Informant',
        'Supporting Documents',
        'Information Preview',
      ]}
    />
  );
}

export function BirthAttestationsRoute() {
  return (
    <ComingNext
      title="Birth attestations"
      description="Issue letters of attestation to people whose birth was never registered, and follow the applications of your centre."
      features={[
        'Attestation list with status',
        'Applicants with a NIN: 4-step applicant form',
        'Applicants without a NIN: 5-step form with document upload',
      ]}
    />
  );
}

export function NewBirthAttestationRoute() {
  return (
    <ComingNext
      title="New birth attestation"
      description="Capture an attestation application in these steps:"
      features={[
        'Particulars of Applicant',
        'Additional Information',
        "Parent's Information",
        'Information Preview',
      ]}
    />
  );
}

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

export function StillBirthsRoute() {
  return (
    <ComingNext
      title="Still births"
      description="Record stillbirths: particulars of the stillbirth, of the mother and of the informant, then a preview before submitting."
      features={['Stillbirth list with status', 'New stillbirth form']}
    />
  );
}

export function NewStillBirthRoute() {
  return (
    <ComingNext
      title="New still birth"
      description="Record a stillbirth in these steps:"
      features={[
        'Particulars of the stillbirth',
        'Particulars of Mother',
        'Particulars of Informant',
        'Information Preview',
      ]}
    />
  );
}

export function DeathRegistrationsRoute() {
  return (
    <ComingNext
      title="Death registrations"
      description="List the death registrations of your area and register new deaths, with the informant identified by NIN or tracking id."
      features={[
        'Death registrations list with status',
        'Death of a child under 5: deceased, mother, informant, preview',
        'Any other death: deceased, informant, documents, preview',
      ]}
    />
  );
}

export function NewDeathRegistrationRoute() {
  return (
    <ComingNext
      title="New death registration"
      description="Register a death in these steps:"
      features={[
        'Particulars of Deceased',
        'Particulars of Informant',
        'Document Upload',
        'Information Preview',
      ]}
    />
  );
}

export function ReissuanceRoute() {
  return (
    <ComingNext
      title="Reissuance"
      description="Reissue a lost or damaged certificate after validating the applicant and the original certificate, with the payment reference attached."
      features={['Birth Certificate reissuance', 'Attestation Certificate reissuance']}
    />
  );
}

export function ReprintRoute() {
  return (
    <ComingNext
      title="Reprint"
      description="Reprint a certificate by its number once the fee is paid; every reprint is recorded, never overwritten."
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

export function ReviewRoute() {
  return (
    <ComingNext
      title="Review queue"
      description="Approve or query the records submitted in your area. You never approve a record you captured yourself; a queried record goes back to its registrar with your reason."
    />
  );
}

export function AdminRoute() {
  return (
    <ComingNext
      title="Administration"
      description="Manage users, registration centres, service fees and which role holds which permission."
    />
  );
}
