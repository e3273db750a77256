import { RecordPage } from '@/features/records/components/detail/record-page';
import { deathRecordKind } from '@/features/records/kinds';

/** `/dashboard/death-registrations/{id}`: one record, its files, its history and its actions. */
export function DeathRegistrationPage() {
  return <RecordPage kind={deathRecordKind} />;
}
