import {
  stillbirthKind,
  type StillbirthFormVariant,
  type StillbirthSubmission,
} from '@vitalreg/domain';
import { stillbirthPaths } from '../../paths';
import { recordPaths } from '@/features/records';
import type { RecordWizardKind } from '@/features/records/wizard';
import { stillbirthDrafts } from './stillbirth-draft';
import { stillbirthWizardSteps } from './stillbirth-steps';

/** Stillbirths in the shared record wizard: stillbirth, mother, informant, preview. */
export const stillbirthWizardKind: RecordWizardKind<'stillbirth', StillbirthSubmission> = {
  key: 'stillbirth',
  declaration: stillbirthKind,
  title: 'Stillbirth registration',
  drafts: stillbirthDrafts,
  steps: (variant) => stillbirthWizardSteps(variant as StillbirthFormVariant),
  queryKey: ['stillbirths'],
  paths: recordPaths(stillbirthPaths),
};
