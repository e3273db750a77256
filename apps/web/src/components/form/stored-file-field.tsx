import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { errorText, fieldErrorSx } from './field-error';
import { FILE_MESSAGES, rememberPreview, uploadDocument } from './files';
import { useOfflineCapture } from './offline-capture';

/** What an upload gives the field: the stored key, the form value, and a preview to show. */
export interface StoredFile {
  key: string;
  value: unknown;
  preview?: string;
}

/**
 * The state every field holding a stored file shares (document, face, signature): the form
 * field, an upload in progress, the problem to show under it, and the preview of what was stored.
 */
export function useStoredFileField(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const offline = useOfflineCapture();
  /** POST /api/documents, or (offline) kept sealed on the device under a `local/` key. */
  const storeDocument = offline ? offline.keepFile : uploadDocument;

  /**
   * Runs an upload: busy meanwhile, then the value in the form and its preview remembered; a
   * failure shows its message (or `fallback`) under the field. True when stored.
   */
  const store = async (
    upload: () => Promise<StoredFile>,
    fallback: string = FILE_MESSAGES.compression,
  ): Promise<boolean> => {
    setProblem(undefined);
    setBusy(true);
    try {
      const stored = await upload();
      if (stored.preview) rememberPreview(stored.key, stored.preview);
      setPreview(stored.preview);
      field.onChange(stored.value);
      return true;
    } catch (error) {
      // The server's message, or the spec's network error when there was no answer.
      const text = isApiError(error)
        ? errorMessage(error)
        : error instanceof Error && error.message
          ? error.message
          : fallback;
      setProblem(text);
      if (text === FILE_MESSAGES.compression) toast.error(text);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    field,
    busy,
    preview,
    setPreview,
    setProblem,
    message: problem ?? errorText(fieldState.error),
    store,
    storeDocument,
  };
}

export interface StoredFilePanelProps {
  label: string;
  required?: boolean;
  /** The file input the label names, if any. */
  htmlFor?: string;
  /** The problem or validation message, shown under the panel (the panel's border turns red). */
  message?: string;
  children: ReactNode;
}

/** The bordered panel of a stored-file field: its label, its controls, and its message. */
export function StoredFilePanel({
  label,
  required,
  htmlFor,
  message,
  children,
}: StoredFilePanelProps) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: message ? 'error.main' : 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="subtitle2" component={htmlFor ? 'label' : 'p'} htmlFor={htmlFor}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      {children}
      {message && (
        <FormHelperText error sx={fieldErrorSx} role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
