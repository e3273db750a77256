import { stillbirthDetailSchema } from '@vitalreg/domain';
import { CorrectRecordPage } from '@/features/records/wizard';
import { StillbirthWizard } from './stillbirth-wizard';
import { stillbirthWizardKind } from './stillbirth-wizard-kind';

/**
 * /dashboard/still-births/{id}/edit: a queried stillbirth (`GET /api/stillbirth/{id}`) reopened
 * in its wizard for its capturer to correct and resubmit.
 */
export default function EditStillbirthPage() {
  return (
    <CorrectRecordPage
      kind={stillbirthWizardKind}
      detailSchema={stillbirthDetailSchema}
      wizard={(correcting) => <StillbirthWizard key={correcting.id} correcting={correcting} />}
    />
  );
}
