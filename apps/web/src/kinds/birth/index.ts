import { RECORD_KIND_MANIFESTS, type BirthRegistrationDraft } from '@vitalreg/domain';
import { defineKindUI, personName } from '@/features/records/kind-ui';

declare module '@/features/records/kind-ui' {
  interface RecordDrafts {
    birth: BirthRegistrationDraft;
  }
}

const wizards = () => import('./components/wizard/wizard-routes');

/** Births and birth notifications: `/dashboard/birth-registrations`. */
export const birthUI = defineKindUI({
  manifest: RECORD_KIND_MANIFESTS.birth,
  sectionTitle: 'Birth Registration',
  icon: () => import('@mui/icons-material/ChildCare'),
  plural: 'births',
  navOrder: 10,
  recordTitle: 'Birth Registration',
  wizards: [
    {
      path: 'register/claimed',
      title: 'New Birth Registration',
      page: () => wizards().then((m) => ({ default: m.ClaimedBirthRegistrationRoute })),
    },
    {
      path: 'register/unclaimed',
      title: 'Unclaimed Birth Registration',
      page: () => wizards().then((m) => ({ default: m.UnclaimedBirthRegistrationRoute })),
    },
    {
      path: 'register/notification',
      title: 'Birth Notification',
      page: () => wizards().then((m) => ({ default: m.BirthNotificationRoute })),
    },
  ],
  view: () => import('./view').then((m) => m.birthView),
  submission: () => import('./submission').then((m) => m.birthSubmission),
  edit: () =>
    import('./components/detail/edit-birth-registration-page').then((m) => ({
      default: m.EditBirthRegistrationPage,
    })),
  listActions: () => import('./components/list/birth-list-actions'),
  outbox: {
    nameOf: (draft) => personName((draft as BirthRegistrationDraft).child),
    unnamed: 'Child not named',
    thisOne: 'this child',
    another: 'another child',
    wizard: () =>
      import('./components/wizard/birth-wizard-kind').then((m) => m.birthWizardKind as never),
  },
  eventLabel: 'Date of birth',
  reprintLabel: 'Birth',
});
