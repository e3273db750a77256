import { deathRegistrationDetailSchema } from '@vitalreg/domain';
import { CorrectRecordPage } from '@/features/records/wizard';
import { DeathRegistrationWizard } from './death-registration-wizard';
import { deathWizardKind } from './death-wizard-kind';

/**
 * /dashboard/death-registrations/{id}/edit: a queried death registration
 * (`GET /api/death-registration/{id}`) reopened in its wizard, in the form it was captured
 * with, for its capturer to correct and resubmit.
 */
export default function EditDeathRegistrationPage() {
  return (
    <CorrectRecordPage
      kind={deathWizardKind}
      detailSchema={deathRegistrationDetailSchema}
      wizard={(correcting) => (
        <DeathRegistrationWizard key={correcting.id} correcting={correcting} />
      )}
    />
  );
}
