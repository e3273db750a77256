import { attestationParticularsLayout } from '@vitalreg/domain';
import {
  capturedFile,
  signatureFile,
  RecordParticulars,
  type RecordDetail,
  type RecordFileEntry,
} from '@/features/records';

type Values = Record<string, unknown>;

/** An attestation's particulars, with the fee it was paid with (the detail page's part). */
export function AttestationParticulars({ record }: { record: RecordDetail }) {
  return <RecordParticulars layout={attestationParticularsLayout} record={record} />;
}

/** An uploaded document (`{ mimeType, url }`) of the particulars, if one was stored. */
function uploadedFile(value: unknown, label: string): RecordFileEntry[] {
  if (!value || typeof value !== 'object') return [];
  const { url, mimeType } = value as Values;
  if (typeof url !== 'string' || url === '') return [];
  return [{ key: url, label, mimeType: typeof mimeType === 'string' ? mimeType : undefined }];
}

/**
 * An attestation's stored files: the applicant's face, the parents' signature, the supporting
 * document and (without a NIN) the affidavit.
 */
export function attestationRecordFiles(particulars: unknown): {
  captures: RecordFileEntry[];
  documents: RecordFileEntry[];
} {
  const values = (particulars ?? {}) as Values;
  const parents = values.parents as Values | null | undefined;
  const captures = [
    capturedFile(values.applicant, 'face', "Applicant's face"),
    signatureFile(parents, "Parent's signature", 'signature_mode'),
  ].filter((file): file is RecordFileEntry => file !== undefined);
  return {
    captures,
    documents: [
      ...uploadedFile(parents?.support_document, 'Supporting document'),
      ...uploadedFile(values.affidavit, 'Affidavit'),
    ],
  };
}
