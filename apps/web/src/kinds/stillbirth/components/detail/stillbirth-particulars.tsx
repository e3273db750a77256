import { stillbirthParticularsLayout } from '@vitalreg/domain';
import { RecordParticulars, type RecordDetail } from '@/features/records';

/** A stillbirth's particulars (the detail page's part of the stillbirth kind). */
export function StillbirthParticulars({ record }: { record: RecordDetail }) {
  return <RecordParticulars layout={stillbirthParticularsLayout} record={record} />;
}
