import { RECORD_KIND_MANIFESTS, type StillbirthDraft } from '@vitalreg/domain';
import { defineKindUI } from '@/features/records/kind-ui';

declare module '@/features/records/kind-ui' {
  interface RecordDrafts {
    stillbirth: StillbirthDraft;
  }
}

/** Stillbirths: `/dashboard/still-births`. */
export const stillbirthUI = defineKindUI({
  manifest: RECORD_KIND_MANIFESTS.stillbirth,
  sectionTitle: 'Still Births',
  icon: () => import('@mui/icons-material/VolunteerActivism'),
  plural: 'stillbirths',
  navOrder: 40,
  recordTitle: 'Still Birth',
  wizards: [
    {
      path: 'register',
      title: 'New Still Birth',
      page: () => import('./components/wizard/stillbirth-register-page'),
    },
  ],
  view: () => import('./view').then((m) => m.stillbirthView),
  submission: () => import('./submission').then((m) => m.stillbirthSubmission),
  edit: () => import('./components/wizard/edit-stillbirth-page'),
  outbox: {
    // A stillborn baby has no name: the record is known by its mother.
    nameOf: (draft) => {
      const fullname = (draft as StillbirthDraft).mother?.fullname;
      return typeof fullname === 'string' ? fullname.trim() : '';
    },
    unnamed: 'Mother not named',
    thisOne: 'this stillbirth',
    another: 'another stillbirth',
    wizard: () =>
      import('./components/wizard/stillbirth-wizard-kind').then(
        (m) => m.stillbirthWizardKind as never,
      ),
  },
  eventLabel: 'Date of delivery',
  reprintLabel: 'Stillbirth',
});
