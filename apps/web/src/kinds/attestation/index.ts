import { RECORD_KIND_MANIFESTS, type AttestationDraft } from '@vitalreg/domain';
import { defineKindUI } from '@/features/records/kind-ui';

declare module '@/features/records/kind-ui' {
  interface RecordDrafts {
    attestation: AttestationDraft;
  }
}

/** Birth attestations (paid, online only): `/dashboard/birth-attestations`. */
export const attestationUI = defineKindUI({
  manifest: RECORD_KIND_MANIFESTS.attestation,
  sectionTitle: 'Birth Attestations',
  icon: () => import('@mui/icons-material/Verified'),
  plural: 'birth attestations',
  navOrder: 20,
  recordTitle: 'Birth Attestation',
  wizards: [
    {
      path: 'register',
      title: 'New Birth Attestation',
      page: () => import('./components/wizard/attestation-register-page'),
    },
  ],
  view: () => import('./view').then((m) => m.attestationView),
  submission: () => import('./submission').then((m) => m.attestationSubmission),
  edit: () => import('./components/wizard/edit-attestation-page'),
  eventLabel: 'Date of birth',
  reprintLabel: 'Attestation',
  // Spec section 2: the attestation lookup opens its validation page after 1000 ms.
  modificationRedirectMs: 1000,
});
