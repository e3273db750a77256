import type {
  BirthFormVariant,
  BirthRegistrationDraft,
  BirthRegistrationSubmission,
} from '@vitalreg/domain';
import {
  RecordWizard,
  type QueuedRecordToFix as QueuedRecordOfKindToFix,
  type RecordToCorrect as RecordOfKindToCorrect,
} from '@/features/records/wizard';
import { birthWizardKind } from './birth-wizard-kind';

/** A queried record, reopened for its capturer to correct and resubmit. */
export type RecordToCorrect = RecordOfKindToCorrect<BirthRegistrationSubmission>;

/** A registration saved on this device (typically flagged by the server), reopened to fix it. */
export type QueuedRecordToFix = QueuedRecordOfKindToFix<BirthRegistrationDraft>;

type BirthRegistrationWizardProps =
  | { variant: BirthFormVariant; correcting?: undefined; queued?: undefined }
  | { variant?: undefined; correcting: RecordToCorrect; queued?: undefined }
  | { variant?: undefined; correcting?: undefined; queued: QueuedRecordToFix };

/**
 * A birth registration wizard: claimed (6 steps), unclaimed short form (3) or a hospital's
 * birth notification (5), in the shared record wizard (`RecordWizard`: Idempotency-Key,
 * possible duplicates, saving on the device, correcting a queried record).
 */
export function BirthRegistrationWizard(props: BirthRegistrationWizardProps) {
  return <RecordWizard kind={birthWizardKind} {...props} />;
}
