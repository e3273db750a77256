import { RecordsPage } from '@/features/records/components/list/records-page';
import { stillbirthRecordKind } from '@/features/records/kinds';

/** `/dashboard/still-births`: statistics, queried records, the filtered list. */
export function StillbirthsPage() {
  return <RecordsPage kind={stillbirthRecordKind} />;
}
