import type { StillbirthDraft, StillbirthSubmission } from '@vitalreg/domain';
import {
  RecordWizard,
  type QueuedRecordToFix,
  type RecordToCorrect,
} from '@/features/records/wizard';
import { STILLBIRTH_VARIANT } from './stillbirth-draft';
import { stillbirthWizardKind } from './stillbirth-wizard-kind';

type StillbirthWizardProps =
  | { correcting?: undefined; queued?: undefined }
  | { correcting: RecordToCorrect<StillbirthSubmission>; queued?: undefined }
  | { correcting?: undefined; queued: QueuedRecordToFix<StillbirthDraft> };

/** The stillbirth wizard in the shared record wizard (a new record, a correction or a fix). */
export function StillbirthWizard({ correcting, queued }: StillbirthWizardProps) {
  if (correcting) return <RecordWizard kind={stillbirthWizardKind} correcting={correcting} />;
  if (queued) return <RecordWizard kind={stillbirthWizardKind} queued={queued} />;
  return <RecordWizard kind={stillbirthWizardKind} variant={STILLBIRTH_VARIANT} />;
}
