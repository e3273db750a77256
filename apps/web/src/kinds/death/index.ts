import { RECORD_KIND_MANIFESTS, type DeathRegistrationDraft } from '@vitalreg/domain';
import { defineKindUI, personName } from '@/features/records/kind-ui';

declare module '@/features/records/kind-ui' {
  interface RecordDrafts {
    death: DeathRegistrationDraft;
  }
}

/** Deaths (forms A and B): `/dashboard/death-registrations`. */
export const deathUI = defineKindUI({
  manifest: RECORD_KIND_MANIFESTS.death,
  sectionTitle: 'Death Registration',
  icon: () => import('@mui/icons-material/HistoryEdu'),
  plural: 'deaths',
  navOrder: 50,
  recordTitle: 'Death Registration',
  wizards: [
    {
      path: 'register',
      title: 'New Death Registration',
      page: () => import('./components/wizard/death-registration-register-page'),
    },
  ],
  view: () => import('./view').then((m) => m.deathView),
  submission: () => import('./submission').then((m) => m.deathSubmission),
  edit: () => import('./components/wizard/edit-death-registration-page'),
  outbox: {
    nameOf: (draft) => personName((draft as DeathRegistrationDraft).deceased),
    unnamed: 'Deceased not named',
    thisOne: 'this death',
    another: 'another death',
    wizard: () =>
      import('./components/wizard/death-wizard-kind').then((m) => m.deathWizardKind as never),
  },
  eventLabel: 'Date of death',
  reprintLabel: 'Death',
});
