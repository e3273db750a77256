import {
  birthKind,
  type BirthFormVariant,
  type BirthRegistrationSubmission,
} from '@vitalreg/domain';
import { birthPaths } from '../../paths';
import { recordPaths } from '@/features/records';
import type { RecordWizardKind } from '@/features/records/wizard';
import { birthDrafts } from './birth-draft';
import { birthWizardSteps } from './birth-steps';

/** Births in the shared record wizard: claimed, unclaimed and notification variants. */
export const birthWizardKind: RecordWizardKind<'birth', BirthRegistrationSubmission> = {
  key: 'birth',
  declaration: birthKind,
  title: 'Birth registration',
  drafts: birthDrafts,
  steps: (variant) => birthWizardSteps(variant as BirthFormVariant),
  queryKey: ['birth-registrations'],
  paths: recordPaths(birthPaths),
};
