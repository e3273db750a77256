import { attestationRecordKind } from '@/features/records/kinds';
import { RecordsPage } from '@/features/records/components/list/records-page';

/** `/dashboard/birth-attestations`: statistics, queried applications, the filtered list. */
export function BirthAttestationsPage() {
  return <RecordsPage kind={attestationRecordKind} />;
}
