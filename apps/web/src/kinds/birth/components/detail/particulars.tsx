import { birthParticularsLayout } from '@vitalreg/domain';
import {
  capturedFile,
  signatureFile,
  RecordParticulars,
  supportingDocuments,
  type RecordDetail,
  type RecordFileEntry,
} from '@/features/records';

/** A birth record's particulars (the detail page's part of the birth kind). */
export function BirthParticulars({ record }: { record: RecordDetail }) {
  return <RecordParticulars layout={birthParticularsLayout} record={record} />;
}

/** A birth record's stored files: the child's face, the informant's face or signature, documents. */
export function birthRecordFiles(particulars: unknown): {
  captures: RecordFileEntry[];
  documents: RecordFileEntry[];
} {
  const values = (particulars ?? {}) as Record<string, unknown>;
  const captures = [
    capturedFile(values.child, 'face', "Child's face"),
    capturedFile(values.informant, 'face', "Informant's face"),
    signatureFile(values.informant, "Informant's signature"),
  ].filter((file): file is RecordFileEntry => file !== undefined);
  return { captures, documents: supportingDocuments(values.SupportingDocument) };
}
