import {
  stillbirthDraftFromParticulars,
  stillbirthKind,
  type StillbirthFormVariant,
  type StillbirthSubmission,
} from '@vitalreg/domain';
import { paths } from '@/config/paths';
import type { RecordWizardKind } from '@/features/records/components/wizard/record-wizard-kind';
import {
  isStillbirthDraft,
  newStillbirthDraft,
  STILLBIRTH_DRAFT_PREFIX,
  STILLBIRTH_IDENTITY_SCOPE,
} from './stillbirth-draft';
import { stillbirthWizardSteps } from './stillbirth-steps';

/** The one stillbirth form variant (the domain's `STILLBIRTH_FORM_VARIANTS`). */
export const STILLBIRTH_VARIANT: StillbirthFormVariant = 'stillbirth';

/** Stillbirths in the shared record wizard: stillbirth, mother, informant, preview. */
export const stillbirthWizardKind: RecordWizardKind<'stillbirth', StillbirthSubmission> = {
  key: 'stillbirth',
  declaration: stillbirthKind,
  title: 'Stillbirth registration',
  storagePrefix: STILLBIRTH_DRAFT_PREFIX,
  identityScope: STILLBIRTH_IDENTITY_SCOPE,
  steps: (variant) => stillbirthWizardSteps(variant as StillbirthFormVariant),
  emptyDraft: (_variant, place) => newStillbirthDraft(place),
  isDraft: isStillbirthDraft,
  variantOf: () => STILLBIRTH_VARIANT,
  draftFromParticulars: stillbirthDraftFromParticulars,
  queryKey: ['stillbirths'],
  paths: {
    list: paths.dashboard.stillBirths.path,
    detail: paths.dashboard.stillBirths.detail.getHref,
  },
};
