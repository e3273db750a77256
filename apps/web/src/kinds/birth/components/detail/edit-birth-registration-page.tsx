import { birthRegistrationDetailSchema } from '@vitalreg/domain';
import { CorrectRecordPage } from '@/features/records/wizard';
import { BirthRegistrationWizard } from '../wizard/birth-registration-wizard';
import { birthWizardKind } from '../wizard/birth-wizard-kind';

/**
 * `/dashboard/birth-registrations/{id}/edit`: a queried record, reopened in the registration
 * wizard with its particulars for its capturer to correct and resubmit (queried -> pending).
 */
export function EditBirthRegistrationPage() {
  return (
    <CorrectRecordPage
      kind={birthWizardKind}
      detailSchema={birthRegistrationDetailSchema}
      wizard={(correcting) => (
        <BirthRegistrationWizard key={correcting.id} correcting={correcting} />
      )}
    />
  );
}
