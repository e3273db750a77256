import { deathParticularsLayout, type DeathDocumentType } from '@vitalreg/domain';
import {
  RecordParticulars,
  signatureFile,
  supportingDocuments,
  type RecordDetail,
  type RecordFileEntry,
} from '@/features/records';

/** Names of the death documents (form B's Document Upload step). */
const DEATH_DOCUMENT_LABELS: Record<DeathDocumentType, string> = {
  employers_report: "Employer's report",
  next_of_kin_letter: 'Letter from the next of kin',
  affidavit: 'Affidavit',
  police_report: 'Police report',
};

/** A death record's particulars (the detail page's part of the death kind). */
export function DeathParticulars({ record }: { record: RecordDetail }) {
  return <RecordParticulars layout={deathParticularsLayout} record={record} />;
}

/** A death record's stored files: the informant's signature and form B's documents. */
export function deathRecordFiles(particulars: unknown): {
  captures: RecordFileEntry[];
  documents: RecordFileEntry[];
} {
  const values = (particulars ?? {}) as Record<string, unknown>;
  const signature = signatureFile(values.informant, "Informant's signature");
  return {
    captures: signature ? [signature] : [],
    documents: supportingDocuments(values.documents, DEATH_DOCUMENT_LABELS),
  };
}
