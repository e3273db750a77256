import {
  attestationDraftFromParticulars,
  emptyAttestationDraft,
  type AttestationDraft,
  type AttestationFormVariant,
  type AttestationSubmission,
} from '@vitalreg/domain';
import type { RecordWizardDrafts } from '@/features/records/wizard';

/** Prefix of the attestation wizards' session storage keys (`birth_attestation_draft_with_nin`). */
export const ATTESTATION_DRAFT_PREFIX = 'birth_attestation';

/** Session storage key of the register page's answer: does the applicant have a NIN? */
export const ATTESTATION_HAS_NIN_KEY = 'birth_attestation_has_nin';

/** Scope prefix of the identity verifications made in the attestation wizards. */
export const ATTESTATION_IDENTITY_SCOPE = 'attestation.';

const isObject = (value: unknown) => !!value && typeof value === 'object';

/** A stored draft is used only if it has the draft's shape. */
export function isAttestationDraft(value: unknown): value is AttestationDraft {
  if (!isObject(value)) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.form === 'with_nin' || draft.form === 'without_nin') &&
    ['applicant', 'information', 'parents', 'payment'].every((part) => isObject(draft[part]))
  );
}

/** Attestation drafts in the shared record wizard: the variant is the form (with or without NIN). */
export const attestationDrafts: RecordWizardDrafts<'attestation', AttestationSubmission> = {
  storagePrefix: ATTESTATION_DRAFT_PREFIX,
  identityScope: ATTESTATION_IDENTITY_SCOPE,
  empty: (variant, place) => emptyAttestationDraft(variant as AttestationFormVariant, place),
  isDraft: isAttestationDraft,
  variantOf: (draft) => draft.form,
  fromParticulars: attestationDraftFromParticulars,
};
