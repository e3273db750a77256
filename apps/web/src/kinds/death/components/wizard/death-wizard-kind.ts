import {
  deathKind,
  type DeathFormVariant,
  type DeathRegistrationSubmission,
} from '@vitalreg/domain';
import { deathPaths } from '../../paths';
import { recordPaths } from '@/features/records';
import type { RecordWizardKind } from '@/features/records/wizard';
import { deathDrafts } from './death-draft';
import { deathWizardSteps } from './death-steps';

/** Deaths in the shared record wizard: form A (a child under 5) and form B (any other death). */
export const deathWizardKind: RecordWizardKind<'death', DeathRegistrationSubmission> = {
  key: 'death',
  declaration: deathKind,
  title: 'Death registration',
  drafts: deathDrafts,
  steps: (variant) => deathWizardSteps(variant as DeathFormVariant),
  queryKey: ['death-registrations'],
  paths: recordPaths(deathPaths),
};
