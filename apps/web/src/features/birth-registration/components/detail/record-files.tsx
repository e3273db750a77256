import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SupportingDocumentType } from '@vitalreg/domain';
import { StoredFile } from './stored-file';

/** Names of the supporting document types (the spec's keys, spelling kept). */
const DOCUMENT_TYPE_LABELS: Record<SupportingDocumentType, string> = {
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

interface FileEntry {
  key: string;
  label: string;
  mimeType?: string;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The record's stored files: the child's face, the informant's face or signature, documents. */
export function recordFiles(particulars: Record<string, unknown>): {
  captures: FileEntry[];
  documents: FileEntry[];
} {
  const child = (particulars.child ?? {}) as Record<string, unknown>;
  const informant = (particulars.informant ?? {}) as Record<string, unknown>;
  const captures: FileEntry[] = [];
  const childFace = stringOf(child.face);
  if (childFace) captures.push({ key: childFace, label: "Child's face" });
  const informantFace = stringOf(informant.face);
  if (informantFace) captures.push({ key: informantFace, label: "Informant's face" });
  const signature = stringOf(informant.signature);
  if (signature) captures.push({ key: signature, label: "Informant's signature" });
  const list = Array.isArray(particulars.SupportingDocument) ? particulars.SupportingDocument : [];
  const documents = list.flatMap((entry: unknown): FileEntry[] => {
    if (!entry || typeof entry !== 'object') return [];
    const document = entry as Record<string, unknown>;
    const key = stringOf(document.url);
    if (!key) return [];
    const type = document.type as SupportingDocumentType;
    return [
      {
        key,
        label: DOCUMENT_TYPE_LABELS[type] ?? String(document.type),
        mimeType: stringOf(document.mimeType),
      },
    ];
  });
  return { captures, documents };
}

export function RecordFiles({ particulars }: { particulars: Record<string, unknown> }) {
  const { captures, documents } = recordFiles(particulars);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="files-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography
        id="files-title"
        variant="h3"
        component="h3"
        sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}
      >
        Face, signature and supporting documents
      </Typography>
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
    </Paper>
  );
}
