import { RecordPage } from '@/features/records/components/detail/record-page';
import { stillbirthRecordKind } from '@/features/records/kinds';

/** `/dashboard/still-births/{id}`: one stillbirth, its history and its actions. */
export function StillbirthPage() {
  return <RecordPage kind={stillbirthRecordKind} />;
}
