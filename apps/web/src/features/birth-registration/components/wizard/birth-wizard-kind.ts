import {
  birthFormVariant,
  birthKind,
  birthRegistrationDraftFromParticulars,
  emptyBirthRegistrationDraft,
  type BirthFormVariant,
  type BirthRegistrationSubmission,
} from '@vitalreg/domain';
import { paths } from '@/config/paths';
import type { RecordWizardKind } from '@/features/records/components/wizard/record-wizard-kind';
import { BIRTH_DRAFT_PREFIX, BIRTH_IDENTITY_SCOPE, isBirthDraft } from './birth-draft';
import { birthWizardSteps } from './birth-steps';

/** Births in the shared record wizard: claimed, unclaimed and notification variants. */
export const birthWizardKind: RecordWizardKind<'birth', BirthRegistrationSubmission> = {
  key: 'birth',
  declaration: birthKind,
  title: 'Birth registration',
  storagePrefix: BIRTH_DRAFT_PREFIX,
  identityScope: BIRTH_IDENTITY_SCOPE,
  steps: (variant) => birthWizardSteps(variant as BirthFormVariant),
  emptyDraft: (variant, place) => emptyBirthRegistrationDraft(variant as BirthFormVariant, place),
  isDraft: isBirthDraft,
  variantOf: birthFormVariant,
  draftFromParticulars: birthRegistrationDraftFromParticulars,
  queryKey: ['birth-registrations'],
  paths: {
    list: paths.dashboard.birthRegistrations.path,
    detail: paths.dashboard.birthRegistrations.detail.getHref,
  },
};
