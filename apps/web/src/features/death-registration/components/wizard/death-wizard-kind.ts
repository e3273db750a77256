import {
  deathKind,
  deathRegistrationDraftFromParticulars,
  emptyDeathRegistrationDraft,
  type DeathFormVariant,
  type DeathRegistrationSubmission,
} from '@vitalreg/domain';
import { paths } from '@/config/paths';
import type { RecordWizardKind } from '@/features/records/components/wizard/record-wizard-kind';
import { DEATH_DRAFT_PREFIX, DEATH_IDENTITY_SCOPE, isDeathDraft } from './death-draft';
import { deathWizardSteps } from './death-steps';

/** Deaths in the shared record wizard: form A (a child under 5) and form B (any other death). */
export const deathWizardKind: RecordWizardKind<'death', DeathRegistrationSubmission> = {
  key: 'death',
  declaration: deathKind,
  title: 'Death registration',
  storagePrefix: DEATH_DRAFT_PREFIX,
  identityScope: DEATH_IDENTITY_SCOPE,
  steps: (variant) => deathWizardSteps(variant as DeathFormVariant),
  emptyDraft: (variant, place) => emptyDeathRegistrationDraft(variant as DeathFormVariant, place),
  isDraft: isDeathDraft,
  variantOf: (draft) => draft.form,
  draftFromParticulars: deathRegistrationDraftFromParticulars,
  queryKey: ['death-registrations'],
  paths: {
    list: paths.dashboard.deathRegistrations.path,
    detail: paths.dashboard.deathRegistrations.detail.getHref,
  },
};
