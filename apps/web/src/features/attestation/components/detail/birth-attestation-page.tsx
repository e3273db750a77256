import { RecordPage } from '@/features/records/components/detail/record-page';
import { attestationRecordKind } from '@/features/records/kinds';

/** `/dashboard/birth-attestations/{id}`: one attestation, its history and its actions. */
export function BirthAttestationPage() {
  return <RecordPage kind={attestationRecordKind} />;
}
