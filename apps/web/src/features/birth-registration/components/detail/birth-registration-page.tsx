import { RecordPage } from '@/features/records/components/detail/record-page';
import { birthRecordKind } from '@/features/records/kinds';

/** `/dashboard/birth-registrations/{id}`: one record, its files, its history and its actions. */
export function BirthRegistrationPage() {
  return <RecordPage kind={birthRecordKind} />;
}
