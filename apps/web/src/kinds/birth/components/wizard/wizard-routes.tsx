import { BirthRegistrationWizard } from './birth-registration-wizard';

export { QueuedRecordRoute as QueuedBirthRegistrationRoute } from '@/features/records/wizard';

/** /dashboard/birth-registrations/register/claimed: the 6-step wizard. */
export function ClaimedBirthRegistrationRoute() {
  return <BirthRegistrationWizard key="claimed" variant="claimed" />;
}

/** /dashboard/birth-registrations/register/unclaimed: the short form, no parent present. */
export function UnclaimedBirthRegistrationRoute() {
  return <BirthRegistrationWizard key="unclaimed" variant="unclaimed" />;
}

/** /dashboard/birth-registrations/register/notification: a hospital's birth notification. */
export function BirthNotificationRoute() {
  return <BirthRegistrationWizard key="notification" variant="notification" />;
}
