import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { base64PreviewSrc, prepareFile, previewOf, UPLOAD_ACCEPT } from './files';
import { StoredFilePanel, useStoredFileField } from './stored-file-field';

/** What a document slot holds: the stored file (and, for the general slot, its chosen type). */
export interface UploadedFileValue {
  mimeType: string;
  url: string;
  type?: string;
}

export interface DocumentUploadProps {
  name: string;
  label: string;
  /** The upload's kind for POST /api/documents (e.g. `immunization_card`). */
  kind: string;
  /** The supporting document type, when fixed or chosen. */
  documentType?: string | null;
  helperText?: string;
  /** Keep `documentType` in the value as `type` (the general "support document" slot). */
  storeType?: boolean;
  /** Refuses uploads for now (e.g. the general slot before its type is chosen). */
  disabled?: boolean;
  /** Shown under the label (e.g. the general slot's type select). */
  header?: ReactNode;
  /** The form keeps the stored key alone (a signature's paper), not `{ mimeType, url }`. */
  keyOnly?: boolean;
  required?: boolean;
}

function isUploaded(value: unknown): value is UploadedFileValue {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as UploadedFileValue).url === 'string' &&
    (value as UploadedFileValue).url !== ''
  );
}

/** What a key-only slot holds: the stored key, its type unknown until fetched. */
function uploadedKey(value: unknown): UploadedFileValue | undefined {
  return typeof value === 'string' && value !== '' ? { mimeType: '', url: value } : undefined;
}

/**
 * A document upload: jpeg, jpg, png or pdf only (others refused with a message), images
 * compressed to <= 2 MB and <= 800 px, sent to POST /api/documents; the form keeps
 * `{ mimeType, url: key }` (or the key alone, `keyOnly`). The button is a real button: Enter or
 * Space opens the file chooser.
 */
export function DocumentUpload({
  name,
  label,
  kind,
  documentType,
  helperText,
  storeType,
  disabled,
  header,
  keyOnly,
  required,
}: DocumentUploadProps) {
  const { field, busy, preview, setPreview, setProblem, message, store, storeDocument } =
    useStoredFileField(name);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const value = field.value as unknown;
  const uploaded = keyOnly ? uploadedKey(value) : isUploaded(value) ? value : undefined;
  const shownPreview = preview ?? previewOf(uploaded?.url);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void store(async () => {
      const prepared = await prepareFile(file);
      const stored = await storeDocument({
        kind,
        documentType: documentType ?? null,
        fileName: file.name.slice(0, 200),
        mimeType: prepared.mimeType,
        data: prepared.data,
      });
      return {
        key: stored.key,
        value: keyOnly
          ? stored.key
          : {
              ...(storeType && documentType ? { type: documentType } : {}),
              mimeType: stored.mimeType ?? prepared.mimeType,
              url: stored.key,
            },
        preview:
          prepared.mimeType === 'application/pdf'
            ? undefined
            : base64PreviewSrc(prepared.data, prepared.mimeType),
      };
    });
  };

  const remove = () => {
    setPreview(undefined);
    setProblem(undefined);
    field.onChange(keyOnly ? '' : null);
  };

  return (
    <StoredFilePanel label={label} required={required} htmlFor={inputId} message={message}>
      {header}
      {uploaded ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {shownPreview ? (
            <Box
              component="img"
              src={shownPreview}
              alt={`${label} preview`}
              sx={{
                width: 96,
                height: 96,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          ) : (
            <DescriptionOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
          )}
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {uploaded.url.startsWith('local/') ? 'Kept on this device' : 'Uploaded'}
            {uploaded.mimeType
              ? ` (${uploaded.mimeType === 'application/pdf' ? 'PDF' : 'image'})`
              : ''}
          </Typography>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={remove}
            aria-label={`Remove ${label}`}
          >
            Remove
          </Button>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          ref={field.ref}
          variant="outlined"
          size="small"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={busy || disabled}
          aria-label={`${uploaded ? 'Replace file' : 'Choose file'}: ${label}`}
          onClick={() => inputRef.current?.click()}
        >
          {uploaded ? 'Replace file' : 'Choose file'}
        </Button>
        <input
          id={inputId}
          ref={inputRef}
          type="file"
          hidden
          accept={UPLOAD_ACCEPT}
          onChange={onFile}
          aria-label={label}
        />
        <Typography variant="caption" color="text.secondary">
          {helperText ?? 'JPEG, PNG or PDF'}
        </Typography>
      </Box>
    </StoredFilePanel>
  );
}
