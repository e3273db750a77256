import { RecordsPage } from '@/features/records/components/list/records-page';
import { deathRecordKind } from '@/features/records/kinds';

/** `/dashboard/death-registrations`: statistics, queried records, the filtered list. */
export function DeathRegistrationsPage() {
  return <RecordsPage kind={deathRecordKind} />;
}
