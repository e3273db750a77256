import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SupportingDocumentType } from '@vitalreg/domain';
import type { RecordFileEntry } from '../../types';
import { DetailSection } from './particulars-section';
import { StoredFile } from './stored-file';

/** Names of the supporting document types (the spec's keys, spelling kept). */
export const DOCUMENT_TYPE_LABELS: Record<SupportingDocumentType, string> = {
  'immunization-card': 'Immunization card',
  'lga-birth-certificate': 'LGA birth certificate',
  'baptisim-card': 'Baptism card',
  'valid-id': 'Valid ID',
  'father-national-passport': "Father's passport",
  'mother-national-passport': "Mother's passport",
  'notification-of-birth': 'Notification of birth',
  'date-of-birth-affidavit': 'Date of birth affidavit',
  'request-letter': 'Request letter',
  'medical-record': 'Medical record',
  'school-record': 'School record',
  'affidavit-from-credible-witness': 'Affidavit from a credible witness',
};

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A captured file (face, signature) of a person of the particulars, if it was stored. */
export function capturedFile(
  person: unknown,
  field: string,
  label: string,
): RecordFileEntry | undefined {
  if (!person || typeof person !== 'object') return undefined;
  const key = stringOf((person as Record<string, unknown>)[field]);
  return key ? { key, label } : undefined;
}

/**
 * A person's stored signature, named by how it was given (`modeField`): drawn on the screen,
 * a scan or photo of the paper, or the signed page of the paper form.
 */
export function signatureFile(
  person: unknown,
  label: string,
  modeField = 'mode_of_identity',
): RecordFileEntry | undefined {
  const mode =
    person && typeof person === 'object'
      ? (person as Record<string, unknown>)[modeField]
      : undefined;
  const named =
    mode === 'paper_form'
      ? `${label}: signed page of the paper form`
      : mode === 'signature_scan'
        ? `${label} on paper`
        : label;
  return capturedFile(person, 'signature', named);
}

/**
 * The particulars' `SupportingDocument` list (`{ type, url, mimeType }`), each named from
 * `labels` (the birth document names by default, else the stored type key).
 */
export function supportingDocuments(
  list: unknown,
  labels: Readonly<Record<string, string>> = DOCUMENT_TYPE_LABELS,
): RecordFileEntry[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown): RecordFileEntry[] => {
    if (!entry || typeof entry !== 'object') return [];
    const document = entry as Record<string, unknown>;
    const key = stringOf(document.url);
    if (!key) return [];
    const type = String(document.type);
    return [{ key, label: labels[type] ?? type, mimeType: stringOf(document.mimeType) }];
  });
}

/** The record's stored files: faces, signatures and supporting documents, fetched with the token. */
export function RecordFiles({
  captures,
  documents,
}: {
  captures: readonly RecordFileEntry[];
  documents: readonly RecordFileEntry[];
}) {
  return (
    <DetailSection title="Face, signature and supporting documents">
      {captures.length === 0 && documents.length === 0 ? (
        <Typography color="text.secondary">No files were attached to this record.</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {[...captures, ...documents].map((file) => (
            <StoredFile
              key={`${file.label}-${file.key}`}
              fileKey={file.key}
              label={file.label}
              mimeType={file.mimeType}
            />
          ))}
        </Box>
      )}
    </DetailSection>
  );
}
