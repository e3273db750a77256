import type {
  DeathFormVariant,
  DeathRegistrationDraft,
  DeathRegistrationSubmission,
} from '@vitalreg/domain';
import {
  RecordWizard,
  type QueuedRecordToFix,
  type RecordToCorrect,
} from '@/features/records/wizard';
import { deathWizardKind } from './death-wizard-kind';

type DeathRegistrationWizardProps =
  | { variant: DeathFormVariant; correcting?: undefined; queued?: undefined }
  | {
      variant?: undefined;
      correcting: RecordToCorrect<DeathRegistrationSubmission>;
      queued?: undefined;
    }
  | {
      variant?: undefined;
      correcting?: undefined;
      queued: QueuedRecordToFix<DeathRegistrationDraft>;
    };

/** A death registration wizard, form A or B, in the shared record wizard. */
export function DeathRegistrationWizard(props: DeathRegistrationWizardProps) {
  return <RecordWizard kind={deathWizardKind} {...props} />;
}
